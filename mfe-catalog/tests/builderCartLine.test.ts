/** The 3D build as the spec's cart-line payload (001 §3), priced from the host's own data. */
import type { ProductDocument } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { builderProduct, cartLineFromBuild } from '../src/features/builder/builder-product';
import {
  availableOptions,
  buildPrice,
  choose,
  initialSelection,
  matchingSku,
} from '../src/features/builder/canvas/build-state';
import type { PriceList } from '../src/shared/content/price-list';

const option = (id: number, title: string, type: string) => ({ id, title, product_variant_type: type });
const sku = (code: string, options: ReturnType<typeof option>[]) => ({
  sku: code,
  description: '',
  image: { url: `/media/${code}.svg` },
  image_library: [],
  product_variant_options: options,
  restricted_states: [{ value: 'CA' }],
  restricted_zips: [],
});
const W308 = option(1, '.308 Win', 'calibre');
const C65 = option(2, '6.5 Creedmoor', 'calibre');
const B20 = option(4, '20"', 'barrel_length');
const B24 = option(6, '24"', 'barrel_length');

const doc = {
  slug: 'bridger-hr1',
  title: 'Bridger HR-1',
  subtitle: 'Bolt-action hunting rifle',
  image: { url: '/media/bridger.svg' },
  ffl_item: true,
  receiver_item: false,
  product_variant_types: [
    { title: 'calibre', display_title: 'Calibre', options: [W308, C65] },
    { title: 'barrel_length', display_title: 'Barrel Length', options: [B20, B24] },
  ],
  skus: [sku('BR-308-20', [W308, B20]), sku('BR-65-24', [C65, B24])],
  add_ons: [{ id: 500, title: 'Summit 30mm scope mount', add_on_price: 169, image: { url: '' } }],
} as unknown as ProductDocument;

const prices: PriceList = {
  'BR-308-20': { price: 1249, bestDiscountPercentage: 0, bestDiscountedPrice: null, qtyOnHand: 5 },
  'BR-65-24': { price: 1399, bestDiscountPercentage: 10, bestDiscountedPrice: 1259.1, qtyOnHand: 0 },
};

describe('the 3D builder', () => {
  it('offers only existing combinations and resets later choices to their first valid option', () => {
    const product = builderProduct(doc, prices);
    const start = initialSelection(product);
    expect(start).toEqual([1, 4]);
    expect([...availableOptions(product, start, 1)]).toEqual([4]);
    const changed = choose(product, start, 0, 2);
    expect(changed).toEqual([2, 6]);
    expect(matchingSku(product, changed)?.sku).toBe('BR-65-24');
  });

  it('prices the build from the price list: final price plus add-ons, original when discounted', () => {
    const product = builderProduct(doc, prices);
    expect(buildPrice(product, matchingSku(product, [1, 4]), [])).toEqual({ final: 1249, original: null });
    expect(buildPrice(product, matchingSku(product, [1, 4]), [500])).toEqual({ final: 1418, original: null });
    expect(buildPrice(product, matchingSku(product, [2, 6]), [500])).toEqual({ final: 1428.1, original: 1568 });
  });

  it('makes the cart line with buildId and notes describing the build', () => {
    const made = cartLineFromBuild(doc, prices, { buildId: 'bld_1', sku: 'BR-308-20', addOnIds: [500] });
    expect(made).toEqual({
      ok: true,
      line: {
        productName: 'Bridger HR-1',
        productId: 'BR-308-20',
        quantity: 1,
        imageUrl: '/media/BR-308-20.svg',
        productPrice: 1418,
        price: 1418,
        productUrl: '/product/bridger-hr1',
        isFflItem: true,
        isReceiverItem: false,
        optionIds: [1, 4, 500],
        options: [
          { label: 'Calibre', value: '.308 Win' },
          { label: 'Barrel Length', value: '20"' },
          { label: 'Add-on', value: 'Summit 30mm scope mount' },
        ],
        buildId: 'bld_1',
        notes:
          '3D build bld_1 of the Bridger HR-1. Calibre: .308 Win; Barrel Length: 20"; Add-ons: Summit 30mm scope mount.',
        restrictedStates: ['CA'],
        restrictedZips: [],
      },
    });
  });

  it('refuses a build naming a sku or add-on the product does not have', () => {
    expect(cartLineFromBuild(doc, prices, { buildId: 'bld_1', sku: 'NOPE', addOnIds: [] }).ok).toBe(false);
    expect(cartLineFromBuild(doc, prices, { buildId: 'bld_1', sku: 'BR-308-20', addOnIds: [9] }).ok).toBe(false);
  });
});
