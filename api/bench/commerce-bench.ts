/**
 * Commerce benchmark (`npm run bench` runs it; or `pnpm --filter api exec tsx bench/commerce-bench.ts out.json`).
 *
 * A child process starts the API on a free port over a fresh database (in-memory PGlite, or a
 * throw-away schema when DATABASE_URL is set), plus a bare Fastify route in that same process as
 * the yardstick; this process drives them (load generator and server never share an event loop):
 *   - paced evenly at BENCH_RATE (200) requests/s for BENCH_SECONDS (10), open loop, latency from
 *     each request's due time (paced-load.ts): p50/p99 and achieved rate;
 *   - unpaced with autocannon (BENCH_CONNECTIONS connections for BENCH_MAX_SECONDS): the most it
 *     sustains.
 * Scenarios: bare GET, cart add (guest path), cart compute, checkout (each request a fresh cart).
 * Every figure is also given as a ratio to the bare route of the same run, so machines compare.
 * BENCH_SCENARIOS (comma-separated names, e.g. `bare,cartAdd`) runs only those scenarios.
 * Writes JSON to argv[2] (and stdout). A measurement, not a test: nothing here fails. Figures
 * taken while other work loads the machine are not comparable: the report carries the load average.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request as CannonRequest, type Result } from 'autocannon';
import Fastify from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { montanaCustomerInfo, testCardToken } from '../../scripts/lib/test-buyer.mjs';
import { buildApp } from '../src/app';
import { type DatabaseConfig, loadConfig } from '../src/platform/config';
import { createDb } from '../src/platform/db/index';
import { runMigrations } from '../src/platform/db/migrator';
import { seedIfEmpty } from '../src/seeders';
import { COMMERCE_CONTENT, SKU } from '../tests/commerce/support/fixture';
import { type PacedFigures, type PacedRequest, pacedLoad } from './paced-load';

const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS ?? 5);
const ONLY = process.env.BENCH_SCENARIOS?.split(',').map((name) => name.trim());
const WARMUP_REQUESTS = 100;
/** Paced and unpaced checkouts each need a cart of their own: room for 1,000 checkouts/s unpaced. */
const CHECKOUT_CARTS = Math.ceil(RATE * SECONDS * 1.2) + WARMUP_REQUESTS + 1000 * MAX_SECONDS;
const BUDGET_CART_ADD_P99_MS = 20;
const out = process.argv[2];

/** The same figures for the paced and the unpaced runs. */
type Figures = PacedFigures;

