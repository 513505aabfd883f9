/** Rifles and the stripped lower receiver. All FFL items. */
import type { ProductDocument } from 'shared-contracts/api/content';
import { docUrl, GUIDES, MANUALS } from '../documents';
import { productView } from '../media';
import { p, paras, ul } from '../rich';
import { buildProduct, CAPACITY_RESTRICTED_STATES, CHICAGO_ZIPS, code, FFL_DISCLAIMER } from './builder';

const RIFLES = { title: 'Rifles', slug: 'rifles' };

const FINISH = {
  black: 'Black Nitride',
  fde: 'Cerakote FDE',
  od: 'Cerakote OD Green',
  stainless: 'Stainless',
  tungsten: 'Cerakote Tungsten',
};

const manualLinks = (file: string) => [
  { title: "Owner's Manual (PDF)", url: docUrl(file) },
  { title: 'Cleaning and Storage Guide (PDF)', url: docUrl(GUIDES.cleaning.file) },
  { title: 'Buying a Firearm Online: the FFL Transfer (PDF)', url: docUrl(GUIDES.transfer.file) },
];

export const bridger = buildProduct({
  index: 101,
  slug: 'bridger-hr1',
  title: 'Bridger HR-1',
  subtitle: 'Bolt-action hunting rifle',
  display_type: 'product-long',
  ffl_item: true,
  receiver_item: false,
  compliance: { itemClass: 'long-gun', magazineCapacity: 4 },
  collection: RIFLES,
  tags: 'Bolt Action',
  filter_values: [
    { category: 'Calibre', value: '.308 Win' },
    { category: 'Calibre', value: '6.5 Creedmoor' },
    { category: 'Calibre', value: '.300 Win Mag' },
    { category: 'Action', value: 'Bolt Action' },
    { category: 'Finish', value: 'Black' },
    { category: 'Finish', value: 'FDE' },
    { category: 'Finish', value: 'Stainless' },
  ],
  variants: [
    { title: 'calibre', display_title: 'Calibre', options: ['.308 Win', '6.5 Creedmoor', '.300 Win Mag'] },
    { title: 'barrel_length', display_title: 'Barrel Length', options: ['20"', '22"', '24"'] },
    { title: 'finish', display_title: 'Finish', options: [FINISH.black, FINISH.fde, FINISH.stainless] },
  ],
  combos: [
    ['.308 Win', '20"', FINISH.black],
    ['.308 Win', '20"', FINISH.fde],
    ['.308 Win', '22"', FINISH.black],
    ['.308 Win', '22"', FINISH.fde],
    ['.308 Win', '22"', FINISH.stainless],
    ['6.5 Creedmoor', '22"', FINISH.black],
    ['6.5 Creedmoor', '22"', FINISH.fde],
    ['6.5 Creedmoor', '22"', FINISH.stainless],
    ['6.5 Creedmoor', '24"', FINISH.black],
    ['6.5 Creedmoor', '24"', FINISH.stainless],
    ['.300 Win Mag', '24"', FINISH.black],
    ['.300 Win Mag', '24"', FINISH.stainless],
  ],
  skuCode: ([cal = '', bl = '', fin = '']) => `HA-BR1-${code(cal)}-${bl.replace('"', '')}-${code(fin)}`,
  colourway: {
    variant: 'finish',
    finishes: { [FINISH.black]: 'black-nitride', [FINISH.fde]: 'fde', [FINISH.stainless]: 'stainless' },
  },
  about: {
    title: 'Built for the high country',
    subtitle: 'A hunting rifle you carry all day and trust on the last light of the season',
    summary:
      'The Bridger HR-1 is the rifle Halvorsen Arms was founded on: a push-feed, two-lug action machined in Bozeman, a hand-lapped button-rifled barrel and a sporter stock bedded by hand. Every HR-1 leaves the shop with a test target showing a three-shot group under one minute of angle.',
    tech_specs: [
      { label: 'Action', value: 'Bolt action, two-lug, 90° bolt lift' },
      { label: 'Calibres', value: '.308 Win, 6.5 Creedmoor, .300 Win Mag' },
      { label: 'Barrel', value: '20", 22" or 24", button rifled, 5/8"-24 thread' },
      { label: 'Trigger', value: 'Single stage, adjustable 2.5–4 lb' },
      { label: 'Magazine', value: 'Detachable box, 4 rounds (3 in .300 Win Mag)' },
      { label: 'Weight', value: 'From 6 lb 12 oz' },
      { label: 'Accuracy', value: 'Sub-MOA guarantee, test target included' },
    ],
    read_more: [
      p(
        'We started building the HR-1 in a two-bay shop on Rouse Avenue in 1987 for guides who wanted one rifle for elk, mule deer and the occasional bear country pack trip. Thirty-odd years later the action is still machined from bar stock in Bozeman, and every bolt is fitted to its receiver by the same four-person team.',
      ),
      p(
        'The three-position safety locks the bolt in the rear position, so you can unload with the safety on. The recoil lug is bonded into the stock, not just screwed to it, which is why the zero holds through a season of trucks, horses and scabbards.',
      ),
    ],
    details: [
      p(
        'Every configuration is cut to the barrel length that suits its cartridge; that is why not every calibre comes in every length.',
      ),
      ul(
        'Fluted bolt body with oversize knob',
        'Three-position safety',
        'Picatinny base installed (20 MOA on .300 Win Mag)',
        'Hinged-cover magazine well, flush detachable magazine',
      ),
    ],
    disclaimer: FFL_DISCLAIMER,
    patents: [
      { title: 'Bonded recoil lug', number: 'US 10,874,219 B2' },
      { title: 'Three-position bolt-lock safety', number: 'US 9,612,480 B1' },
    ],
  },
  promo_videos: {
    title: 'See it',
    accent_title: 'in the field',
    promo_video_cards: [
      { image: productView('bridger-hr1', 3), video_url: '/about-us', title: 'Made in Bozeman since 1987' },
      {
        image: productView('bridger-hr1', 2, 'fde'),
        video_url: '/product/bridger-hr1-ember-edition',
        title: 'The Ember Edition',
      },
      {
        image: productView('summit-scope-mount', 0),
        video_url: '/product/summit-scope-mount',
        title: 'Mounting an optic',
      },
    ],
  },
  more_details: [
    {
      question: 'Which calibre should I choose?',
      answer:
        '.308 Win is the all-rounder with ammunition everywhere; 6.5 Creedmoor recoils less and carries further; .300 Win Mag is for big animals at long distances.',
    },
    {
      question: 'Is the barrel threaded?',
      answer: 'Yes, 5/8"-24, with a thread protector fitted. Our Absaroka muzzle brake fits it.',
    },
    {
      question: 'Can I fit a different stock?',
      answer: 'The HR-1 uses its own inlet. We sell replacement stocks through our service department.',
    },
    {
      question: 'How do I receive it?',
      answer:
        'Like every firearm we sell, it ships to a licensed dealer you choose at checkout, where you complete the transfer.',
    },
  ],
  related_products: ['bridger-4rd-magazine', 'summit-scope-mount', 'trail-sling', 'beartooth-mountain'],
  add_ons: [
    { title: 'Spare 4-round magazine', add_on_price: 49.99, image: productView('bridger-4rd-magazine', 0) },
    { title: 'Summit 30mm scope mount', add_on_price: 169, image: productView('summit-scope-mount', 0) },
    { title: 'Trail two-point sling', add_on_price: 49.99, image: productView('trail-sling', 0) },
  ],
  product_compatibility: [
    { key: 'mounts', title: 'Mounts', options: ['Picatinny 1913 rail', 'Summit cantilever mount 30mm / 34mm'] },
    { key: 'muzzle', title: 'Muzzle', options: ['5/8"-24 thread', 'Absaroka muzzle brake'] },
    { key: 'magazines', title: 'Magazines', options: ['Bridger 4-round detachable magazine'] },
  ],
  manuals: manualLinks(MANUALS.bridger.file),
  meta_description:
    'The Bridger HR-1 bolt-action hunting rifle in .308 Win, 6.5 Creedmoor and .300 Win Mag, made in Bozeman, Montana.',
});

