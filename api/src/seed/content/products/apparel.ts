/** Apparel. Size cascades to colour; not every colour is made in every size. */
import type { ProductDocument } from 'shared-contracts/api/content';
import { docUrl, GUIDES } from '../documents';
import { paras, ul } from '../rich';
import { buildProduct, code } from './builder';

const APPAREL = { title: 'Apparel', slug: 'apparel' };
const SIZE_CHART = [{ title: 'Size Chart (PDF)', url: docUrl(GUIDES.sizing.file) }];
const RETURNS = 'Free exchanges on unworn apparel within 30 days.';
const SIZES = ['S', 'M', 'L', 'XL', '2XL'];

function sized(sizesByColour: Record<string, string[]>): string[][] {
  const combos: string[][] = [];
  for (const size of SIZES) {
    for (const [colour, sizes] of Object.entries(sizesByColour)) if (sizes.includes(size)) combos.push([size, colour]);
  }
  return combos;
}

export const tee = buildProduct({
  index: 401,
  slug: 'mountain-mark-tee',
  title: 'Mountain Mark Tee',
  subtitle: 'Heavyweight cotton, printed in Montana',
  display_type: 'product-short',
  ffl_item: false,
  receiver_item: false,
  compliance: { itemClass: 'accessory' },
  collection: APPAREL,
  tags: 'Shirts',
  filter_values: [{ category: 'Type', value: 'Shirts' }],
  variants: [
    { title: 'size', display_title: 'Size', options: SIZES },
    { title: 'colour', display_title: 'Colour', options: ['Black', 'Heather Grey', 'Ember'] },
  ],
  combos: sized({ Black: SIZES, 'Heather Grey': SIZES, Ember: ['S', 'M', 'L', 'XL'] }),
  skuCode: ([size = '', colour = '']) => `HA-TEE-MTN-${code(colour)}-${size}`,
  colourway: { variant: 'colour', finishes: { Black: 'black', 'Heather Grey': 'heather-grey', Ember: 'ember' } },
  about: {
    title: 'The shop shirt',
    subtitle: 'What we wear on the floor',
    summary:
      'A 6.5 oz ring-spun cotton tee with the mountain mark on the chest and the full mark on the back, screen-printed in Missoula.',
    tech_specs: [
      { label: 'Fabric', value: '100% ring-spun cotton, 6.5 oz' },
      { label: 'Fit', value: 'Regular' },
    ],
    read_more: paras('Pre-shrunk, so the size you buy is the size you keep.'),
    details: [ul('Taped neck seam', 'Water-based inks')],
    disclaimer: RETURNS,
    patents: [],
  },
  more_details: [
    {
      question: 'Why no Ember in 2XL?',
      answer: 'We print Ember in small runs and the 2XL blanks were not available in that colour this season.',
    },
  ],
  related_products: ['bozeman-hoodie', 'logo-cap', 'ridge-beanie'],
  manuals: SIZE_CHART,
  meta_description: 'Mountain Mark heavyweight cotton tee from Halvorsen Arms.',
});

export const hoodie = buildProduct({
  index: 402,
  slug: 'bozeman-hoodie',
  title: 'Bozeman Heavyweight Hoodie',
  subtitle: '12 oz fleece, lined hood',
  display_type: 'product-short',
  ffl_item: false,
  receiver_item: false,
  compliance: { itemClass: 'accessory' },
  collection: APPAREL,
  tags: 'Outerwear',
  filter_values: [{ category: 'Type', value: 'Outerwear' }],
  variants: [
    { title: 'size', display_title: 'Size', options: SIZES },
    { title: 'colour', display_title: 'Colour', options: ['Charcoal', 'Olive', 'Sand'] },
  ],
  combos: sized({ Charcoal: SIZES, Olive: ['M', 'L', 'XL'], Sand: ['S', 'M', 'L', 'XL'] }),
  skuCode: ([size = '', colour = '']) => `HA-HOOD-BZN-${code(colour)}-${size}`,
  colourway: { variant: 'colour', finishes: { Charcoal: 'charcoal', Olive: 'olive', Sand: 'sand' } },
  about: {
    title: 'For the first cold morning',
    subtitle: 'Heavy enough for October, soft enough for January',
    summary:
      'A 12 oz brushed fleece hoodie with a lined hood, flat drawcords, ribbed cuffs and the mark printed front and back.',
    tech_specs: [
      { label: 'Fabric', value: '80% cotton, 20% polyester, 12 oz' },
      { label: 'Fit', value: 'Relaxed, runs slightly large' },
    ],
    read_more: paras('Named for the town we have called home since 1987.'),
    details: [ul('Lined hood', 'Kangaroo pocket', 'Ribbed cuffs and hem')],
    disclaimer: RETURNS,
    patents: [],
  },
  more_details: [{ question: 'Does it shrink?', answer: 'Less than 3% if washed cold and tumble-dried low.' }],
  related_products: ['mountain-mark-tee', 'ridge-beanie', 'range-trucker'],
  manuals: SIZE_CHART,
  meta_description: 'Bozeman heavyweight hoodie from Halvorsen Arms.',
});

function hat(
  index: number,
  slug: string,
  title: string,
  subtitle: string,
  colours: Record<string, string>,
  summary: string,
): ProductDocument {
  return buildProduct({
    index,
    slug,
    title,
    subtitle,
    display_type: 'product-short',
    ffl_item: false,
    receiver_item: false,
    compliance: { itemClass: 'accessory' },
    collection: APPAREL,
    tags: 'Headwear',
    filter_values: [{ category: 'Type', value: 'Headwear' }],
    variants: [{ title: 'colour', display_title: 'Colour', options: Object.keys(colours) }],
    combos: Object.keys(colours).map((c) => [c]),
    skuCode: ([colour = '']) => `HA-HAT-${slug.split('-')[0]?.toUpperCase().slice(0, 4)}-${code(colour)}`,
    colourway: { variant: 'colour', finishes: colours },
    about: {
      title,
      subtitle,
      summary,
      tech_specs: [{ label: 'Size', value: 'One size fits most' }],
      read_more: paras('The woven patch is made in North Carolina and sewn on in Bozeman.'),
      details: [ul('Woven mark patch')],
      disclaimer: RETURNS,
      patents: [],
    },
    more_details: [{ question: 'Is it adjustable?', answer: 'Yes, one size fits most.' }],
    related_products: ['mountain-mark-tee', 'bozeman-hoodie'],
    meta_description: `${title} from Halvorsen Arms.`,
  });
}

export const logoCap = hat(
  403,
  'logo-cap',
  'Halvorsen Logo Cap',
  'Six-panel, structured',
  { Charcoal: 'charcoal', 'Blaze Orange': 'blaze-orange', Olive: 'olive' },
  'A structured six-panel cap in brushed cotton twill with the woven mountain mark and a strap-back closure.',
);
export const trucker = hat(
  404,
  'range-trucker',
  'Range Trucker Hat',
  'Mesh back, snapback',
  { Coyote: 'coyote', Black: 'black', Navy: 'navy' },
  'A mid-profile trucker with a cotton front, a breathable mesh back and the woven mountain mark.',
);
export const beanie = hat(
  405,
  'ridge-beanie',
  'Ridge Knit Beanie',
  'Cuffed merino blend',
  { 'Blaze Orange': 'blaze-orange', Black: 'black', 'Heather Grey': 'heather-grey' },
  'A cuffed rib-knit beanie in a merino blend, warm enough for a January elk camp.',
);

export const apparelProducts: ProductDocument[] = [tee, hoodie, logoCap, trucker, beanie];
