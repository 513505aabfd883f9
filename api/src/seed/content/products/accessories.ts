/** Accessories: magazines, mounts, slings, care. Not FFL items. */
import type { ProductDocument } from 'shared-contracts/api/content';
import { docUrl, GUIDES } from '../documents';
import { paras, ul } from '../rich';
import { buildProduct, CAPACITY_RESTRICTED_STATES, CHICAGO_ZIPS, code, roundsOf } from './builder';

const ACCESSORIES = { title: 'Accessories', slug: 'accessories' };
const MAGAZINES = { title: 'Magazines', slug: 'magazines' };
const CARE_MANUAL = [{ title: 'Cleaning and Storage Guide (PDF)', url: docUrl(GUIDES.cleaning.file) }];
const NO_DISCLAIMER = 'Accessories ship directly to you. Covered by our one-year accessory warranty.';

export const arMagazine = buildProduct({
  index: 301,
  slug: 'ha15-30rd-magazine',
  title: 'HA-15 30-Round Magazine',
  subtitle: 'Polymer rifle magazine, 5.56 NATO',
  display_type: 'product-short',
  ffl_item: false,
  receiver_item: false,
  compliance: { itemClass: 'magazine', magazineCapacity: 30, magazinePlatform: 'long-gun' },
  collection: MAGAZINES,
  tags: 'Magazines',
  filter_values: [{ category: 'Type', value: 'Magazines' }],
  variants: [{ title: 'colour', display_title: 'Colour', options: ['Black', 'FDE', 'OD Green'] }],
  combos: [['Black'], ['FDE'], ['OD Green']],
  skuCode: ([c = '']) => `HA-MAG-15-30-${code(c)}`,
  colourway: { variant: 'colour', finishes: { Black: 'black-nitride', FDE: 'fde', 'OD Green': 'od-green' } },
  restrictions: () => ({ states: CAPACITY_RESTRICTED_STATES, zips: CHICAGO_ZIPS }),
  about: {
    title: 'Feeds every time',
    subtitle: 'The magazine every Gallatin ships with',
    summary:
      'A 30-round glass-reinforced polymer magazine with a steel feed-lip insert, an anti-tilt follower and a flared baseplate that comes off without tools.',
    tech_specs: [
      { label: 'Capacity', value: '30 rounds' },
      { label: 'Calibre', value: '5.56 NATO / .223 Rem' },
      { label: 'Material', value: 'Glass-reinforced polymer, steel feed lips' },
    ],
    read_more: paras('Drop-tested from shoulder height onto concrete, loaded, two hundred times per batch.'),
    details: [ul('Anti-tilt follower', 'Tool-free baseplate')],
    disclaimer: 'Not sold to California, New York, Massachusetts or Colorado, nor to some Chicago zip codes.',
    patents: [],
  },
  more_details: [
    {
      question: 'Does it fit other rifles?',
      answer: 'It fits STANAG-pattern magazine wells, including every HA-15 and Gallatin.',
    },
  ],
  related_products: ['gallatin-carbine', 'ha15-stripped-lower', 'trail-sling'],
  meta_description: 'HA-15 30-round polymer magazine for 5.56 NATO rifles.',
});

