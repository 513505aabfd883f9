/** Handguns and the serialised Sentinel chassis. All FFL items. */
import type { ProductDocument } from 'shared-contracts/api/content';
import { docUrl, GUIDES, MANUALS } from '../documents';
import { productView } from '../media';
import { p, paras, ul } from '../rich';
import { buildProduct, CAPACITY_RESTRICTED_STATES, CHICAGO_ZIPS, code, FFL_DISCLAIMER, roundsOf } from './builder';

const PISTOLS = { title: 'Pistols', slug: 'pistols' };
const BLACK = 'Black Nitride';
const FDE = 'Cerakote FDE';
const OD = 'Cerakote OD Green';

const manualLinks = (file: string) => [
  { title: "Owner's Manual (PDF)", url: docUrl(file) },
  { title: 'Cleaning and Storage Guide (PDF)', url: docUrl(GUIDES.cleaning.file) },
];

/** Standard-capacity handgun magazines cannot go to these states or zips; 10-round models can. */
const overTen = (capacity: string | undefined) =>
  capacity && !capacity.startsWith('10') ? { states: CAPACITY_RESTRICTED_STATES, zips: CHICAGO_ZIPS } : {};

const SENTINEL_COMPAT = [
  { key: 'holsters', title: 'Holsters', options: ['Sentinel holster (Compact and Full-Size)'] },
  { key: 'optics', title: 'Optics', options: ['HA-Micro footprint plate', 'Open 6-screw footprint plate'] },
  {
    key: 'magazines',
    title: 'Magazines',
    options: ['Sentinel 9 10-round', 'Sentinel 9 15-round', 'Sentinel 9 17-round (fits Compact with sleeve)'],
  },
  { key: 'lights', title: 'Lights', options: ['Picatinny 1913 accessory rail'] },
];

const SENTINEL_DETAILS = [
  {
    question: 'What is the serialised chassis?',
    answer:
      'The stainless fire-control chassis carries the serial number and moves between Sentinel frames. The polymer frame is just a grip.',
  },
  {
    question: 'Why are 10-round models offered?',
    answer:
      'Some states and cities limit magazine capacity. 10-round models ship with 10-round magazines and can go where standard capacity cannot.',
  },
  {
    question: 'Is it optics-ready?',
    answer: 'Every Sentinel slide is cut for an optic plate; a cover plate is fitted.',
  },
  {
    question: 'What comes in the box?',
    answer: 'Two magazines, a hard case, a cable lock, three backstraps and the owner’s manual.',
  },
];