export const bridgerEmber = buildProduct({
  index: 102,
  slug: 'bridger-hr1-ember-edition',
  title: 'Bridger HR-1 Ember Edition',
  subtitle: 'Limited edition of 250, numbered',
  display_type: 'product-long',
  ffl_item: true,
  receiver_item: false,
  compliance: { itemClass: 'long-gun', magazineCapacity: 4 },
  collection: RIFLES,
  tags: 'Bolt Action',
  filter_values: [
    { category: 'Calibre', value: '6.5 Creedmoor' },
    { category: 'Action', value: 'Bolt Action' },
    { category: 'Finish', value: 'Ember' },
  ],
  variants: [],
  combos: [[]],
  skuCode: () => 'HA-BR1-EMB-65CM-22',
  about: {
    title: 'The Ember Edition',
    subtitle: 'Two hundred and fifty rifles, one season',
    summary:
      'Our 2026 limited edition: a 6.5 Creedmoor Bridger HR-1 with a 22" barrel, an Ember Cerakote action, a dark walnut-tone stock and a serial number from HE001 to HE250 engraved on the floor plate.',
    tech_specs: [
      { label: 'Calibre', value: '6.5 Creedmoor' },
      { label: 'Barrel', value: '22", 1:8 twist, 5/8"-24' },
      { label: 'Finish', value: 'Ember Cerakote action, walnut-tone stock' },
      { label: 'Edition', value: '250 rifles, numbered HE001–HE250' },
    ],
    read_more: paras(
      'The colour comes from the sky over the Bridger range on a late-October evening, the last week of elk season. Each rifle ships in a fitted hard case with a signed certificate.',
    ),
    details: [ul('Numbered floor plate', 'Fitted hard case', 'Certificate signed by the shop')],
    disclaimer: FFL_DISCLAIMER,
    patents: [{ title: 'Bonded recoil lug', number: 'US 10,874,219 B2' }],
  },
  promo_videos: {
    title: 'The story of',
    accent_title: 'the Ember Edition',
    promo_video_cards: [
      { image: productView('bridger-hr1-ember-edition', 3), video_url: '/limited-edition', title: 'Limited editions' },
      { image: productView('bridger-hr1-ember-edition', 2), video_url: '/about-us', title: 'Where it is made' },
    ],
  },
  more_details: [
    {
      question: 'Can I choose my serial number?',
      answer:
        'Numbers are assigned in order of purchase. Write to support@halvorsenarms.com if a number matters to you and we will do our best.',
    },
    { question: 'Will there be more?', answer: 'No. Each limited edition is made once.' },
  ],
  related_products: ['bridger-hr1', 'bridger-4rd-magazine', 'trail-sling'],
  manuals: manualLinks(MANUALS.bridger.file),
  meta_description: 'The Bridger HR-1 Ember Edition: 250 numbered 6.5 Creedmoor rifles in Ember Cerakote.',
});