export const sentinelMagazine = buildProduct({
  index: 302,
  slug: 'sentinel-9-magazine',
  title: 'Sentinel 9 Magazine',
  subtitle: 'Steel double-stack, 9mm',
  display_type: 'product-short',
  ffl_item: false,
  receiver_item: false,
  compliance: ([cap]) => ({ itemClass: 'magazine', magazineCapacity: roundsOf(cap), magazinePlatform: 'handgun' }),
  collection: MAGAZINES,
  tags: 'Magazines',
  filter_values: [{ category: 'Type', value: 'Magazines' }],
  variants: [{ title: 'capacity', display_title: 'Capacity', options: ['10-Round', '15-Round', '17-Round'] }],
  combos: [['10-Round'], ['15-Round'], ['17-Round']],
  skuCode: ([cap = '']) => `HA-MAG-S9-${cap.slice(0, 2)}`,
  restrictions: ([cap = '']) =>
    cap.startsWith('10') ? {} : { states: CAPACITY_RESTRICTED_STATES, zips: CHICAGO_ZIPS },
  about: {
    title: 'Spare rounds, same feel',
    subtitle: 'Factory magazines for the Sentinel 9',
    summary:
      'Nitrided steel bodies with witness holes, a high-visibility follower and a polymer baseplate matched to the Sentinel grip.',
    tech_specs: [
      { label: 'Capacity', value: '10, 15 or 17 rounds' },
      { label: 'Fits', value: 'Sentinel 9 Compact (10, 15) and Full-Size (10, 15, 17)' },
    ],
    read_more: paras(
      'The 10-round magazine has the same body length as the 15-round, so it seats the same way in either frame.',
    ),
    details: [ul('Witness holes every three rounds', 'High-visibility follower')],
    disclaimer:
      '15- and 17-round magazines are not sold to California, New York, Massachusetts or Colorado, nor to some Chicago zip codes. The 10-round magazine is.',
    patents: [],
  },
  more_details: [
    {
      question: 'Will the 17-round magazine fit my Compact?',
      answer: 'Yes, it extends below the grip. A grip sleeve is included.',
    },
  ],
  related_products: ['sentinel-9-compact', 'sentinel-9-full', 'sentinel-holster'],
  meta_description: 'Factory Sentinel 9 magazines in 10, 15 and 17 rounds.',
});

export const bridgerMagazine = buildProduct({
  index: 303,
  slug: 'bridger-4rd-magazine',
  title: 'Bridger 4-Round Magazine',
  subtitle: 'Detachable box magazine for the HR-1',
  display_type: 'product-short',
  ffl_item: false,
  receiver_item: false,
  compliance: { itemClass: 'magazine', magazineCapacity: 4, magazinePlatform: 'long-gun' },
  collection: MAGAZINES,
  tags: 'Magazines',
  filter_values: [{ category: 'Type', value: 'Magazines' }],
  variants: [],
  combos: [[]],
  skuCode: () => 'HA-MAG-BR1-4',
  about: {
    title: 'A spare for the pocket',
    subtitle: 'Fits every short-action Bridger and Beartooth',
    summary: 'A steel four-round box magazine with an aluminium follower, flush with the stock when seated.',
    tech_specs: [
      { label: 'Capacity', value: '4 rounds (.308 family)' },
      { label: 'Fits', value: 'Bridger HR-1, Beartooth Mountain (short action)' },
    ],
    read_more: paras('Same magazine as the one in the box with your rifle.'),
    details: [ul('Steel body', 'Aluminium follower')],
    disclaimer: NO_DISCLAIMER,
    patents: [],
  },
  more_details: [
    {
      question: 'Does it fit the .300 Win Mag?',
      answer: 'No. Magnum rifles use a three-round magazine available from our service department.',
    },
  ],
  related_products: ['bridger-hr1', 'beartooth-mountain'],
  meta_description: 'Bridger 4-round detachable box magazine.',
});

export const scopeMount = buildProduct({
  index: 304,
  slug: 'summit-scope-mount',
  title: 'Summit Cantilever Scope Mount',
  subtitle: 'One-piece mount, 20 MOA',
  display_type: 'product-short',
  ffl_item: false,
  receiver_item: false,
  compliance: { itemClass: 'accessory' },
  collection: ACCESSORIES,
  tags: 'Optics & Mounts',
  filter_values: [{ category: 'Type', value: 'Optics & Mounts' }],
  variants: [
    { title: 'ring_diameter', display_title: 'Ring Diameter', options: ['30mm', '34mm'] },
    { title: 'height', display_title: 'Height', options: ['Low', 'Medium', 'High'] },
  ],
  combos: [
    ['30mm', 'Low'],
    ['30mm', 'Medium'],
    ['30mm', 'High'],
    ['34mm', 'Medium'],
    ['34mm', 'High'],
  ],
  skuCode: ([d = '', ht = '']) => `HA-MNT-${d.replace('mm', '')}-${ht.slice(0, 1)}`,
  about: {
    title: 'Machined from one block',
    subtitle: 'Returns to zero when you take it off and put it back',
    summary:
      'The Summit is a one-piece cantilever mount machined from 7075 aluminium with 20 MOA built in and two recoil lugs that locate in the rail slots.',
    tech_specs: [
      { label: 'Material', value: '7075-T6, hard-coat anodised' },
      { label: 'Cant', value: '20 MOA' },
      { label: 'Heights', value: 'Low 1.30", Medium 1.50", High 1.70"' },
    ],
    read_more: paras('Ring caps are numbered to their bases so they go back exactly where they came from.'),
    details: [ul('Two recoil lugs', 'Torx T25 hardware', 'Numbered ring caps')],
    disclaimer: NO_DISCLAIMER,
    patents: [{ title: 'Indexed ring caps', number: 'US D951,774 S' }],
  },
  more_details: [
    {
      question: 'Why no low 34mm?',
      answer: 'A 34mm tube with a large objective will not clear the barrel in a low mount, so we do not make one.',
    },
  ],
  related_products: ['bridger-hr1', 'absaroka-prc', 'beartooth-mountain'],
  product_compatibility: [{ key: 'rails', title: 'Rails', options: ['Picatinny 1913', 'Weaver'] }],
  meta_description: 'Summit one-piece cantilever scope mount, 30mm and 34mm.',
});

