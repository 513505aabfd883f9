import type { Cart } from 'shared-contracts/api/cart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { COMMERCE_CONTENT, PRICES, SKU, STOCK } from './support/fixture';
import { line, Shopper } from './support/shopper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ content: COMMERCE_CONTENT });
});
afterAll(async () => t?.close());

const itemOf = (cart: Cart, sku: string) => cart.items.find((item) => item.productId === sku);

describe('guest cart paths', () => {
  it('answers 404 "Cart not found" while the guest has no cart', async () => {
    const guest = await Shopper.guest(t.app);
    const answer = await guest.getCart();
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ message: 'Cart not found' });
  });

  it('answers 404 for a token that was never issued', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/Cart/guest/gid_forged-token' });
    expect(response.statusCode).toBe(404);
    const notGuestShaped = await t.app.inject({
      method: 'POST',
      url: '/Cart/guest/not-a-guest/items',
      payload: line(SKU.cap),
    });
    expect(notGuestShaped.statusCode).toBe(404);
  });

  it('adds a line priced by the server, ignoring the client price, name and flags', async () => {
    const guest = await Shopper.guest(t.app);
    const answer = await guest.add(SKU.rifle, 1, {
      productPrice: 1,
      price: 1,
      productName: 'Cheap',
      isFflItem: false,
      restrictedStates: [],
    });
    expect(answer.status).toBe(200);
    const cart = answer.body;
    expect(cart).toMatchObject({
      guestId: guest.id,
      userId: null,
      isGuest: true,
      isAbandoned: false,
      appliedDiscounts: [],
    });
    expect(typeof cart.id).toBe('string');
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      productId: SKU.rifle,
      productName: 'Ridgeline .308',
      productPrice: PRICES.rifle,
      price: PRICES.rifleList,
      quantity: 1,
      options: [{ label: 'Finish', value: 'Black' }],
      isFflItem: true,
      isReceiverItem: false,
      restrictedStates: ['CA', 'NY'],
      restrictedZips: ['10001'],
      productUrl: '/product/ridgeline-308',
    });
    expect(typeof cart.items[0]?.id).toBe('number');
    expect(cart).toMatchObject({
      subTotal: PRICES.rifle,
      taxAmount: 0,
      shipping: 0,
      discountAmount: 0,
      totalAmount: PRICES.rifle,
    });
    const again = await guest.getCart();
    expect(again.status).toBe(200);
    expect(again.body).toEqual(cart);
  });

  it('raises the quantity when the sku is already in the cart instead of adding a line', async () => {
    const guest = await Shopper.guest(t.app);
    await guest.add(SKU.cap, 1);
    const answer = await guest.add(SKU.cap, 2);
    expect(answer.body.items).toHaveLength(1);
    expect(itemOf(answer.body, SKU.cap)?.quantity).toBe(3);
    expect(answer.body.subTotal).toBe(88.5);
  });

  it('refuses a quantity above stock with a clear message, counting what is already in the cart', async () => {
    const guest = await Shopper.guest(t.app);
    const tooMany = await guest.add(SKU.knife, STOCK.knife + 1);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ message: 'Only 5 left in stock for Limited Edition Knife' });
    await guest.add(SKU.knife, 4);
    const twoMore = await guest.add(SKU.knife, 2);
    expect(twoMore.status).toBe(400);
    expect(twoMore.body).toMatchObject({ message: 'Only 5 left in stock for Limited Edition Knife' });
    const soldOut = await guest.add(SKU.gone, 1);
    expect(soldOut.status).toBe(400);
    expect(soldOut.body).toMatchObject({ message: 'Sold Out Vest is out of stock' });
  });

  it('refuses an unknown sku and bad quantities with clear messages', async () => {
    const guest = await Shopper.guest(t.app);
    const unknown = await guest.add('NO-SUCH-SKU', 1);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: 'Product "NO-SUCH-SKU" is not available' });
    const zero = await guest.add(SKU.cap, 0);
    expect(zero.status).toBe(400);
    expect(zero.body).toMatchObject({ errors: { quantity: ['Quantity must be at least 1'] } });
    const fraction = await guest.add(SKU.cap, 1.5);
    expect(fraction.body).toMatchObject({ errors: { quantity: ['Quantity must be a whole number'] } });
    const missing = await guest.call('POST', guest.cartPath('/items'), { quantity: 1 });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errors: { productId: ['Product is required'] } });
  });

  it('updates a quantity, removes a line at 0 and with DELETE', async () => {
    const guest = await Shopper.guest(t.app);
    await guest.add(SKU.cap, 1);
    const added = await guest.add(SKU.sling, 1);
    const cap = itemOf(added.body, SKU.cap);
    const sling = itemOf(added.body, SKU.sling);
    const updated = await guest.setQuantity(cap?.id ?? 0, '4');
    expect(updated.status).toBe(200);
    expect(itemOf(updated.body, SKU.cap)?.quantity).toBe(4);
    const tooMany = await guest.setQuantity(sling?.id ?? 0, STOCK.sling + 1);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ message: 'Only 50 left in stock for Rifle Sling' });
    const negative = await guest.setQuantity(sling?.id ?? 0, -1);
    expect(negative.status).toBe(400);
    const zero = await guest.setQuantity(cap?.id ?? 0, 0);
    expect(zero.body.items.map((item) => item.productId)).toEqual([SKU.sling]);
    const deleted = await guest.remove(sling?.id ?? 0);
    expect(deleted.status).toBe(200);
    expect(deleted.body.items).toEqual([]);
    expect(deleted.body.totalAmount).toBe(0);
    const gone = await guest.remove(sling?.id ?? 0);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ message: 'Cart item not found' });
  });

  it("never lets one guest's token reach another guest's cart or lines", async () => {
    const alice = await Shopper.guest(t.app);
    const bob = await Shopper.guest(t.app);
    const aliceCart = (await alice.add(SKU.cap, 1)).body;
    const aliceItem = aliceCart.items[0]?.id ?? 0;
    await bob.add(SKU.sling, 1);

    // Bob's own token, Alice's line id: not found in Bob's cart.
    expect((await bob.setQuantity(aliceItem, 5)).status).toBe(404);
    expect((await bob.remove(aliceItem)).status).toBe(404);
    // Bob naming himself in X-Guest-Id while using Alice's token in the path: 404.
    const crossed = await bob.call('GET', `/Cart/guest/${alice.id}`);
    expect(crossed.status).toBe(404);
    const crossedAdd = await bob.call('POST', `/Cart/guest/${alice.id}/items`, line(SKU.cap));
    expect(crossedAdd.status).toBe(404);
    // Alice's cart is untouched.
    const after = await alice.getCart();
    expect(after.body.items).toEqual([expect.objectContaining({ productId: SKU.cap, quantity: 1 })]);
  });
});