export const sentinelCompact = buildProduct({
  index: 201,
  slug: 'sentinel-9-compact',
  title: 'Sentinel 9 Compact',
  subtitle: 'Striker-fired 9mm for everyday carry',
  display_type: 'product-short-alt',
  ffl_item: true,
  receiver_item: false,
  compliance: ([, , cap]) => ({
    itemClass: 'handgun',
    magazineCapacity: roundsOf(cap),
    rosterStatus: roundsOf(cap) === 10 ? 'listed' : 'not-listed',
  }),
  collection: PISTOLS,
  tags: 'Sentinel Series',
  filter_values: [
    { category: 'Frame Size', value: 'Compact' },
    { category: 'Calibre', value: '9mm' },
  ],
  variants: [
    { title: 'finish', display_title: 'Finish', options: [BLACK, FDE, OD] },
    { title: 'sights', display_title: 'Sights', options: ['Standard', 'Night Sights'] },
    { title: 'capacity', display_title: 'Capacity', options: ['15-Round', '10-Round'] },
  ],
  combos: [
    [BLACK, 'Standard', '15-Round'],
    [BLACK, 'Standard', '10-Round'],
    [BLACK, 'Night Sights', '15-Round'],
    [BLACK, 'Night Sights', '10-Round'],
    [FDE, 'Standard', '15-Round'],
    [FDE, 'Standard', '10-Round'],
    [FDE, 'Night Sights', '15-Round'],
    [OD, 'Standard', '15-Round'],
  ],
  skuCode: ([fin = '', sights = '', cap = '']) =>
    `HA-S9C-${code(fin)}-${sights === 'Standard' ? 'STD' : 'NS'}-${cap.slice(0, 2)}`,
  colourway: { variant: 'finish', finishes: { [BLACK]: 'black-nitride', [FDE]: 'fde', [OD]: 'od-green' } },
  restrictions: ([, , cap]) => overTen(cap),
  about: {
    title: 'Carry it every day',
    subtitle: 'Small enough to forget, built to be relied on',
    summary:
      'The Sentinel 9 Compact is a striker-fired 9mm with a 3.8" barrel, a serialised stainless chassis, a flat-faced trigger and an optics-ready slide. Fifteen rounds, or ten where the law says so.',
    tech_specs: [
      { label: 'Calibre', value: '9mm Luger' },
      { label: 'Barrel', value: '3.8", nitrided' },
      { label: 'Capacity', value: '15+1 or 10+1' },
      { label: 'Weight', value: '22.8 oz unloaded' },
      { label: 'Trigger', value: 'Flat face, about 5.5 lb' },
      { label: 'Length', value: '7.1"' },
    ],
    read_more: paras(
      'The grip texture is cut by laser, not moulded: grippy enough for wet hands, gentle enough against skin under a shirt.',
    ),
    details: [ul('Optics-ready slide with cover plate', 'Three interchangeable backstraps', 'Ambidextrous slide stop')],
    disclaimer: FFL_DISCLAIMER,
    patents: [{ title: 'Serialised fire-control chassis', number: 'US 11,093,552 B2' }],
  },
  promo_videos: {
    title: 'Made to',
    accent_title: 'carry',
    promo_video_cards: [
      {
        image: productView('sentinel-9-compact', 3),
        video_url: '/product/sentinel-holster',
        title: 'Carry it: the Sentinel holster',
      },
      { image: productView('sentinel-fcu', 0), video_url: '/product/sentinel-fcu', title: 'The serialised chassis' },
      {
        image: productView('sentinel-9-compact', 2, 'fde'),
        video_url: '/collection/pistols',
        title: 'The Sentinel family',
      },
    ],
  },
  more_details: SENTINEL_DETAILS,
  related_products: ['sentinel-9-full', 'sentinel-9-magazine', 'sentinel-holster', 'sentinel-fcu'],
  add_ons: [
    {
      title: 'Spare Sentinel 9 magazine',
      add_on_price: 32.99,
      image: productView('sentinel-9-magazine', 0),
      product_variant_type: 'capacity',
    },
    { title: 'Sentinel holster', add_on_price: 69.99, image: productView('sentinel-holster', 0) },
    { title: 'Bore solvent and oil set', add_on_price: 19.99, image: productView('bore-care-kit', 0) },
  ],
  product_compatibility: SENTINEL_COMPAT,
  manuals: manualLinks(MANUALS.sentinel.file),
  meta_description: 'Sentinel 9 Compact: a striker-fired 9mm carry pistol with an optics-ready slide.',
});

export const sentinelFull = buildProduct({
  index: 202,
  slug: 'sentinel-9-full',
  title: 'Sentinel 9 Full-Size',
  subtitle: 'Striker-fired 9mm for home and range',
  display_type: 'product-short-alt',
  ffl_item: true,
  receiver_item: false,
  compliance: ([, cap]) => ({
    itemClass: 'handgun',
    magazineCapacity: roundsOf(cap),
    rosterStatus: roundsOf(cap) === 10 ? 'listed' : 'not-listed',
  }),
  collection: PISTOLS,
  tags: 'Sentinel Series',
  filter_values: [
    { category: 'Frame Size', value: 'Full-Size' },
    { category: 'Calibre', value: '9mm' },
  ],
  variants: [
    { title: 'finish', display_title: 'Finish', options: [BLACK, FDE] },
    { title: 'capacity', display_title: 'Capacity', options: ['17-Round', '10-Round'] },
  ],
  combos: [
    [BLACK, '17-Round'],
    [BLACK, '10-Round'],
    [FDE, '17-Round'],
  ],
  skuCode: ([fin = '', cap = '']) => `HA-S9F-${code(fin)}-${cap.slice(0, 2)}`,
  colourway: { variant: 'finish', finishes: { [BLACK]: 'black-nitride', [FDE]: 'fde' } },
  restrictions: ([, cap]) => overTen(cap),
  about: {
    title: 'More sight radius, more grip',
    subtitle: 'The Sentinel for the nightstand, the range and the duty belt',
    summary:
      'The Full-Size Sentinel adds a 4.5" barrel, a longer grip and 17 rounds to the Compact’s chassis, trigger and controls.',
    tech_specs: [
      { label: 'Calibre', value: '9mm Luger' },
      { label: 'Barrel', value: '4.5"' },
      { label: 'Capacity', value: '17+1 or 10+1' },
      { label: 'Weight', value: '25.6 oz unloaded' },
    ],
    read_more: paras(
      'The chassis is the same part as in the Compact; move it into a Compact frame and you have a carry pistol with the same trigger you practise with.',
    ),
    details: [ul('Optics-ready slide', 'Accessory rail with three slots')],
    disclaimer: FFL_DISCLAIMER,
    patents: [{ title: 'Serialised fire-control chassis', number: 'US 11,093,552 B2' }],
  },
  promo_videos: {
    title: 'One chassis,',
    accent_title: 'two pistols',
    promo_video_cards: [
      { image: productView('sentinel-fcu', 2), video_url: '/product/sentinel-fcu', title: 'Move the chassis' },
      { image: productView('sentinel-9-full', 3), video_url: '/collection/pistols', title: 'Sentinel family' },
    ],
  },
  more_details: SENTINEL_DETAILS,
  related_products: ['sentinel-9-compact', 'sentinel-9-magazine', 'sentinel-holster'],
  add_ons: [
    {
      title: 'Spare Sentinel 9 magazine',
      add_on_price: 32.99,
      image: productView('sentinel-9-magazine', 0),
      product_variant_type: 'capacity',
    },
    { title: 'Sentinel holster', add_on_price: 69.99, image: productView('sentinel-holster', 0) },
  ],
  product_compatibility: SENTINEL_COMPAT,
  manuals: manualLinks(MANUALS.sentinel.file),
  meta_description: 'Sentinel 9 Full-Size: a striker-fired 9mm with 17 rounds and an optics-ready slide.',
});

