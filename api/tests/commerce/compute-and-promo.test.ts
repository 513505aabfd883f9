import type { Cart } from 'shared-contracts/api/cart';
import { US_STATES } from 'shared-contracts/domain/us-states';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATE_TAX_RULES, StateRateTaxProvider, taxAt } from '../../src/providers/tax/index';
import { createTestApp, type TestApp } from '../support/test-app';
import { COMMERCE_CONTENT, SKU } from './support/fixture';
import { montana, Shopper, shippingMethodId } from './support/shopper';

let t: TestApp;
let expedited: number;
let ground: number;
beforeAll(async () => {
  t = await createTestApp({ content: COMMERCE_CONTENT });
  expedited = await shippingMethodId(t.db, 'Expedited 2-Day');
  ground = await shippingMethodId(t.db, 'Standard Ground');
});
afterAll(async () => t?.close());

const itemOf = (cart: Cart, sku: string) => cart.items.find((item) => item.productId === sku);

async function guestWith(lines: Array<[string, number]>): Promise<{ guest: Shopper; cart: Cart }> {
  const guest = await Shopper.guest(t.app);
  let cart: Cart | undefined;
  for (const [sku, quantity] of lines) cart = (await guest.add(sku, quantity)).body;
  if (!cart) throw new Error('no lines');
  return { guest, cart };
}

describe('the state rate table', () => {
  it('covers all 50 states and DC, with a few at 0', () => {
    expect(Object.keys(STATE_TAX_RULES).sort()).toEqual(Object.keys(US_STATES).sort());
    const untaxed = Object.entries(STATE_TAX_RULES)
      .filter(([, rule]) => rule.rate === 0)
      .map(([state]) => state)
      .sort();
    expect(untaxed).toEqual(['AK', 'DE', 'MT', 'NH', 'OR']);
  });

  it('rounds half a cent up and taxes shipping only where the state does', async () => {
    expect(taxAt(10_000, 6.875)).toBe(688);
    const provider = new StateRateTaxProvider();
    const address = { line1: '', line2: '', city: '', postalCode: '00000', country: 'US', taxCode: '' };
    const lines = [{ id: '1', sku: 'X', quantity: 1, amount: 10_000 }];
    expect(await provider.quote({ lines, shipping: 1_000, address: { ...address, state: 'TX' } })).toEqual({
      taxAmount: 688,
    });
    expect(await provider.quote({ lines, shipping: 1_000, address: { ...address, state: 'CA' } })).toEqual({
      taxAmount: 725,
    });
    expect(await provider.quote({ lines, shipping: 1_000, address: { ...address, state: 'MT' } })).toEqual({
      taxAmount: 0,
    });
  });
});

