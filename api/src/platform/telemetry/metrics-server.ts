/**
 * Serves GET /metrics (Prometheus text format) on an internal port, METRICS_PORT on METRICS_HOST
 * (127.0.0.1 by default): never a route of the API, since nginx publishes the API under /api/.
 *
 *   one process (`npm start`)       this process's registry
 *   cluster primary (start:prod)    AggregatorRegistry: asks every worker for its metrics over
 *                                   the cluster IPC channel and sums them (counters, histograms)
 *                                   so one scrape covers every worker, not one picked at random
 *   cluster worker                  listens on no port; answerClusterScrapes() lets the primary ask
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AggregatorRegistry } from 'prom-client';
import { registry } from './metrics';

export interface MetricsSettings {
  port: number;
  host: string;
}

/** METRICS_PORT (and METRICS_HOST); null when metrics are not asked for. */
export function metricsSettingsFrom(env: NodeJS.ProcessEnv): MetricsSettings | null {
  const given = env.METRICS_PORT;
  if (!given) return null;
  const port = Number(given);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`METRICS_PORT must be a port number, got "${given}"`);
  return { port, host: env.METRICS_HOST || '127.0.0.1' };
}

/** In a cluster worker: answer the primary's scrape requests with this worker's registry. */
export function answerClusterScrapes(): void {
  // The constructor installs the worker's IPC listener (prom-client's cluster.js).
  new AggregatorRegistry();
}

export interface MetricsServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

export async function startMetricsServer(
  settings: MetricsSettings,
  scope: 'process' | 'cluster',
): Promise<MetricsServer> {
  const aggregator = scope === 'cluster' ? new AggregatorRegistry() : null;
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: metrics are at /metrics\n');
      return;
    }
    const read = aggregator ? aggregator.clusterMetrics() : registry.metrics();
    read.then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics unavailable: ${String(error)}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://${settings.host}:${port}/metrics`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