export const ridgeline = buildProduct({
  index: 203,
  slug: 'ridgeline-10',
  title: 'Ridgeline 10mm',
  subtitle: 'Long-slide backcountry pistol',
  display_type: 'product-short-alt',
  ffl_item: true,
  receiver_item: false,
  compliance: { itemClass: 'handgun', magazineCapacity: 15, rosterStatus: 'not-listed' },
  collection: PISTOLS,
  tags: 'Ridgeline Series',
  filter_values: [
    { category: 'Frame Size', value: 'Full-Size' },
    { category: 'Calibre', value: '10mm' },
  ],
  variants: [
    { title: 'finish', display_title: 'Finish', options: ['Cerakote Burnt Bronze', BLACK] },
    { title: 'optic', display_title: 'Optic', options: ['Optic-Ready', 'Factory Red Dot'] },
  ],
  combos: [
    ['Cerakote Burnt Bronze', 'Optic-Ready'],
    ['Cerakote Burnt Bronze', 'Factory Red Dot'],
    [BLACK, 'Optic-Ready'],
  ],
  skuCode: ([fin = '', optic = '']) => `HA-R10-${code(fin)}-${optic === 'Optic-Ready' ? 'OR' : 'RD'}`,
  colourway: { variant: 'finish', finishes: { 'Cerakote Burnt Bronze': 'burnt-bronze', [BLACK]: 'black-nitride' } },
  restrictions: () => ({ states: CAPACITY_RESTRICTED_STATES, zips: CHICAGO_ZIPS }),
  about: {
    title: 'For country with teeth',
    subtitle: 'A 10mm you can shoot well and carry on a chest rig',
    summary:
      'The Ridgeline is a 15-round 10mm with a 5.3" barrel, a lightened slide and an optic-ready cut, available with our factory-mounted red dot.',
    tech_specs: [
      { label: 'Calibre', value: '10mm Auto' },
      { label: 'Barrel', value: '5.3", 1:16 twist' },
      { label: 'Capacity', value: '15+1' },
      { label: 'Weight', value: '31 oz unloaded' },
      { label: 'Optic', value: 'HA-Micro footprint, 3 MOA red dot option' },
    ],
    read_more: paras(
      'Guides in the Paradise Valley asked for a pistol that would still be accurate when their hands were cold and the light was poor. The long sight radius and the red dot are the answer.',
    ),
    details: [ul('Slide lightening cuts', 'Dual recoil spring', 'Extended magazine release')],
    disclaimer: FFL_DISCLAIMER,
    patents: [{ title: 'Dual recoil spring guide', number: 'US 11,720,418 B2' }],
  },
  promo_videos: {
    title: 'Into',
    accent_title: 'the backcountry',
    promo_video_cards: [
      { image: productView('ridgeline-10', 3), video_url: '/about-us', title: 'Designed with Montana guides' },
    ],
  },
  more_details: [
    {
      question: 'Which red dot is fitted?',
      answer: 'Our own 3 MOA HA-Micro dot, co-witnessed with suppressor-height iron sights.',
    },
    {
      question: 'Is 10mm hard to shoot?',
      answer: 'It recoils more than 9mm. The Ridgeline’s weight and dual spring make it manageable with practice.',
    },
  ],
  related_products: ['sentinel-holster', 'bore-care-kit', 'sentinel-9-full'],
  product_compatibility: [
    { key: 'optics', title: 'Optics', options: ['HA-Micro footprint'] },
    { key: 'lights', title: 'Lights', options: ['Picatinny 1913 accessory rail'] },
  ],
  manuals: manualLinks(MANUALS.ridgeline.file),
  meta_description: 'Ridgeline 10mm long-slide pistol with an optic-ready slide and 15-round capacity.',
});