export const trailSling = buildProduct({
  index: 305,
  slug: 'trail-sling',
  title: 'Trail Two-Point Sling',
  subtitle: 'Padded, quick-adjust',
  display_type: 'product-short',
  ffl_item: false,
  receiver_item: false,
  compliance: { itemClass: 'accessory' },
  collection: ACCESSORIES,
  tags: 'Slings',
  filter_values: [{ category: 'Type', value: 'Slings' }],
  variants: [{ title: 'colour', display_title: 'Colour', options: ['Black', 'Coyote', 'Olive'] }],
  combos: [['Black'], ['Coyote'], ['Olive']],
  skuCode: ([c = '']) => `HA-SLG-${code(c)}`,
  colourway: { variant: 'colour', finishes: { Black: 'black', Coyote: 'coyote', Olive: 'olive' } },
  about: {
    title: 'Carry it all day',
    subtitle: 'A sling you forget you are wearing',
    summary:
      'A 1.25" nylon sling with a closed-cell shoulder pad, a one-pull length adjuster and QD swivels on both ends.',
    tech_specs: [
      { label: 'Width', value: '1.25", 2.25" at the pad' },
      { label: 'Length', value: '38" to 60"' },
      { label: 'Attachment', value: 'QD swivels' },
    ],
    read_more: paras('Sewn in Montana by the same shop that makes our rifle cases.'),
    details: [ul('Closed-cell foam pad', 'One-pull adjuster')],
    disclaimer: NO_DISCLAIMER,
    patents: [],
  },
  more_details: [
    {
      question: 'Does it fit rifles without QD cups?',
      answer: 'QD swivels need QD cups or studs with QD adapters. Every Halvorsen rifle has them.',
    },
  ],
  related_products: ['bridger-hr1', 'gallatin-carbine', 'madison-lever'],
  meta_description: 'Trail padded two-point sling with QD swivels.',
});

export const cleaningKit = buildProduct({
  index: 306,
  slug: 'field-cleaning-kit',
  title: 'Field Cleaning Kit',
  subtitle: 'Roll-up kit for rifles and pistols',
  display_type: 'product-short',
  ffl_item: false,
  receiver_item: false,
  compliance: { itemClass: 'accessory' },
  collection: ACCESSORIES,
  tags: 'Care',
  filter_values: [{ category: 'Type', value: 'Care' }],
  variants: [],
  combos: [[]],
  skuCode: () => 'HA-CLN-FIELD',
  about: {
    title: 'Everything, rolled up',
    subtitle: 'Rods, brushes and patches for .22 to .30 and 9mm to .45',
    summary:
      'A waxed-canvas roll with coated three-piece rods, bronze brushes, jags, a chamber brush and a hundred patches.',
    tech_specs: [
      { label: 'Calibres', value: '.22, 6.5mm, .30, 9mm, 10mm, .45' },
      { label: 'Size rolled', value: '14" × 4"' },
    ],
    read_more: paras('The roll ties shut with a leather strap and fits in a pack lid.'),
    details: [ul('Coated rods', 'Bronze brushes', '100 cotton patches')],
    disclaimer: NO_DISCLAIMER,
    patents: [],
  },
  more_details: [
    {
      question: 'When will it be back in stock?',
      answer: 'A new batch of canvas rolls is being sewn. Leave your e-mail and we will tell you when it arrives.',
    },
  ],
  related_products: ['bore-care-kit', 'bridger-hr1', 'sentinel-9-compact'],
  manuals: CARE_MANUAL,
  meta_description: 'Field cleaning kit in a waxed canvas roll.',
});

