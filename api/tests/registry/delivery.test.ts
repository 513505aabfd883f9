/**
 * After a publish (issue 28): canary, promote, abort and rollback, each an audit entry; the status
 * sums registry_health per version over the canary's window; team tokens are stored hashed only.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenIsLive } from '../../src/modules/registry/index';
import {
  bearer,
  goodBuild,
  publish,
  publishForm,
  type RegistryTestApp,
  startRegistryApp,
} from './support/registry-app';

let app: RegistryTestApp;
let token: string;
const versions: string[] = [];
/** The i-th published version (published in beforeAll). */
const v = (i: number) => versions[i] as string;

async function publishCatalog(action: 'promote' | 'stage'): Promise<string> {
  const response = await publish(app, 'catalog', publishForm(goodBuild(), { action }), bearer(token));
  expect(response.status).toBe(201);
  return ((await response.json()) as { version: string }).version;
}

const act = (action: string, body: unknown = {}, auth: Record<string, string> = bearer(token)) =>
  app.post(`/Registry/remotes/catalog/${action}`, body, auth);

async function catalogState() {
  return (await (await app.get('/Registry/state')).json()).remotes.catalog;
}

beforeAll(async () => {
  app = await startRegistryApp();
  token = (await app.token('catalog')).token;
  versions.push(await publishCatalog('promote'), await publishCatalog('stage'), await publishCatalog('stage'));
});
afterAll(() => app?.close());

