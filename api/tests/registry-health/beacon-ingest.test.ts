/**
 * POST /Beacons and the remote health it feeds: every bad input answers 400 (413 for a body over
 * 16 KB, as everywhere in the API), never 500, and stores nothing; text/plain JSON (sendBeacon) is
 * taken; a client over its rate answers 429; beacons about unknown remotes or versions are ignored;
 * the counts of many beacons land as few rows, once a second; minutes past 14 days are swept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_RETENTION_DAYS } from '../../src/modules/registry/health-retention';
import { createTestApp, type TestApp } from '../support/test-app';
import { health, nextAddress, postBeacons, publishVersion } from './support';

const V1 = '2026-11-27T10-00-00-000Z-aaaaaaaa';
const V2 = '2026-11-27T11-00-00-000Z-bbbbbbbb';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { logLevel: 'warn' } });
  await publishVersion(t.db, 'catalog', V1);
  await publishVersion(t.db, 'checkout', V2);
});
afterAll(async () => t?.close());

const healthRows = () =>
  t.db.selectFrom('registry_health').selectAll().orderBy('remote').orderBy('version').orderBy('kind').execute();

describe('POST /Beacons refuses bad input with 400, never 500', () => {
  const deep = (levels: number): unknown => (levels === 0 ? 'x' : { a: deep(levels - 1) });
  const cases: Array<[string, unknown]> = [
    ['a body that is a list', []],
    ['a body that is text', 'beacons'],
    ['a body that is a number', 5],
    ['no beacons', {}],
    ['beacons that are not a list', { beacons: { type: 'remote-health' } }],
    ['an empty list', { beacons: [] }],
    ['101 beacons', { beacons: Array.from({ length: 101 }, () => health('catalog', V1, 'view')) }],
    ['an item that is not an object', { beacons: [5] }],
    ['an item without a type', { beacons: [{ remote: 'catalog', version: V1, kind: 'view', count: 1 }] }],
    ['an unknown type', { beacons: [{ ...health('catalog', V1, 'view'), type: 'heartbeat' }] }],
    ['a type that is a number', { beacons: [{ ...health('catalog', V1, 'view'), type: 7 }] }],
    ['an unknown kind', { beacons: [health('catalog', V1, 'crash')] }],
    ['a count sent as text', { beacons: [{ ...health('catalog', V1, 'view'), count: '5' }] }],
    ['a count of 0', { beacons: [health('catalog', V1, 'view', 0)] }],
    ['a negative count', { beacons: [health('catalog', V1, 'view', -3)] }],
    ['a huge count', { beacons: [health('catalog', V1, 'view', 1e308)] }],
    ['a count over 1000', { beacons: [health('catalog', V1, 'view', 1001)] }],
    ['a fractional count', { beacons: [health('catalog', V1, 'view', 1.5)] }],
    ['a remote that is a number', { beacons: [{ ...health('catalog', V1, 'view'), remote: 12 }] }],
    ['a remote that is an object', { beacons: [{ ...health('catalog', V1, 'view'), remote: { name: 'catalog' } }] }],
    ['a version that is a list', { beacons: [{ ...health('catalog', V1, 'view'), version: [V1] }] }],
    ['a NUL in the remote', { beacons: [health('cata\u0000log', V1, 'view')] }],
    ['a NUL in the version', { beacons: [health('catalog', `${V1}\u0000`, 'view')] }],
    ['a very long version', { beacons: [health('catalog', 'v'.repeat(5000), 'view')] }],
    ['nesting 20 levels inside an item', { beacons: [{ ...health('catalog', V1, 'view'), remote: deep(20) }] }],
    ['nesting past the parser limit', { beacons: [deep(40)] }],
    ['one bad item among good ones', { beacons: [health('catalog', V1, 'view'), health('catalog', V1, 'oops')] }],
  ];
  it.each(cases)('%s', async (_name, body) => {
    const response = await postBeacons(t.app, body);
    expect(response.statusCode, response.body).toBe(400);
    const answer = response.json() as { message: string };
    expect(answer.message.length).toBeGreaterThan(0);
    expect(answer.message.length).toBeLessThan(300);
  });

  it('malformed JSON, as application/json and as text/plain', async () => {
    for (const contentType of ['application/json', 'text/plain', 'text/plain;charset=UTF-8']) {
      const response = await postBeacons(t.app, '{"beacons": [', { contentType, raw: true });
      expect(response.statusCode, contentType).toBe(400);
    }
  });

  it('a body over 16 KB answers 413 (the API answers every oversize body so)', async () => {
    const padding = 'x'.repeat(17 * 1024);
    const response = await postBeacons(t.app, `{"beacons":[],"pad":"${padding}"}`, { raw: true });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: 'The request body is too large (at most 16 KB)' });
    const asText = await postBeacons(t.app, `{"beacons":[],"pad":"${padding}"}`, {
      raw: true,
      contentType: 'text/plain',
    });
    expect(asText.statusCode).toBe(413);
  });

  it('names the bad item and field', async () => {
    const response = await postBeacons(t.app, {
      beacons: [health('catalog', V1, 'view'), { ...health('catalog', V1, 'view'), count: 'lots' }],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys((response.json() as { errors: Record<string, string[]> }).errors)).toEqual(['beacons[1].count']);
    const unknown = await postBeacons(t.app, { beacons: [{ ...health('catalog', V1, 'view'), type: 'heartbeat' }] });
    expect((unknown.json() as { errors: Record<string, string[]> }).errors).toEqual({
      'beacons[0].type': ['Unknown beacon type "heartbeat"'],
    });
  });

  it('stored nothing from any refused batch', async () => {
    await t.app.registryHealth.flush();
    expect(await healthRows()).toEqual([]);
  });
});

describe('POST /Beacons takes good batches', () => {
  it('as text/plain (navigator.sendBeacon) and as application/json: 202 with what was accepted', async () => {
    const body = { beacons: [health('catalog', V1, 'view', 3), health('catalog', V1, 'error')] };
    for (const contentType of ['text/plain;charset=UTF-8', 'application/json']) {
      const response = await postBeacons(t.app, body, { contentType });
      expect(response.statusCode, response.body).toBe(202);
      expect(response.json()).toEqual({ accepted: 2, ignored: 0 });
    }
    await t.app.registryHealth.flush();
    const rows = await healthRows();
    expect(rows.map((row) => [row.remote, row.version, row.kind, Number(row.count)])).toEqual([
      ['catalog', V1, 'error', 2],
      ['catalog', V1, 'view', 6],
    ]);
    await t.db.deleteFrom('registry_health').execute();
  });

  it('ignores, and never stores, beacons about unknown remotes or versions', async () => {
    const response = await postBeacons(t.app, {
      beacons: [
        health('catalog', 'never-published', 'view'),
        health('storefront', V1, 'view'),
        health('checkout', V1, 'view'), // V1 is a catalog version, not checkout's
        health('checkout', V2, 'view'),
      ],
    });
    expect(response.json()).toEqual({ accepted: 1, ignored: 3 });
    await t.app.registryHealth.flush();
    const rows = await healthRows();
    expect(rows.map((row) => [row.remote, row.version])).toEqual([['checkout', V2]]);
    await t.db.deleteFrom('registry_health').execute();
  });

  it('counts a version published after the API started (its list of versions is reloaded)', async () => {
    const fresh = '2026-11-27T12-00-00-000Z-cccccccc';
    await postBeacons(t.app, { beacons: [health('catalog', V1, 'view')] }); // the list is loaded now
    await publishVersion(t.db, 'catalog', fresh);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const response = await postBeacons(t.app, { beacons: [health('catalog', fresh, 'view')] });
    expect(response.json()).toEqual({ accepted: 1, ignored: 0 });
    await t.app.registryHealth.flush();
    await t.db.deleteFrom('registry_health').execute();
  });

  it('sums many beacons into one row per minute, remote, version and kind, flushed by the timer', async () => {
    const batch = {
      beacons: [
        ...Array.from({ length: 60 }, () => health('catalog', V1, 'view', 2)),
        ...Array.from({ length: 40 }, () => health('catalog', V1, 'load-failure')),
      ],
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => postBeacons(t.app, batch)));
    expect(answers.every((answer) => answer.statusCode === 202)).toBe(true);
    // No explicit flush: the once-a-second timer writes them.
    await expect.poll(async () => (await healthRows()).length, { timeout: 5000, interval: 200 }).toBeGreaterThan(0);
    await t.app.registryHealth.flush();
    const rows = await healthRows();
    const byKind = new Map<string, number>();
    for (const row of rows) byKind.set(row.kind, (byKind.get(row.kind) ?? 0) + Number(row.count));
    expect(Object.fromEntries(byKind)).toEqual({ 'load-failure': 20 * 40, view: 20 * 60 * 2 });
    // 2,000 beacons: one row per kind (two if a minute turned during the test).
    expect(rows.length).toBeLessThanOrEqual(4);
    await t.db.deleteFrom('registry_health').execute();
  });
});

describe('CORS as the rest of the API', () => {
  it("a shop origin's preflight for application/json is allowed; a foreign origin gets no CORS headers", async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/Beacons',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const shop = t.config.corsOrigins[0] ?? '';
    expect((await preflight(shop)).headers['access-control-allow-origin']).toBe(shop);
    expect((await preflight('https://evil.example.com')).headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('POST /Beacons is rate limited per client address', () => {
  it('answers 429 with Retry-After past the limit, other addresses unaffected', async () => {
    const address = nextAddress();
    const body = { beacons: [health('catalog', V1, 'view')] };
    // The address spends its minute's allowance (counted in the API process's memory).
    for (let sent = 0; sent < t.config.beacons.perClientPerMinute; sent += 50) {
      await Promise.all(Array.from({ length: 50 }, () => postBeacons(t.app, '{', { address, raw: true })));
    }
    const limited = await postBeacons(t.app, body, { address });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Refused before the body is read: even a malformed body answers 429, and nothing is counted.
    expect((await postBeacons(t.app, '{', { address, raw: true })).statusCode).toBe(429);
    expect((await postBeacons(t.app, body)).statusCode).toBe(202);
  });

  it('a real flood from one address meets the limit', async () => {
    const address = nextAddress();
    const body = { beacons: [health('catalog', V1, 'view')] };
    const limit = t.config.beacons.perClientPerMinute;
    let refused = 0;
    // The limit counts per fixed minute: a flood that crosses a minute's edge starts again at 0, so
    // it goes on until refused, and more than twice the limit must meet it in one of the minutes.
    for (let sent = 0; sent < 2 * limit + 50 && refused === 0; sent += 50) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => postBeacons(t.app, body, { address })));
      refused += answers.filter((answer) => answer.statusCode === 429).length;
    }
    expect(refused).toBeGreaterThan(0);
    await t.app.registryHealth.flush();
    await t.db.deleteFrom('registry_health').execute();
  });
});

describe('retention', () => {
  it(`the sweep deletes minutes older than ${HEALTH_RETENTION_DAYS} days and keeps the rest`, async () => {
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    const minute = (at: number) => new Date(Math.floor(at / 60_000) * 60_000);
    await t.db
      .insertInto('registry_health')
      .values([
        { minute: minute(now - 15 * day), remote: 'catalog', version: V1, kind: 'view', count: 5 },
        { minute: minute(now - 14 * day - 60_000), remote: 'catalog', version: V1, kind: 'view', count: 5 },
        { minute: minute(now - 13 * day), remote: 'catalog', version: V1, kind: 'view', count: 5 },
        { minute: minute(now), remote: 'catalog', version: V1, kind: 'error', count: 1 },
      ])
      .execute();
    expect(await t.app.registryHealth.sweep(now)).toBe(2);
    const left = await healthRows();
    expect(left).toHaveLength(2);
    expect(left.every((row) => new Date(row.minute).getTime() >= now - 14 * day)).toBe(true);
    await t.db.deleteFrom('registry_health').execute();
  });
});
