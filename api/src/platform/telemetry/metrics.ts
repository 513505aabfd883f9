/**
 * Prometheus metrics (prom-client), one registry per process (prom-client's global one).
 *
 *   http_requests_total, http_request_errors_total (5xx), http_request_duration_seconds
 *       per method, route (the URL pattern, never the raw URL: bounded label values) and status;
 *   db_pool_connections_in_use, db_pool_waiting_clients   the pg pool (PostgreSQL only);
 *   checkouts_total{outcome}                              metrics.checkoutOutcome() (for the checkout module);
 *   rate_limit_refusals_total{rule}                       platform/rate-limit.ts;
 *   stock_alerts_due                                      waiting alerts whose SKU is in stock again
 *                                                         (read at scrape time; the max over workers,
 *                                                         which all read the same database);
 *   nodejs_* / process_*                                  prom-client's defaults: heap, event-loop lag, GC.
 *
 * Counting is cheap and always on; the HTTP hooks and default collectors start with
 * startMetrics() (METRICS_PORT set). The endpoint is never a route of the API, which nginx
 * publishes under /api/: metrics-server.ts serves it on an internal port.
 */
import type { Pool } from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, register } from 'prom-client';

export const registry = register;

const labelNames = ['method', 'route', 'status_code'] as const;

const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, per method, route pattern and status',
  labelNames,
});
const httpErrors = new Counter({
  name: 'http_request_errors_total',
  help: 'HTTP requests answered with a 5xx status, per method, route pattern and status',
  labelNames,
});
const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request arriving to the answer sent, per method, route pattern and status',
  labelNames,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

const checkouts = new Counter({
  name: 'checkouts_total',
  help: 'Checkouts (order placements) by outcome',
  labelNames: ['outcome'] as const,
});
const rateLimitRefusals = new Counter({
  name: 'rate_limit_refusals_total',
  help: 'Requests refused with 429 by a rate limit, per rule',
  labelNames: ['rule'] as const,
});

const pools = new Set<Pool>();
new Gauge({
  name: 'db_pool_connections_in_use',
  help: 'PostgreSQL pool connections checked out by a query or transaction',
  collect() {
    let inUse = 0;
    for (const pool of pools) inUse += pool.totalCount - pool.idleCount;
    this.set(inUse);
  },
});
new Gauge({
  name: 'db_pool_waiting_clients',
  help: 'Queries waiting for a PostgreSQL pool connection (the pool is saturated when this stays above 0)',
  collect() {
    let waiting = 0;
    for (const pool of pools) waiting += pool.waitingCount;
    this.set(waiting);
  },
});

/** Where stock_alerts_due is read from at scrape time (the stock-alerts module registers it). */
let stockAlertsDueSource: (() => Promise<number>) | null = null;
new Gauge({
  name: 'stock_alerts_due',
  help: 'Stock alerts waiting whose SKU is in stock again (the dispatcher sends them next)',
  // Every worker reads the same database: summing the workers' answers would count it N times.
  aggregator: 'max',
  async collect() {
    if (!stockAlertsDueSource) return;
    try {
      this.set(await stockAlertsDueSource());
    } catch {
      // a scrape never fails for it: the gauge keeps its last value
    }
  },
});

let started = false;

/** Default collectors (heap, event-loop lag, GC, CPU); the HTTP hooks check isCollecting(). */
export function startMetrics(): void {
  if (started) return;
  started = true;
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
}

export function isCollecting(): boolean {
  return started;
}

/** The small API other code counts through. */
export const metrics = {
  /** One answered HTTP request. `route` is the route's URL pattern (or 'unmatched'). */
  httpRequest(method: string, route: string, statusCode: number, seconds: number): void {
    const labels = { method, route, status_code: String(statusCode) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, seconds);
    if (statusCode >= 500) httpErrors.inc(labels);
  },
  /**
   * One placement by outcome (checkout/routes.ts): placed, declined, refused or failed. Keep the
   * outcomes a small fixed set: each is a time series.
   */
  checkoutOutcome(outcome: string): void {
    checkouts.inc({ outcome });
  },
  rateLimitRefused(rule: string): void {
    rateLimitRefusals.inc({ rule });
  },
  /** Registers how the stock alerts due are counted (one source per process; the last one wins). */
  watchStockAlertsDue(source: () => Promise<number>): () => void {
    stockAlertsDueSource = source;
    return () => {
      if (stockAlertsDueSource === source) stockAlertsDueSource = null;
    };
  },
  /** A pg pool whose in-use and waiting counts are reported (db/index.ts; forgotten on close). */
  observePool(pool: Pool): () => void {
    pools.add(pool);
    return () => pools.delete(pool);
  },
};
