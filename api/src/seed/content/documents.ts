/**
 * The downloadable documents (owner's manuals, catalogue, guides). The art generator writes
 * each as a small real PDF under api/media/docs; the content seed links to them.
 */

export interface SeedDocument {
  /** Path under api/media, e.g. `docs/bridger-hr1-manual.pdf`. */
  file: string;
  title: string;
  paragraphs: string[];
}

export function docUrl(file: string): string {
  return `/media/${file}`;
}

const SAFETY = [
  '# Firearm safety',
  'Treat every firearm as if it were loaded. Never point a firearm at anything you are not willing to destroy. Keep your finger off the trigger until your sights are on the target and you have decided to fire. Be sure of your target and what is beyond it.',
  'Store firearms unloaded and secured, with ammunition stored separately, out of reach of children and unauthorised persons. Know and obey the laws of your state and locality on possession, transport and storage.',
  'Use only clean, factory-loaded ammunition of the calibre marked on the barrel. Wear eye and ear protection whenever you shoot.',
];

const CARE = [
  '# Care and cleaning',
  'Before cleaning, remove the magazine, open the action and visually and physically check that the chamber is empty. Clean the bore from the breech end where the design allows. Wipe metal surfaces with a lightly oiled cloth; our Cerakote and nitride finishes need no more than that.',
  'Do not modify the trigger, safety or firing mechanism. Work beyond routine cleaning belongs with a qualified gunsmith or with our service department in Bozeman.',
];

const SERVICE = [
  '# Warranty and service',
  'Your Halvorsen Arms firearm is covered by our Lifetime Workmanship Warranty for the original owner. Register your product at halvorsenarms.com/registration and keep your receipt. For service, write to support@halvorsenarms.com or call (406) 555-0187, Monday to Friday, 8 am to 5 pm Mountain Time. Never ship a firearm without first receiving a return authorisation.',
];

function manual(slug: string, title: string, intro: string, specs: string[]): SeedDocument {
  return {
    file: `docs/${slug}-manual.pdf`,
    title: `${title} Owner's Manual`,
    paragraphs: [
      'Read this entire manual before handling or firing your firearm. Keep it with the firearm and pass it on with it.',
      intro,
      ...SAFETY,
      '# Specifications',
      ...specs,
      ...CARE,
      ...SERVICE,
    ],
  };
}

export const MANUALS = {
  bridger: manual(
    'bridger-hr1',
    'Bridger HR-1',
    'The Bridger HR-1 is a push-feed bolt-action rifle with a three-position safety, a detachable four-round magazine and a hand-bedded sporter stock.',
    [
      'Action: bolt action, two lugs, 90-degree lift.',
      'Calibres: .308 Win, 6.5 Creedmoor, .300 Win Mag.',
      'Trigger: single-stage, adjustable 2.5 to 4 lb.',
      'Magazine: detachable box, 4 rounds (3 in .300 Win Mag).',
    ],
  ),
  beartooth: manual(
    'beartooth-mountain',
    'Beartooth Mountain',
    'The Beartooth Mountain is a lightweight bolt-action rifle with a carbon-fibre stock, a fluted stainless barrel and a removable muzzle brake.',
    [
      'Weight: from 5 lb 14 oz.',
      'Calibres: 6.5 PRC, .280 Ackley Improved, .300 Win Mag.',
      'Barrel: fluted, 22 in (24 in in .300 Win Mag), 5/8-24 thread.',
    ],
  ),
  absaroka: manual(
    'absaroka-prc',
    'Absaroka PRC',
    'The Absaroka PRC is a precision rifle built on a folding aluminium chassis with an adjustable cheek riser and length of pull.',
    [
      'Calibres: 6.5 Creedmoor, .308 Win, 6.5 PRC.',
      'Rail: 20 MOA one-piece top rail.',
      'Magazine: AICS-pattern 10-round.',
    ],
  ),
  gallatin: manual(
    'gallatin-carbine',
    'Gallatin Carbine',
    'The Gallatin is a semi-automatic, gas-operated carbine with a mid-length gas system, a free-float rail and a collapsible stock.',
    [
      'Calibres: 5.56 NATO, .300 BLK.',
      'Barrel: 16 in or 18 in, 1:8 twist.',
      'Ships with one 30-round magazine where legal; compliant configurations are not offered online.',
    ],
  ),
  madison: manual(
    'madison-lever',
    'Madison Lever Action',
    'The Madison is a side-gate lever-action rifle with a tubular magazine, a rebounding hammer and a cross-bolt safety.',
    ['Calibres: .30-30 Win, .45-70 Govt, .357 Mag.', 'Capacity: 5 to 8 rounds depending on calibre.'],
  ),
  yellowstone: manual(
    'yellowstone-rimfire',
    'Yellowstone Rimfire',
    'The Yellowstone is a bolt-action rimfire rifle made for teaching, small game and long afternoons at the range.',
    ['Calibres: .22 LR, .17 HMR.', 'Magazine: 10-round rotary.'],
  ),
  lower: manual(
    'ha15-stripped-lower',
    'HA-15 Lower Receiver',
    'The HA-15 stripped lower receiver is machined from a 7075-T6 forging and carries the serial number. It ships without parts and transfers through a licensed dealer.',
    ['Material: 7075-T6 aluminium, hard-coat anodised.', 'Marking: CAL MULTI.'],
  ),
  sentinel: manual(
    'sentinel-9',
    'Sentinel 9',
    'The Sentinel 9 is a striker-fired, polymer-frame pistol in compact and full-size models, with a serialised stainless fire-control chassis.',
    [
      'Calibre: 9mm Luger.',
      'Capacity: 15 (Compact) or 17 (Full-Size); 10-round models for restricted states.',
      'Trigger pull: about 5.5 lb.',
    ],
  ),
  ridgeline: manual(
    'ridgeline-10',
    'Ridgeline 10mm',
    'The Ridgeline is a long-slide 10mm pistol for backcountry carry and hunting where legal, with an optic-ready slide.',
    ['Calibre: 10mm Auto.', 'Capacity: 15 rounds.', 'Slide: 5.3 in with lightening cuts.'],
  ),
  tern: manual('tern-380', 'Tern .380', 'The Tern is a micro-compact .380 ACP pistol for deep concealment.', [
    'Calibre: .380 ACP.',
    'Capacity: 6+1.',
  ]),
  highline: manual(
    'highline-1911',
    'Highline 1911',
    'The Highline is a single-action Government-model pistol with a beavertail grip safety, a match barrel and hand-fitted slide.',
    ['Calibres: .45 ACP, 9mm Luger.', 'Capacity: 8 (.45 ACP) or 9 (9mm).'],
  ),
  fcu: manual(
    'sentinel-fcu',
    'Sentinel Fire-Control Chassis',
    'The serialised Sentinel chassis is the regulated part of every Sentinel pistol. It moves between Sentinel frames and transfers through a licensed dealer.',
    ['Material: stainless steel.'],
  ),
} satisfies Record<string, SeedDocument>;

