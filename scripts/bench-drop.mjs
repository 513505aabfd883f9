/**
 * `npm run bench:drop`: a limited edition goes on sale (issue 33). The production profile (API
 * cluster on PostgreSQL, nginx in front) on this machine; DROP_UNITS pieces of one SKU; DROP_SHOPPERS
 * shoppers arrive within DROP_SECONDS, front-loaded as at a real drop (arrival at
 * DROP_SECONDS x u^2 for u uniform in [0, 1): half of them in the first quarter). Each shopper, as
 * its own client address through nginx:
 *   1. becomes a guest (POST /api/Auth/guest),
 *   2. adds one piece to the cart (POST /api/Cart/guest/{id}/items),
 *   3. checks out with an Idempotency-Key (POST /api/Checkout/simplified), retried with the same
 *      key on a network error or timeout, as a careful client would.
 * It reports units sold (must be exactly DROP_UNITS) and orders, how every shopper was answered
 * (sold; a clear sold-out message; anything else is a failure: a 5xx, a timeout, an unclear 4xx),
 * p50 and p99 of add-to-cart and checkout, and the CPU the drop cost the API workers and
 * PostgreSQL, per order placed (and per shopper: most shoppers do not get one).
 * Before the sale the shop serves WARM_UP_ORDERS ordinary orders of the same SKU, four at a time (not
 * measured): a drop meets a shop that has been up and serving, not one started a second earlier
 * (decision 0047); the drop's units and orders are counted apart from them.
 * Then the orders alone: ORDER_COST_ORDERS shoppers whose carts were filled beforehand check out,
 * four at a time, and the CPU of those checkouts is divided by the orders: CPU per order, API and
 * PostgreSQL separately (what issue 33's "one order costs about 6.6 ms" measured). Each run starts
 * after a quiet second (decision 0061): nothing left over from before is counted as the orders'.
 * That is done ORDER_COST_RUNS times (5), each on fresh carts, and the run with the median total is
 * the figure.
 * The host's speed at the start (hostReference: CPU of two fixed pieces of work, Node and
 * PostgreSQL) is kept beside the figures, to show a slow host (the same build's CPU per order
 * differs between days).
 *
 *   npm run bench:drop [-- --no-build]
 * (startProduction publishes the built remotes once the API answers.)
 *   DATABASE_URL (default postgres://postgres@127.0.0.1:5432/shop_drop: dropped and created afresh
 *   each run), DROP_SHOPPERS=2000, DROP_UNITS=300, DROP_SECONDS=60
 * Figures go to bench/production/drop.json.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, cpus } from 'node:os';
import path from 'node:path';
import { cpuMs, machineMs, postgresCpuMs } from './lib/cpu-time.mjs';
import { hostReference } from './lib/host-reference.mjs';
import { ensureDependencies, gitHeadShort, log } from './lib/proc.mjs';
import { productionSettings, startProduction } from './lib/production.mjs';
import { montanaCustomerInfo, PLAIN_ACCESSORY_SQL, testCardToken } from './lib/test-buyer.mjs';
import { buildAll } from './lib/topology.mjs';
import { repoRoot } from './shop-parts.mjs';

// Installed first: a fresh clone has the API's packages (pg) only after this.
if (!process.argv.includes('--no-build')) {
  ensureDependencies();
  buildAll();
}

const pg = createRequire(path.join(repoRoot, 'api', 'package.json'))('pg');

const SHOPPERS = Number(process.env.DROP_SHOPPERS ?? 2000);
const UNITS = Number(process.env.DROP_UNITS ?? 300);
const SECONDS = Number(process.env.DROP_SECONDS ?? 60);
/** A shopper's request that has not answered in this long counts as a timeout. */
const TIMEOUT_MS = 30_000;
/** A clear sold-out answer names the product as out of stock or says how few are left. */
const SOLD_OUT = /out of stock|only \d+ left|is no longer available/i;

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_drop';

/** A fresh database for the drop: the seed's stock and no orders from an earlier run. */
async function freshDatabase(url) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`"${name}" is not a database name the bench will drop`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const db = new pg.Client({ connectionString: admin.href });
  await db.connect();
  try {
    await db.query(`drop database if exists ${name} with (force)`);
    await db.query(`create database ${name}`);
  } finally {
    await db.end();
  }
}

/** `use` given a function that runs one statement on a connection kept open meanwhile. */
async function onOneConnection(use) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return await use(async (sql, params = []) => (await db.query(sql, params)).rows);
  } finally {
    await db.end();
  }
}

