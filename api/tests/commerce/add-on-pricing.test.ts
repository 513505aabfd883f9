/**
 * Add-ons are charged (issue 12): a line is priced as its SKU plus the add-ons chosen with it,
 * from the catalogue's add-on prices, whatever the client showed; ids the product does not offer add
 * nothing; the order records what the cart showed. The build's id and notes come back on the line.
 */
import type { Order } from 'shared-contracts/api/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { APPROVED_VISA, billing, dealer, Shopper, shippingMethodId } from './support/shopper';

let t: TestApp;
let rifle: { sku: string; price: number };
let addOns: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  const row = await t.db
    .selectFrom('catalog_skus as c')
    .innerJoin('sku_prices as p', 'p.sku', 'c.sku')
    .select(['c.sku', 'c.add_on_prices', 'p.price', 'p.best_discounted_price', 'p.qty_on_hand'])
    .where('c.product_slug', '=', 'bridger-hr1')
    .where('p.qty_on_hand', '>', 2)
    .orderBy('c.sku')
    .executeTakeFirstOrThrow();
  rifle = { sku: row.sku, price: Number(row.best_discounted_price ?? row.price) };
  addOns = row.add_on_prices;
});
afterAll(async () => t?.close());

describe('add-ons on a cart line', () => {
  it('the catalogue knows the product add-ons and their prices', () => {
    expect(Object.values(addOns).sort((a, b) => a - b)).toEqual([49.99, 49.99, 169]);
  });

  it('charges the SKU plus the chosen add-ons, ignores ids the product does not offer, and the order agrees', async () => {
    const [mount] = Object.entries(addOns).find(([, price]) => price === 169) ?? [];
    const [sling] = Object.entries(addOns).find(([, price]) => price === 49.99) ?? [];
    const guest = await Shopper.guest(t.app);
    const added = await guest.add(rifle.sku, 1, {
      optionIds: [Number(mount), Number(sling), 999_999, Number(mount)],
      buildId: 'build-7f3a',
      notes: 'Bridger HR-1, .308 Win, 20", Black Nitride; Summit 30mm scope mount, Trail two-point sling',
      productPrice: 1,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const item = added.body.items[0] as (typeof added.body.items)[number] & { buildId?: string; notes?: string };
    const expected = Math.round((rifle.price + 169 + 49.99) * 100) / 100;
    expect(item?.productPrice).toBe(expected);
    expect(item?.buildId).toBe('build-7f3a');
    expect(item?.notes).toContain('Summit 30mm scope mount');
    expect(added.body.subTotal).toBe(expected);

    const ground = String(await shippingMethodId(t.db, 'Standard Ground'));
    const placed = await guest.checkout({
      cartId: added.body.id,
      customerInfo: billing({ shippingMethodId: ground }),
      dealerInfo: dealer(),
      paymentToken: APPROVED_VISA,
      // A rifle has an age class (issue 30): the buyer attests an adult's date of birth.
      dateOfBirth: '1980-01-01',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = await guest.call<Order>('GET', `/Order/${placed.body.orderId}`);
    expect(order.body.subTotal).toBe(expected);
    // The order keeps the line's add-ons, as the cart showed them (two builds of one sku stay apart).
    const addOnsOption = order.body.items[0]?.options.find((option) => option.label === 'Add-ons');
    // Two names: the mount once (asked for twice) and the $49.99 add-on; the unknown id is ignored.
    const names = addOnsOption?.value.split(', ') ?? [];
    expect(names).toHaveLength(2);
    expect(names).toContain('Summit 30mm scope mount');
  });

  it('a line without add-ons costs the SKU alone', async () => {
    const guest = await Shopper.guest(t.app);
    const added = await guest.add(rifle.sku, 2);
    expect(added.body.items[0]?.productPrice).toBe(rifle.price);
    expect((added.body.items[0] as unknown as { buildId: string | null }).buildId).toBeNull();
  });
});
