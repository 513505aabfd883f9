/**
 * Wide images (16:7) for the carousel, collection backgrounds, page headings and the
 * limited-edition banner; 16:10 cards with a pictogram for the support page; social icons and
 * the logo files. No wordmarks on heroes: the pages set their own headings over them.
 */

import { logo, mark } from './brand';
import { FINISHES, type Finish, finishDefs } from './finishes';
import { boltAction, precisionChassis, semiAutoCarbine } from './firearms-long';
import { governmentPistol, strikerPistol } from './firearms-short';
import { bipod, opticMount } from './gear';
import { apparelHeroPieces } from './hero-pieces';
import { landscape, place, placedBounds, SKIES, type SkyPalette } from './scenes';
import { type Drawing, n, rect, svgDocument } from './svg';

export const HERO_W = 1600;
export const HERO_H = 700;

/** Every drawn part in one near-black: the dusk silhouette look. */
const SILHOUETTE: Finish = {
  key: 'silhouette',
  title: 'Silhouette',
  body: '#0d0d10',
  bodyHi: '#1c1c22',
  bodyLo: '#08080a',
  metal: '#0d0d10',
  metalHi: '#1c1c22',
  furniture: '#0d0d10',
  furnitureHi: '#1c1c22',
  swatch: '#0d0d10',
};

interface HeroSpec {
  file: string;
  title: string;
  sky: SkyPalette;
  seed: number;
  subject?: { drawing: Drawing; finish: Finish; box: { x: number; y: number; w: number; h: number } }[];
  /** A rock ledge the subject rests on. */
  ledge?: boolean;
  building?: boolean;
}

function ledge(x: number, y: number, w: number, colour: string): string {
  return `<path d="M${n(x)} ${n(y)}L${n(x + w * 0.08)} ${n(y - 14)}L${n(x + w * 0.4)} ${n(y - 20)}L${n(x + w * 0.7)} ${n(y - 12)}L${n(x + w)} ${n(y - 18)}L${n(x + w + 40)} ${HERO_H}L${n(x - 60)} ${HERO_H}Z" fill="${colour}"/>`;
}

/** The Bozeman shop: a gabled workshop with lit windows, small in the landscape. */
function workshop(x: number, y: number, colour: string): string {
  return (
    `<path d="M${x} ${y}L${x} ${y - 90}L${x + 110} ${y - 150}L${x + 220} ${y - 90}L${x + 220} ${y}Z" fill="${colour}"/>` +
    `<path d="M${x + 220} ${y}L${x + 220} ${y - 70}L${x + 420} ${y - 70}L${x + 420} ${y}Z" fill="${colour}"/>` +
    rect(x + 40, y - 60, 36, 26, '#f0b35c', 'opacity=".85"') +
    rect(x + 144, y - 60, 36, 26, '#f0b35c', 'opacity=".85"') +
    rect(x + 250, y - 48, 150, 20, '#f0b35c', 'opacity=".6"') +
    rect(x + 90, y - 44, 40, 44, '#2a1d14')
  );
}

