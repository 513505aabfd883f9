import type { Order } from 'shared-contracts/api/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersOfUser } from '../../src/modules/orders/index';
import { createTestApp, type TestApp } from '../support/test-app';
import { COMMERCE_CONTENT, SKU } from './support/fixture';
import { APPROVED_VISA, billing, Shopper } from './support/shopper';

let t: TestApp;
let guest: Shopper;
let user: Shopper;
let guestOrderId: number;
let userOrderId: number;

async function placeOrder(shopper: Shopper): Promise<number> {
  const cart = (await shopper.add(SKU.cap, 1)).body;
  const answer = await shopper.checkout({ cartId: cart.id, customerInfo: billing(), paymentToken: APPROVED_VISA });
  if (answer.status !== 200 || answer.body.orderId === null)
    throw new Error(`checkout failed: ${JSON.stringify(answer.body)}`);
  return answer.body.orderId;
}

beforeAll(async () => {
  t = await createTestApp({ content: COMMERCE_CONTENT });
  guest = await Shopper.guest(t.app);
  user = await Shopper.user(t.app, t.db);
  guestOrderId = await placeOrder(guest);
  userOrderId = await placeOrder(user);
});
afterAll(async () => t?.close());

describe('GET /Order/{orderId}', () => {
  it('answers the guest whose X-Guest-Id placed it', async () => {
    const answer = await guest.call<Order>('GET', `/Order/${guestOrderId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.id).toBe(guestOrderId);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('answers the bearer owner', async () => {
    const answer = await user.call<Order>('GET', `/Order/${userOrderId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.userEmail).toBe(user.email);
  });

  it('answers everybody else exactly like an order that does not exist', async () => {
    const missing = await guest.call('GET', '/Order/999999');
    expect(missing.status).toBe(404);
    const expected = missing.body;
    expect(expected).toMatchObject({ message: 'Order not found' });

    const otherGuest = await Shopper.guest(t.app);
    const otherUser = await Shopper.user(t.app, t.db);
    const attempts = [
      await otherGuest.call('GET', `/Order/${guestOrderId}`),
      await otherUser.call('GET', `/Order/${userOrderId}`),
      await guest.call('GET', `/Order/${userOrderId}`),
      await user.call('GET', `/Order/${guestOrderId}`),
      await otherGuest.call('GET', '/Order/not-a-number'),
    ];
    const anonymous = await t.app.inject({ method: 'GET', url: `/Order/${guestOrderId}` });
    const badBearer = await t.app.inject({
      method: 'GET',
      url: `/Order/${userOrderId}`,
      headers: { authorization: 'Bearer nonsense' },
    });
    for (const attempt of attempts) {
      expect(attempt.status).toBe(404);
      expect(attempt.body).toEqual(expected);
    }
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json()).toEqual(expected);
    expect(badBearer.statusCode).toBe(404);
  });

  it('lists a user’s orders for the account area', async () => {
    const orders = await ordersOfUser(t.db, user.id);
    expect(orders.map((order) => order.id)).toEqual([userOrderId]);
    expect(orders[0]?.items).toHaveLength(1);
  });
});
