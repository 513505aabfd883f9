/**
 * `npm run bench:prod`: what several API processes buy (issue 13). The production profile's API
 * cluster is started with one worker, then with one per core, and each time measured at its
 * maximum (autocannon, unpaced) on two loads:
 *   - catalogue reads: a product page's document and the home page (GET /strapi/products/{title},
 *     GET /strapi/page/home), read from PostgreSQL;
 *   - cart adds: POST /Cart/guest/{token}/items, spread over 500 guests of their own;
 *   - orders: POST /Checkout/simplified of 2,000 carts made beforehand (one line each).
 * The API is measured on its own port (what the workers scale), not through nginx; the load
 * generator runs on the same machine, so on few cores it takes a share of them too.
 * Figures and the ratios (one per core / one) go to bench/production/scaling.json, with what each
 * request cost the API in CPU time and how busy the machine was: on a machine whose cores the
 * load generator and PostgreSQL share, the ratio says little, the CPU cost per request says what a
 * core of API buys elsewhere (docs/decisions/0014's capacity estimate).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/shop_bench node scripts/bench-prod-scaling.mjs [--no-build]
 *   (BENCH_SECONDS=15, BENCH_CONNECTIONS=32)
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, cpus } from 'node:os';
import path from 'node:path';
import { cpuMs, machineMs, postgresCpuMs } from './lib/cpu-time.mjs';
import { ensureDependencies, gitHeadShort, log } from './lib/proc.mjs';
import { productionSettings, startProduction } from './lib/production.mjs';
import { montanaCustomerInfo, testCardToken } from './lib/test-buyer.mjs';
import { buildAll } from './lib/topology.mjs';
import { repoRoot } from './shop-parts.mjs';

// Installed first: a fresh clone has the API's packages (autocannon, pg) only after this.
if (!process.argv.includes('--no-build')) {
  ensureDependencies();
  buildAll();
}

const apiRequire = createRequire(path.join(repoRoot, 'api', 'package.json'));
const autocannon = apiRequire('autocannon');
const pg = apiRequire('pg');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const GUESTS = 500;

const base = productionSettings(process.env, { unsafeTestCaptcha: true });

async function facts() {
  const db = new pg.Client({ connectionString: base.databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `select s.sku, s.product_title from catalog_skus s
        where not s.is_ffl_item and s.item_class = 'accessory' and cardinality(s.restricted_states) = 0 and cardinality(s.restricted_zips) = 0
        order by s.sku limit 1`,
    );
    await db.query('update sku_prices set qty_on_hand = 1000000 where sku = $1', [rows[0].sku]);
    return { sku: rows[0].sku, title: rows[0].product_title };
  } finally {
    await db.end();
  }
}

/** Guests of one run, each from a client address of its own (the guest rate limit is per address). */
async function newGuests(apiUrl, prefix) {
  const guests = [];
  for (let i = 0; i < GUESTS; i++) {
    const response = await fetch(`${apiUrl}/Auth/guest`, {
      method: 'POST',
      headers: { 'x-forwarded-for': `10.${prefix}.${i >> 8}.${i & 255}` },
    });
    guests.push((await response.json()).guestId);
  }
  return guests;
}

/**
 * autocannon at its maximum on `requests`, with what it cost: the API workers' CPU per request and
 * how busy the whole machine was (the load generator and PostgreSQL run on it too).
 */
function measure(url, requests, workerPids = [], limits = { duration: SECONDS }) {
  const apiBefore = workerPids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const postgresBefore = postgresCpuMs();
  const machineBefore = machineMs();
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, ...limits, requests }, (error, result) => {
      if (error) return reject(error);
      const apiCpu = workerPids.reduce((sum, pid) => sum + cpuMs(pid), 0) - apiBefore;
      const postgresCpu = postgresCpuMs() - postgresBefore;
      const machine = machineMs();
      const busy = machine.busy - machineBefore.busy;
      const total = machine.total - machineBefore.total;
      resolve({
        requestsPerSecond: Math.round(result.requests.average),
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
        apiCpuMsPerRequest: Math.round((apiCpu / result.requests.total) * 1000) / 1000,
        postgresCpuMsPerRequest: Math.round((postgresCpu / result.requests.total) * 1000) / 1000,
        machineBusyPercent: Math.round((busy / total) * 100),
        apiShareOfMachinePercent: Math.round((apiCpu / total) * 100),
      });
    });
  });
}

const ORDERS = 2000;

