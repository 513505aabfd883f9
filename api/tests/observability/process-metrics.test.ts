/**
 * The metrics one API process counts (decision 0027), read from its registry as /metrics would
 * serve them: requests per route pattern and status with their duration, 5xx as errors, 429s of
 * the rate limits per rule, and the checkout outcome counter offered to the checkout module.
 * The app is built after startMetrics(), as server.ts does when METRICS_PORT is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '../../src/modules/auth/index';
import { metrics, registry, startMetrics } from '../../src/platform/telemetry/metrics';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  startMetrics();
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function sample(name: string, labels: Record<string, string>): Promise<number> {
  // A histogram's series (_count, _sum, _bucket) are values of the one metric, named by metricName.
  const values = (await registry.getMetricsAsJSON()).flatMap((metric) =>
    metric.values.map((value) => ({ ...value, name: (value as { metricName?: string }).metricName ?? metric.name })),
  );
  const found = values.find(
    (value) =>
      value.name === name && Object.entries(labels).every(([key, wanted]) => String(value.labels[key]) === wanted),
  );
  return found?.value ?? 0;
}

describe('metrics of one API process', () => {
  it('counts requests per route pattern and status, with their duration', async () => {
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/no/such/thing' })).statusCode).toBe(404);
    expect(await sample('http_requests_total', { route: '/health', status_code: '200', method: 'GET' })).toBe(3);
    expect(await sample('http_requests_total', { route: 'unmatched', status_code: '404' })).toBe(1);
    expect(
      await sample('http_request_duration_seconds_count', { route: '/health', status_code: '200', method: 'GET' }),
    ).toBe(3);
    expect(await sample('http_request_errors_total', { route: '/health' })).toBe(0);
  });

  it('counts each 429 of a rate limit under its rule', async () => {
    const rule = AUTH_RATE_LIMITS.guestPerClient;
    const address = '10.91.0.1';
    const windowMs = rule.windowSeconds * 1000;
    await t.db
      .insertInto('rate_limits')
      .values({
        key: `${rule.name}:${address}`,
        window_start: new Date(Math.floor(Date.now() / windowMs) * windowMs),
        hits: rule.limit,
      })
      .execute();
    const before = await sample('rate_limit_refusals_total', { rule: rule.name });
    const limited = await t.app.inject({ method: 'POST', url: '/Auth/guest', headers: { 'x-forwarded-for': address } });
    expect(limited.statusCode).toBe(429);
    expect(await sample('rate_limit_refusals_total', { rule: rule.name })).toBe(before + 1);
    expect(await sample('http_requests_total', { route: '/Auth/guest', status_code: '429' })).toBe(1);
  });

  it('offers the checkout module a counter of outcomes', async () => {
    metrics.checkoutOutcome('placed');
    metrics.checkoutOutcome('placed');
    metrics.checkoutOutcome('refused');
    expect(await sample('checkouts_total', { outcome: 'placed' })).toBe(2);
    expect(await sample('checkouts_total', { outcome: 'refused' })).toBe(1);
  });
});