/** One statement on a connection of its own: its rows. */
const query = (sql, params = []) => onOneConnection((run) => run(sql, params));

/** The limited edition: a plain accessory (no FFL, no restriction), stocked with UNITS pieces. */
async function prepareDrop() {
  const [piece] = await query(PLAIN_ACCESSORY_SQL);
  return { sku: piece.sku, title: piece.product_title, shippingMethodId: String(piece.shipping_method_id) };
}

/** The orders with the SKU so far, and the units they hold. */
async function soldSoFar(sku) {
  const [sold] = await query(
    `select count(distinct o.id)::int as orders, coalesce(sum(l.quantity), 0)::int as units
       from orders o join order_items l on l.order_id = o.id where l.sku = $1`,
    [sku],
  );
  return sold;
}

/** One request: its status, body and time, or a network error or timeout. */
async function call(url, init) {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const body = await response.json().catch(() => ({}));
    return { status: response.status, body, ms: performance.now() - started };
  } catch (error) {
    return {
      status: 0,
      // fetch's own message is "fetch failed"; what failed is its cause (a reset, a refused connection).
      error: error.name === 'TimeoutError' ? 'timeout' : (error.cause?.code ?? error.cause?.message ?? error.message),
      ms: performance.now() - started,
    };
  }
}

/** How a shopper's journey ended. */
function outcomeOf(answer) {
  if (answer.status === 200 && answer.body?.orderId) return 'sold';
  if (answer.status >= 400 && answer.status < 500 && SOLD_OUT.test(answer.body?.message ?? '')) return 'sold-out';
  if (answer.status === 0) return answer.error === 'timeout' ? 'timeout' : 'network-error';
  if (answer.status >= 500) return '5xx';
  return `unclear-${answer.status}`;
}

/**
 * A shopper from client address `address` becomes a guest and adds one piece to the cart: the
 * guest's answer (when it failed), the add's answer, and the headers to check out with.
 */
async function guestAddsPiece(address, { api, drop }) {
  // A client address of its own (nginx forwards it; the API trusts nginx): per-address rate limits
  // apply to each shopper, not to the load generator.
  const headers = { 'x-forwarded-for': address };
  const guest = await call(`${api}/Auth/guest`, { method: 'POST', headers });
  if (guest.status !== 200) return { failed: guest };
  const { guestId } = guest.body;
  const guestHeaders = { ...headers, 'content-type': 'application/json', 'x-guest-id': guestId };
  const added = await call(`${api}/Cart/guest/${guestId}/items`, {
    method: 'POST',
    headers: guestHeaders,
    body: JSON.stringify({ productId: drop.sku, quantity: 1, productName: drop.title, options: [], optionIds: [] }),
  });
  return { added, headers: guestHeaders };
}

async function shopper(i, { api, drop, customerInfo, token, timings }) {
  const {
    failed,
    added,
    headers: guestHeaders,
  } = await guestAddsPiece(`10.${40 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}`, { api, drop });
  if (failed) return outcomeOf(failed);
  timings.add.push(added.ms);
  if (added.status !== 200) return outcomeOf(added);
  const key = randomUUID();
  const body = JSON.stringify({ cartId: added.body.id, customerInfo, paymentToken: token });
  let placed;
  for (let attempt = 1; attempt <= 3; attempt++) {
    placed = await call(`${api}/Checkout/simplified`, {
      method: 'POST',
      headers: { ...guestHeaders, 'idempotency-key': key },
      body,
    });
    timings.checkout.push(placed.ms);
    if (placed.status !== 0) break;
    timings.retried.push(placed.error);
  }
  return outcomeOf(placed);
}

const ORDER_COST_ORDERS = Number(process.env.ORDER_COST_ORDERS ?? 300);
/**
 * One run of 300 orders moved by ±0.3 ms between runs on this host, and by 1.4-2.4 ms of API CPU
 * within one drop on 2026-12-06 (eight runs of one build): the median of five is read.
 */
const ORDER_COST_RUNS = Number(process.env.ORDER_COST_RUNS ?? 5);
const WARM_UP_ORDERS = Number(process.env.WARM_UP_ORDERS ?? 200);

/** A guest with one piece of the SKU in the cart, ready to check out (not measured). */
async function filledCart(i, { api, drop, customerInfo, token }) {
  const { failed, added, headers } = await guestAddsPiece(`10.200.${(i >> 8) & 255}.${i & 255}`, { api, drop });
  const answer = failed ?? added;
  if (answer.status !== 200) throw new Error(`filling a cart answered ${answer.status}`);
  return { headers, body: JSON.stringify({ cartId: added.body.id, customerInfo, paymentToken: token }) };
}

