/**
 * A small content set in the seed's shape, for tests that need documents with particular traits
 * (a discount, restrictions, odd characters) regardless of what the real seed holds.
 */
import type { ProductDocument, ProductGroupDocument, SkuDocument } from 'shared-contracts/api/content';
import type { SeedContent } from '../../src/seeders';

const media = (name: string) => ({ url: `/media/test/${name}.svg`, alternativeText: name });

function sku(
  code: string,
  options: SkuDocument['product_variant_options'] = [],
  extra: Partial<SkuDocument> = {},
): SkuDocument {
  return {
    sku: code,
    description: `Sku ${code}`,
    image: media(code),
    image_library: [],
    product_variant_options: options,
    restricted_states: [],
    restricted_zips: [],
    ...extra,
  };
}

export function fixtureProduct(
  overrides: Partial<ProductDocument> & Pick<ProductDocument, 'documentId' | 'slug' | 'title'>,
): ProductDocument {
  return {
    subtitle: '',
    display_type: 'product-short',
    image: media(overrides.slug),
    yotpo_product_id: '',
    ffl_item: false,
    receiver_item: false,
    breadcrumbs: [],
    about: {
      title: overrides.title,
      subtitle: '',
      summary: '',
      tech_specs: [],
      image: media(overrides.slug),
      read_more: [],
      details: [],
      disclaimer: '',
      patents: [],
    },
    promo_videos: null,
    product_variant_types: [],
    image_library: [],
    more_details: [],
    related_products: [],
    add_ons: [],
    product_compatibility: [],
    color_swatch: null,
    skus: [sku(`${overrides.slug.toUpperCase()}-1`)],
    manuals: [],
    tags: '',
    filter_values: [],
    meta_data: { meta_title: overrides.title, meta_description: '' },
    ...overrides,
  };
}

export const FIXTURE_PRODUCTS: ProductDocument[] = [
  fixtureProduct({
    documentId: 'doc-ridgeline',
    slug: 'ridgeline-308',
    title: 'Ridgeline .308',
    subtitle: 'Bolt-action hunting rifle',
    display_type: 'product-long',
    ffl_item: true,
    about: {
      ...fixtureProduct({ documentId: 'x', slug: 'x', title: 'x' }).about,
      summary: 'A cold-hammer-forged barrel for the high country.',
    },
    product_variant_types: [
      {
        display_title: 'Finish',
        title: 'finish',
        options: [
          { id: 1, title: 'Black' },
          { id: 2, title: 'Bronze' },
        ],
      },
    ],
    skus: [
      sku('HA-RL308-BLK', [{ id: 1, title: 'Black', product_variant_type: 'finish' }], {
        restricted_states: [{ value: 'CA' }, { value: 'ny' }],
        restricted_zips: [{ zip: '10001' }],
      }),
      sku('HA-RL308-BRZ', [{ id: 2, title: 'Bronze', product_variant_type: 'finish' }]),
    ],
    tags: 'rifles',
    filter_values: [{ category: 'Caliber', value: '.308' }],
  }),
  fixtureProduct({
    documentId: 'doc-field-cap',
    slug: 'field-cap',
    title: 'field cap',
    subtitle: 'Waxed canvas, 100% cotton',
    skus: [sku('HA-CAP-01')],
    tags: 'apparel',
  }),
  fixtureProduct({
    documentId: 'doc-bravo',
    slug: 'bravo-9-compact',
    title: 'Bravo 9 Compact',
    subtitle: 'Striker-fired pistol',
    display_type: 'product-short-alt',
    ffl_item: true,
    skus: [sku('HA-B9C-01', [], { description: 'Ünïcode ready — café_grip' })],
    tags: 'pistols',
  }),
];

export const FIXTURE_GROUPS: ProductGroupDocument[] = [
  {
    documentId: 'grp-rifles',
    slug: 'rifles',
    title: 'Rifles',
    subtitle: 'Built in Bozeman',
    display_type: 'filterable-grid',
    background_image: media('rifles'),
    filter_categories: [{ title: 'Caliber', multi: true, filter_options: [{ value: '.308' }] }],
    products: ['ridgeline-308', 'missing-product'],
    breadcrumbs: [],
    meta_data: { meta_title: 'Rifles', meta_description: '' },
  },
];

export const FIXTURE_CONTENT: SeedContent = {
  pages: {
    home: { meta_data: { meta_title: 'Home', meta_description: '' }, carousel: [], image_link_ribbon: [] },
    faq: { faqItemList: [{ question: 'Q?', answer: 'A.' }] },
  },
  products: FIXTURE_PRODUCTS,
  productGroups: FIXTURE_GROUPS,
  priceList: [
    { sku: 'HA-RL308-BLK', price: 1899, bestDiscountPercentage: 10, bestDiscountedPrice: 1709.1, qtyOnHand: 4 },
    { sku: 'HA-RL308-BRZ', price: 1949.99, bestDiscountPercentage: 0, bestDiscountedPrice: null, qtyOnHand: 0 },
    { sku: 'HA-CAP-01', price: 29.5, bestDiscountPercentage: 0, bestDiscountedPrice: null, qtyOnHand: 120 },
    { sku: 'HA-B9C-01', price: 649, bestDiscountPercentage: 0, bestDiscountedPrice: null, qtyOnHand: 7 },
  ],
};
