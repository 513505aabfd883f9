/**
 * Real-user Web Vitals (issue 31, item 4) through the shared beacon ingest (POST /Beacons):
 * - a 'vital' beacon with a bad field (unknown metric, rating, page type or remote, a value that is
 *   negative, infinite, over its metric's limit or sent as text, a long version, NUL) answers 400 for
 *   the whole batch and stores nothing;
 * - good figures land as per-minute histogram rows (one per minute, metric, page type, remote,
 *   version and bucket), summed in memory and written by the once-a-second flush;
 * - GET /staff/rum/report answers the p75 of each metric per page type and per remote, read from
 *   the histograms within a bucket's width of the true p75, with sample sizes, over a window;
 * - it is a staff route (rum.read: the owner and the staff key; 401 without a credential);
 * - minutes older than 30 days are swept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketFloor, bucketOf, LAST_BUCKET, quantileOf } from '../../src/modules/rum/buckets';
import { RUM_RETENTION_DAYS } from '../../src/modules/rum/index';
import { postBeacons, publishVersion } from '../registry-health/support';
import { createTestApp, type TestApp } from '../support/test-app';

const STAFF_KEY = 'k'.repeat(40);
const CAT = '2026-11-27T10-00-00-000Z-aaaaaaaa';
const CHK = '2026-11-27T11-00-00-000Z-bbbbbbbb';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { logLevel: 'warn', staffApiKey: STAFF_KEY } });
  // Versions the registry published: only those are kept by name.
  await publishVersion(t.db, 'catalog', CAT);
  await publishVersion(t.db, 'checkout', CHK);
});
afterAll(async () => t?.close());

function vital(name: string, value: number, overrides: Record<string, unknown> = {}) {
  return {
    type: 'vital',
    name,
    value,
    rating: 'good',
    pageType: 'product',
    remote: 'catalog',
    version: CAT,
    ...overrides,
  };
}

const rows = () =>
  t.db
    .selectFrom('rum_vitals')
    .selectAll()
    .orderBy('metric')
    .orderBy('page_type')
    .orderBy('remote')
    .orderBy('bucket')
    .execute();

const report = async (query = '') => {
  const response = await t.app.inject({ url: `/staff/rum/report${query}`, headers: { 'x-staff-key': STAFF_KEY } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    minutes: number;
    pageTypes: Array<{ name: string; metrics: Record<string, { p75: number | null; samples: number }> }>;
    remotes: Array<{ name: string; metrics: Record<string, { p75: number | null; samples: number }> }>;
  };
};

describe("'vital' beacons refuse bad input with 400 for the whole batch", () => {
  const cases: Array<[string, Record<string, unknown>]> = [
    ['an unknown metric', vital('FID', 100)],
    ['a metric in lower case', vital('lcp', 100)],
    ['a negative value', vital('LCP', -1)],
    ['a huge value', vital('LCP', 1e300)],
    ['a timing over 10 minutes', vital('INP', 600_001)],
    ['a CLS over 100', vital('CLS', 101)],
    ['a value sent as text', vital('LCP', 100, { value: '100' })],
    ['a value that is null (NaN in JSON)', vital('LCP', 100, { value: null })],
    ['no value', { ...vital('LCP', 100), value: undefined }],
    ['an unknown rating', vital('LCP', 100, { rating: 'great' })],
    ['an unknown page type', vital('LCP', 100, { pageType: '/product/ridgeline-10' })],
    ['a remote outside the topology', vital('LCP', 100, { remote: 'storefront' })],
    ['a remote that is a number', vital('LCP', 100, { remote: 7 })],
    ['a version over 100 characters', vital('LCP', 100, { version: 'v'.repeat(101) })],
    ['a version that is a list', vital('LCP', 100, { version: [CAT] })],
    ['a NUL in the version', vital('LCP', 100, { version: `${CAT}\u0000` })],
    ['no version', { ...vital('LCP', 100), version: undefined }],
  ];
  it.each(cases)('%s', async (_name, item) => {
    const response = await postBeacons(t.app, { beacons: [vital('LCP', 1200), item] });
    expect(response.statusCode, response.body).toBe(400);
    const answer = response.json() as { message: string; errors: Record<string, string[]> };
    expect(Object.keys(answer.errors)[0]).toMatch(/^beacons\[1\]/);
    expect(answer.message.length).toBeLessThan(300);
  });

  it('an infinite value (1e999 in the JSON text)', async () => {
    const body = JSON.stringify({ beacons: [vital('LCP', 1200), vital('LCP', 123456789)] }).replace(
      '123456789',
      '1e999',
    );
    const response = await postBeacons(t.app, body, { raw: true, contentType: 'text/plain' });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys((response.json() as { errors: Record<string, string[]> }).errors)).toEqual(['beacons[1].value']);
  });

  it('stored nothing from any refused batch', async () => {
    await t.app.rum.flush();
    expect(await rows()).toEqual([]);
  });
});

describe('the histograms', () => {
  it('put each figure in a fixed log-spaced bucket: four per doubling, 0 below one unit', () => {
    expect(bucketOf('LCP', 0)).toBe(0);
    expect(bucketOf('LCP', 0.4)).toBe(0);
    expect(bucketOf('LCP', 1)).toBe(1);
    expect(bucketOf('LCP', 2)).toBe(5);
    expect(bucketOf('LCP', 2500)).toBe(46);
    expect(bucketFloor('LCP', 46)).toBeLessThanOrEqual(2500);
    expect(bucketFloor('LCP', 47)).toBeGreaterThan(2500);
    // CLS in thousandths: 0.1 is 100 thousandths.
    expect(bucketOf('CLS', 0.1)).toBe(27);
    expect(bucketOf('CLS', 0.0004)).toBe(0);
    expect(bucketOf('INP', 600_000)).toBeLessThan(LAST_BUCKET);
  });

  it('read back a p75 within a bucket of the true one', () => {
    for (const [metric, values] of [
      ['LCP', Array.from({ length: 1000 }, (_, i) => 500 + i * 4)], // 500..4496 ms, p75 about 3500
      ['INP', Array.from({ length: 400 }, (_, i) => (i % 2 === 0 ? 40 : 40 + i))], // skewed
      ['CLS', Array.from({ length: 200 }, (_, i) => i / 1000)], // 0..0.199
    ] as const) {
      const counts = new Map<number, number>();
      for (const value of values) counts.set(bucketOf(metric, value), (counts.get(bucketOf(metric, value)) ?? 0) + 1);
      const sorted = [...values].sort((a, b) => a - b);
      const truth = sorted[Math.ceil(0.75 * sorted.length) - 1] as number;
      const p75 = quantileOf(metric, counts, 0.75) as number;
      expect(Math.abs(p75 - truth) / truth, `${metric}: ${p75} against ${truth}`).toBeLessThan(0.1);
    }
    expect(quantileOf('LCP', new Map(), 0.75)).toBeNull();
  });
});

describe('versions', () => {
  it('keeps only versions the registry published by name: a made-up one is stored as unknown', async () => {
    const response = await postBeacons(t.app, {
      beacons: [vital('CLS', 0.3, { pageType: 'account', remote: 'account', version: 'made-up-1' })],
    });
    expect(response.statusCode, response.body).toBe(202);
    await t.app.rum.flush();
    const stored = (await rows()).filter((row) => row.page_type === 'account');
    expect(stored.map((row) => row.version)).toEqual(['unknown']);
    await t.db.deleteFrom('rum_vitals').where('page_type', '=', 'account').execute();
  });
});

describe('good figures are stored and reported', () => {
  it('as one row per minute, metric, page type, remote, version and bucket, written by the timer', async () => {
    const batch = {
      beacons: [
        ...Array.from({ length: 30 }, () => vital('LCP', 2400)),
        ...Array.from({ length: 10 }, () => vital('LCP', 2400, { pageType: 'home' })),
        ...Array.from({ length: 20 }, () => vital('INP', 180, { remote: 'checkout', version: CHK })),
        vital('TTFB', 90, { remote: 'shell', version: '-' }),
      ],
    };
    for (const contentType of ['text/plain;charset=UTF-8', 'application/json']) {
      const response = await postBeacons(t.app, batch, { contentType });
      expect(response.statusCode, response.body).toBe(202);
      expect(response.json()).toEqual({ accepted: 61, ignored: 0 });
    }
    // No explicit flush: the once-a-second timer writes them.
    await expect.poll(async () => (await rows()).length, { timeout: 5000, interval: 200 }).toBeGreaterThan(0);
    await t.app.rum.flush();
    const stored = (await rows()).map((row) => [
      row.metric,
      row.page_type,
      row.remote,
      row.version,
      row.bucket,
      Number(row.count),
    ]);
    // Two minutes at most if the clock turned during the test.
    expect(stored.length).toBeLessThanOrEqual(8);
    const total = (metric: string, pageType: string) =>
      stored.filter((row) => row[0] === metric && row[1] === pageType).reduce((sum, row) => sum + Number(row[5]), 0);
    expect(total('LCP', 'product')).toBe(60);
    expect(total('LCP', 'home')).toBe(20);
    expect(total('INP', 'product')).toBe(40);
    expect(total('TTFB', 'product')).toBe(2);
    expect(stored.find((row) => row[0] === 'INP')?.slice(2, 5)).toEqual(['checkout', CHK, bucketOf('INP', 180)]);
    await t.db.deleteFrom('rum_vitals').execute();
  });

  it('reports the p75 of each metric per page type and per remote, with sample sizes', async () => {
    const lcp = Array.from({ length: 100 }, (_, i) => vital('LCP', 1000 + i * 30)); // p75 about 3220
    const inp = Array.from({ length: 40 }, (_, i) =>
      vital('INP', 50 + i * 10, { remote: 'checkout', version: CHK, pageType: 'checkout' }),
    ); // p75 about 340
    const cls = Array.from({ length: 20 }, () => vital('CLS', 0.05, { remote: 'shell', version: '-' }));
    for (const beacons of [lcp, [...inp, ...cls]]) {
      expect((await postBeacons(t.app, { beacons })).statusCode).toBe(202);
    }
    await t.app.rum.flush();
    const answer = await report();
    expect(answer.minutes).toBe(1440);
    expect(answer.pageTypes.map((row) => row.name)).toEqual(['product', 'checkout']);
    const product = answer.pageTypes[0]?.metrics;
    expect(product?.LCP?.samples).toBe(100);
    expect(Math.abs((product?.LCP?.p75 as number) - 3220) / 3220).toBeLessThan(0.1);
    // Twenty equal figures share one bucket: the p75 is read inside it.
    expect(product?.CLS?.samples).toBe(20);
    expect(Math.abs((product?.CLS?.p75 as number) - 0.05) / 0.05).toBeLessThan(0.1);
    expect(product?.INP).toEqual({ p75: null, samples: 0 });
    expect(answer.remotes.map((row) => row.name)).toEqual(['catalog', 'checkout', 'shell']);
    const checkout = answer.remotes[1]?.metrics;
    expect(checkout?.INP?.samples).toBe(40);
    expect(Math.abs((checkout?.INP?.p75 as number) - 340) / 340).toBeLessThan(0.1);
  });

  it('over the window asked for: minutes older than it are left out', async () => {
    await t.db
      .insertInto('rum_vitals')
      .values({
        minute: new Date(Date.now() - 3 * 60 * 60 * 1000),
        metric: 'LCP',
        page_type: 'dealers',
        remote: 'dealers',
        version: 'old',
        bucket: 50,
        count: 7,
      })
      .execute();
    expect((await report('?minutes=60')).pageTypes.map((row) => row.name)).not.toContain('dealers');
    const day = await report('?minutes=1440');
    expect(day.pageTypes.find((row) => row.name === 'dealers')?.metrics.LCP?.samples).toBe(7);
  });
});

describe('GET /staff/rum/report', () => {
  it('refuses a bad window with 400', async () => {
    for (const query of ['minutes=0', 'minutes=-5', 'minutes=abc', 'minutes=1.5', 'minutes=1e30', 'minutes=43201']) {
      const response = await t.app.inject({
        url: `/staff/rum/report?${query}`,
        headers: { 'x-staff-key': STAFF_KEY },
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('is a staff route: 401 without a credential or with a wrong key', async () => {
    expect((await t.app.inject({ url: '/staff/rum/report' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ url: '/staff/rum/report', headers: { 'x-staff-key': 'x'.repeat(40) } });
    expect(wrong.statusCode).toBe(401);
  });
});

describe('retention', () => {
  it(`sweeps minutes older than ${RUM_RETENTION_DAYS} days and keeps the rest`, async () => {
    await t.db.deleteFrom('rum_vitals').execute();
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    const row = (age: number) => ({
      minute: new Date(Math.floor((now - age) / 60_000) * 60_000),
      metric: 'LCP',
      page_type: 'home',
      remote: 'catalog',
      version: CAT,
      bucket: 40,
      count: 1,
    });
    await t.db
      .insertInto('rum_vitals')
      .values([row(RUM_RETENTION_DAYS * day + 60_000), row(RUM_RETENTION_DAYS * day - 60 * 60_000), row(0)])
      .execute();
    expect(await t.app.rum.sweep(now)).toBe(1);
    expect((await rows()).length).toBe(2);
  });
});