export const GUIDES = {
  catalog: {
    file: 'docs/halvorsen-catalog-2026.pdf',
    title: 'Halvorsen Arms 2026 Catalogue',
    paragraphs: [
      'Made in Bozeman, Montana since 1987.',
      '# Rifles',
      'Bridger HR-1 - our hunting bolt action. Beartooth Mountain - a carbon-stocked rifle under six pounds. Absaroka PRC - precision chassis rifle. Gallatin Carbine - semi-automatic carbine. Madison - lever action. Yellowstone - rimfire.',
      '# Pistols',
      'Sentinel 9 Compact and Full-Size. Ridgeline 10mm. Tern .380. Highline 1911.',
      '# Gear and apparel',
      'Magazines, mounts, slings, bipods, cleaning kits, caps, tees and hoodies made for the way you use our firearms.',
    ],
  },
  productGuide: {
    file: 'docs/halvorsen-product-guide.pdf',
    title: 'Halvorsen Arms Product Guide',
    paragraphs: [
      'Which Halvorsen is right for you? This guide compares our rifles and pistols by purpose, weight and calibre.',
      '# Hunting',
      'Bridger HR-1 for most North American game; Beartooth Mountain when every ounce matters; Madison for timber and brush.',
      '# Precision and competition',
      'Absaroka PRC with a 26 in barrel in 6.5 Creedmoor or 6.5 PRC.',
      '# Personal protection and carry',
      'Sentinel 9 Compact for everyday carry, Sentinel 9 Full-Size for home and range, Tern .380 for deep concealment.',
    ],
  },
  warranty: {
    file: 'docs/halvorsen-warranty.pdf',
    title: 'Lifetime Workmanship Warranty',
    paragraphs: [
      'Halvorsen Arms warrants every firearm it makes against defects in materials and workmanship for as long as the original owner owns it.',
      'The warranty does not cover wear of finishes, damage from reloaded ammunition, neglect, or modifications. Accessories and apparel are covered for one year.',
      ...SERVICE,
    ],
  },
  brand: {
    file: 'docs/halvorsen-brand-guide.pdf',
    title: 'Halvorsen Arms Brand Guide for Dealers and Press',
    paragraphs: [
      'Use the mark and wordmark as supplied; do not stretch, recolour or outline them. Keep clear space equal to the height of the H around the mark.',
      'Colours: Ink #121314, Paper #F5F2EB, Ember #B4441A.',
      'Product images in the media library may be used by authorised dealers and the press for editorial and retail purposes.',
    ],
  },
  cleaning: {
    file: 'docs/cleaning-guide.pdf',
    title: 'Cleaning and Storage Guide',
    paragraphs: [
      'Always unload and check the chamber before cleaning.',
      ...CARE,
      '# Storage',
      'Store firearms unloaded, in a locked safe or cabinet, with ammunition stored separately. A light coat of oil protects metal surfaces in humid climates.',
    ],
  },
  transfer: {
    file: 'docs/ffl-transfer-guide.pdf',
    title: 'Buying a Firearm Online: the FFL Transfer',
    paragraphs: [
      'Firearms and serialised receivers bought online ship to a federally licensed dealer (FFL) near you, never to your home.',
      '# How it works',
      'Choose a dealer at checkout. We ship to the dealer, the dealer contacts you, and you complete the transfer paperwork and background check in person. Dealers may charge a transfer fee.',
      'Some products cannot be shipped to some states or zip codes. The shop tells you before you pay.',
    ],
  },
  sizing: {
    file: 'docs/apparel-size-chart.pdf',
    title: 'Apparel Size Chart',
    paragraphs: [
      'Chest (in): S 34-36, M 38-40, L 42-44, XL 46-48, 2XL 50-52.',
      'Our tees are a regular fit; the Bozeman Hoodie runs slightly large for layering.',
    ],
  },
} satisfies Record<string, SeedDocument>;

export const DOCUMENTS: SeedDocument[] = [...Object.values(MANUALS), ...Object.values(GUIDES)];
