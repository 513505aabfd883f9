/**
 * Metrics of the production cluster (issue 31, decision 0027): src/cluster.ts (the entry that
 * `npm run start:prod` runs, built) with two workers and METRICS_PORT. Requests on fresh
 * connections are handed to the workers in turn; one scrape of the primary's internal /metrics
 * counts them all, so it sums both workers (one worker alone would show about half).
 * Needs DATABASE_URL (the cluster refuses PGlite).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerPids } from '../../src/platform/process/supervisor';
import { createTestDatabase, type TestDatabase } from '../../src/testkit/index';
import { type ApiProcess, eventually, freePort, startApiProcess, urlWithSearchPath } from './support/processes';

const databaseUrl = process.env.DATABASE_URL;

/** One GET on its own connection (no keep-alive), so the primary hands it to the next worker. */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent: false, headers: { connection: 'close' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function sampleOf(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    if (wanted.every(([key, value]) => line.includes(`${key}="${value}"`))) return Number(line.split(' ').pop());
  }
  return undefined;
}

describe.skipIf(!databaseUrl)('/metrics of a two-worker production cluster', () => {
  let database: TestDatabase;
  let cluster: ApiProcess;
  let apiUrl: string;
  let metricsUrl: string;
  const dir = mkdtempSync(path.join(tmpdir(), 'halvorsen-metrics-'));
  const pidFile = path.join(dir, 'pids.json');

  beforeAll(async () => {
    database = await createTestDatabase({ databaseUrl });
    const searchPath = database.database.kind === 'postgres' ? (database.database.searchPath ?? 'public') : 'public';
    const [port, metricsPort] = [await freePort(), await freePort()];
    apiUrl = `http://127.0.0.1:${port}`;
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    cluster = startApiProcess('src/cluster.ts', {
      DATABASE_URL: urlWithSearchPath(databaseUrl as string, searchPath),
      DATA_DIR: dir,
      API_WORKERS: '2',
      API_PID_FILE: pidFile,
      PORT: String(port),
      HOST: '127.0.0.1',
      METRICS_PORT: String(metricsPort),
      LOG_LEVEL: 'warn',
      OTEL_EXPORTER_OTLP_ENDPOINT: '',
    });
    await eventually(() => {
      const pids = JSON.parse(readFileSync(pidFile, 'utf8')) as WorkerPids;
      return pids.workers.length === 2 ? pids : undefined;
    }, 90_000);
  }, 120_000);

  afterAll(async () => {
    if (cluster) expect(await cluster.stop()).toBe(0);
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('counts the requests of both workers in one scrape', async () => {
    const sent = 40;
    for (let i = 0; i < sent; i++) expect(await getOnNewConnection(`${apiUrl}/Products/nocache`)).toBe(200);
    expect(await getOnNewConnection(`${apiUrl}/no-such-route`)).toBe(404);

    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    const labels = { method: 'GET', route: '/Products/nocache', status_code: '200' };
    expect(sampleOf(text, 'http_requests_total', labels)).toBe(sent);
    expect(sampleOf(text, 'http_request_duration_seconds_count', labels)).toBe(sent);
    expect(sampleOf(text, 'http_requests_total', { route: 'unmatched', status_code: '404' })).toBe(1);
    // The pool, the event loop and the heap of the workers.
    for (const name of [
      'db_pool_connections_in_use',
      'db_pool_waiting_clients',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(text).toMatch(new RegExp(`^${name} \\d`, 'm'));
    }
    expect(text).toContain('# TYPE checkouts_total counter');
    expect(text).toContain('# TYPE rate_limit_refusals_total counter');
  }, 60_000);

  it('is not a route of the API (nginx publishes the API, not this port)', async () => {
    expect(await getOnNewConnection(`${apiUrl}/metrics`)).toBe(404);
  });
});