export const holster = buildProduct({
  index: 307,
  slug: 'sentinel-holster',
  title: 'Sentinel Holster',
  subtitle: 'Moulded inside-the-waistband holster',
  display_type: 'product-short',
  ffl_item: false,
  receiver_item: false,
  compliance: { itemClass: 'accessory' },
  collection: ACCESSORIES,
  tags: 'Holsters',
  filter_values: [{ category: 'Type', value: 'Holsters' }],
  variants: [
    { title: 'fits', display_title: 'Fits', options: ['Sentinel 9 Compact', 'Sentinel 9 Full-Size'] },
    { title: 'hand', display_title: 'Hand', options: ['Right Hand', 'Left Hand'] },
  ],
  combos: [
    ['Sentinel 9 Compact', 'Right Hand'],
    ['Sentinel 9 Compact', 'Left Hand'],
    ['Sentinel 9 Full-Size', 'Right Hand'],
  ],
  skuCode: ([fits = '', hand = '']) => `HA-HOL-${fits.includes('Compact') ? 'C' : 'F'}-${hand.slice(0, 1)}`,
  about: {
    title: 'Covers the trigger, holds the pistol',
    subtitle: 'Adjustable retention and ride height',
    summary:
      'Moulded to the Sentinel with a full trigger-guard cover, adjustable retention, a steel belt clip and a claw that tucks the grip in.',
    tech_specs: [
      { label: 'Material', value: '0.08" thermoplastic' },
      { label: 'Belt', value: 'Up to 1.75"' },
    ],
    read_more: paras('Optic-cut: rides under a mounted red dot.'),
    details: [ul('Adjustable retention', 'Steel clip')],
    disclaimer: NO_DISCLAIMER,
    patents: [],
  },
  more_details: [{ question: 'Is a left-hand Full-Size coming?', answer: 'Yes, later this year.' }],
  related_products: ['sentinel-9-compact', 'sentinel-9-full', 'sentinel-9-magazine'],
  meta_description: 'Sentinel inside-the-waistband holster for Compact and Full-Size pistols.',
});

export const bipod = buildProduct({
  index: 308,
  slug: 'ridgeline-bipod',
  title: 'Ridgeline Precision Bipod',
  subtitle: 'Arca and Picatinny, pan and cant',
  display_type: 'product-short',
  ffl_item: false,
  receiver_item: false,
  compliance: { itemClass: 'accessory' },
  collection: ACCESSORIES,
  tags: 'Optics & Mounts',
  filter_values: [{ category: 'Type', value: 'Optics & Mounts' }],
  variants: [],
  combos: [[]],
  skuCode: () => 'HA-BIP-RDG',
  about: {
    title: 'Steady on uneven ground',
    subtitle: 'Five leg positions, 15° pan, 20° cant',
    summary:
      'An aluminium bipod with telescoping legs, independent leg angles, and a clamp that fits both Arca rails and Picatinny rails.',
    tech_specs: [
      { label: 'Height', value: '6.5" to 10"' },
      { label: 'Weight', value: '14 oz' },
      { label: 'Mount', value: 'Arca-Swiss and Picatinny' },
    ],
    read_more: paras('The cant lock holds with a quarter turn and releases without looking.'),
    details: [ul('Independent legs', 'Rubber feet, spike feet included')],
    disclaimer: NO_DISCLAIMER,
    patents: [],
  },
  more_details: [{ question: 'Will it fit a sling stud?', answer: 'With the included stud adapter, yes.' }],
  related_products: ['absaroka-prc', 'beartooth-mountain', 'summit-scope-mount'],
  meta_description: 'Ridgeline precision bipod for Arca and Picatinny rails.',
});

