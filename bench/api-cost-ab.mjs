/**
 * CPU per request of two API builds, side by side (issue 33: "before and after in one bench run").
 * Each build runs alone as one API process on a PostgreSQL database of its own (created afresh, the
 * drop's SKU stocked so nothing sells out), in turns: before, after, before, after, ... For each
 * turn, N guests are made, each adds a piece and checks out with an Idempotency-Key, four requests
 * at a time, and the CPU the API process and PostgreSQL used in each phase is divided by N.
 * The host's noise moves every figure between turns: the summary gives each build's mean and the
 * median over rounds of after / before (API + PostgreSQL), the figure to read.
 *
 *   node bench/api-cost-ab.mjs <before api/dist copy> <after api/dist copy> [--rounds 3] [--n 300]
 *
 * A build is a copy of api/dist (after `node build.mjs` in api/); keep it under api/node_modules/
 * (for example api/node_modules/.ab/before) so that it resolves the API's packages. Figures go to
 * bench/logs/api-cost-ab.json. DATABASE_URL names the PostgreSQL server (default 127.0.0.1:5432).
 * API_NODE_FLAGS adds flags to the API's node, for example `--cpu-prof --cpu-prof-dir=/tmp/prof` to
 * see where a build's CPU goes (a profile per turn, written when the API stops). --before-flags and
 * --after-flags add flags to one side only: the same build twice then compares two ways to run it;
 * --before-db-host and --after-db-host likewise give one side another way to its database (a Unix
 * socket's folder, for example /var/run/postgresql).
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cpuMs, postgresCpuMs } from '../scripts/lib/cpu-time.mjs';
import { gitHeadShort, log } from '../scripts/lib/proc.mjs';
import { montanaCustomerInfo, PLAIN_ACCESSORY_SQL, testCardToken } from '../scripts/lib/test-buyer.mjs';
import { waitFor } from '../scripts/lib/wait-for.mjs';
import { repoRoot } from '../scripts/shop-parts.mjs';

const pg = createRequire(path.join(repoRoot, 'api', 'package.json'))('pg');

const { values: options, positionals: builds } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '3' },
    n: { type: 'string', default: '300' },
    'before-flags': { type: 'string', default: '' },
    'after-flags': { type: 'string', default: '' },
    'before-db-host': { type: 'string', default: '' },
    'after-db-host': { type: 'string', default: '' },
  },
});
if (builds.length !== 2) {
  console.error('usage: node bench/api-cost-ab.mjs <before dist> <after dist> [--rounds 3] [--n 300]');
  process.exit(2);
}
const ROUNDS = Number(options.rounds);
const N = Number(options.n);
const PORT = 4391;
const API = `http://127.0.0.1:${PORT}`;
const server = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');

async function admin(statements) {
  const url = new URL(server);
  url.pathname = '/postgres';
  const db = new pg.Client({ connectionString: url.href });
  await db.connect();
  try {
    for (const statement of statements) await db.query(statement);
  } finally {
    await db.end();
  }
}

/** A database's URL; `host`, when given, is where its server listens instead (a Unix socket's folder). */
function databaseUrl(name, host = '') {
  const url = new URL(server);
  url.pathname = `/${name}`;
  if (host) url.searchParams.set('host', host);
  return url.href;
}
const sideDbHosts = [options['before-db-host'], options['after-db-host']];

/** Starts build `dist` on database `name`; answers the process once /ready answers. */
const words = (text) => text.split(' ').filter(Boolean);
const sideFlags = [words(options['before-flags']), words(options['after-flags'])];

