/**
 * The shell server's Prometheus metrics (issue 31, docs/decisions/0027), scraped as job "shell"
 * by the production profile's Prometheus (deploy/prometheus: alerts.yml and the Grafana dashboard
 * name these series):
 *
 *   shell_page_renders_total{route}                        pages answered, by the route table's
 *                                                           pattern (`/product`, `default`) or `not-found`
 *   shell_server_render_seconds{remote, version}           a remote's server render, to its whole HTML
 *   shell_server_render_failures_total{remote, version, reason}   reason: error | timeout
 *   shell_render_cache_hits_total                          page renders served from render-reuse.mjs
 *   nodejs_*, process_*                                    prom-client's defaults (heap, event-loop lag)
 *
 * The counters always exist (an increment is a few object reads); the default metrics (an
 * event-loop monitor) and the endpoint start only with METRICS_PORT: a small node:http server on
 * METRICS_HOST (127.0.0.1 by default) answering GET /metrics, never the shop's public port. The
 * shell server is one process (no cluster), so its own registry is the whole answer.
 */
import { createServer } from 'node:http';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

export const registry = new Registry();

const pageRenders = new Counter({
  name: 'shell_page_renders_total',
  help: 'Pages the shell server answered, by route pattern',
  labelNames: ['route'],
  registers: [registry],
});
const renderSeconds = new Histogram({
  name: 'shell_server_render_seconds',
  help: "A remote's server render of a page, until its HTML has ended",
  labelNames: ['remote', 'version'],
  buckets: [0.01, 0.025, 0.05, 0.1, 0.2, 0.35, 0.5, 0.75, 1, 1.5, 2.5, 5],
  registers: [registry],
});
const renderFailures = new Counter({
  name: 'shell_server_render_failures_total',
  help: 'Server renders that failed (error) or outlasted their budget (timeout)',
  labelNames: ['remote', 'version', 'reason'],
  registers: [registry],
});
const cacheHits = new Counter({
  name: 'shell_render_cache_hits_total',
  help: 'Page renders served by a render already made or in flight (render-reuse.mjs)',
  registers: [registry],
});

export const metrics = {
  /** `route`: the route table's pattern, or null for the not-found page. */
  pageRendered(route) {
    pageRenders.inc({ route: route ?? 'not-found' });
  },
  serverRendered(remote, version, seconds) {
    renderSeconds.observe({ remote, version }, seconds);
  },
  /** `reason`: 'error' | 'timeout'. */
  serverRenderFailed(remote, version, reason) {
    renderFailures.inc({ remote, version, reason });
  },
  renderCacheHit() {
    cacheHits.inc();
  },
};

/** METRICS_PORT (and METRICS_HOST); null when metrics are not asked for. */
export function metricsSettingsFrom(env) {
  const given = env.METRICS_PORT;
  if (!given) return null;
  const port = Number(given);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`METRICS_PORT must be a port number, got "${given}"`);
  }
  return { port, host: env.METRICS_HOST || '127.0.0.1' };
}

let defaultsCollected = false;

/**
 * Starts collecting the default metrics and serves GET /metrics on `settings`.
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startMetricsServer(settings) {
  if (!defaultsCollected) {
    collectDefaultMetrics({ register: registry });
    defaultsCollected = true;
  }
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: metrics are at /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics unavailable: ${error}\n`),
    );
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => resolve());
  });
  const { port } = server.address();
  return {
    url: `http://${settings.host}:${port}/metrics`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
