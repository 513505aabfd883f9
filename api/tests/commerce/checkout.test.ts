import type { Cart } from 'shared-contracts/api/cart';
import type { Order } from 'shared-contracts/api/order';
import { encodeTestToken } from 'shared-contracts/payments/test-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { COMMERCE_CONTENT, PRICES, SKU } from './support/fixture';
import {
  APPROVED_VISA,
  billing,
  dealer,
  guestWith as guestWithLines,
  orderCount,
  Shopper,
  shippingMethodId,
  stockOf,
} from './support/shopper';

let t: TestApp;
let ground: string;
let expedited: string;
beforeAll(async () => {
  t = await createTestApp({ content: COMMERCE_CONTENT });
  ground = String(await shippingMethodId(t.db, 'Standard Ground'));
  expedited = String(await shippingMethodId(t.db, 'Expedited 2-Day'));
});
afterAll(async () => t?.close());

const guestWith = (lines: Array<[string, number]>) => guestWithLines(t.app, lines);

function submit(cart: Cart, overrides: Record<string, unknown> = {}) {
  return {
    cartId: cart.id,
    customerInfo: billing({ shippingMethodId: ground }),
    paymentToken: APPROVED_VISA,
    ...overrides,
  };
}

async function outboxFor(to: string) {
  const response = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  return (response.json() as { messages: Array<{ to: string; subject: string; text: string; html: string }> }).messages;
}

