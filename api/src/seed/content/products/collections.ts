/** Collections, one or more of each display type. Product lists are slugs, in display order. */
import type { ProductGroupDocument } from 'shared-contracts/api/content';
import { hero } from '../media';

const home = { label: 'Home', url: '/' };

export const rifles: ProductGroupDocument = {
  documentId: 'grp0001',
  slug: 'rifles',
  title: 'Rifles',
  subtitle: 'Bolt action, semi-automatic and lever action, made in Bozeman',
  display_type: 'filterable-grid',
  background_image: hero('collection-rifles', 'A precision rifle silhouetted on a mountain ridge'),
  filter_categories: [
    {
      title: 'Calibre',
      multi: true,
      filter_options: [
        '.22 LR',
        '.17 HMR',
        '5.56 NATO',
        '.300 BLK',
        '.308 Win',
        '6.5 Creedmoor',
        '6.5 PRC',
        '.280 AI',
        '.300 Win Mag',
        '.30-30 Win',
        '.357 Mag',
        '.45-70 Govt',
        'Multi',
      ].map((value) => ({ value })),
    },
    {
      title: 'Action',
      multi: false,
      filter_options: ['Bolt Action', 'Semi-Auto', 'Lever Action', 'Receiver'].map((value) => ({ value })),
    },
    {
      title: 'Finish',
      multi: true,
      filter_options: ['Black', 'FDE', 'OD Green', 'Stainless', 'Tungsten', 'Walnut', 'Carbon', 'Ember'].map(
        (value) => ({ value }),
      ),
    },
  ],
  products: [
    'bridger-hr1',
    'bridger-hr1-ember-edition',
    'beartooth-mountain',
    'absaroka-prc',
    'gallatin-carbine',
    'madison-lever',
    'yellowstone-rimfire',
    'ha15-stripped-lower',
  ],
  breadcrumbs: [home, { label: 'Rifles', url: '/collection/rifles' }],
  meta_data: {
    meta_title: 'Rifles | Halvorsen Arms',
    meta_description: 'Hunting, precision, lever-action and rimfire rifles made in Bozeman, Montana.',
  },
};

export const pistols: ProductGroupDocument = {
  documentId: 'grp0002',
  slug: 'pistols',
  title: 'Pistols',
  subtitle: 'Carry, duty, backcountry and the classic 1911',
  display_type: 'tabbed-grid',
  background_image: hero('collection-pistols', 'A stainless 1911 pistol against a dusk sky'),
  filter_categories: [
    {
      title: 'Frame Size',
      multi: false,
      filter_options: ['Full-Size', 'Compact', 'Micro', 'Chassis'].map((value) => ({ value })),
    },
    {
      title: 'Calibre',
      multi: true,
      filter_options: ['9mm', '10mm', '.380 ACP', '.45 ACP'].map((value) => ({ value })),
    },
  ],
  products: ['sentinel-9-compact', 'sentinel-9-full', 'ridgeline-10', 'tern-380', 'highline-1911', 'sentinel-fcu'],
  breadcrumbs: [home, { label: 'Pistols', url: '/collection/pistols' }],
  meta_data: {
    meta_title: 'Pistols | Halvorsen Arms',
    meta_description: 'Sentinel, Ridgeline, Tern and Highline pistols from Halvorsen Arms.',
  },
};

export const apparel: ProductGroupDocument = {
  documentId: 'grp0003',
  slug: 'apparel',
  title: 'Apparel',
  subtitle: 'What we wear at the shop, and on the mountain',
  display_type: 'cards',
  background_image: hero('collection-apparel', 'A hoodie and a cap in a mountain landscape at dawn'),
  filter_categories: [
    { title: 'Type', multi: false, filter_options: ['Shirts', 'Outerwear', 'Headwear'].map((value) => ({ value })) },
  ],
  products: ['mountain-mark-tee', 'bozeman-hoodie', 'logo-cap', 'range-trucker', 'ridge-beanie'],
  breadcrumbs: [home, { label: 'Apparel', url: '/collection/apparel' }],
  meta_data: {
    meta_title: 'Apparel | Halvorsen Arms',
    meta_description: 'Tees, hoodies, caps and beanies from Halvorsen Arms of Bozeman, Montana.',
  },
};

export const accessories: ProductGroupDocument = {
  documentId: 'grp0004',
  slug: 'accessories',
  title: 'Accessories',
  subtitle: 'Mounts, slings, magazines and care for every Halvorsen',
  display_type: 'simple-grid',
  background_image: hero('collection-accessories', 'A scope mount and a bipod on the prairie'),
  filter_categories: [
    {
      title: 'Type',
      multi: false,
      filter_options: [
        'Magazines',
        'Optics & Mounts',
        'Slings',
        'Holsters',
        'Muzzle Devices',
        'Ammunition',
        'Care',
      ].map((value) => ({
        value,
      })),
    },
  ],
  products: [
    'summit-scope-mount',
    'ridgeline-bipod',
    'trail-sling',
    'sentinel-holster',
    'absaroka-muzzle-brake',
    'field-cleaning-kit',
    'bore-care-kit',
    'bridger-4rd-magazine',
    'sentinel-9-magazine',
    'ha15-30rd-magazine',
    'sentinel-9mm-ammunition',
    'absaroka-30-suppressor',
  ],
  breadcrumbs: [home, { label: 'Accessories', url: '/collection/accessories' }],
  meta_data: {
    meta_title: 'Accessories | Halvorsen Arms',
    meta_description: 'Scope mounts, bipods, slings, holsters, magazines and cleaning gear.',
  },
};

export const magazines: ProductGroupDocument = {
  documentId: 'grp0005',
  slug: 'magazines',
  title: 'Magazines',
  subtitle: 'Factory magazines for Halvorsen rifles and pistols',
  display_type: 'simple-grid',
  background_image: hero('collection-magazines', 'A carbine silhouetted on a ridge at dawn'),
  filter_categories: [],
  products: ['bridger-4rd-magazine', 'sentinel-9-magazine', 'ha15-30rd-magazine'],
  breadcrumbs: [
    home,
    { label: 'Accessories', url: '/collection/accessories' },
    { label: 'Magazines', url: '/collection/magazines' },
  ],
  meta_data: {
    meta_title: 'Magazines | Halvorsen Arms',
    meta_description: 'Factory magazines for Bridger, Sentinel and HA-15.',
  },
};

export const productGroups: ProductGroupDocument[] = [rifles, pistols, apparel, accessories, magazines];
