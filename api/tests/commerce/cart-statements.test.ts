/**
 * The cart's one-statement add and its read of the lines (functions cart_add_line and cart_lines
 * of migration 003): what they write, and that every answer is priced from the database as it is
 * at that moment, never from something remembered.
 */
import { sql } from 'kysely';
import type { Cart } from 'shared-contracts/api/cart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { COMMERCE_CONTENT, PRICES, SKU, STOCK } from './support/fixture';
import { Shopper } from './support/shopper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ content: COMMERCE_CONTENT });
});
afterAll(async () => t?.close());

const itemOf = (cart: Cart, sku: string) => cart.items.find((item) => item.productId === sku);

/** A sellable copy of the cap under another sku (catalogue row and price row). */
async function copyOfCap(sku: string, { catalogue = true, price = true } = {}) {
  if (catalogue) {
    await sql`insert into catalog_skus (sku, product_document_id, product_title, product_slug, display_type, options,
      image_url, is_ffl_item, is_receiver_item, restricted_states, restricted_zips)
      select ${sku}, product_document_id, 'Cap Copy', product_slug, display_type, options, image_url, is_ffl_item,
        is_receiver_item, restricted_states, restricted_zips
      from catalog_skus where sku = ${SKU.cap}`.execute(t.db);
  }
  if (price) {
    await t.db
      .insertInto('sku_prices')
      .values({ sku, price: 10, best_discount_percentage: 0, qty_on_hand: 3 })
      .execute();
  }
}

const cartsOf = (guestId: string) =>
  t.db.selectFrom('carts').select(['id', 'status']).where('guest_id', '=', guestId).execute();

describe('adding a line', () => {
  it('stores the options, build id and notes with the line, and answers the new line with the others', async () => {
    const guest = await Shopper.guest(t.app);
    await guest.add(SKU.sling, 1);
    const answer = await guest.add(SKU.cap, 2, { optionIds: [7, 'x'], buildId: 'build-1', notes: 'gift' });
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((item) => [item.productId, item.quantity])).toEqual([
      [SKU.sling, 1],
      [SKU.cap, 2],
    ]);
    expect(answer.body.subTotal).toBe(PRICES.sling + 2 * PRICES.cap);
    const row = await t.db
      .selectFrom('cart_items')
      .select(['option_ids', 'build_id', 'notes'])
      .where('id', '=', Number(itemOf(answer.body, SKU.cap)?.id ?? 0))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ option_ids: [7, 'x'], build_id: 'build-1', notes: 'gift' });
    expect(await cartsOf(guest.id)).toHaveLength(1);
  });

  it('writes nothing for a new guest when the quantity alone is above stock or the sku is not sold', async () => {
    const guest = await Shopper.guest(t.app);
    const tooMany = await guest.add(SKU.knife, STOCK.knife + 1);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ errors: { quantity: ['Only 5 left in stock for Limited Edition Knife'] } });
    const unknown = await guest.add('HA-NOWHERE', 1);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ errors: { productId: ['Product "HA-NOWHERE" is not available'] } });
    expect(await cartsOf(guest.id)).toEqual([]);
    expect((await guest.getCart()).status).toBe(404);
  });

  it('refuses a sku that has a price but no catalogue entry, as not available', async () => {
    await copyOfCap('HA-PRICE-ONLY', { catalogue: false });
    const guest = await Shopper.guest(t.app);
    const answer = await guest.add('HA-PRICE-ONLY', 1);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'Product "HA-PRICE-ONLY" is not available' });
    expect(await cartsOf(guest.id)).toEqual([]);
  });

  it('works the same for a signed-in user, one cart however many adds', async () => {
    const user = await Shopper.user(t.app, t.db);
    await Promise.all([user.add(SKU.cap, 1), user.add(SKU.cap, 1), user.add(SKU.sling, 1)]);
    const cart = (await user.getCart()).body;
    expect(cart.userId).toBe(user.id);
    expect(itemOf(cart, SKU.cap)?.quantity).toBe(2);
    expect(itemOf(cart, SKU.sling)?.quantity).toBe(1);
    const carts = await t.db.selectFrom('carts').select('id').where('user_id', '=', user.id).execute();
    expect(carts).toHaveLength(1);
  });
});

describe('reading the lines', () => {
  it('prices every answer from the price list as it is now', async () => {
    await copyOfCap('HA-REPRICED');
    const guest = await Shopper.guest(t.app);
    expect((await guest.add('HA-REPRICED', 2)).body.subTotal).toBe(20);
    await t.db
      .updateTable('sku_prices')
      .set({ price: 12.5, best_discounted_price: 11.25 })
      .where('sku', '=', 'HA-REPRICED')
      .execute();
    const cart = (await guest.getCart()).body;
    expect(itemOf(cart, 'HA-REPRICED')).toMatchObject({ price: 12.5, productPrice: 11.25, quantity: 2 });
    expect(cart.subTotal).toBe(22.5);
    // The stock counted by the next add is the one on the shelf now, too.
    await t.db.updateTable('sku_prices').set({ qty_on_hand: 2 }).where('sku', '=', 'HA-REPRICED').execute();
    const more = await guest.add('HA-REPRICED', 1);
    expect(more.status).toBe(400);
    expect(more.body).toMatchObject({ message: 'Only 2 left in stock for Cap Copy' });
  });

  it('drops a line whose sku left the catalogue or the price list, and keeps the others', async () => {
    await copyOfCap('HA-LEAVING-1');
    await copyOfCap('HA-LEAVING-2');
    const guest = await Shopper.guest(t.app);
    await guest.add('HA-LEAVING-1', 1);
    await guest.add(SKU.cap, 1);
    await guest.add('HA-LEAVING-2', 1);
    await t.db.deleteFrom('catalog_skus').where('sku', '=', 'HA-LEAVING-1').execute();
    await t.db.deleteFrom('sku_prices').where('sku', '=', 'HA-LEAVING-2').execute();
    const cart = (await guest.getCart()).body;
    expect(cart.items.map((item) => item.productId)).toEqual([SKU.cap]);
    expect(cart.subTotal).toBe(PRICES.cap);
    const [row] = await cartsOf(guest.id);
    const stored = await t.db
      .selectFrom('cart_items')
      .select('sku')
      .where('cart_id', '=', row?.id ?? '')
      .execute();
    expect(stored).toEqual([{ sku: SKU.cap }]);
  });
});
