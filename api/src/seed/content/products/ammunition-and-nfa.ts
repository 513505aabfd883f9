/**
 * Handgun ammunition and a suppressor (issue 30): the products the compliance rules' age classes
 * and NFA bans are shown on. The ammunition is not an FFL item (it ships to the buyer, 21 or older,
 * except where a state wants a licensed vendor); the suppressor is an NFA item and ships to a dealer.
 */
import type { ProductDocument } from 'shared-contracts/api/content';
import { paras, ul } from '../rich';
import { buildProduct, FFL_DISCLAIMER } from './builder';

const ACCESSORIES = { title: 'Accessories', slug: 'accessories' };

export const handgunAmmunition = buildProduct({
  index: 311,
  slug: 'sentinel-9mm-ammunition',
  title: 'Sentinel 9mm Range Ammunition',
  subtitle: '124 gr FMJ, box of 50',
  display_type: 'product-short',
  ffl_item: false,
  receiver_item: false,
  compliance: { itemClass: 'ammunition', ammunitionClass: 'handgun' },
  collection: ACCESSORIES,
  tags: 'Ammunition',
  filter_values: [{ category: 'Type', value: 'Ammunition' }],
  variants: [],
  combos: [[]],
  skuCode: () => 'HA-AMMO-9MM-124',
  about: {
    title: 'What we zero the Sentinel with',
    subtitle: 'Brass-cased, boxer-primed, reloadable',
    summary: 'A 124-grain full metal jacket load at 1,150 ft/s, the load every Sentinel 9 is test-fired with.',
    tech_specs: [
      { label: 'Calibre', value: '9mm Luger' },
      { label: 'Bullet', value: '124 gr FMJ' },
      { label: 'Rounds', value: '50 per box' },
    ],
    read_more: paras('Handgun ammunition: federal law sells it only to buyers 21 or older. Ships by ground only.'),
    details: [ul('Brass case', 'Non-corrosive primer')],
    disclaimer:
      'You must be 21 or older. Some states require ammunition to go through a licensed vendor: the shop checks your address before you pay.',
    patents: [],
  },
  more_details: [
    {
      question: 'Can I ship it to my home?',
      answer: 'In most states, yes. Where a state requires a licensed vendor, choose a dealer at checkout.',
    },
  ],
  related_products: ['sentinel-9-compact', 'sentinel-9-full', 'sentinel-9-magazine'],
  meta_description: 'Sentinel 9mm range ammunition, 124 gr FMJ, 50 rounds.',
});

export const suppressor = buildProduct({
  index: 312,
  slug: 'absaroka-30-suppressor',
  title: 'Absaroka 30 Suppressor',
  subtitle: 'Titanium, .30 calibre, NFA item',
  display_type: 'product-short',
  ffl_item: true,
  receiver_item: false,
  compliance: { itemClass: 'nfa-item', nfaKind: 'suppressor' },
  collection: ACCESSORIES,
  tags: 'Muzzle Devices',
  filter_values: [{ category: 'Type', value: 'Muzzle Devices' }],
  variants: [],
  combos: [[]],
  skuCode: () => 'HA-SUP-30-TI',
  about: {
    title: 'Quieter for everyone on the line',
    subtitle: 'A National Firearms Act item',
    summary: 'A 6.8" titanium suppressor rated for .300 Win Mag, with a direct-thread 5/8"-24 mount.',
    tech_specs: [
      { label: 'Material', value: 'Titanium, Inconel blast baffle' },
      { label: 'Length', value: '6.8"' },
      { label: 'Max calibre', value: '.300 Win Mag' },
    ],
    read_more: paras(
      'A suppressor is an NFA item: it ships to a licensed dealer once the ATF approves the transfer, and some states ban it.',
    ),
    details: [ul('Direct thread 5/8"-24', 'Full-auto rated')],
    disclaimer: FFL_DISCLAIMER,
    patents: [],
  },
  more_details: [
    {
      question: 'How long does the transfer take?',
      answer: 'The ATF approves NFA transfers in weeks to months; your dealer hands it over once approved.',
    },
  ],
  related_products: ['absaroka-prc', 'absaroka-muzzle-brake', 'bridger-hr1'],
  meta_description: 'Absaroka 30 titanium suppressor, .30 calibre (NFA item).',
});

export const ammunitionAndNfaProducts: ProductDocument[] = [handgunAmmunition, suppressor];
