/**
 * Beacon ingest throughput (issue 28; `pnpm --filter api exec tsx bench/beacon-ingest-bench.ts out.json`).
 *
 * A child process runs the API on the embedded database (PGlite in a fresh folder on disk, as
 * `npm start` does) with a published version of every remote; this process sends POST /Beacons
 * over real HTTP with autocannon (BENCH_CONNECTIONS connections, BENCH_SECONDS per scenario), each
 * request from another client address (X-Forwarded-For behind a trusted proxy, so the per-address
 * rate limit counts as it would for real visitors, one counter row each). Scenarios: batches of
 * 1, 10 and 50 beacons per request (the shell batches a page's beacons every 5 s; the shell's
 * server batches each second). Figures: requests/s, beacons/s, p50/p99 latency, and the counts
 * found in registry_health after the last flush (proof they were stored, not only answered).
 * Target: >= 2,000 beacons per second. A measurement, not a test; the report carries the load average.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'kysely';
import topology from '../../topology.json';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { createDb } from '../src/platform/db/index';
import { runMigrations } from '../src/platform/db/migrator';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BATCHES = (process.env.BENCH_BATCHES ?? '1,10,50').split(',').map(Number);
const VERSION = '2026-11-27T00-00-00-000Z-bench000';
const REMOTES = topology.remotes.map((remote) => remote.name);
const KINDS = ['view', 'view', 'view', 'error', 'load-failure'];
const out = process.argv[2];

interface ServerReady {
  url: string;
}

/** The child: a fresh embedded database, a version per remote, the API on a free port. */
async function serve(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'beacon-bench-'));
  const database = { kind: 'pglite' as const, dir };
  const config = {
    ...loadConfig({ ...process.env, PORT: '0', LOG_LEVEL: 'warn', RECAPTCHA_SECRET: '', TRUST_PROXY: '127.0.0.1' }),
    database,
  };
  const db = await createDb(database);
  await runMigrations(db);
  for (const remote of REMOTES) {
    await db
      .insertInto('registry_versions')
      .values({
        remote,
        version: VERSION,
        manifest_hash: '0'.repeat(64),
        exposes: '[]',
        contracts: '{"emits":[],"consumes":[]}',
        shared: '{}',
        files: '[]',
        js_gzip_bytes: 0,
        published_by: 'bench',
      })
      .execute();
  }
  const app = await buildApp({ db, config });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', async (message) => {
    if (message === 'stored') {
      await app.registryHealth.flush();
      const { rows } = await sql<{
        total: string;
      }>`select coalesce(sum(count), 0)::text as total from registry_health`.execute(db);
      process.send?.({ stored: Number(rows[0]?.total ?? 0) });
    }
    if (message === 'stop') {
      await app.close();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    }
  });
  process.send?.({ url } satisfies ServerReady);
}

function startServer() {
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv: process.execArgv,
    env: { ...process.env, BENCH_ROLE: 'server' },
    stdio: 'inherit',
  });
  const next = () =>
    new Promise<Record<string, unknown>>((resolve) =>
      child.once('message', (m) => resolve(m as Record<string, unknown>)),
    );
  return {
    ready: new Promise<ServerReady>((resolve, reject) => {
      child.once('error', reject);
      child.once('message', (message) => resolve(message as ServerReady));
    }),
    async stored(): Promise<number> {
      const answer = next();
      child.send('stored');
      return Number((await answer).stored);
    },
    stop: () =>
      new Promise<void>((done) => {
        child.once('exit', () => done());
        child.send('stop');
      }),
  };
}

function batchBody(size: number): { body: string; count: number } {
  const beacons = Array.from({ length: size }, (_, i) => ({
    type: 'remote-health',
    remote: REMOTES[i % REMOTES.length],
    version: VERSION,
    kind: KINDS[i % KINDS.length],
    count: 1,
  }));
  return { body: JSON.stringify({ beacons }), count: size };
}

function run(options: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

async function main(): Promise<void> {
  const server = startServer();
  const { url } = await server.ready;
  const loadBefore = os.loadavg()[0] ?? 0;
  let address = 0;
  const nextAddress = () => {
    address += 1;
    return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  };
  const scenarios = [];
  let storedBefore = await server.stored();
  for (const size of BATCHES) {
    const { body } = batchBody(size);
    // sendBeacon's form: a JSON string as text/plain.
    const result = await run({
      url: `${url}/Beacons`,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => ({
            ...request,
            body,
            headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': nextAddress() },
          }),
        },
      ],
    });
    const stored = await server.stored();
    const accepted = (result['2xx'] ?? 0) * size;
    scenarios.push({
      beaconsPerRequest: size,
      requestsPerSecond: Math.round(result.requests.average),
      beaconsPerSecond: Math.round(accepted / (result.duration || SECONDS)),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      beaconsAccepted: accepted,
      countsStored: stored - storedBefore,
    });
    storedBefore = stored;
  }
  await server.stop();
  const report = {
    measuredAt: new Date().toISOString(),
    database: 'PGlite on disk (embedded default)',
    connections: CONNECTIONS,
    secondsPerScenario: SECONDS,
    targetBeaconsPerSecond: 2000,
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      loadAverage1mBefore: Math.round(loadBefore * 100) / 100,
      loadAverage1mAfter: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
    },
    scenarios,
  };
  const text = `${JSON.stringify(report, null, 2)}\n`;
  if (out) writeFileSync(out, text);
  process.stdout.write(text);
}

if (process.env.BENCH_ROLE === 'server') await serve();
else await main();