describe('canary', () => {
  it('starts for a staged version and shows in the state with its percent', async () => {
    const response = await act('canary', { version: versions[1], percent: 25 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      current: { version: versions[0], serverManifest: null },
      canary: { version: versions[1], percent: 25, serverManifest: null },
    });
    expect(await catalogState()).toMatchObject({ canary: { version: versions[1], percent: 25 } });
  });

  it('answers 409 while another canary runs, 409 for the current version, 404 for an unknown one', async () => {
    expect((await act('canary', { version: versions[2], percent: 10 })).status).toBe(409);
    expect((await act('canary', { version: versions[0], percent: 10 })).status).toBe(409);
    expect((await act('canary', { version: 'nope-1', percent: 10 })).status).toBe(404);
  });

  it('answers 400 for a percent outside 1..99 or not whole', async () => {
    for (const percent of [0, 100, 12.5, 'many', null, -1]) {
      const response = await act('canary', { version: versions[2], percent });
      expect(response.status, String(percent)).toBe(400);
    }
  });

  it('status sums the health of current and canary since the canary started', async () => {
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const rows = [
      [v(0), 'view', 100],
      [v(0), 'error', 1],
      [v(1), 'view', 20],
      [v(1), 'error', 2],
      [v(1), 'load-failure', 1],
      [v(1), 'render-failure', 1],
      [v(1), 'render-timeout', 1],
    ] as const;
    for (const [version, kind, count] of rows) {
      await app.db.insertInto('registry_health').values({ minute, remote: 'catalog', version, kind, count }).execute();
    }
    // Older than the canary's start minute: outside the window.
    await app.db
      .insertInto('registry_health')
      .values({
        minute: new Date(minute.getTime() - 10 * 60_000),
        remote: 'catalog',
        version: v(1),
        kind: 'error',
        count: 50,
      })
      .execute();
    expect((await app.get('/Registry/status')).status).toBe(401);
    const response = await app.get('/Registry/status', bearer(token));
    expect(response.status).toBe(200);
    const { remotes } = await response.json();
    expect(remotes.catalog).toEqual([
      expect.objectContaining({
        version: versions[0],
        role: 'current',
        views: 100,
        errors: 1,
        errorRate: 0.01,
        sample: 100,
      }),
      expect.objectContaining({
        version: versions[1],
        role: 'canary',
        views: 20,
        errors: 5,
        errorRate: 0.25,
        sample: 20,
      }),
    ]);
    expect(remotes.checkout).toEqual([]);
  });

  it('promote makes the canary current and ends it', async () => {
    const response = await act('promote');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ current: { version: versions[1], serverManifest: null }, canary: null });
  });

  it('abort ends a canary, and answers 409 when none runs', async () => {
    expect((await act('canary', { version: versions[2], percent: 50 })).status).toBe(200);
    const aborted = await act('abort', { reason: 'checkout button misaligned' });
    expect(aborted.status).toBe(200);
    expect(await aborted.json()).toMatchObject({ current: { version: versions[1] }, canary: null });
    expect((await act('abort')).status).toBe(409);
    expect((await act('promote')).status).toBe(409);
  });

  it('promote with a version makes a staged version current', async () => {
    const response = await act('promote', { version: versions[2] });
    expect(response.status).toBe(200);
    expect((await response.json()).current.version).toBe(versions[2]);
    expect((await act('promote', { version: versions[2] })).status).toBe(409);
  });

  it('rollback goes back to the version the last promote replaced, once', async () => {
    const response = await act('rollback');
    expect(response.status).toBe(200);
    expect((await response.json()).current.version).toBe(versions[1]);
    expect((await act('rollback')).status).toBe(409);
  });

  it("refuses other remotes' tokens and no token", async () => {
    const other = (await app.token('dealers')).token;
    expect((await act('abort', {}, bearer(other))).status).toBe(403);
    expect((await act('rollback', {}, {})).status).toBe(401);
    expect((await app.get('/Registry/remotes/catalog/history')).status).toBe(401);
  });

  it('history lists every action newest first, with who, version and commit', async () => {
    const { entries } = await (
      await app.get('/Registry/remotes/catalog/history', { 'x-staff-key': app.staffKey })
    ).json();
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual([
      'rollback',
      'promote',
      'abort',
      'canary-start',
      'promote',
      'canary-start',
      'publish',
      'publish',
      'promote',
      'publish',
      'token-create',
    ]);
    expect(entries[0]).toMatchObject({
      actor: 'team:catalog-team',
      version: versions[1],
      gitCommit: 'abc1234def',
      detail: { from: versions[2] },
    });
    expect(entries[2]).toMatchObject({
      action: 'abort',
      version: versions[2],
      detail: { reason: 'checkout button misaligned' },
    });
    expect(entries[3]).toMatchObject({ detail: { percent: 50 } });
    expect(new Date(entries[0].at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('team tokens', () => {
  it('are stored as their sha256 only: the database never holds the token', async () => {
    const created = await app.post(
      '/Registry/tokens',
      { team: 'search', remote: 'catalog' },
      { 'x-staff-key': app.staffKey },
    );
    expect(created.status).toBe(201);
    const body = (await created.json()) as { id: string; team: string; remote: string; token: string };
    expect(body).toMatchObject({ team: 'search', remote: 'catalog' });
    expect(body.token).toMatch(/^rt_[A-Za-z0-9_-]{43}$/);
    const row = await app.db
      .selectFrom('registry_tokens')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(body.token).digest('hex'));
    const dump = await sql<{ text: string }>`select row_to_json(t)::text as text from registry_tokens t`.execute(
      app.db,
    );
    expect(dump.rows.map((r) => r.text).join('\n')).not.toContain(body.token);
    const audit = await sql<{ text: string }>`select row_to_json(a)::text as text from registry_audit a`.execute(
      app.db,
    );
    expect(audit.rows.map((r) => r.text).join('\n')).not.toContain(body.token);
  });

  it('are listed for the staff without hashes, and only for the staff', async () => {
    expect((await app.get('/Registry/tokens', bearer(token))).status).toBe(401);
    const response = await app.get('/Registry/tokens', { 'x-staff-key': app.staffKey });
    expect(response.status).toBe(200);
    const { tokens } = await response.json();
    expect(tokens.length).toBeGreaterThan(1);
    expect(JSON.stringify(tokens)).not.toMatch(/token_hash|tokenHash|rt_/);
  });

  it('are made only by the staff, for a remote of the topology', async () => {
    expect((await app.post('/Registry/tokens', { team: 'x', remote: 'catalog' }, bearer(token))).status).toBe(401);
    expect(
      (await app.post('/Registry/tokens', { team: 'x', remote: 'weather' }, { 'x-staff-key': app.staffKey })).status,
    ).toBe(400);
    expect((await app.post('/Registry/tokens/not-a-uuid/revoke', {}, { 'x-staff-key': app.staffKey })).status).toBe(
      404,
    );
  });

  it('once revoked answer 401', async () => {
    const { id, token: doomed } = await app.token('catalog', 'temp');
    expect(await tokenIsLive(app.db, id)).toBe(true);
    expect((await act('abort', {}, bearer(doomed))).status).toBe(409);
    expect((await app.post(`/Registry/tokens/${id}/revoke`, {}, { 'x-staff-key': app.staffKey })).status).toBe(200);
    const response = await act('abort', {}, bearer(doomed));
    expect(response.status).toBe(401);
    expect(await tokenIsLive(app.db, id)).toBe(false);
    expect(await tokenIsLive(app.db, 'staff')).toBe(false);
    expect(await response.json()).toMatchObject({ message: 'A valid remote token is required' });
  });
});

describe('bad input answers 400, never 500', () => {
  const staff = () => ({ 'x-staff-key': app.staffKey });
  const deep = `${'{"a":'.repeat(200)}1${'}'.repeat(200)}`;
  const cases: [string, string, unknown][] = [
    ['NUL in a version', '/Registry/remotes/catalog/canary', { version: 'v\u0000x', percent: 5 }],
    ['deep nesting', '/Registry/remotes/catalog/canary', deep],
    ['a huge number', '/Registry/remotes/catalog/canary', `{"version":"x","percent":1e400}`],
    ['a long string', '/Registry/remotes/catalog/canary', { version: 'v'.repeat(100_000), percent: 5 }],
    ['an array for text', '/Registry/remotes/catalog/canary', { version: ['a'], percent: 5 }],
    ['NUL in a reason', '/Registry/remotes/catalog/abort', { reason: 'a\u0000b' }],
    ['a long team', '/Registry/tokens', { team: 't'.repeat(5000), remote: 'catalog' }],
    ['NUL in a team', '/Registry/tokens', { team: 'a\u0000', remote: 'catalog' }],
  ];
  for (const [name, pathname, body] of cases) {
    it(name, async () => {
      const response = await app.post(pathname, body, staff());
      expect(response.status).toBe(400);
    });
  }

  it('in the release of a publish', async () => {
    const releases = [
      JSON.stringify({ ...goodBuild().release, gitCommit: 'abc\u0000def' }),
      JSON.stringify({ ...goodBuild().release, jsGzipBytes: 1e300 }),
      JSON.stringify({ ...goodBuild().release, exposes: ['x'.repeat(10_000)] }),
      `{"remote":"catalog","x":${deep}}`,
      JSON.stringify({ ...goodBuild().release, shared: { react: { nested: true } } }),
      JSON.stringify({ ...goodBuild().release, files: 'everything' }),
    ];
    for (const release of releases) {
      const response = await publish(app, 'catalog', publishForm(goodBuild(), { release }), bearer(token));
      expect(response.status, release.slice(0, 80)).toBe(400);
    }
  });
});
