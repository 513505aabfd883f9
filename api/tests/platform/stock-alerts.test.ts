import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const notify = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/ProductNotification/subscribe', payload });

describe('POST /ProductNotification/subscribe', () => {
  const valid = {
    email: 'hunter@example.com',
    productId: 'HA-RL308-BRZ',
    productName: 'Ridgeline .308',
    captcha: 'test-pass-9',
  };

  it('records the alert and answers the spec message with the product name', async () => {
    const response = await notify(valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'You will be notified when Ridgeline .308 is back in stock' });
    const rows = await t.db.selectFrom('stock_alerts').selectAll().where('product_id', '=', 'HA-RL308-BRZ').execute();
    expect(rows.map((row) => row.email)).toEqual(['hunter@example.com']);
  });

  it('keeps one waiting alert when asked twice', async () => {
    await notify({ ...valid, email: 'HUNTER@example.com' });
    const rows = await t.db.selectFrom('stock_alerts').selectAll().where('product_id', '=', 'HA-RL308-BRZ').execute();
    expect(rows).toHaveLength(1);
  });

  it('answers missing fields with 400 and field errors', async () => {
    const response = await notify({ email: 'x' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['captcha', 'email', 'productId', 'productName']);
    expect(response.json().errors.email).toEqual(['Email must be a valid email address']);
  });

  it('refuses a failing captcha', async () => {
    const response = await notify({ ...valid, captcha: 'robot' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.captcha).toHaveLength(1);
  });
});