describe('POST .../compute', () => {
  it('answers the cart with shipping and tax for the address (full state name as region)', async () => {
    const { guest, cart } = await guestWith([[SKU.cap, 2]]);
    const texas = await guest.compute({
      address: montana({ city: 'Austin', region: 'Texas', postalCode: '78701' }),
      cartId: cart.id,
      shippingMethodId: expedited,
    });
    expect(texas.status).toBe(200);
    // (59.00 + 24.95 shipping) x 6.25 % = 5.246875 -> 5.25: Texas taxes shipping.
    expect(texas.body).toMatchObject({
      subTotal: 59,
      shipping: 24.95,
      discountAmount: 0,
      taxAmount: 5.25,
      totalAmount: 89.2,
    });
    expect(texas.body.items).toHaveLength(1);

    // Recomputed for another address: California taxes the goods only (59 x 7.25 % = 4.2775).
    const california = await guest.compute({
      address: montana({ city: 'Fresno', region: 'California', postalCode: '93650' }),
      cartId: cart.id,
      shippingMethodId: String(expedited),
    });
    expect(california.body).toMatchObject({ taxAmount: 4.28, totalAmount: 88.23 });

    const home = await guest.compute({ address: montana(), cartId: cart.id, shippingMethodId: ground });
    expect(home.body).toMatchObject({ shipping: 0, taxAmount: 0, totalAmount: 59 });
  });

  it('keeps the address: later answers recompute tax for it', async () => {
    const { guest, cart } = await guestWith([[SKU.cap, 1]]);
    await guest.compute({
      address: montana({ region: 'Minnesota', postalCode: '55401' }),
      cartId: cart.id,
      shippingMethodId: ground,
    });
    const more = await guest.add(SKU.cap, 3);
    // 4 x 29.50 = 118 x 6.875 % = 8.1125
    expect(more.body).toMatchObject({ subTotal: 118, taxAmount: 8.11, totalAmount: 126.11 });
    const read = await guest.getCart();
    expect(read.body.taxAmount).toBe(8.11);
  });

  it("refuses items restricted at the address: state, or a zip containing the item's zip", async () => {
    const { guest, cart } = await guestWith([
      [SKU.cap, 1],
      [SKU.magazine, 1],
    ]);
    const magazine = itemOf(cart, SKU.magazine)?.id;
    const newJersey = await guest.compute({
      address: montana({ region: 'New Jersey', postalCode: '07001' }),
      cartId: cart.id,
      shippingMethodId: ground,
    });
    expect(newJersey.status).toBe(400);
    expect(newJersey.body).toMatchObject({ message: 'Restricted Items in Cart', restrictedItemIds: [magazine] });
    const chicago = await guest.compute({
      address: montana({ region: 'Illinois', postalCode: '60614' }),
      cartId: cart.id,
      shippingMethodId: ground,
    });
    expect(chicago.status).toBe(400);
    expect(chicago.body).toMatchObject({ restrictedItemIds: [magazine] });
    const fine = await guest.compute({
      address: montana({ region: 'Illinois', postalCode: '62701' }),
      cartId: cart.id,
      shippingMethodId: ground,
    });
    expect(fine.status).toBe(200);
  });

  it('validates the address with clear messages', async () => {
    const { guest, cart } = await guestWith([[SKU.cap, 1]]);
    const empty = await guest.compute({ address: { country: 'US' }, cartId: cart.id });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      errors: {
        'address.line1': ['Address is required'],
        'address.city': ['City is required'],
        'address.region': ['State is required'],
        'address.postalCode': ['Zip code is required'],
        shippingMethodId: ['Shipping method is required'],
      },
    });
    const odd = await guest.compute({
      address: montana({ region: 'Narnia', postalCode: '123' }),
      cartId: cart.id,
      shippingMethodId: ground,
    });
    expect(odd.body).toMatchObject({
      errors: {
        'address.region': ['State must be a US state'],
        'address.postalCode': ['Zip code must be at least 5 digits'],
      },
    });
    const noMethod = await guest.compute({ address: montana(), cartId: cart.id, shippingMethodId: 99999 });
    expect(noMethod.status).toBe(400);
    expect(noMethod.body).toMatchObject({ message: 'The selected shipping method is not available' });
    const otherCart = await guest.compute({
      address: montana(),
      cartId: '00000000-0000-0000-0000-000000000000',
      shippingMethodId: ground,
    });
    expect(otherCart.status).toBe(404);
  });

  it('works on the bearer path too, and 404s for a guest with no cart', async () => {
    const user = await Shopper.user(t.app, t.db);
    const cart = (await user.add(SKU.sling, 1)).body;
    const computed = await user.compute({
      address: montana({ region: 'Ohio', postalCode: '43004' }),
      cartId: cart.id,
      shippingMethodId: expedited,
    });
    // (59 + 24.95) x 5.75 % = 4.827125
    expect(computed.body).toMatchObject({ userId: user.id, taxAmount: 4.83, totalAmount: 88.78 });
    const guest = await Shopper.guest(t.app);
    expect((await guest.compute({ address: montana(), shippingMethodId: ground })).status).toBe(404);
  });
});