export const beartooth = buildProduct({
  index: 103,
  slug: 'beartooth-mountain',
  title: 'Beartooth Mountain',
  subtitle: 'Carbon-stock mountain rifle under six pounds',
  display_type: 'product-long',
  ffl_item: true,
  receiver_item: false,
  compliance: { itemClass: 'long-gun', magazineCapacity: 4 },
  collection: RIFLES,
  tags: 'Bolt Action',
  filter_values: [
    { category: 'Calibre', value: '6.5 PRC' },
    { category: 'Calibre', value: '.280 AI' },
    { category: 'Calibre', value: '.300 Win Mag' },
    { category: 'Action', value: 'Bolt Action' },
    { category: 'Finish', value: 'Carbon' },
    { category: 'Finish', value: 'FDE' },
  ],
  variants: [
    { title: 'calibre', display_title: 'Calibre', options: ['6.5 PRC', '.280 AI', '.300 Win Mag'] },
    { title: 'finish', display_title: 'Finish', options: ['Carbon / Black Nitride', 'Carbon / FDE'] },
  ],
  combos: [
    ['6.5 PRC', 'Carbon / Black Nitride'],
    ['6.5 PRC', 'Carbon / FDE'],
    ['.280 AI', 'Carbon / Black Nitride'],
    ['.300 Win Mag', 'Carbon / Black Nitride'],
    ['.300 Win Mag', 'Carbon / FDE'],
  ],
  skuCode: ([cal = '', fin = '']) => `HA-BTM-${code(cal)}-${code(fin)}`,
  colourway: { variant: 'finish', finishes: { 'Carbon / Black Nitride': 'carbon', 'Carbon / FDE': 'carbon-fde' } },
  about: {
    title: 'Every ounce earned',
    subtitle: 'For sheep, goats and anything above the tree line',
    summary:
      'The Beartooth puts the Bridger action in a hand-laid carbon-fibre stock with a fluted stainless barrel and a removable three-port brake. At 5 lb 14 oz it is the lightest rifle we make, and it still holds a sub-MOA guarantee.',
    tech_specs: [
      { label: 'Weight', value: 'From 5 lb 14 oz' },
      { label: 'Calibres', value: '6.5 PRC, .280 AI, .300 Win Mag' },
      { label: 'Barrel', value: '22" fluted stainless (24" in .300 Win Mag)' },
      { label: 'Stock', value: 'Hand-laid carbon fibre, aluminium bedding block' },
      { label: 'Muzzle', value: 'Removable three-port brake, 5/8"-24' },
    ],
    read_more: paras(
      'The stock is laid up in our Belgrade composites room from unidirectional carbon and an aramid skin that survives being dropped on scree. The bedding block is machined in-house and bonded, not glued, into the stock.',
    ),
    details: [
      ul('Fluted bolt and spiral-fluted barrel', 'Three-port brake with thread protector', 'Flush-cup sling mounts'),
    ],
    disclaimer: FFL_DISCLAIMER,
    patents: [{ title: 'Bonded bedding block', number: 'US 11,302,655 B2' }],
  },
  promo_videos: null,
  more_details: [
    {
      question: 'How loud is the brake?',
      answer:
        'Brakes are loud. Wear hearing protection and warn the people beside you; the included thread protector replaces it for hunting.',
    },
    {
      question: 'What is .280 AI?',
      answer:
        'The .280 Ackley Improved: a flatter-shooting, sharper-shouldered .280 Remington. It fires .280 Remington too.',
    },
  ],
  related_products: ['bridger-hr1', 'absaroka-muzzle-brake', 'ridgeline-bipod', 'summit-scope-mount'],
  add_ons: [{ title: 'Ridgeline precision bipod', add_on_price: 199, image: productView('ridgeline-bipod', 0) }],
  product_compatibility: [
    { key: 'mounts', title: 'Mounts', options: ['Picatinny 1913 rail', 'Summit cantilever mount 30mm'] },
    { key: 'muzzle', title: 'Muzzle', options: ['5/8"-24 thread'] },
  ],
  manuals: manualLinks(MANUALS.beartooth.file),
  meta_description:
    'Beartooth Mountain: a carbon-stock bolt-action rifle under six pounds in 6.5 PRC, .280 AI and .300 Win Mag.',
});