describe('a guest places an order', () => {
  it('accessory-only cart: paid order, stock taken, cart converted, confirmation e-mail queued', async () => {
    const { guest, cart } = await guestWith([
      [SKU.cap, 2],
      [SKU.sling, 1],
    ]);
    const stockBefore = await stockOf(t.db, SKU.cap);
    const email = 'accessories@example.com';
    const answer = await guest.checkout(
      submit(cart, { customerInfo: billing({ email, shippingMethodId: expedited }) }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ orderId: expect.any(Number), success: true, message: 'Your order has been placed' });
    expect(await stockOf(t.db, SKU.cap)).toBe(stockBefore - 2);

    // The cart is done: the guest's next GET answers 404, and a new add starts a fresh cart.
    expect((await guest.getCart()).status).toBe(404);
    const fresh = await guest.add(SKU.cap, 1);
    expect(fresh.body.id).not.toBe(cart.id);

    const order = await guest.call<Order>('GET', `/Order/${answer.body.orderId}`);
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({
      id: answer.body.orderId,
      status: 'Paid',
      userEmail: email,
      shippingName: 'Jane Doe',
      shippingAddress: '12 Gallatin Way',
      shippingCity: 'Bozeman',
      shippingState: 'MT',
      shippingZipCode: '59715',
      shippingCountry: 'US',
      customerPhone: '(406) 555-0142',
      dealerName: '',
      subTotal: 118,
      shippingCost: 24.95,
      shippingMethod: 'Expedited 2-Day',
      discountAmount: 0,
      taxAmount: 0,
      totalAmount: 142.95,
    });
    expect(new Date(order.body.createdAt).getTime()).toBeGreaterThan(0);
    expect(order.body.items).toEqual([
      expect.objectContaining({
        productId: SKU.cap,
        productName: 'Field Cap',
        productUrl: '/product/field-cap',
        unitPrice: 29.5,
        quantity: 2,
        price: 59,
        isFflItem: false,
        options: [],
      }),
      expect.objectContaining({
        productId: SKU.sling,
        productName: 'Rifle Sling',
        unitPrice: 59,
        quantity: 1,
        price: 59,
      }),
    ]);

    const mails = await outboxFor(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Halvorsen Arms order ${answer.body.orderId} confirmed`);
    expect(mails[0]?.text).toContain('Field Cap');
    expect(mails[0]?.text).toContain('Total: $142.95');
    expect(mails[0]?.html).toContain('Thank you');
  });

  it('FFL-only cart: needs the dealer, keeps the dealer address on the order', async () => {
    const { guest, cart } = await guestWith([[SKU.pistol, 1]]);
    const withoutDealer = await guest.checkout(submit(cart));
    expect(withoutDealer.status).toBe(400);
    expect(withoutDealer.body).toMatchObject({
      message: 'Dealer information is required for FFL items',
      errors: { dealerInfo: ['Dealer information is required for FFL items'] },
    });
    const answer = await guest.checkout(submit(cart, { dealerInfo: dealer() }));
    expect(answer.status).toBe(200);
    const order = (await guest.call<Order>('GET', `/Order/${answer.body.orderId}`)).body;
    expect(order).toMatchObject({
      dealerName: 'Big Sky Outfitters FFL',
      dealerAddress: '400 Main St',
      dealerCity: 'Livingston',
      dealerState: 'MT',
      dealerZipCode: '59047',
      dealerCountry: 'US',
      dealerPhone: '406-555-0199',
      totalAmount: PRICES.pistol,
    });
    expect(order.items).toEqual([expect.objectContaining({ productId: SKU.pistol, isFflItem: true })]);
  });

  it('mixed cart with a promo code, separate shipping address and tax: totals from the server', async () => {
    const { guest, cart } = await guestWith([
      [SKU.rifle, 1],
      [SKU.cap, 2],
    ]);
    await guest.promo('HALVORSEN10', cart.id);
    const usesBefore = (
      await t.db
        .selectFrom('promo_codes')
        .select('times_used')
        .where('code', '=', 'HALVORSEN10')
        .executeTakeFirstOrThrow()
    ).times_used;
    const customerInfo = billing({
      shippingMethodId: expedited,
      shippingSameAsBilling: false,
      shippingName: 'John Doe',
      shippingAddress: '900 Congress Ave',
      shippingCity: 'Austin',
      shippingState: 'TX',
      shippingZip: '78701',
      shippingCountry: 'US',
      addressContact: '512.555.0100',
    });
    const answer = await guest.checkout(submit(cart, { customerInfo, dealerInfo: dealer() }));
    expect(answer.status).toBe(200);
    const order = (await guest.call<Order>('GET', `/Order/${answer.body.orderId}`)).body;
    // Goods 1709.10 + 59.00 = 1768.10; 10 % off = 176.81; Texas taxes goods after discount and shipping:
    // (1591.29 + 24.95) x 6.25 % = 101.015 -> 101.02; total 1591.29 + 24.95 + 101.02 = 1717.26.
    expect(order).toMatchObject({
      subTotal: 1768.1,
      discountAmount: 176.81,
      shippingCost: 24.95,
      taxAmount: 101.02,
      totalAmount: 1717.26,
      shippingName: 'John Doe',
      shippingCity: 'Austin',
      shippingState: 'TX',
      dealerName: 'Big Sky Outfitters FFL',
    });
    const usesAfter = (
      await t.db
        .selectFrom('promo_codes')
        .select('times_used')
        .where('code', '=', 'HALVORSEN10')
        .executeTakeFirstOrThrow()
    ).times_used;
    expect(usesAfter).toBe(usesBefore + 1);
  });

  it('re-prices from the price list at checkout: what a client sent, or an older price, is not charged', async () => {
    const { guest, cart } = await guestWith([[SKU.sling, 1]]);
    await t.db.updateTable('sku_prices').set({ price: 64 }).where('sku', '=', SKU.sling).execute();
    try {
      const answer = await guest.checkout(submit(cart));
      const order = (await guest.call<Order>('GET', `/Order/${answer.body.orderId}`)).body;
      expect(order.totalAmount).toBe(64);
      expect(order.items[0]?.unitPrice).toBe(64);
    } finally {
      await t.db.updateTable('sku_prices').set({ price: PRICES.sling }).where('sku', '=', SKU.sling).execute();
    }
  });

  it('signs the shopper up for the newsletter only when opted in', async () => {
    const { guest, cart } = await guestWith([[SKU.cap, 1]]);
    await guest.checkout(
      submit(cart, {
        customerInfo: billing({
          email: 'Opted.In@Example.com',
          name: 'Ada Lovelace King',
          optInNewsletter: true,
          shippingMethodId: ground,
        }),
      }),
    );
    const row = await t.db
      .selectFrom('newsletter_subscriptions')
      .selectAll()
      .where('email', '=', 'opted.in@example.com')
      .executeTakeFirst();
    // Double opt-in: the subscription waits for the link of the confirmation e-mail.
    expect(row).toMatchObject({
      is_subscribed: false,
      confirmed_at: null,
      first_name: 'Ada',
      last_name: 'Lovelace King',
      source: 'checkout',
    });
    const confirmation = await t.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', 'opted.in@example.com')
      .where('subject', '=', 'Confirm your newsletter subscription')
      .executeTakeFirst();
    expect(confirmation).toBeTruthy();

    const other = await guestWith([[SKU.cap, 1]]);
    await other.guest.checkout(
      submit(other.cart, { customerInfo: billing({ email: 'not.opted@example.com', shippingMethodId: ground }) }),
    );
    const none = await t.db
      .selectFrom('newsletter_subscriptions')
      .selectAll()
      .where('email', '=', 'not.opted@example.com')
      .executeTakeFirst();
    expect(none).toBeUndefined();
  });

  it('answers 409 for a cart that was ordered already, naming the order', async () => {
    const { guest, cart } = await guestWith([[SKU.cap, 1]]);
    const first = await guest.checkout(submit(cart));
    const second = await guest.checkout(submit(cart));
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ message: 'This cart has already been ordered', orderId: first.body.orderId });
  });
});

describe('a signed-in user places an order', () => {
  it('uses the bearer path and the account e-mail', async () => {
    const user = await Shopper.user(t.app, t.db, 'account.holder@example.com');
    const cart = (await user.add(SKU.cap, 1)).body;
    const answer = await user.checkout(
      submit(cart, { customerInfo: billing({ email: 'typed@example.com', shippingMethodId: ground }) }),
    );
    expect(answer.status).toBe(200);
    const order = await user.call<Order>('GET', `/Order/${answer.body.orderId}`);
    expect(order.body.userEmail).toBe('account.holder@example.com');
    expect((await user.getCart()).body).toMatchObject({ id: null, items: [] });
  });

  it('answers 401 to a caller that is neither guest nor user, and 404 for somebody else’s cart', async () => {
    const { cart } = await guestWith([[SKU.cap, 1]]);
    const anonymous = await t.app.inject({ method: 'POST', url: '/Checkout/simplified', payload: submit(cart) });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await Shopper.guest(t.app);
    const answer = await stranger.checkout(submit(cart));
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ message: 'Cart not found' });
  });
});

describe('validation (specification 000, section 5)', () => {
  it("answers every billing message with 'Errors in the Billing Form'", async () => {
    const { guest, cart } = await guestWith([[SKU.cap, 1]]);
    const empty = await guest.checkout({ cartId: cart.id, customerInfo: {}, paymentToken: APPROVED_VISA });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Errors in the Billing Form');
    expect(empty.body.errors).toEqual({
      'customerInfo.email': ['Required'],
      'customerInfo.name': ['Required'],
      'customerInfo.address': ['Required'],
      'customerInfo.city': ['Required'],
      'customerInfo.state': ['Required'],
      'customerInfo.zip': ['Required'],
      'customerInfo.country': ['Required'],
      'customerInfo.shippingMethodId': ['Required'],
    });
    const wrong = await guest.checkout(
      submit(cart, {
        customerInfo: billing({
          email: 'jane @example',
          zip: '5971',
          mainContact: '555-12',
          shippingSameAsBilling: false,
          shippingZip: '123',
          addressContact: 'call me',
        }),
      }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({
      'customerInfo.email': ['Must be a valid email address'],
      'customerInfo.zip': ['Zip code must be at least 5 digits'],
      'customerInfo.mainContact': ['Must be a valid phone number'],
      'customerInfo.shippingName': ['Required'],
      'customerInfo.shippingAddress': ['Required'],
      'customerInfo.shippingCity': ['Required'],
      'customerInfo.shippingState': ['Required'],
      'customerInfo.shippingZip': ['Zip code must be at least 5 digits'],
      'customerInfo.shippingCountry': ['Required'],
      'customerInfo.addressContact': ['Must be a valid phone number'],
    });
    const noToken = await guest.checkout(submit(cart, { paymentToken: '' }));
    expect(noToken.body).toMatchObject({ errors: { paymentToken: ['Payment token is required'] } });
    const noCart = await guest.checkout(submit(cart, { cartId: undefined }));
    expect(noCart.body).toMatchObject({ errors: { cartId: ['Cart id is required'] } });
    expect(await orderCount(t.db)).toBeGreaterThanOrEqual(0);
  });

  it("answers every dealer message with 'Errors in the Dealer Address Form'", async () => {
    const { guest, cart } = await guestWith([[SKU.pistol, 1]]);
    const empty = await guest.checkout(submit(cart, { dealerInfo: {} }));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Errors in the Dealer Address Form');
    expect(empty.body.errors).toEqual(
      Object.fromEntries(
        [
          'dealerName',
          'dealerAddress',
          'dealerEmail',
          'dealerPhone',
          'dealerCity',
          'dealerState',
          'dealerZip',
          'dealerCountry',
        ].map((f) => [`dealerInfo.${f}`, ['Required']]),
      ),
    );
    const wrong = await guest.checkout(
      submit(cart, { dealerInfo: dealer({ dealerEmail: 'ffl@', dealerPhone: '12345', dealerZip: '590' }) }),
    );
    expect(wrong.body.errors).toEqual({
      'dealerInfo.dealerEmail': ['Must be a valid email address'],
      'dealerInfo.dealerPhone': ['Must be a valid phone number'],
      'dealerInfo.dealerZip': ['Zip code must be at least 5 digits'],
    });
    for (const phone of ['+1 (406) 555-0199', '406.555.0199', '4065550199', '1-406-555-0199', '(406)5550199']) {
      const ok = await guest.checkout(
        submit(cart, { dealerInfo: dealer({ dealerPhone: phone }), paymentToken: 'not-a-token' }),
      );
      expect(ok.status, phone).toBe(402); // past validation, stopped by the gateway
    }
  });
});

describe('restricted items (checked again at checkout)', () => {
  it('blocks by billing state when shipping is the same, by shipping address otherwise', async () => {
    const { guest, cart } = await guestWith([
      [SKU.rifle, 1],
      [SKU.cap, 1],
    ]);
    const rifle = cart.items.find((item) => item.productId === SKU.rifle)?.id;
    const california = await guest.checkout(
      submit(cart, {
        customerInfo: billing({ state: 'CA', zip: '93650', shippingMethodId: ground }),
        dealerInfo: dealer(),
      }),
    );
    expect(california.status).toBe(400);
    expect(california.body).toMatchObject({ message: 'Restricted Items in Cart', restrictedItemIds: [rifle] });

    const shipToNewYorkZip = billing({
      shippingMethodId: ground,
      shippingSameAsBilling: false,
      shippingName: 'J',
      shippingAddress: '1 Penn Plaza',
      shippingCity: 'New York',
      shippingState: 'NY',
      shippingZip: '10001',
      shippingCountry: 'US',
    });
    const byShipping = await guest.checkout(submit(cart, { customerInfo: shipToNewYorkZip, dealerInfo: dealer() }));
    expect(byShipping.status).toBe(400);
    expect(byShipping.body.restrictedItemIds).toEqual([rifle]);
    // A New York zip under another state is refused before any restriction (zip-restrictions.test.ts).
    const elsewhere = await guest.checkout(
      submit(cart, { customerInfo: { ...shipToNewYorkZip, shippingState: 'PA' }, dealerInfo: dealer() }),
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errors).toEqual({ 'customerInfo.shippingZip': ['Zip code is not in the selected state'] });
  });

  it('checks FFL items against the dealer address too (and only FFL items)', async () => {
    const { guest, cart } = await guestWith([
      [SKU.rifle, 1],
      [SKU.magazine, 1],
    ]);
    const rifle = cart.items.find((item) => item.productId === SKU.rifle)?.id;
    const dealerInCalifornia = await guest.checkout(
      submit(cart, { dealerInfo: dealer({ dealerState: 'CA', dealerZip: '90001' }) }),
    );
    expect(dealerInCalifornia.status).toBe(400);
    expect(dealerInCalifornia.body.restrictedItemIds).toEqual([rifle]);
    // The magazine is restricted in NJ, but it ships to the buyer, not the dealer.
    const dealerInNewJersey = await guest.checkout(
      submit(cart, { dealerInfo: dealer({ dealerState: 'NJ', dealerZip: '07001' }) }),
    );
    expect(dealerInNewJersey.status).toBe(200);
  });

  it('keeps nothing when blocked', async () => {
    const { guest, cart } = await guestWith([[SKU.magazine, 2]]);
    const before = { orders: await orderCount(t.db), stock: await stockOf(t.db, SKU.magazine) };
    const answer = await guest.checkout(
      submit(cart, { customerInfo: billing({ state: 'NJ', zip: '07001', shippingMethodId: ground }) }),
    );
    expect(answer.status).toBe(400);
    expect({ orders: await orderCount(t.db), stock: await stockOf(t.db, SKU.magazine) }).toEqual(before);
    expect((await guest.getCart()).body.items).toHaveLength(1);
  });
});

describe('payment decline and other failures leave no trace', () => {
  it("answers 402 with the gateway's message; no order, stock and cart as they were", async () => {
    const { guest, cart } = await guestWith([
      [SKU.knife, 2],
      [SKU.pistol, 1],
    ]);
    await guest.promo('HALVORSEN10', cart.id);
    const before = {
      orders: await orderCount(t.db),
      knife: await stockOf(t.db, SKU.knife),
      pistol: await stockOf(t.db, SKU.pistol),
      uses: (
        await t.db
          .selectFrom('promo_codes')
          .select('times_used')
          .where('code', '=', 'HALVORSEN10')
          .executeTakeFirstOrThrow()
      ).times_used,
      cart: (await guest.getCart()).body,
    };
    const declined = await guest.checkout(
      submit(cart, {
        customerInfo: billing({ state: 'IN', zip: '46282', shippingMethodId: ground }),
        dealerInfo: dealer(),
      }),
    );
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({ orderId: null, success: false, message: 'This transaction has been declined.' });
    const after = {
      orders: await orderCount(t.db),
      knife: await stockOf(t.db, SKU.knife),
      pistol: await stockOf(t.db, SKU.pistol),
      uses: (
        await t.db
          .selectFrom('promo_codes')
          .select('times_used')
          .where('code', '=', 'HALVORSEN10')
          .executeTakeFirstOrThrow()
      ).times_used,
      cart: (await guest.getCart()).body,
    };
    expect(after).toEqual(before);
    expect(
      await outboxFor('jane.doe@example.com').then((mails) =>
        mails.filter((m) => m.text.includes('Limited Edition Knife')),
      ),
    ).toEqual([]);

    const garbage = await guest.checkout(submit(cart, { paymentToken: 'test_tok.not-json', dealerInfo: dealer() }));
    expect(garbage.status).toBe(402);
    expect(garbage.body.message).toBe('The payment details could not be read. Please re-enter your card.');
    const unknownCard = await guest.checkout(
      submit(cart, { paymentToken: encodeTestToken({ last4: '4242', brand: 'Visa' }), dealerInfo: dealer() }),
    );
    expect(unknownCard.body.message).toBe('The credit card number is invalid.');

    // The same cart goes through with a good card afterwards.
    const paid = await guest.checkout(submit(cart, { dealerInfo: dealer() }));
    expect(paid.status).toBe(200);
    expect(await stockOf(t.db, SKU.knife)).toBe(before.knife - 2);
  });

  it('answers 409 with a clear message when stock ran out after the add, and keeps nothing', async () => {
    const stock = await stockOf(t.db, SKU.sling);
    const slow = await guestWith([[SKU.sling, 3]]);
    await t.db.updateTable('sku_prices').set({ qty_on_hand: 2 }).where('sku', '=', SKU.sling).execute();
    try {
      const orders = await orderCount(t.db);
      const answer = await slow.guest.checkout(submit(slow.cart));
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ message: 'Only 2 left in stock for Rifle Sling' });
      expect(await orderCount(t.db)).toBe(orders);
      expect(await stockOf(t.db, SKU.sling)).toBe(2);
    } finally {
      await t.db.updateTable('sku_prices').set({ qty_on_hand: stock }).where('sku', '=', SKU.sling).execute();
    }
  });

  it('answers 400 on the shipping method field for a method not offered (unknown, out of range, retired), and keeps nothing', async () => {
    const { guest, cart } = await guestWith([[SKU.cap, 1]]);
    const before = { orders: await orderCount(t.db), stock: await stockOf(t.db, SKU.cap) };
    const expected = {
      message: 'Errors in the Billing Form',
      errors: { 'customerInfo.shippingMethodId': ['The selected shipping method is not available'] },
    };
    await t.db.updateTable('shipping_methods').set({ is_active: false }).where('id', '=', Number(expedited)).execute();
    try {
      for (const method of ['999999', '2147483648', 2147483648, expedited]) {
        // The form sends text; the id may arrive as a number too (parseShippingMethodId, shipping).
        const customerInfo = { ...billing(), shippingMethodId: method };
        const answer = await guest.checkout(submit(cart, { customerInfo }));
        expect(answer.status, String(method)).toBe(400);
        expect(answer.body, String(method)).toMatchObject(expected);
      }
    } finally {
      await t.db.updateTable('shipping_methods').set({ is_active: true }).where('id', '=', Number(expedited)).execute();
    }
    expect({ orders: await orderCount(t.db), stock: await stockOf(t.db, SKU.cap) }).toEqual(before);
    // The cart was opened and closed in the rolled-back transaction: it is as it was, and orders.
    expect((await guest.getCart()).body.items).toHaveLength(1);
    const answer = await guest.checkout(submit(cart, { customerInfo: billing({ shippingMethodId: expedited }) }));
    expect(answer.status).toBe(200);
    const order = await guest.call<Order>('GET', `/Order/${answer.body.orderId}`);
    expect(order.body).toMatchObject({ shippingMethod: 'Expedited 2-Day', shippingCost: 24.95 });
  });

  it('answers 409 when the promo code stopped applying, and takes it off the cart', async () => {
    await t.db
      .insertInto('promo_codes')
      .values({ code: 'LASTONE', kind: 'fixed', value: 5, description: '$5', usage_limit: 1 })
      .execute();
    const { guest, cart } = await guestWith([[SKU.cap, 1]]);
    expect((await guest.promo('LASTONE', cart.id)).status).toBe(200);
    await t.db.updateTable('promo_codes').set({ times_used: 1 }).where('code', '=', 'LASTONE').execute();
    const answer = await guest.checkout(submit(cart));
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Discount code LASTONE can no longer be applied. Please review your order.');
    const cartAfter = (await guest.getCart()).body;
    expect(cartAfter).toMatchObject({ discountAmount: 0, appliedDiscounts: [] });
    expect((await guest.checkout(submit(cart))).status).toBe(200);
  });

  it('never stores or logs the payment token', async () => {
    const token = encodeTestToken({ last4: '0015', brand: 'Mastercard', zip: '59715' });
    const { guest, cart } = await guestWith([[SKU.cap, 1]]);
    const answer = await guest.checkout(submit(cart, { paymentToken: token }), { 'idempotency-key': 'secret-check' });
    expect(answer.status).toBe(200);
    expect(JSON.stringify(t.logs.lines)).not.toContain(token);
    const rows = await Promise.all(
      (['orders', 'order_items', 'carts', 'cart_items', 'idempotency_keys', 'mail_outbox'] as const).map((table) =>
        t.db.selectFrom(table).selectAll().execute(),
      ),
    );
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('Idempotency-Key', () => {
  it('answers the same order for the same key and body, 422 for the same key with another body', async () => {
    const { guest, cart } = await guestWith([[SKU.cap, 1]]);
    const body = submit(cart);
    const key = { 'idempotency-key': 'order-attempt-1' };
    const first = await guest.checkout(body, key);
    expect(first.status).toBe(200);
    const orders = await orderCount(t.db);
    const replay = await guest.checkout(body, key);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await orderCount(t.db)).toBe(orders);

    const different = await guest.checkout(
      { ...body, paymentToken: encodeTestToken({ last4: '0012', brand: 'Discover' }) },
      key,
    );
    expect(different.status).toBe(422);
    expect(different.body).toMatchObject({ message: 'This Idempotency-Key was already used for a different request' });
  });

  it('keeps nothing under a key whose body was refused: the corrected form places the order under it', async () => {
    const { guest, cart } = await guestWith([[SKU.cap, 1]]);
    const key = { 'idempotency-key': 'form-corrected' };
    const refused = await guest.checkout(submit(cart, { customerInfo: billing({ email: 'not-an-address' }) }), key);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: 'Errors in the Billing Form' });
    const kept = await t.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('scope', '=', `guest:${guest.id}`)
      .where('key', '=', key['idempotency-key'])
      .execute();
    expect(kept).toEqual([]);

    const placed = await guest.checkout(submit(cart), key);
    expect(placed.status).toBe(200);
    const replay = await guest.checkout(submit(cart), key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(placed.body);
  });

  it('replays a decline too, and keeps keys of different callers apart', async () => {
    const { guest, cart } = await guestWith([[SKU.cap, 1]]);
    const declinedBody = submit(cart, {
      customerInfo: billing({ state: 'IN', zip: '46282', shippingMethodId: ground }),
    });
    const key = { 'idempotency-key': 'shared-key' };
    expect((await guest.checkout(declinedBody, key)).status).toBe(402);
    expect((await guest.checkout(declinedBody, key)).status).toBe(402);
    const other = await guestWith([[SKU.cap, 1]]);
    const theirs = await other.guest.checkout(submit(other.cart), key);
    expect(theirs.status).toBe(200);
    const tooLong = await guest.checkout(submit(cart), { 'idempotency-key': 'k'.repeat(256) });
    expect(tooLong.status).toBe(400);
  });
});