async function startApi(dist, name, sideFlag = [], dbHost = '') {
  const flags = [...words(process.env.API_NODE_FLAGS ?? ''), ...sideFlag];
  const child = spawn(process.execPath, [...flags, path.resolve(dist, 'server.mjs')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl(name, dbHost),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      STAFF_API_KEY: randomBytes(32).toString('hex'),
      UNSAFE_ALLOW_TEST_CAPTCHA_IN_PRODUCTION: 'yes',
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${API}/ready`, 120_000);
  return child;
}

async function stopApi(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function post(route, body, headers = {}) {
  const response = await fetch(API + route, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => ({})) };
}

/** Runs `call(i)` for i < N, four at a time; answers CPU ms per call of the API process and PostgreSQL. */
async function phase(pid, call) {
  const before = { api: cpuMs(pid), postgres: postgresCpuMs() };
  const answers = new Array(N);
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < N) {
        const i = next++;
        answers[i] = await call(i);
      }
    }),
  );
  const failed = answers.filter((answer) => answer.status !== 200).length;
  if (failed > 0) throw new Error(`${failed} of ${N} answered other than 200`);
  const per = (ms) => Math.round((ms / N) * 100) / 100;
  return { answers, api: per(cpuMs(pid) - before.api), postgres: per(postgresCpuMs() - before.postgres) };
}

async function turn(dist, name, sku, shippingMethodId, flags, dbHost) {
  const child = await startApi(dist, name, flags, dbHost);
  try {
    const address = (i) => `10.77.${(i >> 8) & 255}.${i & 255}`;
    const guests = await phase(child.pid, (i) => post('/Auth/guest', {}, { 'x-forwarded-for': address(i) }));
    const headers = (i) => ({ 'x-guest-id': guests.answers[i].body.guestId, 'x-forwarded-for': address(i) });
    const adds = await phase(child.pid, (i) =>
      post(
        `/Cart/guest/${guests.answers[i].body.guestId}/items`,
        { productId: sku, quantity: 1, productName: 'AB', options: [], optionIds: [] },
        headers(i),
      ),
    );
    const customerInfo = montanaCustomerInfo({ email: 'ab@example.com', name: 'Ab Buyer', shippingMethodId });
    const checkouts = await phase(child.pid, (i) =>
      post(
        '/Checkout/simplified',
        { cartId: adds.answers[i].body.id, customerInfo, paymentToken: testCardToken() },
        { ...headers(i), 'idempotency-key': randomUUID() },
      ),
    );
    const figures = (p) => ({ api: p.api, postgres: p.postgres });
    return { guest: figures(guests), add: figures(adds), checkout: figures(checkouts) };
  } finally {
    await stopApi(child);
  }
}

const names = ['api_cost_before', 'api_cost_after'];
await admin(names.flatMap((name) => [`drop database if exists ${name} with (force)`, `create database ${name}`]));
const turns = [];
const stocked = new Map();
for (let round = 1; round <= ROUNDS; round++) {
  for (const [index, dist] of builds.entries()) {
    const name = names[index];
    if (!stocked.has(name)) {
      // The first start migrates and seeds; then the drop's SKU gets more stock than any run takes.
      await stopApi(await startApi(dist, name));
      const db = new pg.Client({ connectionString: databaseUrl(name) });
      await db.connect();
      const [piece] = (await db.query(PLAIN_ACCESSORY_SQL)).rows;
      await db.query('update sku_prices set qty_on_hand = 1000000 where sku = $1', [piece.sku]);
      await db.end();
      stocked.set(name, { sku: piece.sku, method: String(piece.shipping_method_id) });
    }
    const { sku, method } = stocked.get(name);
    const figures = await turn(dist, name, sku, method, sideFlags[index], sideDbHosts[index]);
    log(`round ${round}, ${index === 0 ? 'before' : 'after'}: ${JSON.stringify(figures)}`);
    turns.push({ round, build: index === 0 ? 'before' : 'after', ...figures });
  }
}

const mean = (build, request, side) => {
  const values = turns.filter((t) => t.build === build).map((t) => t[request][side]);
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100;
};
const summary = {};
for (const build of ['before', 'after']) {
  summary[build] = {};
  for (const request of ['guest', 'add', 'checkout']) {
    summary[build][request] = { api: mean(build, request, 'api'), postgres: mean(build, request, 'postgres') };
  }
}
// The host's speed drifts between turns: each round's after / before (API + PostgreSQL) compares
// two turns a few seconds apart; the median of those ratios is the figure to read.
const total = (figures) => figures.api + figures.postgres;
const medianRatio = (request) => {
  const ratios = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const [before, after] = ['before', 'after'].map((build) =>
      turns.find((t) => t.round === round && t.build === build),
    );
    ratios.push(total(after[request]) / total(before[request]));
  }
  ratios.sort((a, b) => a - b);
  return Math.round(ratios[Math.floor(ratios.length / 2)] * 1000) / 1000;
};
const results = {
  measuredAt: new Date().toISOString(),
  commit: gitHeadShort(),
  builds: { before: builds[0], after: builds[1] },
  flags: { before: options['before-flags'], after: options['after-flags'] },
  requestsPerPhase: N,
  concurrency: 4,
  meanCpuMsPerRequest: summary,
  medianRatioAfterToBefore: { guest: medianRatio('guest'), add: medianRatio('add'), checkout: medianRatio('checkout') },
  turns,
};
const out = path.join(repoRoot, 'bench', 'logs', 'api-cost-ab.json');
fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
console.log(
  JSON.stringify({ meanCpuMsPerRequest: summary, medianRatioAfterToBefore: results.medianRatioAfterToBefore }, null, 2),
);
log(`CPU per request, mean of ${ROUNDS} turns each: ${path.relative(repoRoot, out)}`);
