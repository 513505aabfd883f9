/**
 * Products for the commerce tests, each with the trait a test needs: plain accessories, FFL
 * firearms, items restricted by state and by zip, a scarce sku and one out of stock.
 */
import type { SkuDocument } from 'shared-contracts/api/content';
import type { SeedContent } from '../../../src/seeders';
import { fixtureProduct } from '../../support/fixture-content';

const media = (name: string) => ({ url: `/media/test/${name}.svg`, alternativeText: name });

function sku(code: string, extra: Partial<SkuDocument> = {}): SkuDocument {
  return {
    sku: code,
    description: `Sku ${code}`,
    image: media(code),
    image_library: [],
    product_variant_options: [],
    restricted_states: [],
    restricted_zips: [],
    ...extra,
  };
}

export const SKU = {
  cap: 'HA-CAP-01',
  sling: 'HA-SLING-01',
  rifle: 'HA-RL308-BLK',
  pistol: 'HA-B9C-01',
  magazine: 'HA-MAG-30',
  knife: 'HA-KNIFE-LE',
  gone: 'HA-GONE-01',
} as const;

export const PRICES = {
  cap: 29.5,
  sling: 59,
  rifleList: 1899,
  rifle: 1709.1,
  pistol: 649,
  magazine: 39.99,
  knife: 250,
  gone: 80,
} as const;

export const STOCK = { cap: 120, sling: 50, rifle: 20, pistol: 30, magazine: 40, knife: 5, gone: 0 } as const;

export const COMMERCE_CONTENT: SeedContent = {
  pages: { home: { meta_data: { meta_title: 'Home', meta_description: '' }, carousel: [], image_link_ribbon: [] } },
  products: [
    fixtureProduct({ documentId: 'doc-cap', slug: 'field-cap', title: 'Field Cap', skus: [sku(SKU.cap)] }),
    fixtureProduct({ documentId: 'doc-sling', slug: 'rifle-sling', title: 'Rifle Sling', skus: [sku(SKU.sling)] }),
    fixtureProduct({
      documentId: 'doc-ridgeline',
      slug: 'ridgeline-308',
      title: 'Ridgeline .308',
      ffl_item: true,
      product_variant_types: [{ display_title: 'Finish', title: 'finish', options: [{ id: 1, title: 'Black' }] }],
      skus: [
        sku(SKU.rifle, {
          product_variant_options: [{ id: 1, title: 'Black', product_variant_type: 'finish' }],
          restricted_states: [{ value: 'CA' }, { value: 'NY' }],
          restricted_zips: [{ zip: '10001' }],
        }),
      ],
    }),
    fixtureProduct({
      documentId: 'doc-bravo',
      slug: 'bravo-9-compact',
      title: 'Bravo 9 Compact',
      ffl_item: true,
      skus: [sku(SKU.pistol)],
    }),
    fixtureProduct({
      documentId: 'doc-mag',
      slug: 'mag-30',
      title: '30-Round Magazine',
      skus: [sku(SKU.magazine, { restricted_states: [{ value: 'NJ' }], restricted_zips: [{ zip: '606' }] })],
    }),
    fixtureProduct({
      documentId: 'doc-knife',
      slug: 'le-knife',
      title: 'Limited Edition Knife',
      skus: [sku(SKU.knife)],
    }),
    fixtureProduct({ documentId: 'doc-gone', slug: 'sold-out', title: 'Sold Out Vest', skus: [sku(SKU.gone)] }),
  ],
  productGroups: [],
  priceList: [
    { sku: SKU.cap, price: PRICES.cap, bestDiscountPercentage: 0, bestDiscountedPrice: null, qtyOnHand: STOCK.cap },
    {
      sku: SKU.sling,
      price: PRICES.sling,
      bestDiscountPercentage: 0,
      bestDiscountedPrice: null,
      qtyOnHand: STOCK.sling,
    },
    {
      sku: SKU.rifle,
      price: PRICES.rifleList,
      bestDiscountPercentage: 10,
      bestDiscountedPrice: PRICES.rifle,
      qtyOnHand: STOCK.rifle,
    },
    {
      sku: SKU.pistol,
      price: PRICES.pistol,
      bestDiscountPercentage: 0,
      bestDiscountedPrice: null,
      qtyOnHand: STOCK.pistol,
    },
    {
      sku: SKU.magazine,
      price: PRICES.magazine,
      bestDiscountPercentage: 0,
      bestDiscountedPrice: null,
      qtyOnHand: STOCK.magazine,
    },
    {
      sku: SKU.knife,
      price: PRICES.knife,
      bestDiscountPercentage: 0,
      bestDiscountedPrice: null,
      qtyOnHand: STOCK.knife,
    },
    { sku: SKU.gone, price: PRICES.gone, bestDiscountPercentage: 0, bestDiscountedPrice: null, qtyOnHand: STOCK.gone },
  ],
};