export const muzzleBrake = buildProduct({
  index: 309,
  slug: 'absaroka-muzzle-brake',
  title: 'Absaroka Muzzle Brake',
  subtitle: 'Three-port, timed',
  display_type: 'product-short',
  ffl_item: false,
  receiver_item: false,
  compliance: { itemClass: 'accessory' },
  collection: ACCESSORIES,
  tags: 'Muzzle Devices',
  filter_values: [{ category: 'Type', value: 'Muzzle Devices' }],
  variants: [
    { title: 'thread_pitch', display_title: 'Thread Pitch', options: ['5/8"-24', '1/2"-28', 'M18x1'] },
    { title: 'finish', display_title: 'Finish', options: ['Black Nitride', 'Stainless'] },
  ],
  combos: [
    ['5/8"-24', 'Black Nitride'],
    ['5/8"-24', 'Stainless'],
    ['1/2"-28', 'Black Nitride'],
    ['M18x1', 'Black Nitride'],
  ],
  skuCode: ([pitch = '', fin = '']) => `HA-BRK-${pitch.replace(/[^0-9]/g, '')}-${code(fin)}`,
  colourway: { variant: 'finish', finishes: { 'Black Nitride': 'black-nitride', Stainless: 'stainless' } },
  about: {
    title: 'Keep the target in the scope',
    subtitle: 'Cuts felt recoil by about half',
    summary:
      'A three-port brake machined from 17-4 stainless, timed with a crush washer and a jam nut so the ports sit level.',
    tech_specs: [
      { label: 'Material', value: '17-4 stainless' },
      { label: 'Length', value: '2.4"' },
      { label: 'Max calibre', value: '.30' },
    ],
    read_more: paras('Brakes are loud for the people beside you. Warn them, and wear hearing protection.'),
    details: [ul('Crush washer and jam nut included')],
    disclaimer: NO_DISCLAIMER,
    patents: [],
  },
  more_details: [
    {
      question: 'Which pitch do I need?',
      answer: 'Halvorsen centrefire rifles use 5/8"-24; .22 rimfires and 5.56 carbines use 1/2"-28.',
    },
  ],
  related_products: ['absaroka-prc', 'beartooth-mountain', 'bridger-hr1'],
  meta_description: 'Absaroka three-port muzzle brake, 17-4 stainless.',
});

export const boreCare = buildProduct({
  index: 310,
  slug: 'bore-care-kit',
  title: 'Bore Solvent & Oil Set',
  subtitle: 'The two bottles on our bench',
  display_type: 'product-short',
  ffl_item: false,
  receiver_item: false,
  compliance: { itemClass: 'accessory' },
  collection: ACCESSORIES,
  tags: 'Care',
  filter_values: [{ category: 'Type', value: 'Care' }],
  variants: [],
  combos: [[]],
  skuCode: () => 'HA-CARE-SET',
  about: {
    title: 'Clean, then protect',
    subtitle: 'Copper solvent and a light gun oil',
    summary: 'A 4 oz copper-removing bore solvent and a 2 oz light oil that protects without gumming in the cold.',
    tech_specs: [{ label: 'Contents', value: '4 oz solvent, 2 oz oil' }],
    read_more: paras('Ships by ground only.'),
    details: [ul('Low odour', 'Safe on Cerakote and nitride')],
    disclaimer: NO_DISCLAIMER,
    patents: [],
  },
  more_details: [
    {
      question: 'Is it safe on wood stocks?',
      answer: 'Wipe solvent off wood straight away; the oil is fine on oil-finished walnut.',
    },
  ],
  related_products: ['field-cleaning-kit', 'bridger-hr1', 'sentinel-9-compact'],
  manuals: CARE_MANUAL,
  meta_description: 'Bore solvent and gun oil set.',
});

export const accessoryProducts: ProductDocument[] = [
  arMagazine,
  sentinelMagazine,
  bridgerMagazine,
  scopeMount,
  trailSling,
  cleaningKit,
  holster,
  bipod,
  muzzleBrake,
  boreCare,
];