export const absaroka = buildProduct({
  index: 104,
  slug: 'absaroka-prc',
  title: 'Absaroka PRC',
  subtitle: 'Precision chassis rifle',
  display_type: 'product-long',
  ffl_item: true,
  receiver_item: false,
  compliance: { itemClass: 'long-gun', magazineCapacity: 10 },
  collection: RIFLES,
  tags: 'Precision',
  filter_values: [
    { category: 'Calibre', value: '6.5 Creedmoor' },
    { category: 'Calibre', value: '.308 Win' },
    { category: 'Calibre', value: '6.5 PRC' },
    { category: 'Action', value: 'Bolt Action' },
    { category: 'Finish', value: 'Tungsten' },
    { category: 'Finish', value: 'FDE' },
    { category: 'Finish', value: 'Black' },
  ],
  variants: [
    { title: 'calibre', display_title: 'Calibre', options: ['6.5 Creedmoor', '.308 Win', '6.5 PRC'] },
    { title: 'barrel_length', display_title: 'Barrel Length', options: ['20"', '24"', '26"'] },
    { title: 'finish', display_title: 'Finish', options: [FINISH.tungsten, FINISH.fde, FINISH.black] },
  ],
  combos: [
    ['6.5 Creedmoor', '24"', FINISH.tungsten],
    ['6.5 Creedmoor', '24"', FINISH.fde],
    ['6.5 Creedmoor', '24"', FINISH.black],
    ['6.5 Creedmoor', '26"', FINISH.tungsten],
    ['.308 Win', '20"', FINISH.tungsten],
    ['.308 Win', '20"', FINISH.black],
    ['.308 Win', '24"', FINISH.tungsten],
    ['.308 Win', '24"', FINISH.fde],
    ['6.5 PRC', '26"', FINISH.tungsten],
    ['6.5 PRC', '26"', FINISH.fde],
  ],
  skuCode: ([cal = '', bl = '', fin = '']) => `HA-ABS-${code(cal)}-${bl.replace('"', '')}-${code(fin)}`,
  colourway: {
    variant: 'finish',
    finishes: { [FINISH.tungsten]: 'tungsten', [FINISH.fde]: 'fde', [FINISH.black]: 'black-nitride' },
  },
  about: {
    title: 'Quiet confidence at distance',
    subtitle: 'A chassis rifle for the range, the match and the long field shot',
    summary:
      'The Absaroka PRC is built on a folding aluminium chassis with tool-free length-of-pull and cheek adjustment, a 20 MOA rail and a heavy-contour barrel. It ships with a ten-round magazine and a half-MOA accuracy guarantee.',
    tech_specs: [
      { label: 'Chassis', value: 'Folding 6061 aluminium, adjustable LOP and cheek riser' },
      { label: 'Calibres', value: '6.5 Creedmoor, .308 Win, 6.5 PRC' },
      { label: 'Barrel', value: '20", 24" or 26" heavy contour, 5/8"-24' },
      { label: 'Rail', value: '20 MOA one-piece Picatinny' },
      { label: 'Magazine', value: 'AICS-pattern, 10 rounds' },
      { label: 'Weight', value: 'From 11 lb 4 oz' },
    ],
    read_more: paras(
      'We designed the Absaroka with three regional match shooters who told us what they hated about their rifles. The fold hinge locks with no play; the cheek riser returns to zero; the handguard takes a bipod on an Arca rail or a Picatinny stud.',
    ),
    details: [ul('Folding stock with locking hinge', 'Arca and M-LOK handguard', 'Three-port brake fitted')],
    disclaimer: FFL_DISCLAIMER,
    patents: [
      { title: 'Zero-play folding hinge', number: 'US 11,458,903 B2' },
      { title: 'Return-to-zero cheek riser', number: 'US D968,211 S' },
    ],
  },
  promo_videos: {
    title: 'Built with',
    accent_title: 'match shooters',
    promo_video_cards: [
      { image: productView('absaroka-prc', 3), video_url: '/about-us', title: 'How the Absaroka was designed' },
      { image: productView('ridgeline-bipod', 3), video_url: '/product/ridgeline-bipod', title: 'Set up for prone' },
    ],
  },
  more_details: [
    {
      question: 'Does it fold with an optic mounted?',
      answer: 'Yes, the stock folds to the left and clears the bolt and any optic.',
    },
    {
      question: 'Which magazines fit?',
      answer: 'AICS-pattern short-action magazines; the 6.5 PRC uses a long-action magazine, included.',
    },
  ],
  related_products: ['ridgeline-bipod', 'absaroka-muzzle-brake', 'summit-scope-mount', 'bridger-hr1'],
  add_ons: [
    { title: 'Ridgeline precision bipod', add_on_price: 199, image: productView('ridgeline-bipod', 0) },
    { title: 'Summit 34mm scope mount', add_on_price: 179, image: productView('summit-scope-mount', 0) },
  ],
  product_compatibility: [
    {
      key: 'mounts',
      title: 'Mounts',
      options: ['Picatinny 1913 rail (20 MOA)', 'Summit cantilever mount 30mm / 34mm'],
    },
    { key: 'bipods', title: 'Bipods', options: ['Arca-Swiss rail', 'Picatinny stud', 'Ridgeline precision bipod'] },
    {
      key: 'magazines',
      title: 'Magazines',
      options: ['AICS-pattern short action', 'AICS-pattern long action (6.5 PRC)'],
    },
  ],
  manuals: manualLinks(MANUALS.absaroka.file),
  meta_description: 'The Absaroka PRC precision chassis rifle in 6.5 Creedmoor, .308 Win and 6.5 PRC.',
});

