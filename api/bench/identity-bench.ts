/**
 * Identity benchmark (`npm run bench` runs it; or `pnpm --filter api exec tsx bench/identity-bench.ts out.json`).
 *
 * - Password hashing: the module's own argon2id (m = 19 MiB, t = 2, OWASP's minimum), 20 hashes.
 * - POST /Auth/login over real HTTP: the API in this process on a loopback port over a fresh
 *   in-memory PGlite, 25 accounts signing in 8 times each (200 logins, one after another, so each
 *   figure is one login's own time: the argon2 verify runs on libuv's thread pool). The login rate
 *   limits stay on: each account stays under its limit and every request comes from its own
 *   forwarded address, as distinct shoppers would.
 * Budget: login p95 under 250 ms. Writes JSON to argv[2] (and stdout). A measurement, not a test.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { buildApp } from '../src/app';
import { hashPassword } from '../src/modules/auth/passwords';
import { loadConfig } from '../src/platform/config';
import { createDb } from '../src/platform/db/index';
import { runMigrations } from '../src/platform/db/migrator';

const ACCOUNTS = 25;
const LOGINS_PER_ACCOUNT = 8;
const HASHES = 20;
const BUDGET_LOGIN_P95_MS = 250;
const out = process.argv[2];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
};

const hashTimes: number[] = [];
for (let i = 0; i < HASHES; i += 1) {
  const started = performance.now();
  await hashPassword(`bench password ${i}`);
  hashTimes.push(performance.now() - started);
}

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
const app = await buildApp({ db, config: { ...config, database: { kind: 'pglite', dir: 'memory://' } } });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

let address = 0;
const post = (path: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`,
    },
    body: JSON.stringify(body),
  });

const password = 'correct horse battery staple';
const emails: string[] = [];
for (let i = 0; i < ACCOUNTS; i += 1) {
  const email = `bench-${i}@example.com`;
  const res = await post('/Auth/register', {
    firstName: 'Bench',
    lastName: `No${i}`,
    email,
    password,
    captcha: `test-pass-${i}`,
  });
  if (!res.ok) throw new Error(`register answered ${res.status}`);
  emails.push(email);
}

const loginTimes: number[] = [];
let failures = 0;
for (let round = 0; round < LOGINS_PER_ACCOUNT; round += 1) {
  for (const email of emails) {
    const started = performance.now();
    const res = await post('/Auth/login', { email, password, captcha: `test-pass-${round}` });
    await res.arrayBuffer();
    loginTimes.push(performance.now() - started);
    if (!res.ok) failures += 1;
  }
}
await app.close();
await db.destroy();

const result = {
  measuredAt: new Date().toISOString(),
  machine: `${os.cpus().length} cores, Node ${process.version}, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
  argon2: {
    parameters: 'argon2id m=19456 KiB, t=2, p=1',
    hashes: HASHES,
    medianMs: percentile(hashTimes, 50),
    p95Ms: percentile(hashTimes, 95),
  },
  login: {
    requests: loginTimes.length,
    failures,
    p50Ms: percentile(loginTimes, 50),
    p95Ms: percentile(loginTimes, 95),
    p99Ms: percentile(loginTimes, 99),
    budgetP95Ms: BUDGET_LOGIN_P95_MS,
    withinBudget: percentile(loginTimes, 95) < BUDGET_LOGIN_P95_MS,
  },
};
console.log(JSON.stringify(result, null, 2));
if (out) writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
