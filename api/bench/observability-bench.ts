/**
 * What tracing and metrics cost (issue 31, decision 0027): the API's latency at 200 requests per
 * second, paced (paced-load.ts: open loop, no coordinated omission; autocannon's overallRate sends
 * each second's requests in a burst), with observability off and on, in alternating rounds so a
 * drift of the shared machine falls on both. Writes bench/observability.md at the repository root.
 *
 *   off  no OTEL_EXPORTER_OTLP_ENDPOINT, no METRICS_PORT: no SDK loaded, no hook added
 *   on   OTLP/HTTP export of every request's spans (to a local sink that accepts and discards
 *        them) and the metrics hooks, scraped every 5 s as Prometheus would
 *
 * Each run starts the API as `npm start` does (src/server.ts, a child process on a free port), on
 * PostgreSQL when DATABASE_URL is set (a fresh schema), else on a fresh PGlite folder.
 *
 *   pnpm --filter api exec tsx bench/observability-bench.ts [seconds per round] [rounds]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '../src/testkit/index';
import { type PacedFigures, pacedLoad } from './paced-load';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RATE = 200;
const seconds = Number(process.argv[2] || 15);
const rounds = Number(process.argv[3] || 2);
// A route with one SQL round trip and a read of a few queries (the price list, 1,000 rows, saturates
// this shared machine at 200 req/s on its own: its tail would be the queue's, not observability's).
const ROUTES = ['/health', '/reviews/recent'];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createNetServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** An OTLP/HTTP endpoint that reads and drops what it is sent (the collector's cost is not the API's). */
async function startSink(): Promise<{ server: Server; endpoint: string; received: () => number }> {
  let requests = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      requests += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: () => requests,
  };
}

async function waitFor(url: string, ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

interface Run {
  mode: 'off' | 'on';
  round: number;
  route: string;
  figures: PacedFigures;
  /** The API process's CPU time (user + system) per request: what the machine's load does not blur. */
  cpuMsPerRequest: number;
}

/** CPU time a process has used, in ms (Linux /proc, clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // After the command: state is field 3, utime 14 and stime 15 (1-based over the whole line).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function measure(mode: 'off' | 'on', round: number, database: Record<string, string>, sinkUrl: string) {
  const port = await freePort();
  const metricsPort = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...database,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PRICE_LIST_CACHE_MS: '0',
    OTEL_EXPORTER_OTLP_ENDPOINT: mode === 'on' ? sinkUrl : '',
    METRICS_PORT: mode === 'on' ? String(metricsPort) : '',
  };
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const runs: Run[] = [];
  let scraper: NodeJS.Timeout | undefined;
  try {
    await waitFor(`${baseUrl}/health`);
    if (mode === 'on') {
      await waitFor(`http://127.0.0.1:${metricsPort}/metrics`);
      scraper = setInterval(() => void fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((r) => r.text()), 5000);
    }
    for (const route of ROUTES) {
      await pacedLoad(baseUrl, () => ({ method: 'GET', path: route }), RATE, 2); // warm-up
      const cpuBefore = cpuMsOf(child.pid as number);
      const figures = await pacedLoad(baseUrl, () => ({ method: 'GET', path: route }), RATE, seconds);
      const cpuMsPerRequest = Math.round(((cpuMsOf(child.pid as number) - cpuBefore) / figures.requests) * 1000) / 1000;
      runs.push({ mode, round, route, figures, cpuMsPerRequest });
      console.log(mode, round, route, JSON.stringify({ ...figures, cpuMsPerRequest }));
    }
  } finally {
    clearInterval(scraper);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  return runs;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function main() {
  const sink = await startSink();
  const databaseUrl = process.env.DATABASE_URL;
  const testDb = databaseUrl ? await createTestDatabase({ databaseUrl }) : null;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halvorsen-obs-bench-'));
  const searchPath = testDb?.database.kind === 'postgres' ? testDb.database.searchPath : undefined;
  const database: Record<string, string> =
    databaseUrl && searchPath
      ? {
          DATABASE_URL: `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${searchPath}`)}`,
        }
      : { DATABASE_URL: '', DATA_DIR: dataDir };
  const loadBefore = loadavg()[0] ?? 0;
  const runs: Run[] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      runs.push(...(await measure('off', round, database, sink.endpoint)));
      runs.push(...(await measure('on', round, database, sink.endpoint)));
    }
  } finally {
    await testDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    sink.server.close();
  }
  const loadAfter = loadavg()[0] ?? 0;

  const lines = [
    '# Observability overhead (tracing + metrics on against off)',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`pnpm --filter api exec tsx bench/observability-bench.ts ${seconds} ${rounds}\`:`,
    `the API (src/server.ts) on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${RATE} requests per second paced for ${seconds} s per route,`,
    `${rounds} alternating rounds (off, on, off, on...), load average ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after on 2 shared cores.`,
    `"on": every request traced and exported over OTLP/HTTP (${sink.received()} export requests reached the sink), metrics hooks on, /metrics scraped every 5 s.`,
    '',
    '| route | mode | API CPU ms per request (median) | p50 ms (median of rounds) | p99 ms (median of rounds) | p99 per round | non-2xx |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  const summary: string[] = [];
  for (const route of ROUTES) {
    const p99 = { off: 0, on: 0 };
    const cpu = { off: 0, on: 0 };
    for (const mode of ['off', 'on'] as const) {
      const mine = runs.filter((run) => run.route === route && run.mode === mode);
      p99[mode] = median(mine.map((run) => run.figures.p99Ms));
      cpu[mode] = median(mine.map((run) => run.cpuMsPerRequest));
      lines.push(
        `| ${route} | ${mode} | ${cpu[mode]} | ${median(mine.map((run) => run.figures.p50Ms))} | ${p99[mode]} | ${mine.map((run) => run.figures.p99Ms).join(', ')} | ${mine.reduce((sum, run) => sum + run.figures.non2xx + run.figures.errors, 0)} |`,
      );
    }
    const change = p99.off > 0 ? ((p99.on - p99.off) / p99.off) * 100 : 0;
    summary.push(
      `- ${route}: p99 ${p99.off} ms off, ${p99.on} ms on (${change >= 0 ? '+' : ''}${change.toFixed(0)} %).`,
    );
  }
  lines.push('', ...summary, '');
  const out = path.resolve(apiDir, '..', 'bench', 'observability.md');
  writeFileSync(out, `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
