/**
 * Orders under load (issue 4, "Proof under load and faults"). On PostgreSQL the checkouts really
 * run side by side on a pool of connections; on PGlite (one connection) they queue, and the same
 * assertions hold.
 */
import type { Cart } from 'shared-contracts/api/cart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { COMMERCE_CONTENT, SKU, STOCK } from './support/fixture';
import { APPROVED_VISA, billing, orderCount, Shopper, stockOf } from './support/shopper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ content: COMMERCE_CONTENT });
});
afterAll(async () => t?.close());

describe('concurrent adds to one cart', () => {
  it('10 adds at once from a new guest end in one cart with one line of 10, and never past stock', async () => {
    const guest = await Shopper.guest(t.app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => guest.add(SKU.sling, 1)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const carts = await t.db.selectFrom('carts').select('id').where('guest_id', '=', guest.id).execute();
    expect(carts).toHaveLength(1);
    expect((await guest.getCart()).body.items).toEqual([
      expect.objectContaining({ productId: SKU.sling, quantity: 10 }),
    ]);

    const other = await Shopper.guest(t.app);
    const racing = await Promise.all(Array.from({ length: 8 }, () => other.add(SKU.knife, 1)));
    expect(racing.filter((a) => a.status === 200)).toHaveLength(STOCK.knife);
    expect(racing.filter((a) => a.status === 400)).toHaveLength(8 - STOCK.knife);
    expect((await other.getCart()).body.items[0]?.quantity).toBe(STOCK.knife);
  });
});

describe('concurrent checkouts', () => {
  it('50 buyers competing for 5 units: exactly 5 orders, stock 0, never negative', async () => {
    expect(await stockOf(t.db, SKU.knife)).toBe(STOCK.knife);
    const buyers: Array<{ shopper: Shopper; cart: Cart }> = [];
    for (let i = 0; i < 50; i++) {
      const shopper = i % 5 === 0 ? await Shopper.user(t.app, t.db) : await Shopper.guest(t.app);
      const cart = (await shopper.add(SKU.knife, 1)).body;
      buyers.push({ shopper, cart });
    }
    const ordersBefore = await orderCount(t.db);
    const answers = await Promise.all(
      buyers.map(({ shopper, cart }) =>
        shopper.checkout({ cartId: cart.id, customerInfo: billing(), paymentToken: APPROVED_VISA }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(45);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body.message).toMatch(
        /^(Only \d+ left in stock for Limited Edition Knife|Limited Edition Knife is out of stock)$/,
      );
    }
    expect(await stockOf(t.db, SKU.knife)).toBe(0);
    expect((await orderCount(t.db)) - ordersBefore).toBe(5);
    const sold = await t.db
      .selectFrom('order_items')
      .select((eb) => eb.fn.sum<number>('quantity').as('n'))
      .where('sku', '=', SKU.knife)
      .executeTakeFirstOrThrow();
    expect(Number(sold.n)).toBe(5);
    // The losers' carts are intact: they can still change their minds.
    const loser = buyers[answers.findIndex((a) => a.status === 409)];
    expect((await loser?.shopper.getCart())?.body.items).toHaveLength(1);
  });

  it('the same submit sent 10 times at once with one Idempotency-Key makes exactly one order', async () => {
    const guest = await Shopper.guest(t.app);
    const cart = (await guest.add(SKU.cap, 2)).body;
    const stock = await stockOf(t.db, SKU.cap);
    const ordersBefore = await orderCount(t.db);
    const body = { cartId: cart.id, customerInfo: billing(), paymentToken: APPROVED_VISA };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => guest.checkout(body, { 'idempotency-key': 'double-click-1' })),
    );
    expect((await orderCount(t.db)) - ordersBefore).toBe(1);
    expect(await stockOf(t.db, SKU.cap)).toBe(stock - 2);
    const successes = answers.filter((a) => a.status === 200);
    expect(successes.length).toBeGreaterThanOrEqual(1);
    expect(new Set(successes.map((a) => a.body.orderId)).size).toBe(1);
    // The others were told to wait (409, still running); none made a second order.
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('This order is already being processed');
    }
    // A retry after the first finished gets the same order.
    const retry = await guest.checkout(body, { 'idempotency-key': 'double-click-1' });
    expect(retry.status).toBe(200);
    expect(retry.body.orderId).toBe(successes[0]?.body.orderId);
  });

  it('the same submit sent 10 times at once without a key still makes one order', async () => {
    const guest = await Shopper.guest(t.app);
    const cart = (await guest.add(SKU.cap, 1)).body;
    const ordersBefore = await orderCount(t.db);
    const body = { cartId: cart.id, customerInfo: billing(), paymentToken: APPROVED_VISA };
    const answers = await Promise.all(Array.from({ length: 10 }, () => guest.checkout(body)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    expect((await orderCount(t.db)) - ordersBefore).toBe(1);
  });
});
