/**
 * The forms and sessions anybody can call are rate limited per client address (and per e-mail
 * where one is given), in the shared store every API process sees: over the limit, 429 with
 * Retry-After. Each test uses an address of its own.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '../../src/modules/auth/index';
import { NEWSLETTER_RATE_LIMITS } from '../../src/modules/newsletter/index';
import { REVIEW_RATE_LIMITS } from '../../src/modules/reviews/index';
import { STOCK_ALERT_RATE_LIMITS } from '../../src/modules/stock-alerts/index';
import type { RateLimitRule } from '../../src/platform/rate-limit';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let product: { document_id: string | null; title: string | null };
beforeAll(async () => {
  t = await createTestApp();
  product = await t.db
    .selectFrom('content_documents')
    .select(['document_id', 'title'])
    .where('kind', '=', 'product')
    .limit(1)
    .executeTakeFirstOrThrow();
});
afterAll(async () => t?.close());

let n = 0;
/** Spends the whole window of `rule` for `address` directly in the store, as earlier requests would have. */
async function exhaust(rule: RateLimitRule, subject: string) {
  const windowMs = rule.windowSeconds * 1000;
  await t.db
    .insertInto('rate_limits')
    .values({
      key: `${rule.name}:${subject}`,
      window_start: new Date(Math.floor(Date.now() / windowMs) * windowMs),
      hits: rule.limit,
    })
    .execute();
}

function from(address: string) {
  return { 'x-forwarded-for': address };
}

describe('rate limits', () => {
  it('guest sessions: 429 with Retry-After past the limit of one address, others unaffected', async () => {
    const address = `10.77.0.${++n}`;
    const guestRows = async (id?: string) => {
      const query = t.db.selectFrom('guests').select((eb) => eb.fn.countAll<string>().as('n'));
      return Number((await (id ? query.where('id', '=', id) : query).executeTakeFirstOrThrow()).n);
    };
    const first = await t.app.inject({ method: 'POST', url: '/Auth/guest', headers: from(address) });
    expect(first.statusCode).toBe(200);
    // The hit and the guest's row are written by one statement: the row is there.
    expect(await guestRows(first.json().guestId)).toBe(1);
    const counted = await t.db
      .selectFrom('rate_limits')
      .select('hits')
      .where('key', '=', `guest:ip:${address}`)
      .executeTakeFirstOrThrow();
    expect(counted.hits).toBe(1);
    await t.db.deleteFrom('rate_limits').where('key', 'like', 'guest:ip:10.77.%').execute();
    await exhaust(AUTH_RATE_LIMITS.guestPerClient, address);
    const guestsBefore = await guestRows();
    const limited = await t.app.inject({ method: 'POST', url: '/Auth/guest', headers: from(address) });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Refused: no guest was made.
    expect(await guestRows()).toBe(guestsBefore);
    expect((await t.app.inject({ method: 'POST', url: '/Auth/guest', headers: from('10.77.9.9') })).statusCode).toBe(
      200,
    );
  });

  it('stock alerts: per address and per e-mail', async () => {
    const payload = (email: string) => ({
      email,
      productId: product.document_id,
      productName: product.title,
      captcha: `test-pass-${++n}`,
    });
    const address = `10.78.0.${++n}`;
    await exhaust(STOCK_ALERT_RATE_LIMITS.perClient, address);
    const byAddress = await t.app.inject({
      method: 'POST',
      url: '/ProductNotification/subscribe',
      headers: from(address),
      payload: payload('a@example.com'),
    });
    expect(byAddress.statusCode).toBe(429);
    await exhaust(STOCK_ALERT_RATE_LIMITS.perAddress, 'flooded@example.com');
    const byEmail = await t.app.inject({
      method: 'POST',
      url: '/ProductNotification/subscribe',
      headers: from(`10.78.1.${++n}`),
      payload: payload('Flooded@Example.com'),
    });
    expect(byEmail.statusCode).toBe(429);
    expect(byEmail.headers['retry-after']).toBeTruthy();
  });

  it('reviews and newsletter sign-ups: per address', async () => {
    const address = `10.79.0.${++n}`;
    await exhaust(REVIEW_RATE_LIMITS.perClient, address);
    const review = await t.app.inject({
      method: 'POST',
      url: `/reviews/products/${product.document_id}`,
      headers: from(address),
      payload: {
        rating: 5,
        title: 'Great',
        body: 'Works well for me on every trip out.',
        displayName: 'Ada',
        captcha: `test-pass-${++n}`,
      },
    });
    expect(review.statusCode).toBe(429);
    await exhaust(NEWSLETTER_RATE_LIMITS.subscribePerClient, address);
    const newsletter = await t.app.inject({
      method: 'POST',
      url: '/Newsletter/subscribe',
      headers: from(address),
      payload: { email: 'news@example.com', captcha: `test-pass-${++n}` },
    });
    expect(newsletter.statusCode).toBe(429);
  });
});
