/**
 * The metrics one API process counts (decision 0027), read from its registry as /metrics would
 * serve them: requests per route pattern and status with their duration, 5xx as errors, 429s of
 * the rate limits per rule, and the checkout outcome counter offered to the checkout module.
 * The app is built after startMetrics(), as server.ts does when METRICS_PORT is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '../../src/modules/auth/index';
import { registry, startMetrics } from '../../src/platform/telemetry/metrics';
import { COMMERCE_CONTENT, SKU } from '../commerce/support/fixture';
import { APPROVED_VISA, billing, guestWith, shippingMethodId } from '../commerce/support/shopper';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  startMetrics();
  t = await createTestApp({ content: COMMERCE_CONTENT });
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

  it('counts each real checkout by its outcome: placed, declined, refused', async () => {
    const ground = String(await shippingMethodId(t.db, 'Standard Ground'));
    const before = {
      placed: await sample('checkouts_total', { outcome: 'placed' }),
      declined: await sample('checkouts_total', { outcome: 'declined' }),
      refused: await sample('checkouts_total', { outcome: 'refused' }),
    };
    const place = async (paymentToken: string, customerInfo = billing({ shippingMethodId: ground })) => {
      const { guest, cart } = await guestWith(t.app, [[SKU.cap, 1]]);
      return guest.checkout({ cartId: cart.id, customerInfo, paymentToken });
    };
    expect((await place(APPROVED_VISA)).status).toBe(200);
    expect((await place(APPROVED_VISA)).status).toBe(200);
    // The test gateway declines a billing zip of 46282 as the sandbox does (402); a missing
    // e-mail is refused (400).
    expect((await place(APPROVED_VISA, billing({ shippingMethodId: ground, state: 'IN', zip: '46282' }))).status).toBe(
      402,
    );
    expect((await place(APPROVED_VISA, billing({ shippingMethodId: ground, email: '' }))).status).toBe(400);
    expect(await sample('checkouts_total', { outcome: 'placed' })).toBe(before.placed + 2);
    expect(await sample('checkouts_total', { outcome: 'declined' })).toBe(before.declined + 1);
    expect(await sample('checkouts_total', { outcome: 'refused' })).toBe(before.refused + 1);
  });

  it('reads the stock alerts due at scrape time', async () => {
    const due = async () => Number((await registry.getSingleMetric('stock_alerts_due')?.get())?.values[0]?.value ?? -1);
    const before = await due();
    expect(before).toBeGreaterThanOrEqual(0);
    // A waiting alert for an in-stock SKU is due; one for a SKU out of stock is not.
    await t.db
      .insertInto('stock_alerts')
      .values({ email: 'due@example.com', product_id: SKU.cap, product_name: 'Cap', unsubscribe_key: 'k-due-1' })
      .execute();
    expect(await due()).toBe(before + 1);
  });
});