export const gallatin = buildProduct({
  index: 105,
  slug: 'gallatin-carbine',
  title: 'Gallatin Carbine',
  subtitle: 'Semi-automatic carbine',
  display_type: 'product-long',
  ffl_item: true,
  receiver_item: false,
  compliance: { itemClass: 'long-gun', magazineCapacity: 30 },
  collection: RIFLES,
  tags: 'Semi-Auto',
  filter_values: [
    { category: 'Calibre', value: '5.56 NATO' },
    { category: 'Calibre', value: '.300 BLK' },
    { category: 'Action', value: 'Semi-Auto' },
    { category: 'Finish', value: 'Black' },
    { category: 'Finish', value: 'FDE' },
    { category: 'Finish', value: 'OD Green' },
  ],
  variants: [
    { title: 'calibre', display_title: 'Calibre', options: ['5.56 NATO', '.300 BLK'] },
    { title: 'barrel_length', display_title: 'Barrel Length', options: ['16"', '18"'] },
    { title: 'finish', display_title: 'Finish', options: [FINISH.black, FINISH.fde, FINISH.od] },
  ],
  combos: [
    ['5.56 NATO', '16"', FINISH.black],
    ['5.56 NATO', '16"', FINISH.fde],
    ['5.56 NATO', '16"', FINISH.od],
    ['5.56 NATO', '18"', FINISH.black],
    ['.300 BLK', '16"', FINISH.black],
    ['.300 BLK', '16"', FINISH.fde],
  ],
  skuCode: ([cal = '', bl = '', fin = '']) => `HA-GAL-${code(cal)}-${bl.replace('"', '')}-${code(fin)}`,
  colourway: {
    variant: 'finish',
    finishes: { [FINISH.black]: 'black-nitride', [FINISH.fde]: 'fde', [FINISH.od]: 'od-green' },
  },
  restrictions: () => ({ states: CAPACITY_RESTRICTED_STATES, zips: CHICAGO_ZIPS }),
  about: {
    title: 'One rifle, every job on the ranch',
    subtitle: 'Mid-length gas, free-float rail, a trigger you will notice',
    summary:
      'The Gallatin is a semi-automatic carbine built on our own forged HA-15 receivers with a mid-length gas system, a 15" free-float M-LOK rail and a two-stage trigger. It ships with one 30-round magazine.',
    tech_specs: [
      { label: 'Operation', value: 'Semi-automatic, direct impingement, mid-length gas' },
      { label: 'Calibres', value: '5.56 NATO, .300 BLK' },
      { label: 'Barrel', value: '16" or 18", 1:8 twist, chrome-moly, nitrided' },
      { label: 'Rail', value: '15" free-float, M-LOK' },
      { label: 'Trigger', value: 'Two-stage, 4.5 lb' },
      { label: 'Magazine', value: 'One 30-round HA-15 magazine' },
    ],
    read_more: paras(
      'Every Gallatin is assembled and test-fired in Bozeman. We gauge each chamber, torque each barrel nut to the same figure and log it against the serial number, so if you ever send it back we know exactly how it left.',
    ),
    details: [
      ul(
        'Forged 7075 HA-15 upper and lower',
        'Ambidextrous safety',
        'Collapsible six-position stock',
        'Flash hider, 1/2"-28 (5.56) or 5/8"-24 (.300 BLK)',
      ),
    ],
    disclaimer: `${FFL_DISCLAIMER} Because it ships with a 30-round magazine, the Gallatin is not sold to California, New York, Massachusetts or Colorado, nor to some Chicago zip codes.`,
    patents: [{ title: 'Captured buffer retainer', number: 'US 10,551,306 B2' }],
  },
  promo_videos: {
    title: 'Built on',
    accent_title: 'our own receivers',
    promo_video_cards: [
      {
        image: productView('ha15-stripped-lower', 0),
        video_url: '/product/ha15-stripped-lower',
        title: 'The HA-15 lower',
      },
      { image: productView('gallatin-carbine', 3), video_url: '/about-us', title: 'Test-fired in Bozeman' },
    ],
  },
  more_details: [
    {
      question: 'Why can’t I order it to my state?',
      answer:
        'Some states and cities restrict magazine capacity or rifle features. We do not ship the Gallatin or 30-round magazines there.',
    },
    {
      question: 'Can I shoot steel-cased ammunition?',
      answer: 'It will run, but we recommend brass-cased ammunition for accuracy and extractor life.',
    },
  ],
  related_products: ['ha15-30rd-magazine', 'ha15-stripped-lower', 'trail-sling', 'summit-scope-mount'],
  add_ons: [
    { title: 'Extra HA-15 30-round magazine', add_on_price: 17.99, image: productView('ha15-30rd-magazine', 0) },
    { title: 'Trail two-point sling', add_on_price: 49.99, image: productView('trail-sling', 0) },
  ],
  product_compatibility: [
    { key: 'magazines', title: 'Magazines', options: ['HA-15 30-round', 'STANAG-pattern magazines'] },
    { key: 'optics', title: 'Optics', options: ['Picatinny 1913 top rail', 'Summit cantilever mount 30mm'] },
    { key: 'accessories', title: 'Rail accessories', options: ['M-LOK slots at 3, 6 and 9 o’clock'] },
  ],
  manuals: manualLinks(MANUALS.gallatin.file),
  meta_description:
    'The Gallatin semi-automatic carbine in 5.56 NATO and .300 BLK, built on Halvorsen HA-15 receivers.',
});