export const tern = buildProduct({
  index: 204,
  slug: 'tern-380',
  title: 'Tern .380',
  subtitle: 'Micro-compact for deep concealment',
  display_type: 'product-short',
  ffl_item: true,
  receiver_item: false,
  compliance: { itemClass: 'handgun', magazineCapacity: 6, rosterStatus: 'listed' },
  collection: PISTOLS,
  tags: 'Tern Series',
  filter_values: [
    { category: 'Frame Size', value: 'Micro' },
    { category: 'Calibre', value: '.380 ACP' },
  ],
  variants: [{ title: 'finish', display_title: 'Finish', options: [BLACK, 'Stainless'] }],
  combos: [[BLACK], ['Stainless']],
  skuCode: ([fin = '']) => `HA-T38-${code(fin)}`,
  colourway: { variant: 'finish', finishes: { [BLACK]: 'black-nitride', Stainless: 'stainless' } },
  about: {
    title: 'The one you always have',
    subtitle: 'Pocket-sized, easy to rack',
    summary:
      'The Tern is a 6+1 .380 ACP micro-compact with a slide that racks easily and a trigger with a clean, short reset.',
    tech_specs: [
      { label: 'Calibre', value: '.380 ACP' },
      { label: 'Barrel', value: '2.8"' },
      { label: 'Capacity', value: '6+1' },
      { label: 'Weight', value: '11.9 oz' },
    ],
    read_more: paras('Named after the Arctic tern, which weighs less than four ounces and flies from pole to pole.'),
    details: [ul('Low-effort slide', 'Pinky extension magazine included')],
    disclaimer: FFL_DISCLAIMER,
    patents: [],
  },
  more_details: [
    {
      question: 'Is it safe to carry in a pocket?',
      answer: 'Only in a pocket holster that covers the trigger guard, and with nothing else in that pocket.',
    },
  ],
  related_products: ['sentinel-9-compact', 'bore-care-kit'],
  manuals: manualLinks(MANUALS.tern.file),
  meta_description: 'Tern .380: a 6+1 micro-compact pistol for deep concealment.',
});

