/**
 * The products of the API's real content seed (from the test kit) that the checkout tests buy, each
 * chosen for one trait: plain gear with an option, a sale price, an FFL firearm, a magazine the
 * seed restricts in some states, a sold-out sku. Names, prices and restrictions are read from the
 * seed itself (through the catalogue rows the API stores), so a price change in the seed does not
 * break these tests; a sku that leaves the seed fails loudly here.
 */

import { catalogRowsOf, seedContent } from 'api/testkit';

export interface SeedSku {
  sku: string;
  name: string;
  /** What the cart charges: the sale price when there is one. */
  price: number;
  /** The list price (struck through next to a sale price). */
  listPrice: number;
  options: Array<{ label: string; value: string }>;
  isFflItem: boolean;
  restrictedStates: string[];
  stock: number;
}

function seedSku(code: string, trait: (sku: SeedSku) => boolean, why: string): SeedSku {
  const product = seedContent.products.find((p) => p.skus.some((s) => s.sku === code));
  const row = product && catalogRowsOf(product).find((r) => r.sku === code);
  const price = seedContent.priceList.find((p) => p.sku === code);
  if (!product || !row || !price) throw new Error(`The content seed no longer has ${code}; pick another sku (${why}).`);
  const options = JSON.parse(String(row.options)) as Array<{ label: string; value: string }>;
  const found: SeedSku = {
    sku: code,
    name: product.title,
    price: price.bestDiscountedPrice ?? price.price,
    listPrice: price.price,
    options: options.map(({ label, value }) => ({ label, value })),
    isFflItem: Boolean(product.ffl_item),
    restrictedStates: (row.restricted_states as string[] | undefined) ?? [],
    stock: price.qtyOnHand,
  };
  if (!trait(found)) throw new Error(`${code} in the content seed is no longer ${why}; pick another sku.`);
  return found;
}

/** Gear with one option (Colour: Olive), no sale, plenty in stock, sold everywhere. */
export const CAP = seedSku(
  'HA-HAT-LOGO-OLV',
  (s) => s.options.length === 1 && s.price === s.listPrice && s.stock >= 20 && s.restrictedStates.length === 0,
  'gear with one option, at list price, in stock, unrestricted',
);

/** Gear at a round price and deep stock: the order-summary arithmetic of the checkout tests. */
export const MOUNT = seedSku(
  'HA-MNT-30-M',
  (s) => s.price === s.listPrice && s.stock >= 20 && s.restrictedStates.length === 0 && !s.isFflItem,
  'gear at list price, in stock, unrestricted',
);

/** Gear on sale: the drawer shows the sale price next to the struck list price. */
export const SLING = seedSku('HA-SLG-OLV', (s) => s.price < s.listPrice && s.stock > 0, 'on sale and in stock');

/** A firearm: ships to an FFL dealer, so the checkout asks for one. */
export const LEVER_ACTION = seedSku(
  'HA-MAD-357MAG-BW',
  (s) => s.isFflItem && s.stock >= 10 && s.restrictedStates.length === 0,
  'an unrestricted FFL item in stock',
);

/** A 30-round magazine the seed will not ship to California (magazine capacity laws). */
export const MAGAZINE = seedSku(
  'HA-MAG-15-30-FDE',
  (s) => s.restrictedStates.includes('CA') && !s.restrictedStates.includes('MT') && s.stock >= 10,
  'restricted in CA but not MT, in stock',
);

/** Out of stock: adding it is refused by the server. */
export const SOLD_OUT = seedSku('HA-CLN-FIELD', (s) => s.stock === 0, 'out of stock');

/** The 3D builder's rifle (spec 001): one of its skus and its add-ons, for two builds of one sku. */
export const BUILDER_RIFLE = (() => {
  const product = seedContent.products.find((p) => p.slug === 'bridger-hr1');
  const sku = product?.skus.find((s) => (seedContent.priceList.find((p) => p.sku === s.sku)?.qtyOnHand ?? 0) >= 4);
  if (!product || !sku || product.add_ons.length < 2) {
    throw new Error('The content seed no longer has the Bridger HR-1 with a stocked sku and two add-ons.');
  }
  const base = seedSku(sku.sku, () => true, 'the builder rifle');
  return { ...base, addOns: product.add_ons.map((a) => ({ id: a.id, name: a.title })) };
})();