/** `count` carts of one piece each, filled (not measured) with the SKU stocked for exactly them. */
async function filledCarts(context, count) {
  await query('update sku_prices set qty_on_hand = $1 where sku = $2', [count, context.drop.sku]);
  const carts = [];
  for (let i = 0; i < count; i++) carts.push(await filledCart(i, context));
  return carts;
}

/** The carts checked out, four at a time: how many orders were placed, and each answer's time. */
async function checkOut(carts, { api }) {
  const latencies = [];
  let next = 0;
  let placed = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < carts.length) {
        const cart = carts[next++];
        const answer = await call(`${api}/Checkout/simplified`, {
          method: 'POST',
          headers: { ...cart.headers, 'idempotency-key': randomUUID() },
          body: cart.body,
        });
        latencies.push(answer.ms);
        if (answer.status === 200) placed++;
      }
    }),
  );
  return { placed, latencies };
}

/** A window without requests in which the API workers and PostgreSQL together use at most this CPU is quiet. */
const QUIET_MS_PER_SECOND = Number(process.env.QUIET_MS_PER_SECOND ?? 20);
/** The longest wait for a quiet window; the run is measured then anyway, and says it was not quiet. */
const QUIET_MAX_WAIT_MS = Number(process.env.QUIET_MAX_WAIT_MS ?? 120_000);

/**
 * Waits until the API workers and PostgreSQL are quiet (decision 0061): a second without requests in
 * which they used at most QUIET_MS_PER_SECOND of CPU. Work left over from what came before (the
 * drop's and the filled carts' garbage collected, their rows vacuumed, their pages written) is
 * theirs, not the orders'. Answers the CPU of each second waited, the first one included.
 */
async function quiet(apiCpu) {
  const started = performance.now();
  const seconds = [];
  for (;;) {
    const before = apiCpu() + postgresCpuMs();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const used = Math.round(apiCpu() + postgresCpuMs() - before);
    seconds.push(used);
    const waited = performance.now() - started;
    if (used <= QUIET_MS_PER_SECOND || waited >= QUIET_MAX_WAIT_MS) {
      return { quiet: used <= QUIET_MS_PER_SECOND, waitedMs: Math.round(waited), cpuMsPerSecond: seconds };
    }
  }
}

/** CPU per order of ORDER_COST_ORDERS checkouts alone, four at a time, on carts filled beforehand. */
async function orderCost(context, apiCpu) {
  const carts = await filledCarts(context, ORDER_COST_ORDERS);
  const settled = await quiet(apiCpu);
  const before = { api: apiCpu(), postgres: postgresCpuMs() };
  const { placed, latencies } = await checkOut(carts, context);
  const per = (ms) => Math.round((ms / placed) * 100) / 100;
  return {
    orders: placed,
    concurrency: 4,
    apiMs: per(apiCpu() - before.api),
    postgresMs: per(postgresCpuMs() - before.postgres),
    checkoutMs: { p50: percentile(latencies, 50), p99: percentile(latencies, 99) },
    settled,
  };
}

function countBy(values) {
  const counts = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
}