export const highline = buildProduct({
  index: 205,
  slug: 'highline-1911',
  title: 'Highline 1911 Government',
  subtitle: 'Hand-fitted single-action pistol',
  display_type: 'product-short-alt',
  ffl_item: true,
  receiver_item: false,
  compliance: ([cal]) => ({
    itemClass: 'handgun',
    magazineCapacity: cal === '9mm' ? 9 : 8,
    rosterStatus: 'not-listed',
  }),
  collection: PISTOLS,
  tags: 'Highline Series',
  filter_values: [
    { category: 'Frame Size', value: 'Full-Size' },
    { category: 'Calibre', value: '.45 ACP' },
    { category: 'Calibre', value: '9mm' },
  ],
  variants: [
    { title: 'calibre', display_title: 'Calibre', options: ['.45 ACP', '9mm'] },
    { title: 'finish', display_title: 'Finish', options: ['Stainless', 'Blued / Walnut', 'Two-Tone'] },
  ],
  combos: [
    ['.45 ACP', 'Stainless'],
    ['.45 ACP', 'Blued / Walnut'],
    ['.45 ACP', 'Two-Tone'],
    ['9mm', 'Stainless'],
    ['9mm', 'Two-Tone'],
  ],
  skuCode: ([cal = '', fin = '']) => `HA-HL1-${code(cal)}-${code(fin)}`,
  colourway: {
    variant: 'finish',
    finishes: { Stainless: 'stainless', 'Blued / Walnut': 'blued-walnut', 'Two-Tone': 'two-tone' },
  },
  about: {
    title: 'A classic, fitted by hand',
    subtitle: 'Slide to frame, barrel to bushing, one pistol at a time',
    summary:
      'The Highline is a Government-length 1911 with a match barrel, a beavertail grip safety and walnut grips. Each slide is hand-lapped to its frame by one of our two 1911 fitters, whose initials are under the grips.',
    tech_specs: [
      { label: 'Calibres', value: '.45 ACP, 9mm Luger' },
      { label: 'Barrel', value: '5", match grade, bushing' },
      { label: 'Capacity', value: '8+1 (.45 ACP), 9+1 (9mm)' },
      { label: 'Trigger', value: 'Single action, 4–4.5 lb' },
      { label: 'Grips', value: 'Checkered walnut' },
    ],
    read_more: paras(
      'The 1911 design is older than Montana’s highway system. We make ours because our fitters love them, and because a well-fitted 1911 still has one of the best triggers in the world.',
    ),
    details: [ul('Beavertail grip safety', 'Extended thumb safety', 'Serrated slide, front and rear')],
    disclaimer: FFL_DISCLAIMER,
    patents: [],
  },
  promo_videos: {
    title: 'Fitted',
    accent_title: 'by hand',
    promo_video_cards: [
      { image: productView('highline-1911', 2), video_url: '/about-us', title: 'Meet the fitters' },
      {
        image: productView('highline-1911', 3, 'blued-walnut'),
        video_url: '/collection/pistols',
        title: 'Highline finishes',
      },
    ],
  },
  more_details: [
    {
      question: 'Why is the 9mm not offered in blued?',
      answer: 'We make the blued Highline in .45 ACP only, in small batches, because the bluing is done by hand.',
    },
    { question: 'Which magazines fit?', answer: 'Government-pattern single-stack magazines for the matching calibre.' },
  ],
  related_products: ['bore-care-kit', 'sentinel-9-full', 'ridgeline-10'],
  manuals: manualLinks(MANUALS.highline.file),
  meta_description: 'The Highline 1911 Government in .45 ACP and 9mm, hand-fitted in Bozeman, Montana.',
});

export const sentinelFcu = buildProduct({
  index: 206,
  slug: 'sentinel-fcu',
  title: 'Sentinel Serialised Chassis',
  subtitle: 'The fire-control unit every Sentinel is built on',
  display_type: 'product-short',
  ffl_item: true,
  receiver_item: true,
  compliance: { itemClass: 'receiver' },
  collection: PISTOLS,
  tags: 'Sentinel Series',
  filter_values: [
    { category: 'Frame Size', value: 'Chassis' },
    { category: 'Calibre', value: '9mm' },
  ],
  variants: [],
  combos: [[]],
  skuCode: () => 'HA-S9-FCU',
  about: {
    title: 'The regulated part',
    subtitle: 'Stainless, serialised, and yours to move between frames',
    summary:
      'The Sentinel chassis holds the trigger group, the rails and the serial number. Add a slide and a frame and it is a pistol; that is why it transfers through a licensed dealer.',
    tech_specs: [
      { label: 'Material', value: 'Stainless steel' },
      { label: 'Fits', value: 'Sentinel 9 Compact and Full-Size frames' },
    ],
    read_more: [
      p(
        'The chassis is made and serialised in Bozeman. Frames, slides and barrels are sold separately through our service department.',
      ),
    ],
    details: [ul('Trigger group installed', 'Serial number on the side plate')],
    disclaimer: `${FFL_DISCLAIMER} The chassis is a firearm under federal law.`,
    patents: [{ title: 'Serialised fire-control chassis', number: 'US 11,093,552 B2' }],
  },
  more_details: [
    {
      question: 'Can I buy a frame without the chassis?',
      answer: 'Yes, frames and slides are unregulated parts and ship directly to you through our service department.',
    },
  ],
  related_products: ['sentinel-9-compact', 'sentinel-9-full'],
  manuals: manualLinks(MANUALS.fcu.file),
  meta_description: 'Sentinel serialised fire-control chassis for Sentinel 9 pistols.',
});

export const pistolProducts: ProductDocument[] = [
  sentinelCompact,
  sentinelFull,
  ridgeline,
  tern,
  highline,
  sentinelFcu,
];