export const madison = buildProduct({
  index: 106,
  slug: 'madison-lever',
  title: 'Madison Lever Action',
  subtitle: 'Side-gate lever-action rifle',
  display_type: 'product-short',
  ffl_item: true,
  receiver_item: false,
  compliance: { itemClass: 'long-gun' } /* a tube magazine: excluded from the capacity limits */,
  collection: RIFLES,
  tags: 'Lever Action',
  filter_values: [
    { category: 'Calibre', value: '.30-30 Win' },
    { category: 'Calibre', value: '.45-70 Govt' },
    { category: 'Calibre', value: '.357 Mag' },
    { category: 'Action', value: 'Lever Action' },
    { category: 'Finish', value: 'Walnut' },
    { category: 'Finish', value: 'Stainless' },
  ],
  variants: [
    { title: 'calibre', display_title: 'Calibre', options: ['.30-30 Win', '.45-70 Govt', '.357 Mag'] },
    { title: 'finish', display_title: 'Finish', options: ['Blued / Walnut', 'Stainless / Grey Laminate'] },
  ],
  combos: [
    ['.30-30 Win', 'Blued / Walnut'],
    ['.30-30 Win', 'Stainless / Grey Laminate'],
    ['.45-70 Govt', 'Blued / Walnut'],
    ['.45-70 Govt', 'Stainless / Grey Laminate'],
    ['.357 Mag', 'Blued / Walnut'],
  ],
  skuCode: ([cal = '', fin = '']) => `HA-MAD-${code(cal)}-${code(fin)}`,
  colourway: {
    variant: 'finish',
    finishes: { 'Blued / Walnut': 'blued-walnut', 'Stainless / Grey Laminate': 'stainless-laminate' },
  },
  about: {
    title: 'The timber rifle',
    subtitle: 'Quick to the shoulder, at home in a scabbard',
    summary:
      'The Madison is a side-gate lever action with a smooth, short-throw lever, a rebounding hammer and a cross-bolt safety, stocked in oil-finished walnut or a weatherproof grey laminate.',
    tech_specs: [
      { label: 'Calibres', value: '.30-30 Win, .45-70 Govt, .357 Mag' },
      { label: 'Barrel', value: '18.5", 11/16"-24 thread (not .45-70)' },
      { label: 'Capacity', value: '5 to 8 rounds depending on calibre' },
      { label: 'Sights', value: 'Ghost-ring rear, fibre-optic front, drilled and tapped' },
    ],
    read_more: paras(
      'Lever actions were the first rifles many of us carried. The Madison keeps the shape and fixes what we never liked: the side gate loads easily with cold hands and the tube unloads from the front without cycling every round through the action.',
    ),
    details: [ul('Side gate and removable magazine tube plug', 'Rebounding hammer and cross-bolt safety')],
    disclaimer: FFL_DISCLAIMER,
    patents: [{ title: 'Front-unloading magazine tube', number: 'US 10,215,744 B1' }],
  },
  more_details: [
    { question: 'Can I mount a scope?', answer: 'Yes, the receiver is drilled and tapped for a Picatinny base.' },
  ],
  related_products: ['trail-sling', 'bore-care-kit', 'bridger-hr1'],
  manuals: manualLinks(MANUALS.madison.file),
  meta_description: 'The Madison lever-action rifle in .30-30 Win, .45-70 Govt and .357 Mag.',
});