describe('POST .../promo-code', () => {
  it('applies a percent code sent in lower case, with the message and the applied discount', async () => {
    const { guest, cart } = await guestWith([
      [SKU.cap, 2],
      [SKU.sling, 1],
    ]);
    const answer = await guest.promo('halvorsen10', cart.id);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Discount code applied successfully');
    expect(answer.body).toMatchObject({ subTotal: 118, discountAmount: 11.8, totalAmount: 106.2 });
    const applied = answer.body.appliedDiscounts[0];
    expect(applied?.appliedToCartItemIds.sort()).toEqual(cart.items.map((item) => item.id).sort());
    expect(applied?.promotionalPageInfo.data[0]).toMatchObject({
      title: expect.any(String),
      subtitle: expect.any(String),
      promo_image: { url: expect.any(String) },
      group1: { title: expect.any(String), products: expect.any(Array) },
      group2: { title: expect.any(String), products: expect.any(Array) },
    });
    // Tax is on the discounted goods: Texas (106.20 goods) x 6.25 % = 6.6375.
    const computed = await guest.compute({
      address: montana({ region: 'Texas', postalCode: '78701' }),
      cartId: cart.id,
      shippingMethodId: ground,
    });
    expect(computed.body).toMatchObject({ discountAmount: 11.8, taxAmount: 6.64, totalAmount: 112.84 });
  });

  it("answers 400 'Discount code is invalid' for unknown, expired and used-up codes", async () => {
    const { guest, cart } = await guestWith([[SKU.cap, 1]]);
    for (const code of ['NOPE', 'SUMMER2024', 'LAUNCH5']) {
      const answer = await guest.promo(code, cart.id);
      expect(answer.status, code).toBe(400);
      expect(answer.body, code).toMatchObject({ message: 'Discount code is invalid' });
    }
    const blank = await guest.promo('  ', cart.id);
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ errors: { promoCode: ['Discount code is required'] } });
    expect((await guest.getCart()).body.discountAmount).toBe(0);
  });

  it('honours a minimum subtotal, and stops discounting when the cart drops below it', async () => {
    const { guest, cart } = await guestWith([[SKU.cap, 1]]);
    expect((await guest.promo('FREEDOM25', cart.id)).status).toBe(400);
    const bigger = await guest.setQuantity(cart.items[0]?.id ?? 0, 6); // 177.00
    expect(bigger.body.subTotal).toBe(177);
    const applied = await guest.promo('FREEDOM25', cart.id);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ discountAmount: 25, totalAmount: 152 });
    const smaller = await guest.setQuantity(cart.items[0]?.id ?? 0, 2);
    expect(smaller.body).toMatchObject({ subTotal: 59, discountAmount: 0, totalAmount: 59, appliedDiscounts: [] });
  });

  it('discounts only the skus of a product-scoped code, and refuses it for a cart without them', async () => {
    const { guest, cart } = await guestWith([[SKU.rifle, 1]]);
    expect((await guest.promo('GEAR20', cart.id)).status).toBe(400);
    const withCap = await guest.add(SKU.cap, 2);
    const capId = itemOf(withCap.body, SKU.cap)?.id;
    const applied = await guest.promo('GEAR20', cart.id);
    expect(applied.status).toBe(200);
    expect(applied.body.discountAmount).toBe(11.8); // 20 % of 59.00, the rifle is not discounted
    expect(applied.body.appliedDiscounts[0]?.appliedToCartItemIds).toEqual([capId]);
    const page = applied.body.appliedDiscounts[0]?.promotionalPageInfo.data[0];
    const scoped = [...(page?.group1.products ?? []), ...(page?.group2.products ?? [])].flatMap((p) =>
      p.skus.map((s) => s.sku),
    );
    expect(scoped).toContain(SKU.cap);
    expect(scoped).not.toContain(SKU.rifle);
  });

  it('caps a fixed amount at what it applies to, and refuses a code that has not started', async () => {
    await t.db
      .insertInto('promo_codes')
      .values([
        { code: 'BIGBUCKS500', kind: 'fixed', value: 500, description: '$500 off' },
        {
          code: 'NEXTYEAR',
          kind: 'percent',
          value: 5,
          description: 'Soon',
          starts_at: new Date(Date.now() + 86_400_000),
        },
      ])
      .execute();
    const { guest, cart } = await guestWith([[SKU.cap, 2]]);
    const capped = await guest.promo('BIGBUCKS500', cart.id);
    expect(capped.body).toMatchObject({ discountAmount: 59, totalAmount: 0 });
    expect((await guest.promo('NEXTYEAR', cart.id)).status).toBe(400);
  });

  it('needs a cart, on guest and bearer paths', async () => {
    const guest = await Shopper.guest(t.app);
    expect((await guest.promo('HALVORSEN10')).status).toBe(404);
    const user = await Shopper.user(t.app, t.db);
    expect((await user.promo('HALVORSEN10')).status).toBe(404);
    await user.add(SKU.cap, 1);
    const applied = await user.promo('HALVORSEN10');
    expect(applied.body).toMatchObject({ message: 'Discount code applied successfully', discountAmount: 2.95 });
  });
});
