/**
 * The price list, kept apart from the content documents as the specification has it: one row
 * per SKU with price, best discount and stock. Built from per-product rules so that a new SKU
 * cannot be left without a price.
 */
import type { ContentPriceRow, ProductDocument } from 'shared-contracts/api/content';

interface PriceRule {
  base: number;
  /** Added to the base when the SKU has this option title. */
  adders?: Record<string, number>;
  /** Percentage off for SKUs matching the predicate (all SKUs when no predicate). */
  discount?: { percent: number; when?: (options: string[]) => boolean };
  /** Stock for SKUs matching the predicate; first match wins; otherwise a steady default. */
  stock?: Array<{ qty: number; when: (options: string[]) => boolean }>;
}

const has =
  (...titles: string[]) =>
  (options: string[]) =>
    titles.every((t) => options.includes(t));
const always = () => true;

export const PRICE_RULES: Record<string, PriceRule> = {
  'bridger-hr1': {
    base: 1249,
    adders: { '.300 Win Mag': 100, Stainless: 120, '24"': 30 },
    discount: { percent: 10, when: has('.308 Win', 'Cerakote FDE') },
    stock: [{ qty: 0, when: has('6.5 Creedmoor', '24"', 'Stainless') }],
  },
  'bridger-hr1-ember-edition': { base: 2450, stock: [{ qty: 7, when: always }] },
  'beartooth-mountain': { base: 2199, adders: { '.300 Win Mag': 80, 'Carbon / FDE': 60 } },
  'absaroka-prc': {
    base: 2899,
    adders: { '26"': 60, '6.5 PRC': 100, 'Cerakote FDE': 40 },
    stock: [{ qty: 0, when: has('6.5 PRC', 'Cerakote FDE') }],
  },
  'gallatin-carbine': {
    base: 1399,
    adders: { 'Cerakote FDE': 50, 'Cerakote OD Green': 50, '18"': 40, '.300 BLK': 30 },
  },
  'madison-lever': {
    base: 1099,
    adders: { '.45-70 Govt': 80, 'Stainless / Grey Laminate': 150 },
    // one configuration sold out while the blued one is in stock
    stock: [{ qty: 0, when: has('.45-70 Govt', 'Stainless / Grey Laminate') }],
  },
  'yellowstone-rimfire': {
    base: 449,
    adders: { '.17 HMR': 40, Stainless: 70 },
    discount: { percent: 10, when: has('.22 LR', 'Black Nitride') },
  },
  'ha15-stripped-lower': {
    base: 169,
    adders: { 'Cerakote FDE': 30 },
    // FDE sold out, black in stock
    stock: [
      { qty: 0, when: has('Cerakote FDE') },
      { qty: 48, when: always },
    ],
  },
  'sentinel-9-compact': {
    base: 579,
    adders: { 'Night Sights': 60, 'Cerakote FDE': 30, 'Cerakote OD Green': 30 },
    stock: [{ qty: 0, when: has('Cerakote OD Green') }],
  },
  'sentinel-9-full': { base: 599, adders: { 'Cerakote FDE': 30 }, discount: { percent: 8 } },
  'ridgeline-10': { base: 749, adders: { 'Factory Red Dot': 300, 'Cerakote Burnt Bronze': 40 } },
  'tern-380': { base: 379, adders: { Stainless: 30 } },
  'highline-1911': {
    base: 1299,
    adders: { 'Blued / Walnut': 150, 'Two-Tone': 60 },
    stock: [{ qty: 2, when: has('Blued / Walnut') }],
  },
  'sentinel-fcu': { base: 129, stock: [{ qty: 25, when: always }] },
  'ha15-30rd-magazine': { base: 19.99, adders: { FDE: 2, 'OD Green': 2 }, discount: { percent: 15 } },
  'sentinel-9-magazine': { base: 34.99, adders: { '17-Round': 3 } },
  'sentinel-9mm-ammunition': { base: 21.99, stock: [{ qty: 500, when: always }] },
  'absaroka-30-suppressor': { base: 899, stock: [{ qty: 12, when: always }] },
  'bridger-4rd-magazine': { base: 49.99, stock: [{ qty: 60, when: always }] },
  'summit-scope-mount': { base: 189, adders: { '34mm': 20 } },
  'trail-sling': { base: 54.99, discount: { percent: 15 } },
  // no variants and out of stock: shows "notify me" and no quick add
  'field-cleaning-kit': { base: 64.99, stock: [{ qty: 0, when: always }] },
  'sentinel-holster': { base: 79.99 },
  'ridgeline-bipod': { base: 219, discount: { percent: 10 }, stock: [{ qty: 14, when: always }] },
  'absaroka-muzzle-brake': { base: 129, adders: { Stainless: 20 } },
  'bore-care-kit': { base: 24.99, stock: [{ qty: 120, when: always }] },
  'mountain-mark-tee': { base: 29.99, adders: { '2XL': 3 }, stock: [{ qty: 0, when: has('M', 'Ember') }] },
  'bozeman-hoodie': { base: 69.99, adders: { '2XL': 5 }, discount: { percent: 20 } },
  'logo-cap': { base: 27.99 },
  'range-trucker': { base: 27.99, stock: [{ qty: 0, when: has('Navy') }] },
  'ridge-beanie': { base: 22.99 },
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A steady, made-up stock figure so every run seeds the same numbers. */
function defaultStock(sku: string): number {
  let h = 0;
  for (const ch of sku) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return 3 + (h % 38);
}

export function priceRowsFor(product: ProductDocument): ContentPriceRow[] {
  const rule = PRICE_RULES[product.slug];
  if (!rule) throw new Error(`No price rule for ${product.slug}`);
  return product.skus.map((sku) => {
    const options = sku.product_variant_options.map((o) => o.title);
    const price = round2(options.reduce((sum, o) => sum + (rule.adders?.[o] ?? 0), rule.base));
    const discounted = rule.discount && (!rule.discount.when || rule.discount.when(options));
    const percent = discounted && rule.discount ? rule.discount.percent : 0;
    const stock = rule.stock?.find((s) => s.when(options));
    return {
      sku: sku.sku,
      price,
      bestDiscountPercentage: percent,
      bestDiscountedPrice: percent ? round2(price * (1 - percent / 100)) : null,
      qtyOnHand: stock ? stock.qty : defaultStock(sku.sku),
    };
  });
}

export function buildPriceList(products: ProductDocument[]): ContentPriceRow[] {
  return products.flatMap(priceRowsFor);
}