function figures(result: Result): Figures {
  return {
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

function run(options: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function freshDatabase(): Promise<{ config: DatabaseConfig; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { config: { kind: 'pglite', dir: null }, drop: async () => {} };
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  await sql`create extension if not exists pg_trgm with schema public`.execute(admin).catch(() => undefined);
  await sql`create extension if not exists fuzzystrmatch with schema public`.execute(admin).catch(() => undefined);
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  return {
    config: { kind: 'postgres', url, searchPath: `${schema},public` },
    async drop() {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    },
  };
}

/** Guests with one cart each, inserted in bulk: `count` carts holding `quantity` of `sku`. */
async function makeGuestCarts(
  db: Awaited<ReturnType<typeof createDb>>,
  prefix: string,
  count: number,
  sku: string,
  quantity: number,
) {
  const guests = Array.from({ length: count }, (_, i) => `gid_bench_${prefix}_${i}`);
  const carts: Array<{ guestId: string; cartId: string }> = [];
  for (let i = 0; i < guests.length; i += 500) {
    const batch = guests.slice(i, i + 500);
    await db
      .insertInto('guests')
      .values(batch.map((id) => ({ id })))
      .execute();
    const rows = await db
      .insertInto('carts')
      .values(batch.map((id) => ({ guest_id: id })))
      .returning(['id', 'guest_id'])
      .execute();
    await db
      .insertInto('cart_items')
      .values(rows.map((row) => ({ cart_id: row.id, sku, quantity })))
      .execute();
    for (const row of rows) carts.push({ guestId: row.guest_id ?? '', cartId: row.id });
  }
  return carts;
}

interface ServerReady {
  apiUrl: string;
  bareUrl: string;
  database: DatabaseConfig['kind'];
  ground: number;
  addCarts: GuestCart[];
  computeCarts: GuestCart[];
  checkoutCarts: GuestCart[];
}
type GuestCart = { guestId: string; cartId: string };

/** The child: database, seed, carts, the API and the bare route; stops when told to. */
async function serve(): Promise<void> {
  const database = await freshDatabase();
  const config = {
    ...loadConfig({ ...process.env, PORT: '0', LOG_LEVEL: 'warn', RECAPTCHA_SECRET: '' }),
    database: database.config,
  };
  const db = await createDb(database.config);
  await runMigrations(db);
  await seedIfEmpty(db, COMMERCE_CONTENT);
  // Enough stock that the benchmark measures the work, not "out of stock" answers.
  await db.updateTable('sku_prices').set({ qty_on_hand: 10_000_000 }).execute();

  const app = await buildApp({ db, config });
  const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const ground = (
    await db.selectFrom('shipping_methods').select('id').where('name', '=', 'Standard Ground').executeTakeFirstOrThrow()
  ).id;
  // Cart add and compute rotate over many guests, as real traffic does (one cart row each);
  // every checkout gets a cart of its own.
  const ready: ServerReady = {
    apiUrl,
    bareUrl,
    database: database.config.kind,
    ground,
    addCarts: await makeGuestCarts(db, 'add', 200, SKU.sling, 1),
    computeCarts: await makeGuestCarts(db, 'compute', 200, SKU.cap, 2),
    checkoutCarts: await makeGuestCarts(db, 'checkout', CHECKOUT_CARTS, SKU.cap, 1),
  };
  process.on('message', async (message) => {
    if (message !== 'stop') return;
    await app.close();
    await bare.close();
    await db.destroy();
    await database.drop();
    process.exit(0);
  });
  process.send?.(ready);
}

function startServer(): Promise<{ ready: ServerReady; stop(): Promise<void> }> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv: process.execArgv,
    env: { ...process.env, BENCH_ROLE: 'server' },
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`benchmark server exited early (${code})`)));
    child.once('message', (ready) => {
      child.removeAllListeners('exit');
      resolve({
        ready: ready as ServerReady,
        stop: () =>
          new Promise<void>((done) => {
            child.once('exit', () => done());
            child.send('stop');
          }),
      });
    });
  });
}

/** The next request of a scenario, for the paced load (the same builders autocannon uses). */
function pacedRequests(template: CannonRequest | undefined): () => PacedRequest {
  return () => {
    if (!template) return { method: 'GET', path: '' };
    const request = template.setupRequest ? template.setupRequest({ ...template }, {}) : template;
    return {
      method: request.method ?? 'GET',
      path: request.path ?? '',
      headers: request.headers as Record<string, string> | undefined,
      body: typeof request.body === 'string' ? request.body : undefined,
    };
  };
}

