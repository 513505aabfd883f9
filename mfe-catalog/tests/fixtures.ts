import type { Media, ProductDocument, SkuDocument, SkuVariantOption } from 'shared-contracts';
import type { PriceList } from '../src/shared/content/price-list';

export function media(name: string): Media {
  return { url: `/media/${name}.svg`, alternativeText: name };
}

export function sku(code: string, options: SkuVariantOption[] = [], extra: Partial<SkuDocument> = {}): SkuDocument {
  return {
    sku: code,
    description: `${code} description`,
    image: media(code),
    image_library: [],
    product_variant_options: options,
    restricted_states: [],
    restricted_zips: [],
    ...extra,
  };
}

export function product(overrides: Partial<ProductDocument> = {}): ProductDocument {
  return {
    documentId: 'doc-1',
    slug: 'ridgeline-cap',
    title: 'Ridgeline Cap',
    subtitle: 'Waxed canvas',
    display_type: 'product-short',
    image: media('cap'),
    yotpo_product_id: 'y-1',
    ffl_item: false,
    receiver_item: false,
    breadcrumbs: [],
    about: {
      title: 'About',
      subtitle: '',
      summary: 'A cap.',
      tech_specs: [],
      image: media('cap-about'),
      read_more: [],
      details: [],
      disclaimer: '',
      patents: [],
    },
    promo_videos: null,
    product_variant_types: [],
    image_library: [media('cap-1'), media('cap-2')],
    more_details: [],
    related_products: [],
    add_ons: [],
    product_compatibility: [],
    color_swatch: null,
    skus: [sku('CAP-1')],
    manuals: [],
    tags: 'Hats',
    filter_values: [],
    meta_data: { meta_title: 'Ridgeline Cap', meta_description: 'A cap.' },
    ...overrides,
  };
}

const opt = (id: number, title: string, type: string): SkuVariantOption => ({ id, title, product_variant_type: type });

/**
 * A rifle with three cascading selects. Not every combination exists:
 * .308 comes in 20" and 24"; 6.5 CM only in 24"; the 24" .308 only in Black.
 */
export function rifle(): ProductDocument {
  const cal308 = opt(1, '.308 Win', 'caliber');
  const cal65 = opt(2, '6.5 Creedmoor', 'caliber');
  const b20 = opt(10, '20"', 'barrel');
  const b24 = opt(11, '24"', 'barrel');
  const black = opt(20, 'Black', 'finish');
  const fde = opt(21, 'Flat Dark Earth', 'finish');
  return product({
    documentId: 'doc-rifle',
    slug: 'bridger-308',
    title: 'Bridger Precision',
    subtitle: 'Bolt-action rifle',
    display_type: 'product-long',
    ffl_item: true,
    product_variant_types: [
      {
        display_title: 'Caliber',
        title: 'caliber',
        options: [
          { id: 1, title: '.308 Win' },
          { id: 2, title: '6.5 Creedmoor' },
        ],
      },
      {
        display_title: 'Barrel Length',
        title: 'barrel',
        options: [
          { id: 10, title: '20"' },
          { id: 11, title: '24"' },
        ],
      },
      {
        display_title: 'Finish',
        title: 'finish',
        options: [
          { id: 20, title: 'Black' },
          { id: 21, title: 'Flat Dark Earth' },
        ],
      },
    ],
    skus: [
      sku('BR-308-20-BLK', [cal308, b20, black], {
        restricted_states: [{ value: 'CA' }],
        restricted_zips: [{ zip: '10001' }],
      }),
      sku('BR-308-20-FDE', [cal308, b20, fde]),
      sku('BR-308-24-BLK', [cal308, b24, black]),
      sku('BR-65-24-FDE', [cal65, b24, fde]),
      sku('BR-65-24-BLK', [cal65, b24, black]),
    ],
    add_ons: [{ id: 90, title: 'Bipod', add_on_price: 120, image: media('bipod') }],
    color_swatch: {
      options: [
        { value: '#111', title: 'Black' },
        { value: '#8b7355', title: 'Flat Dark Earth' },
      ],
    },
  });
}

export const prices: PriceList = {
  'CAP-1': { price: 30, bestDiscountPercentage: 0, bestDiscountedPrice: null, qtyOnHand: 12 },
  'BR-308-20-BLK': { price: 2000, bestDiscountPercentage: 10, bestDiscountedPrice: 1800, qtyOnHand: 3 },
  'BR-308-20-FDE': { price: 2000, bestDiscountPercentage: 0, bestDiscountedPrice: null, qtyOnHand: 0 },
  'BR-308-24-BLK': { price: 2100, bestDiscountPercentage: 0, bestDiscountedPrice: null, qtyOnHand: 5 },
  'BR-65-24-FDE': { price: 2150, bestDiscountPercentage: 0, bestDiscountedPrice: null, qtyOnHand: 1 },
  'BR-65-24-BLK': { price: 2150, bestDiscountPercentage: 0, bestDiscountedPrice: null, qtyOnHand: 2 },
};