describe('bearer cart paths', () => {
  it('answers 401 without a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/Cart'],
      ['POST', '/Cart/items'],
      ['PUT', '/Cart/items/1'],
      ['DELETE', '/Cart/items/1'],
      ['POST', '/Cart/compute'],
      ['POST', '/Cart/promo-code'],
      ['POST', '/Cart/merge?guestId=gid_x'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    const guest = await Shopper.guest(t.app);
    expect((await guest.call('GET', '/Cart')).status).toBe(401);
  });

  it('answers an empty cart for a user with none, then every line call', async () => {
    const user = await Shopper.user(t.app, t.db);
    const empty = await user.getCart();
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ id: null, userId: user.id, isGuest: false, items: [], totalAmount: 0 });
    const added = await user.add(SKU.pistol, 2, { productPrice: 0 });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      userId: user.id,
      guestId: null,
      isGuest: false,
      subTotal: 1298,
      totalAmount: 1298,
    });
    const id = added.body.items[0]?.id ?? 0;
    expect((await user.setQuantity(id, 1)).body.subTotal).toBe(649);
    expect((await user.remove(id)).body.items).toEqual([]);
  });
});

describe('shipping methods', () => {
  it('lists the seeded methods, one free', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/Cart/shipping-methods' });
    expect(response.statusCode).toBe(200);
    const methods = response.json() as Array<{ id: number; name: string; price: number }>;
    expect(methods.map(({ name, price }) => ({ name, price }))).toEqual([
      { name: 'Standard Ground', price: 0 },
      { name: 'Expedited 2-Day', price: 24.95 },
      { name: 'Overnight', price: 49.95 },
    ]);
    const guest = await Shopper.guest(t.app);
    const guestAnswer = await guest.call('GET', guest.cartPath('/shipping-methods'));
    expect(guestAnswer.body).toEqual(methods);
  });
});

describe('merge on sign-in', () => {
  it("moves the guest's lines into the user's cart, adding quantities, and abandons the guest cart", async () => {
    const guest = await Shopper.guest(t.app);
    await guest.add(SKU.cap, 2);
    await guest.add(SKU.sling, 1);
    const user = await Shopper.user(t.app, t.db);
    await user.add(SKU.cap, 1);
    const merged = await user.call<Cart>('POST', `/Cart/merge?guestId=${guest.id}`, { guestId: guest.id });
    expect(merged.status).toBe(200);
    expect(merged.body.userId).toBe(user.id);
    expect(itemOf(merged.body, SKU.cap)?.quantity).toBe(3);
    expect(itemOf(merged.body, SKU.sling)?.quantity).toBe(1);
    expect((await guest.getCart()).status).toBe(404);
    const row = await t.db
      .selectFrom('carts')
      .select('status')
      .where('guest_id', '=', guest.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('merged');
    // Merging again changes nothing.
    const again = await user.call<Cart>('POST', `/Cart/merge?guestId=${guest.id}`);
    expect(again.body.items).toEqual(merged.body.items);
  });

  it('caps merged quantities at stock and needs a real guest id', async () => {
    const guest = await Shopper.guest(t.app);
    await guest.add(SKU.knife, 3);
    const user = await Shopper.user(t.app, t.db);
    await user.add(SKU.knife, 4);
    const merged = await user.call<Cart>('POST', `/Cart/merge?guestId=${guest.id}`);
    expect(itemOf(merged.body, SKU.knife)?.quantity).toBe(STOCK.knife);
    expect((await user.call('POST', '/Cart/merge?guestId=gid_nobody')).status).toBe(404);
    const missing = await user.call('POST', '/Cart/merge');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errors: { guestId: ['Guest id is required'] } });
  });
});
