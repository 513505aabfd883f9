/**
 * Decision 0056 through the routes: while a checkout is under way, a new guest and an add to a cart
 * wait for it, then run; a cart read does not wait. The checkout is held where a busy drop holds
 * it, at its cart's row lock, taken here by another connection (PostgreSQL only: PGlite has one
 * connection, which the lock would hold for everyone).
 */

import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { COMMERCE_CONTENT, SKU } from './support/fixture';
import { APPROVED_VISA, billing, guestWith, shippingMethodId } from './support/shopper';

describe.skipIf(!process.env.DATABASE_URL)('orders first, through the routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ content: COMMERCE_CONTENT });
  });
  afterAll(async () => t?.close());

  it("holds a new guest and an add behind a checkout under way, and not a cart's read", async () => {
    const { guest, cart } = await guestWith(t.app, [[SKU.cap, 1]]);
    const other = await guestWith(t.app, [[SKU.sling, 1]]);
    const ground = String(await shippingMethodId(t.db, 'Standard Ground'));
    const order = { cartId: cart.id, customerInfo: billing({ shippingMethodId: ground }), paymentToken: APPROVED_VISA };

    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const lock = t.db.transaction().execute(async (trx) => {
      await sql`select 1 from carts where id = ${cart.id} for update`.execute(trx);
      locked();
      await held;
    });
    await lockTaken;

    const finished: string[] = [];
    const checkout = guest.checkout(order).then((answer) => {
      finished.push('checkout');
      return answer;
    });
    await sleep(100);
    const newcomer = t.app.inject({ method: 'POST', url: '/Auth/guest' }).then((answer) => {
      finished.push('new guest');
      return answer;
    });
    const add = other.guest.add(SKU.cap, 1).then((answer) => {
      finished.push('add');
      return answer;
    });
    const read = await other.guest.getCart();
    expect(read.status).toBe(200);
    await sleep(300);
    expect(finished).toEqual([]);

    release();
    await lock;
    const [placed, guestAnswer, added] = await Promise.all([checkout, newcomer, add]);
    expect(placed.status).toBe(200);
    expect(guestAnswer.statusCode).toBe(200);
    expect(added.status).toBe(200);
    expect(finished[0]).toBe('checkout');
    expect(new Set(finished)).toEqual(new Set(['checkout', 'new guest', 'add']));
  });
});