await freshDatabase(databaseUrl);
// Taken before the shop starts, on an otherwise idle host, on one connection: a connection that
// ended is counted only once PostgreSQL has reaped it, and one reference read 0 ms before that.
const host = await onOneConnection((run) => hostReference(run));
const settings = productionSettings({ ...process.env, DATABASE_URL: databaseUrl }, { unsafeTestCaptcha: true });
log(
  `The drop: ${SHOPPERS} shoppers within ${SECONDS} s for ${UNITS} pieces (production profile, ${settings.workers} API processes)`,
);
const shop = await startProduction(settings, { quiet: true });
let results;
try {
  const drop = await prepareDrop();
  const api = `${settings.origin}/api`;
  const customerInfo = montanaCustomerInfo({
    email: 'drop@example.com',
    name: 'Drop Buyer',
    shippingMethodId: drop.shippingMethodId,
  });
  const token = testCardToken();
  const context = { api, drop, customerInfo, token };
  // The shop's ordinary traffic before the sale (the earlier orders are not the drop's).
  await checkOut(await filledCarts(context, WARM_UP_ORDERS), context);
  await query('update sku_prices set qty_on_hand = $1 where sku = $2', [UNITS, drop.sku]);
  const soldBefore = await soldSoFar(drop.sku);
  const timings = { add: [], checkout: [], retried: [] };
  const workerPids = JSON.parse(fs.readFileSync(shop.pidFile, 'utf8')).workers;
  const apiCpu = () => workerPids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const before = { api: apiCpu(), postgres: postgresCpuMs(), machine: machineMs() };
  const started = performance.now();

  const journeys = Array.from({ length: SHOPPERS }, (_, i) => {
    const arrivalMs = SECONDS * 1000 * Math.random() ** 2;
    return new Promise((resolve) => setTimeout(resolve, arrivalMs)).then(() =>
      shopper(i, { api, drop, customerInfo, token, timings }),
    );
  });
  const outcomes = await Promise.all(journeys);
  const seconds = (performance.now() - started) / 1000;
  const machine = machineMs();
  const cost = {
    api: apiCpu() - before.api,
    postgres: postgresCpuMs() - before.postgres,
    busy: machine.busy - before.machine.busy,
    total: machine.total - before.machine.total,
  };

  const [{ left }] = await query('select qty_on_hand as left from sku_prices where sku = $1', [drop.sku]);
  const soldAfter = await soldSoFar(drop.sku);
  const orders = soldAfter.orders - soldBefore.orders;
  const units = soldAfter.units - soldBefore.units;
  const answered = countBy(outcomes);
  const failures = outcomes.filter((o) => o !== 'sold' && o !== 'sold-out').length;
  const perOrder = (ms) => (orders ? Math.round((ms / orders) * 100) / 100 : null);
  const aloneRuns = [];
  for (let run = 0; run < ORDER_COST_RUNS; run++) aloneRuns.push(await orderCost(context, apiCpu));
  const totalOf = (figures) => figures.apiMs + figures.postgresMs;
  const alone = [...aloneRuns].sort((a, b) => totalOf(a) - totalOf(b))[Math.floor(aloneRuns.length / 2)];
  results = {
    measuredAt: new Date().toISOString(),
    commit: gitHeadShort(),
    machine: `${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}; load generator and PostgreSQL on the same machine`,
    // The host's speed at this run's start (scripts/lib/host-reference.mjs): CPU ms of two fixed
    // pieces of work, to tell a slow host from a dear build (decision 0050).
    hostReference: host,
    drop: {
      shoppers: SHOPPERS,
      units: UNITS,
      arrivalSeconds: SECONDS,
      arrival: 'front-loaded: t = seconds x u^2',
      warmUpOrders: WARM_UP_ORDERS,
      metered: settings.metered,
      sku: drop.sku,
    },
    unitsSold: units,
    stockLeft: left,
    orders,
    exactlySold: units === UNITS && left === 0,
    answered,
    everyShopperAnswered: failures === 0,
    addToCartMs: { p50: percentile(timings.add, 50), p99: percentile(timings.add, 99), count: timings.add.length },
    checkoutMs: {
      p50: percentile(timings.checkout, 50),
      p99: percentile(timings.checkout, 99),
      count: timings.checkout.length,
    },
    // Checkouts sent again with the same key after a network error or timeout, by what failed.
    checkoutsRetried: countBy(timings.retried),
    // The drop's whole cost (every shopper's guest, add and checkout) over the orders it placed.
    dropCpuPerOrderPlacedMs: { api: perOrder(cost.api), postgres: perOrder(cost.postgres) },
    cpuPerOrderMs: {
      api: alone.apiMs,
      postgres: alone.postgresMs,
      total: Math.round((alone.apiMs + alone.postgresMs) * 100) / 100,
    },
    // The run of median API + PostgreSQL CPU, and every run.
    ordersAlone: alone,
    ordersAloneRuns: aloneRuns,
    cpuPerShopperMs: {
      api: Math.round((cost.api / SHOPPERS) * 100) / 100,
      postgres: Math.round((cost.postgres / SHOPPERS) * 100) / 100,
    },
    machineBusyPercent: Math.round((cost.busy / cost.total) * 100),
    wallSeconds: Math.round(seconds * 10) / 10,
  };
} finally {
  await shop.stop();
}
const outDir = path.join(repoRoot, 'bench', 'production');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'drop.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
log(
  `The drop: ${results.unitsSold} of ${UNITS} sold in ${results.orders} orders; answered ${JSON.stringify(results.answered)}; ` +
    `checkout p99 ${results.checkoutMs.p99} ms; CPU per order (orders alone): API ${results.cpuPerOrderMs.api} ms, PostgreSQL ${results.cpuPerOrderMs.postgres} ms (bench/production/drop.json)`,
);
process.exit(results.exactlySold && results.everyShopperAnswered ? 0 : 1);