async function main() {
  const server = await startServer();
  const { apiUrl, bareUrl, ground, addCarts, computeCarts, checkoutCarts } = server.ready;

  const json = { 'content-type': 'application/json' };
  let addIndex = 0;
  let computeIndex = 0;
  let checkoutIndex = 0;
  const addRequest: CannonRequest = {
    method: 'POST',
    setupRequest: (request) => {
      const cart = addCarts[addIndex++ % addCarts.length];
      return {
        ...request,
        path: `/Cart/guest/${cart?.guestId}/items`,
        headers: { ...json, 'x-guest-id': cart?.guestId ?? '' },
        body: JSON.stringify({ productId: SKU.cap, quantity: 1 }),
      };
    },
  };
  const computeBody = {
    address: {
      line1: '900 Congress Ave',
      line2: '',
      city: 'Austin',
      region: 'Texas',
      postalCode: '78701',
      country: 'US',
      taxCode: '',
    },
    shippingMethodId: ground,
  };
  const computeRequest: CannonRequest = {
    method: 'POST',
    setupRequest: (request) => {
      const cart = computeCarts[computeIndex++ % computeCarts.length];
      return {
        ...request,
        path: `/Cart/guest/${cart?.guestId}/compute`,
        headers: { ...json, 'x-guest-id': cart?.guestId ?? '' },
        body: JSON.stringify({ ...computeBody, cartId: cart?.cartId }),
      };
    },
  };
  // The one test buyer of every script (scripts/lib/test-buyer.mjs).
  const token = testCardToken();
  const customerInfo = montanaCustomerInfo({
    email: 'bench@example.com',
    name: 'Bench Buyer',
    shippingMethodId: String(ground),
  });
  const checkoutRequest: CannonRequest = {
    method: 'POST',
    setupRequest: (request) => {
      const cart = checkoutCarts[checkoutIndex++];
      return {
        ...request,
        path: '/Checkout/simplified',
        headers: { ...json, 'x-guest-id': cart?.guestId ?? '' },
        body: JSON.stringify({ cartId: cart?.cartId, customerInfo, paymentToken: token }),
      };
    },
  };

  const scenarios: Record<string, { url: string; requests?: CannonRequest[] }> = {
    bare: { url: `${bareUrl}/bare` },
    cartAdd: { url: apiUrl, requests: [addRequest] },
    compute: { url: apiUrl, requests: [computeRequest] },
    checkout: { url: apiUrl, requests: [checkoutRequest] },
  };

  const results: Record<string, { paced: Figures; max: Figures }> = {};
  try {
    for (const [name, scenario] of Object.entries(scenarios)) {
      if (ONLY && !ONLY.includes(name)) continue;
      const base = { url: scenario.url, ...(scenario.requests ? { requests: scenario.requests } : {}) };
      // Warm-up: JIT, connection pools, statement caches.
      await run({ ...base, connections: 4, amount: WARMUP_REQUESTS });
      const paced = await pacedLoad(scenario.url, pacedRequests(scenario.requests?.[0]), RATE, SECONDS);
      const maxResult = await run({ ...base, connections: CONNECTIONS, duration: MAX_SECONDS });
      results[name] = { paced, max: figures(maxResult) };
      process.stderr.write(`${name}: ${JSON.stringify(results[name])}\n`);
    }
  } finally {
    await server.stop();
  }

  const bareFigures = results.bare;
  const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 1000) / 1000 : null);
  const report = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, loadAverage1m: Math.round(os.loadavg()[0] * 100) / 100 },
    database: server.ready.database,
    rateRequestsPerSecond: RATE,
    pacedSeconds: SECONDS,
    unpaced: { connections: CONNECTIONS, seconds: MAX_SECONDS },
    scenarios: Object.fromEntries(
      Object.entries(results).map(([name, r]) => [
        name,
        {
          ...r,
          vsBare: bareFigures
            ? {
                /** Share of the bare route's top throughput this call reaches (1 = as fast as bare). */
                throughput: ratio(r.max.requestsPerSecond, bareFigures.max.requestsPerSecond),
                /** p99 at the paced rate, as a multiple of the bare route's p99 at that rate. */
                p99AtRate: ratio(r.paced.p99Ms, Math.max(bareFigures.paced.p99Ms, 1)),
              }
            : null,
        },
      ]),
    ),
    budgets: {
      cartAddP99Ms: BUDGET_CART_ADD_P99_MS,
      cartAddP99MsMeasured: results.cartAdd?.paced.p99Ms ?? null,
      cartAddWithinBudget: (results.cartAdd?.paced.p99Ms ?? Number.POSITIVE_INFINITY) < BUDGET_CART_ADD_P99_MS,
    },
  };

  const text = `${JSON.stringify(report, null, 2)}\n`;
  if (out) writeFileSync(out, text);
  process.stdout.write(text);
}

(process.env.BENCH_ROLE === 'server' ? serve() : main()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
