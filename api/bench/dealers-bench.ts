/**
 * Dealer search benchmark (`npm run bench` runs it; or `pnpm --filter api exec tsx bench/dealers-bench.ts out.json`).
 *
 * A fresh in-memory PGlite (the embedded default), migrated and seeded (zip table, 65 dealers), plus
 * 10,000 generated dealers (bench/dealer-generator.ts) for 10,065 in all. Then 600 searches, one
 * after another, at the zips of random dealers (so there are dealers around) and random radii of the
 * locator (50-250 miles):
 * - server time: GET /Dealers/search through the built app (`inject`: routing, validation, geocoding,
 *   the query and serialisation; no socket), the figure the budget (p95 < 20 ms) is about;
 * - over HTTP on a loopback port, for reference.
 * Also records the query plan, to show the index is read. Writes JSON to argv[2] (and stdout).
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { sql } from 'kysely';
import { LIMITS } from 'shared-contracts';
import { buildApp } from '../src/app';
import { dealerDirectorySeeder, zipCodesSeeder } from '../src/modules/dealers/index';
import { insertDealers } from '../src/modules/dealers/queries';
import { loadConfig } from '../src/platform/config';
import { createDb } from '../src/platform/db/index';
import { runMigrations } from '../src/platform/db/migrator';
import { generatedDealers } from './dealer-generator';

const GENERATED = 10_000;
const SEARCHES = 600;
const BUDGET_P95_MS = 20;
const out = process.argv[2];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 100) / 100;
};

const config = loadConfig({
  ...process.env,
  PORT: '0',
  LOG_LEVEL: 'warn',
  // Every request names its shopper's address in X-Forwarded-For, as the shop's proxy would.
  TRUST_PROXY: '127.0.0.1,::1',
  JWT_SECRET: randomBytes(32).toString('base64url'),
});
const db = await createDb({ kind: 'pglite', dir: 'memory://' });
await runMigrations(db);
await zipCodesSeeder.run(db);
await dealerDirectorySeeder.run(db);
await insertDealers(db, await generatedDealers(db, GENERATED, 2026));
await sql`analyze dealers`.execute(db);
const dealerCount = Number(
  (
    await db
      .selectFrom('dealers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n,
);

const app = await buildApp({ db, config: { ...config, database: { kind: 'pglite', dir: 'memory://' } } });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

// Zips with dealers around them, and the radii the locator offers.
const zips = (await db.selectFrom('dealers').select('zip').orderBy(sql`random()`).limit(SEARCHES).execute()).map(
  (row) => row.zip,
);
const radii = LIMITS.locatorRadiiMiles;
const queries = zips.map((zip, i) => `zip=${zip}&radius=${radii[i % radii.length]}`);

let address = 0;
const forwardedFor = () => `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`;

// Warm-up: the first queries plan and fill caches.
for (const query of queries.slice(0, 20)) await app.inject({ method: 'GET', url: `/Dealers/search?${query}` });

const serverTimes: number[] = [];
const found: number[] = [];
let failures = 0;
for (const query of queries) {
  const started = performance.now();
  const res = await app.inject({
    method: 'GET',
    url: `/Dealers/search?${query}`,
    headers: { 'x-forwarded-for': forwardedFor() },
  });
  serverTimes.push(performance.now() - started);
  if (res.statusCode !== 200) failures += 1;
  else found.push((res.json() as { dealers: unknown[] }).dealers.length);
}

const httpTimes: number[] = [];
for (const query of queries.slice(0, 200)) {
  const started = performance.now();
  const res = await fetch(`${base}/Dealers/search?${query}`, { headers: { 'x-forwarded-for': forwardedFor() } });
  await res.arrayBuffer();
  httpTimes.push(performance.now() - started);
  if (!res.ok) failures += 1;
}

const origin = await db.selectFrom('zip_codes').selectAll().where('zip', '=', '59715').executeTakeFirstOrThrow();
const plan = await sql<{ 'QUERY PLAN': string }>`explain
  select id from dealers d
  where d.in_locator and d.status = 'Approved'
    and d.latitude between ${origin.latitude - 3.6} and ${origin.latitude + 3.6}
    and d.longitude between ${origin.longitude - 5.2} and ${origin.longitude + 5.2}`.execute(db);
await app.close();
await db.destroy();

const p95 = percentile(serverTimes, 95);
const result = {
  measuredAt: new Date().toISOString(),
  machine: `${os.cpus().length} cores, Node ${process.version}, PGlite in memory`,
  dealers: dealerCount,
  searches: serverTimes.length,
  failures,
  dealersFound: { median: percentile(found, 50), max: Math.max(...found) },
  serverTimeMs: {
    p50: percentile(serverTimes, 50),
    p95,
    p99: percentile(serverTimes, 99),
    budgetP95: BUDGET_P95_MS,
    withinBudget: p95 < BUDGET_P95_MS,
  },
  httpLoopbackMs: { p50: percentile(httpTimes, 50), p95: percentile(httpTimes, 95) },
  queryPlan: plan.rows.map((row) => row['QUERY PLAN']),
};
console.log(JSON.stringify(result, null, 2));
if (out) writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