export const yellowstone = buildProduct({
  index: 107,
  slug: 'yellowstone-rimfire',
  title: 'Yellowstone Rimfire',
  subtitle: 'Bolt-action .22 LR and .17 HMR',
  display_type: 'product-short',
  ffl_item: true,
  receiver_item: false,
  compliance: { itemClass: 'long-gun', magazineCapacity: 10 },
  collection: RIFLES,
  tags: 'Rimfire',
  filter_values: [
    { category: 'Calibre', value: '.22 LR' },
    { category: 'Calibre', value: '.17 HMR' },
    { category: 'Action', value: 'Bolt Action' },
    { category: 'Finish', value: 'Black' },
    { category: 'Finish', value: 'OD Green' },
    { category: 'Finish', value: 'Stainless' },
  ],
  variants: [
    { title: 'calibre', display_title: 'Calibre', options: ['.22 LR', '.17 HMR'] },
    { title: 'finish', display_title: 'Finish', options: [FINISH.black, FINISH.od, FINISH.stainless] },
  ],
  combos: [
    ['.22 LR', FINISH.black],
    ['.22 LR', FINISH.od],
    ['.22 LR', FINISH.stainless],
    ['.17 HMR', FINISH.black],
    ['.17 HMR', FINISH.stainless],
  ],
  skuCode: ([cal = '', fin = '']) => `HA-YEL-${code(cal)}-${code(fin)}`,
  colourway: {
    variant: 'finish',
    finishes: { [FINISH.black]: 'black-nitride', [FINISH.od]: 'od-green', [FINISH.stainless]: 'stainless' },
  },
  about: {
    title: 'Where most of us started',
    subtitle: 'A rimfire that teaches good habits',
    summary:
      'The Yellowstone is a full-size bolt-action rimfire with the same three-position safety as the Bridger, a 10-round rotary magazine and a 2.5 lb trigger. Quiet, cheap to shoot and accurate enough to embarrass centrefires.',
    tech_specs: [
      { label: 'Calibres', value: '.22 LR, .17 HMR' },
      { label: 'Barrel', value: '18", 1/2"-28 thread' },
      { label: 'Magazine', value: '10-round rotary' },
      { label: 'Weight', value: '5 lb 9 oz' },
    ],
    read_more: paras(
      'Our youth shooting programme in Gallatin County has used Yellowstones since 2009. Every lesson learned there is in this rifle.',
    ),
    details: [ul('Adjustable length of pull spacers included', 'Picatinny base fitted')],
    disclaimer: FFL_DISCLAIMER,
    patents: [],
  },
  more_details: [
    {
      question: 'Does it take other rotary magazines?',
      answer: 'It takes the Yellowstone 10-round rotary magazine only.',
    },
  ],
  related_products: ['bore-care-kit', 'trail-sling', 'bridger-hr1'],
  manuals: manualLinks(MANUALS.yellowstone.file),
  meta_description: 'The Yellowstone bolt-action rimfire rifle in .22 LR and .17 HMR.',
});