export function renderHero(spec: HeroSpec): string {
  const land = landscape(HERO_W, HERO_H, spec.sky, spec.seed, 0.6);
  let defs = land.defs;
  let body = land.body;
  if (spec.building) body += workshop(1040, HERO_H * 0.7 + 4, spec.sky.trees);
  const subjects = spec.subject ?? [];
  subjects.forEach((s, i) => {
    const b = placedBounds(s.drawing, s.box);
    if (spec.ledge && i === 0) body += ledge(b.x - 40, b.y + b.h * 0.96, b.w + 60, spec.sky.trees);
    // each subject gets its own gradient ids so several finishes can share one file
    const local = finishDefs(s.finish).replace(/id="g([bmfl])"/g, `id="g$1${i}"`);
    defs += local + (s.drawing.defs ?? '');
    const art = place(s.drawing, s.box).replace(/url\(#g([bmfl])\)/g, `url(#g$1${i})`);
    body += art;
  });
  const vignette =
    '<linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".45"/><stop offset=".55" stop-color="#000" stop-opacity="0"/></linearGradient>';
  return svgDocument({
    w: HERO_W,
    h: HERO_H,
    title: spec.title,
    defs: defs + vignette,
    body: body + rect(0, 0, HERO_W, HERO_H, 'url(#fade)'),
  });
}

const RIGHT_WIDE = { x: 760, y: 300, w: 800, h: 260 };
const RIGHT_PISTOL = { x: 980, y: 220, w: 460, h: 340 };

export const HEROES: HeroSpec[] = [
  {
    file: 'hero/home-high-country.svg',
    title: 'A bolt-action rifle on a ridge at dusk',
    sky: SKIES.dusk,
    seed: 101,
    ledge: true,
    subject: [
      {
        drawing: boltAction({ stock: 'sporter', scopeSize: 'hunting', muzzleX: 960 }),
        finish: SILHOUETTE,
        box: RIGHT_WIDE,
      },
    ],
  },
  {
    file: 'hero/home-sentinel.svg',
    title: 'The Sentinel 9 pistol against an ember sky',
    sky: SKIES.ember,
    seed: 102,
    subject: [{ drawing: strikerPistol({ slideEnd: 410, gripBottom: 300 }), finish: FINISHES.fde, box: RIGHT_PISTOL }],
  },
  {
    file: 'hero/home-limited.svg',
    title: 'The Ember Edition rifle under a night sky',
    sky: SKIES.night,
    seed: 103,
    ledge: true,
    subject: [
      {
        drawing: boltAction({ stock: 'sporter', scopeSize: 'hunting', muzzleX: 960 }),
        finish: FINISHES.emberDamascus,
        box: RIGHT_WIDE,
      },
    ],
  },
  {
    file: 'hero/home-apparel.svg',
    title: 'Hoodie and cap in a winter landscape',
    sky: SKIES.winter,
    seed: 104,
    subject: apparelHeroPieces(),
  },
  {
    file: 'hero/collection-rifles.svg',
    title: 'A precision rifle on a prairie ridge',
    sky: SKIES.alpine,
    seed: 111,
    ledge: true,
    subject: [{ drawing: precisionChassis({ muzzleX: 930 }), finish: SILHOUETTE, box: RIGHT_WIDE }],
  },
  {
    file: 'hero/collection-pistols.svg',
    title: 'A 1911 pistol at dusk',
    sky: SKIES.dusk,
    seed: 112,
    subject: [{ drawing: governmentPistol(), finish: FINISHES.stainless, box: RIGHT_PISTOL }],
  },
  {
    file: 'hero/collection-apparel.svg',
    title: 'Mountains at dawn',
    sky: SKIES.dawn,
    seed: 113,
    subject: apparelHeroPieces(),
  },
  {
    file: 'hero/collection-accessories.svg',
    title: 'Scope mount and bipod on the prairie',
    sky: SKIES.prairie,
    seed: 114,
    subject: [
      { drawing: opticMount(), finish: FINISHES.blackNitride, box: { x: 820, y: 280, w: 420, h: 220 } },
      { drawing: bipod(), finish: FINISHES.blackNitride, box: { x: 1260, y: 260, w: 260, h: 300 } },
    ],
  },
  {
    file: 'hero/collection-magazines.svg',
    title: 'A carbine silhouette at dawn',
    sky: SKIES.dawn,
    seed: 115,
    ledge: true,
    subject: [{ drawing: semiAutoCarbine({ muzzleX: 900, optic: true }), finish: SILHOUETTE, box: RIGHT_WIDE }],
  },
  {
    file: 'hero/limited-edition-banner.svg',
    title: 'Ember sky over the Bridger range',
    sky: SKIES.ember,
    seed: 121,
    ledge: true,
    subject: [
      {
        drawing: boltAction({ stock: 'sporter', scopeSize: 'hunting', muzzleX: 960 }),
        finish: FINISHES.emberDamascus,
        box: RIGHT_WIDE,
      },
    ],
  },
  {
    file: 'hero/limited-edition-promo.svg',
    title: 'The Ember Edition at dawn',
    sky: SKIES.dawn,
    seed: 122,
    subject: [
      {
        drawing: boltAction({ stock: 'sporter', scopeSize: 'hunting', muzzleX: 960 }),
        finish: FINISHES.emberDamascus,
        box: RIGHT_WIDE,
      },
    ],
  },
  {
    file: 'hero/about.svg',
    title: 'The Halvorsen Arms shop below the Bridger range',
    sky: SKIES.dawn,
    seed: 131,
    building: true,
  },
  { file: 'hero/careers.svg', title: 'The shop at dusk', sky: SKIES.dusk, seed: 132, building: true },
  { file: 'hero/contact.svg', title: 'Gallatin Valley at dawn', sky: SKIES.alpine, seed: 133, building: true },
  { file: 'hero/support.svg', title: 'Mountains under a clear sky', sky: SKIES.alpine, seed: 134 },
  { file: 'hero/faq.svg', title: 'Prairie under a wide sky', sky: SKIES.prairie, seed: 135 },
  { file: 'hero/warranty.svg', title: 'Winter ridge line', sky: SKIES.winter, seed: 136 },
  { file: 'hero/patents.svg', title: 'Dusk over the range', sky: SKIES.dusk, seed: 137 },
  { file: 'hero/media-library.svg', title: 'Night sky over the mountains', sky: SKIES.night, seed: 138 },
  { file: 'hero/resources.svg', title: 'Dawn over the valley', sky: SKIES.dawn, seed: 139 },
  { file: 'hero/terms.svg', title: 'Snowy peaks', sky: SKIES.winter, seed: 140 },
  { file: 'hero/privacy.svg', title: 'Alpine valley', sky: SKIES.alpine, seed: 141 },
  { file: 'hero/dealers.svg', title: 'Open road through the prairie', sky: SKIES.prairie, seed: 142, building: true },
  { file: 'hero/registration.svg', title: 'Ember sky over the ridges', sky: SKIES.ember, seed: 143 },
  { file: 'hero/login.svg', title: 'Mountains at dawn', sky: SKIES.dawn, seed: 151 },
  { file: 'hero/register.svg', title: 'Ridge line at dusk', sky: SKIES.dusk, seed: 152 },
  { file: 'hero/forgot-password.svg', title: 'Night over the valley', sky: SKIES.night, seed: 153 },
  { file: 'hero/reset-password.svg', title: 'Winter peaks', sky: SKIES.winter, seed: 154 },
];

// ---- support cards ------------------------------------------------------------------------

export const CARD_W = 800;
export const CARD_H = 500;

const PICTOGRAMS: Record<string, string> = {
  // a shield with a check
  warranty: 'M0 -70L56 -50L56 0C56 40 28 62 0 74C-28 62 -56 40 -56 0L-56 -50ZM-26 0L-6 20L28 -18',
  // a question mark in a ring
  faq: 'M-24 -24C-24 -56 24 -56 24 -24C24 -4 0 0 0 18M0 38L0 42M-70 0A70 70 0 1 0 70 0A70 70 0 1 0 -70 0',
  // a clipboard with lines
  registration: 'M-46 -56L46 -56L46 70L-46 70ZM-20 -66L20 -66L20 -46L-20 -46ZM-26 -16L26 -16M-26 10L26 10M-26 36L10 36',
  // a download arrow into a tray
  'media-library': 'M0 -66L0 22M-34 -12L0 22L34 -12M-60 30L-60 62L60 62L60 30',
  // an envelope
  contact: 'M-66 -44L66 -44L66 50L-66 50ZM-66 -44L0 12L66 -44',
  // a wrench
  support: 'M36 -62C12 -70 -8 -50 -2 -26L-62 34C-70 42 -58 60 -46 50L14 -10C38 -4 58 -24 50 -48L32 -30L16 -34L12 -50Z',
};

export const SUPPORT_CARDS: Array<{ file: string; key: string; title: string; sky: SkyPalette; seed: number }> = [
  { file: 'cards/support.svg', key: 'support', title: 'Wrench pictogram over mountains', sky: SKIES.alpine, seed: 201 },
  { file: 'cards/warranty.svg', key: 'warranty', title: 'Shield pictogram over mountains', sky: SKIES.dusk, seed: 202 },
  { file: 'cards/faq.svg', key: 'faq', title: 'Question mark pictogram over mountains', sky: SKIES.dawn, seed: 203 },
  {
    file: 'cards/registration.svg',
    key: 'registration',
    title: 'Clipboard pictogram over mountains',
    sky: SKIES.prairie,
    seed: 204,
  },
  {
    file: 'cards/media-library.svg',
    key: 'media-library',
    title: 'Download pictogram over mountains',
    sky: SKIES.night,
    seed: 205,
  },
  {
    file: 'cards/contact.svg',
    key: 'contact',
    title: 'Envelope pictogram over mountains',
    sky: SKIES.ember,
    seed: 206,
  },
];

export function renderCard(card: (typeof SUPPORT_CARDS)[number]): string {
  const land = landscape(CARD_W, CARD_H, card.sky, card.seed, 0.7);
  const icon = PICTOGRAMS[card.key] ?? '';
  return svgDocument({
    w: CARD_W,
    h: CARD_H,
    title: card.title,
    defs: land.defs,
    body:
      land.body +
      rect(0, 0, CARD_W, CARD_H, '#000', 'opacity=".25"') +
      `<circle cx="400" cy="220" r="118" fill="#121314" fill-opacity=".55" stroke="#f5f2eb" stroke-opacity=".6" stroke-width="3"/>` +
      `<path transform="translate(400 220)" d="${icon}" fill="none" stroke="#f5f2eb" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
  });
}

// ---- social icons and logos ---------------------------------------------------------------

const SOCIAL: Record<string, string> = {
  x: '<path d="M14 12L34 12L50 34L66 12L78 12L56 42L82 76L62 76L46 54L30 76L18 76L40 46Z" fill="currentColor"/>',
  vimeo:
    '<path d="M14 34C22 26 30 18 36 18C44 18 44 30 48 46C52 62 54 66 58 66C62 66 72 50 74 42C76 34 70 30 62 34C66 18 78 12 86 14C94 16 94 28 88 40C80 58 64 80 52 80C40 80 36 60 32 46C28 32 26 28 22 34Z" fill="currentColor"/>',
  instagram:
    '<rect x="16" y="16" width="64" height="64" rx="18" fill="none" stroke="currentColor" stroke-width="8"/><circle cx="48" cy="48" r="15" fill="none" stroke="currentColor" stroke-width="8"/><circle cx="66" cy="30" r="5" fill="currentColor"/>',
  facebook:
    '<path d="M54 84L54 54L66 54L68 40L54 40L54 32C54 28 56 26 60 26L68 26L68 14L58 14C46 14 40 22 40 32L40 40L28 40L28 54L40 54L40 84Z" fill="currentColor"/>',
  youtube:
    '<rect x="10" y="22" width="76" height="52" rx="16" fill="currentColor"/><path d="M40 36L60 48L40 60Z" fill="#121314"/>',
};

export function socialIcon(name: string): string {
  const glyph = SOCIAL[name] ?? '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" color="#f5f2eb" role="img"><title>${name}</title>${glyph}</svg>\n`;
}

export const SOCIAL_NAMES = Object.keys(SOCIAL);

export function logoFile(variant: 'light' | 'dark'): string {
  const ink = variant === 'light' ? '#f5f2eb' : '#121314';
  const l = logo(ink, '#b4441a');
  return svgDocument({ w: l.w, h: l.h, title: 'Halvorsen Arms', body: l.body });
}

export function markFile(variant: 'light' | 'dark'): string {
  const ink = variant === 'light' ? '#f5f2eb' : '#121314';
  return svgDocument({ w: 100, h: 100, title: 'Halvorsen Arms mark', body: mark(50, 50, 96, ink) });
}
