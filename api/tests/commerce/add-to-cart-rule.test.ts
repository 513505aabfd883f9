/**
 * The add-to-cart rule has ONE definition, the PL/pgSQL function cart_put_line (migrations 005 and
 * 013, docs/decisions/0007): Add to Cart (cart_add_line) uses it all or nothing, the sign-in merge up to
 * stock. Tested here on the function itself, then through both routes on the same data. Runs on
 * PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { sql } from 'kysely';
import type { Cart } from 'shared-contracts/api/cart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { COMMERCE_CONTENT, SKU, STOCK } from './support/fixture';
import { Shopper } from './support/shopper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ content: COMMERCE_CONTENT });
});
afterAll(async () => t?.close());

const itemOf = (cart: Cart, sku: string) => cart.items.find((item) => item.productId === sku);

/** A guest's cart holding `existing` of the knife (or no knife line when 0); answers the cart id. */
async function cartWithKnives(existing: number): Promise<string> {
  const guest = await Shopper.guest(t.app);
  const answer = await guest.add(SKU.cap, 1);
  const cartId = String(answer.body.id);
  if (existing > 0) {
    await t.db
      .insertInto('cart_items')
      .values({ cart_id: cartId, sku: SKU.knife, quantity: existing, option_ids: '["mine"]', notes: 'mine' })
      .execute();
  }
  return cartId;
}

/** Puts knives on the cart's line for `buildId` (none: the sku-only line `cartWithKnives` made). */
async function put(cartId: string, quantity: number, stock: number, upToStock: boolean, buildId: string | null = null) {
  const { rows } = await sql<{ quantity: number | null }>`
    select cart_put_line(${cartId}, ${SKU.knife}, ${quantity}, ${stock}, ${upToStock},
      '["given"]'::jsonb, ${buildId}, 'given') as quantity`.execute(t.db);
  return rows[0]?.quantity ?? null;
}

async function knifeLine(cartId: string) {
  return t.db
    .selectFrom('cart_items')
    .select(['quantity', 'option_ids', 'build_id', 'notes'])
    .where('cart_id', '=', cartId)
    .where('sku', '=', SKU.knife)
    .executeTakeFirst();
}

describe('cart_put_line, the rule itself', () => {
  // [already on the line, put, stock, mode] -> [answer, on the line after]
  const cases: Array<[string, number, number, number, boolean, number | null, number | null]> = [
    ['a new line within stock', 0, 3, 5, false, 3, 3],
    ['a new line above stock, all or nothing', 0, 6, 5, false, null, null],
    ['raising a line within stock', 2, 3, 5, false, 5, 5],
    ['raising a line past stock, all or nothing', 2, 4, 5, false, null, 2],
    ['a new line above stock, up to stock', 0, 9, 5, true, 5, 5],
    ['raising a line past stock, up to stock', 4, 3, 5, true, 5, 5],
    ['raising a line within stock, up to stock', 1, 3, 5, true, 4, 4],
    ['a line already at or above a stock that fell, up to stock (never lowered)', 4, 2, 3, true, null, 4],
    ['nothing on the shelf, up to stock', 0, 2, 0, true, null, null],
  ];

  it.each(cases)('%s', async (_name, existing, quantity, stock, upToStock, answer, after) => {
    const cartId = await cartWithKnives(existing);
    expect(await put(cartId, quantity, stock, upToStock)).toBe(answer);
    expect((await knifeLine(cartId))?.quantity ?? null).toBe(after);
  });

  it('gives a new line the options, build id and notes of the put; an existing line keeps its own', async () => {
    const fresh = await cartWithKnives(0);
    await put(fresh, 1, 5, false, 'build-given');
    expect(await knifeLine(fresh)).toEqual({
      quantity: 1,
      option_ids: ['given'],
      build_id: 'build-given',
      notes: 'given',
    });

    for (const upToStock of [false, true]) {
      const existing = await cartWithKnives(1);
      await put(existing, 1, 5, upToStock);
      expect(await knifeLine(existing)).toEqual({ quantity: 2, option_ids: ['mine'], build_id: null, notes: 'mine' });
    }
  });
});

describe('add and merge through the API follow the same rule', () => {
  it('on the same shelf: add refuses past stock, merge fills up to it, and neither goes beyond', async () => {
    const guest = await Shopper.guest(t.app);
    await guest.add(SKU.knife, 3, { optionIds: [4], notes: 'guest note' });
    const user = await Shopper.user(t.app, t.db);
    await user.add(SKU.knife, 4);

    // Add: 4 + 3 is past the 5 on the shelf, so nothing changes.
    const refused = await user.add(SKU.knife, 3);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errors: { quantity: [`Only ${STOCK.knife} left in stock for Limited Edition Knife`] },
    });
    expect(itemOf((await user.getCart()).body, SKU.knife)?.quantity).toBe(4);

    // Merge: the guest's 3 go on the same line, as many as fit.
    const merged = await user.call<Cart>('POST', `/Cart/merge?guestId=${guest.id}`);
    expect(merged.status).toBe(200);
    expect(itemOf(merged.body, SKU.knife)?.quantity).toBe(STOCK.knife);
    const lines = await t.db
      .selectFrom('cart_items')
      .select(['sku', 'quantity', 'option_ids', 'notes'])
      .where('cart_id', '=', String(merged.body.id))
      .execute();
    // One line per sku, and the user's line kept its own (empty) options.
    expect(lines).toEqual([{ sku: SKU.knife, quantity: STOCK.knife, option_ids: [], notes: null }]);

    // And the line at stock refuses one more add.
    expect((await user.add(SKU.knife, 1)).status).toBe(400);
  });

  it("merge gives a new line the guest line's options, build id and notes", async () => {
    const guest = await Shopper.guest(t.app);
    await guest.add(SKU.sling, 2, { optionIds: [7, 'x'], buildId: 'build-9', notes: 'gift' });
    const user = await Shopper.user(t.app, t.db);
    const merged = await user.call<Cart>('POST', `/Cart/merge?guestId=${guest.id}`);
    expect(itemOf(merged.body, SKU.sling)?.quantity).toBe(2);
    const row = await t.db
      .selectFrom('cart_items')
      .select(['option_ids', 'build_id', 'notes'])
      .where('cart_id', '=', String(merged.body.id))
      .where('sku', '=', SKU.sling)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ option_ids: [7, 'x'], build_id: 'build-9', notes: 'gift' });
  });
});