/** Places ORDERS orders, each from a cart of its own made beforehand (guest, one line). */
async function measureOrders(apiUrl, sku, workerPids, prefix) {
  const carts = [];
  const { rows } = await (async () => {
    const db = new pg.Client({ connectionString: base.databaseUrl });
    await db.connect();
    try {
      return await db.query('select id from shipping_methods order by sort_order limit 1');
    } finally {
      await db.end();
    }
  })();
  const shippingMethodId = String(rows[0].id);
  const line = JSON.stringify({ productId: sku, quantity: 1, productName: '', options: [], optionIds: [] });
  let made = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (made < ORDERS) {
        const i = made++;
        const address = `10.${prefix + 100}.${i >> 8}.${i & 255}`;
        const guest = await fetch(`${apiUrl}/Auth/guest`, { method: 'POST', headers: { 'x-forwarded-for': address } });
        const { guestId } = await guest.json();
        const added = await fetch(`${apiUrl}/Cart/guest/${guestId}/items`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-guest-id': guestId },
          body: line,
        });
        carts.push({ guestId, cartId: (await added.json()).id });
      }
    }),
  );
  const token = testCardToken();
  const customerInfo = montanaCustomerInfo({ email: 'bench@example.com', name: 'Bench Buyer', shippingMethodId });
  let next = 0;
  return measure(
    apiUrl,
    [
      {
        method: 'POST',
        setupRequest: (request) => {
          const cart = carts[next++ % carts.length];
          return {
            ...request,
            path: '/Checkout/simplified',
            headers: { 'content-type': 'application/json', 'x-guest-id': cart.guestId },
            body: JSON.stringify({ cartId: cart.cartId, customerInfo, paymentToken: token }),
          };
        },
      },
    ],
    workerPids,
    { amount: carts.length },
  );
}

async function runWith(workers, prefix) {
  const settings = { ...base, workers };
  log(`API with ${workers} worker${workers > 1 ? 's' : ''} ...`);
  const shop = await startProduction(settings, { quiet: true });
  const apiUrl = `http://127.0.0.1:${settings.apiPort}`;
  try {
    // The database is migrated and seeded by the first start.
    const { sku, title } = await facts();
    const workerPids = JSON.parse(fs.readFileSync(shop.pidFile, 'utf8')).workers;
    // Warm each worker's caches and connection pools before measuring.
    await measure(apiUrl, [{ method: 'GET', path: '/strapi/page/home' }]);
    const catalogue = await measure(
      apiUrl,
      [
        { method: 'GET', path: `/strapi/products/${encodeURIComponent(title)}` },
        { method: 'GET', path: '/strapi/page/home' },
      ],
      workerPids,
    );
    const guests = await newGuests(apiUrl, prefix);
    let next = 0;
    const body = JSON.stringify({ productId: sku, quantity: 1, productName: '', options: [], optionIds: [] });
    const cartAdd = await measure(
      apiUrl,
      [
        {
          method: 'POST',
          setupRequest: (request) => {
            const guest = guests[next++ % guests.length];
            return {
              ...request,
              path: `/Cart/guest/${guest}/items`,
              headers: { 'content-type': 'application/json', 'x-guest-id': guest },
              body,
            };
          },
        },
      ],
      workerPids,
    );
    const orders = await measureOrders(apiUrl, sku, workerPids, prefix);
    return { catalogueReads: catalogue, cartAdds: cartAdd, orders };
  } finally {
    await shop.stop();
  }
}

const perCore = availableParallelism();
const one = await runWith(1, 101);
const many = await runWith(perCore, 102);
const ratio = (key) => Math.round((many[key].requestsPerSecond / one[key].requestsPerSecond) * 100) / 100;
const results = {
  measuredAt: new Date().toISOString(),
  commit: gitHeadShort(),
  machine: `${perCore} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}; load generator on the same machine`,
  load: { tool: 'autocannon', connections: CONNECTIONS, secondsPerLoad: SECONDS, target: 'the API cluster directly' },
  oneWorker: one,
  onePerCore: { workers: perCore, ...many },
  ratio: { catalogueReads: ratio('catalogueReads'), cartAdds: ratio('cartAdds'), orders: ratio('orders') },
};
const outDir = path.join(repoRoot, 'bench', 'production');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'scaling.json'), `${JSON.stringify(results, null, 2)}\n`);
log(
  `Scaling: catalogue reads x${results.ratio.catalogueReads}, cart adds x${results.ratio.cartAdds}, orders x${results.ratio.orders} (bench/production/scaling.json)`,
);
console.log(JSON.stringify(results, null, 2));