export const stripperLower = buildProduct({
  index: 108,
  slug: 'ha15-stripped-lower',
  title: 'HA-15 Stripped Lower Receiver',
  subtitle: 'Forged 7075-T6, serialised',
  display_type: 'product-short',
  ffl_item: true,
  receiver_item: true,
  compliance: { itemClass: 'receiver' },
  collection: RIFLES,
  tags: 'Receivers',
  filter_values: [
    { category: 'Calibre', value: 'Multi' },
    { category: 'Action', value: 'Receiver' },
    { category: 'Finish', value: 'Black' },
    { category: 'Finish', value: 'FDE' },
  ],
  variants: [{ title: 'finish', display_title: 'Finish', options: ['Black Anodised', 'Cerakote FDE'] }],
  combos: [['Black Anodised'], ['Cerakote FDE']],
  skuCode: ([fin = '']) => `HA-15-LWR-${fin === 'Black Anodised' ? 'BLK' : 'FDE'}`,
  colourway: { variant: 'finish', finishes: { 'Black Anodised': 'black-nitride', 'Cerakote FDE': 'fde' } },
  about: {
    title: 'The part that carries the serial',
    subtitle: 'The same forging every Gallatin is built on',
    summary:
      'The HA-15 stripped lower is forged from 7075-T6, machined in Bozeman and hard-coat anodised. It comes with no parts installed. It is the regulated part of the rifle, so it transfers through a licensed dealer.',
    tech_specs: [
      { label: 'Material', value: '7075-T6 forging' },
      { label: 'Finish', value: 'Type III hard-coat anodised, or Cerakote FDE over anodising' },
      { label: 'Marking', value: 'CAL MULTI' },
      { label: 'Trigger guard', value: 'Integral, oversized' },
    ],
    read_more: paras(
      'Every lower is checked on a go/no-go fixture for the buffer tube threads, the magazine well and the pin holes before it is serialised.',
    ),
    details: [ul('Flared magazine well', 'Tensioning screw for a tight upper fit', 'Threaded bolt-catch pin')],
    disclaimer: `${FFL_DISCLAIMER} A receiver is a firearm under federal law.`,
    patents: [{ title: 'Upper tensioning screw', number: 'US 9,982,117 B2' }],
  },
  more_details: [
    {
      question: 'Does it come with a lower parts kit?',
      answer: 'No. It is stripped: no trigger, grip, buffer tube or pins.',
    },
    {
      question: 'Why does it need a dealer?',
      answer: 'The lower receiver is the serialised firearm. Like a complete rifle, it transfers through an FFL.',
    },
  ],
  related_products: ['gallatin-carbine', 'ha15-30rd-magazine'],
  manuals: manualLinks(MANUALS.lower.file),
  meta_description: 'HA-15 stripped lower receiver, forged 7075-T6, made in Bozeman, Montana.',
});

export const rifleProducts: ProductDocument[] = [
  bridger,
  bridgerEmber,
  beartooth,
  absaroka,
  gallatin,
  madison,
  yellowstone,
  stripperLower,
];
