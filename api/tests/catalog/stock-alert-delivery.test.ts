/**
 * Back-in-stock alerts arrive (issue 12): restocking a sold-out SKU sends one e-mail to each waiting
 * subscriber, with the product's link and an unsubscribe link; a subscription is used once; the
 * unsubscribe link stops the address's other alerts; the staff restock path needs the staff key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captcha } from '../identity/helpers';
import { createTestApp, type TestApp } from '../support/test-app';

const STAFF_KEY = 'r'.repeat(40);
let t: TestApp;
let skus: { sku: string; product_title: string; product_slug: string }[];
let ip = 0;

beforeAll(async () => {
  t = await createTestApp({ config: { staffApiKey: STAFF_KEY, stockAlertIntervalMs: 0 } });
  skus = await t.db
    .selectFrom('catalog_skus')
    .select(['sku', 'product_title', 'product_slug'])
    .orderBy('sku')
    .limit(4)
    .execute();
});
afterAll(async () => t?.close());

const restock = (sku: string, quantity: unknown, key = STAFF_KEY) =>
  t.app.inject({ method: 'POST', url: `/staff/stock/${sku}`, payload: { quantity }, headers: { 'x-staff-key': key } });
const subscribe = (email: string, productId: string, productName: string) =>
  t.app.inject({
    method: 'POST',
    url: '/ProductNotification/subscribe',
    payload: { email, productId, productName, captcha: captcha() },
    headers: { 'x-forwarded-for': `10.61.0.${(ip++ % 250) + 1}` },
  });
const mailsTo = (to: string) =>
  t.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body', 'html_body'])
    .where('to_address', '=', to)
    .orderBy('id')
    .execute();

describe('back-in-stock alerts', () => {
  it('a restock sends one e-mail per waiting subscriber, once', async () => {
    const { sku, product_title: title, product_slug: slug } = skus[0]!;
    expect((await restock(sku, 0)).json()).toMatchObject({ qtyOnHand: 0, alertsSent: 0 });
    expect((await subscribe('First@Example.com', sku, title)).statusCode).toBe(200);
    expect((await subscribe('first@example.com', sku, title)).statusCode).toBe(200); // the same alert
    expect((await subscribe('second@example.com', sku, title)).statusCode).toBe(200);

    const restocked = await restock(sku, 5);
    expect(restocked.statusCode, restocked.body).toBe(200);
    expect(restocked.json().alertsSent).toBe(2);
    const [mail, ...more] = await mailsTo('first@example.com');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`${title} is back in stock`);
    expect(mail?.text_body).toContain(`http://localhost:3000/product/${encodeURIComponent(slug)}`);
    expect(mail?.text_body).toMatch(/\/stock-alerts\/unsubscribe\?token=[A-Za-z0-9_-]{20,}/);
    expect(await mailsTo('second@example.com')).toHaveLength(1);

    // Used once: selling out and restocking again sends nothing more.
    await restock(sku, 0);
    expect((await restock(sku, 3)).json().alertsSent).toBe(0);
    expect(await mailsTo('first@example.com')).toHaveLength(1);
  });

  it('the unsubscribe link stops every other waiting alert of the address', async () => {
    const [a, b] = [skus[1]!, skus[2]!];
    await restock(a.sku, 0);
    await restock(b.sku, 0);
    await subscribe('third@example.com', a.sku, a.product_title);
    await subscribe('third@example.com', b.sku, b.product_title);
    expect((await restock(a.sku, 1)).json().alertsSent).toBe(1);
    const token = (await mailsTo('third@example.com'))[0]?.text_body.match(/token=([A-Za-z0-9_%-]+)/)?.[1];
    expect(token).toBeTruthy();
    const off = await t.app.inject({
      method: 'POST',
      url: '/ProductNotification/unsubscribe',
      payload: { token: decodeURIComponent(token ?? '') },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().message).toBe('You will get no more back-in-stock e-mails');
    expect((await restock(b.sku, 2)).json().alertsSent).toBe(0);
    expect(await mailsTo('third@example.com')).toHaveLength(1);

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/ProductNotification/unsubscribe',
      payload: { token: 'nope' },
    });
    expect(unknown.statusCode).toBe(404);
    for (const payload of [{}, { token: ['x'] }, { token: 'x'.repeat(500) }, { token: 'a\u0000b' }]) {
      const bad = await t.app.inject({ method: 'POST', url: '/ProductNotification/unsubscribe', payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(bad.statusCode).toBeLessThan(500);
    }
  });

  it('the staff restock path needs the key and a sane quantity', async () => {
    const { sku } = skus[3]!;
    expect((await restock(sku, 1, 'wrong')).statusCode).toBe(401);
    for (const quantity of [-1, 1.5, 'many', 2 ** 31, null]) {
      expect((await restock(sku, quantity)).statusCode, String(quantity)).toBe(400);
    }
    expect((await restock('NO-SUCH-SKU', 1)).statusCode).toBe(404);
  });
});
