/**
 * Which art each product gets: its drawing, its colourways and its backdrop. The content seed
 * builds every product image path from this list (`productMedia`), and the generator writes
 * exactly these files, so a path in the seed always has a file behind it.
 */
import { beanie, cap, hoodie, tee } from './apparel';
import { FABRICS, FINISHES, type Finish, fabric } from './finishes';
import { boltAction, leverAction, precisionChassis, semiAutoCarbine, strippedLower } from './firearms-long';
import { fireControlChassis, governmentPistol, strikerPistol } from './firearms-short';
import {
  bipod,
  boxMagazine,
  cleaningKit,
  holster,
  muzzleBrake,
  oilKit,
  opticMount,
  pistolMagazine,
  rifleMagazine,
  sling,
} from './gear';
import { SKIES, type SkyPalette } from './scenes';
import type { Drawing } from './svg';
import { type ArtSubject, type ViewName, viewNames } from './views';

export interface ProductArt {
  slug: string;
  /** What the pictures show, for alternative text. */
  noun: string;
  finishes: Finish[];
  subject: (f: Finish) => ArtSubject;
}

function firearm(draw: () => Drawing, sky: SkyPalette, seed: number) {
  return (): ArtSubject => ({ primary: draw(), backdrop: 'landscape', sky, seed, garment: false });
}
function gear(draw: () => Drawing, seed: number) {
  return (): ArtSubject => ({ primary: draw(), backdrop: 'bench', sky: SKIES.alpine, seed, garment: false });
}
function garment(front: (print: string) => Drawing, back: ((print: string) => Drawing) | null, seed: number) {
  return (f: Finish): ArtSubject => ({
    primary: front(f.furniture),
    ...(back ? { alternate: back(f.furniture) } : {}),
    backdrop: 'bench',
    sky: SKIES.alpine,
    seed,
    garment: true,
  });
}

const F = FINISHES;
const OIL_LABEL = fabric('standard', 'Standard', '#222427', '#e0a04a');

export const PRODUCT_ART: ProductArt[] = [
  // rifles
  {
    slug: 'bridger-hr1',
    noun: 'Bridger HR-1 bolt-action rifle',
    finishes: [F.blackNitride, F.fde, F.stainless],
    subject: firearm(() => boltAction({ stock: 'sporter', scopeSize: 'hunting', muzzleX: 960 }), SKIES.alpine, 11),
  },
  {
    slug: 'bridger-hr1-ember-edition',
    noun: 'Bridger HR-1 Ember Edition rifle',
    finishes: [F.emberDamascus],
    subject: firearm(() => boltAction({ stock: 'sporter', scopeSize: 'hunting', muzzleX: 960 }), SKIES.dawn, 12),
  },
  {
    slug: 'beartooth-mountain',
    noun: 'Beartooth Mountain rifle',
    finishes: [F.carbon, F.carbonFde],
    subject: firearm(
      () => boltAction({ stock: 'carbon', scopeSize: 'compact', muzzleX: 920, fluted: true, brake: true }),
      SKIES.winter,
      13,
    ),
  },
  {
    slug: 'absaroka-prc',
    noun: 'Absaroka PRC precision chassis rifle',
    finishes: [F.tungsten, F.fde, F.blackNitride],
    subject: firearm(() => precisionChassis({ muzzleX: 930 }), SKIES.prairie, 14),
  },
  {
    slug: 'gallatin-carbine',
    noun: 'Gallatin semi-automatic carbine',
    finishes: [F.blackNitride, F.fde, F.odGreen],
    subject: firearm(() => semiAutoCarbine({ muzzleX: 900, optic: true }), SKIES.dawn, 15),
  },
  {
    slug: 'madison-lever',
    noun: 'Madison lever-action rifle',
    finishes: [F.bluedWalnut, F.stainlessLaminate],
    subject: firearm(() => leverAction({ muzzleX: 940 }), SKIES.prairie, 16),
  },
  {
    slug: 'yellowstone-rimfire',
    noun: 'Yellowstone rimfire rifle',
    finishes: [F.blackNitride, F.odGreen, F.stainless],
    subject: firearm(() => boltAction({ stock: 'rimfire', scopeSize: 'compact', muzzleX: 860 }), SKIES.alpine, 17),
  },
  {
    slug: 'ha15-stripped-lower',
    noun: 'HA-15 stripped lower receiver',
    finishes: [F.blackNitride, F.fde],
    subject: gear(() => strippedLower(), 18),
  },
  // pistols
  {
    slug: 'sentinel-9-compact',
    noun: 'Sentinel 9 Compact pistol',
    finishes: [F.blackNitride, F.fde, F.odGreen],
    subject: firearm(() => strikerPistol({ slideEnd: 350, gripBottom: 262 }), SKIES.dawn, 21),
  },
  {
    slug: 'sentinel-9-full',
    noun: 'Sentinel 9 Full-Size pistol',
    finishes: [F.blackNitride, F.fde],
    subject: firearm(() => strikerPistol({ slideEnd: 410, gripBottom: 300 }), SKIES.alpine, 22),
  },
  {
    slug: 'ridgeline-10',
    noun: 'Ridgeline 10mm pistol',
    finishes: [F.bronze, F.blackNitride],
    subject: firearm(
      () => strikerPistol({ slideEnd: 450, gripBottom: 300, optic: true, windows: true }),
      SKIES.prairie,
      23,
    ),
  },
  {
    slug: 'tern-380',
    noun: 'Tern .380 micro pistol',
    finishes: [F.blackNitride, F.stainless],
    subject: firearm(() => strikerPistol({ slideEnd: 300, gripBottom: 236 }), SKIES.winter, 24),
  },
  {
    slug: 'highline-1911',
    noun: 'Highline 1911 Government pistol',
    finishes: [F.stainless, F.bluedWalnut, F.twoTone],
    subject: firearm(() => governmentPistol(), SKIES.dawn, 25),
  },
  {
    slug: 'sentinel-fcu',
    noun: 'Sentinel serialised fire-control chassis',
    finishes: [F.stainless],
    subject: gear(() => fireControlChassis(), 26),
  },
  // accessories
  {
    slug: 'ha15-30rd-magazine',
    noun: 'HA-15 30-round magazine',
    finishes: [F.blackNitride, F.fde, F.odGreen],
    subject: gear(() => rifleMagazine(), 31),
  },
  {
    slug: 'sentinel-9-magazine',
    noun: 'Sentinel 9 magazine',
    finishes: [F.blackNitride],
    subject: gear(() => pistolMagazine(), 32),
  },
  {
    slug: 'bridger-4rd-magazine',
    noun: 'Bridger 4-round detachable magazine',
    finishes: [F.blackNitride],
    subject: gear(() => boxMagazine(), 33),
  },
  {
    slug: 'summit-scope-mount',
    noun: 'Summit cantilever scope mount',
    finishes: [F.blackNitride],
    subject: gear(() => opticMount(), 34),
  },
  {
    slug: 'trail-sling',
    noun: 'Trail two-point sling',
    finishes: [FABRICS.black, FABRICS.coyote, FABRICS.olive],
    subject: gear(() => sling(), 35),
  },
  {
    slug: 'field-cleaning-kit',
    noun: 'Field cleaning kit',
    finishes: [FABRICS.coyote],
    subject: gear(() => cleaningKit(), 36),
  },
  {
    slug: 'sentinel-holster',
    noun: 'Sentinel holster',
    finishes: [F.blackNitride],
    subject: gear(() => holster(), 37),
  },
  {
    slug: 'ridgeline-bipod',
    noun: 'Ridgeline precision bipod',
    finishes: [F.blackNitride],
    subject: gear(() => bipod(), 38),
  },
  {
    slug: 'absaroka-muzzle-brake',
    noun: 'Absaroka muzzle brake',
    finishes: [F.blackNitride, F.stainless],
    subject: gear(() => muzzleBrake(), 39),
  },
  { slug: 'bore-care-kit', noun: 'Bore solvent and oil set', finishes: [OIL_LABEL], subject: gear(() => oilKit(), 40) },
  // issue 30: handgun ammunition and a suppressor (drawn with the nearest gear drawings)
  {
    slug: 'sentinel-9mm-ammunition',
    noun: 'Box of Sentinel 9mm ammunition',
    finishes: [F.blackNitride],
    subject: gear(() => boxMagazine(), 46),
  },
  {
    slug: 'absaroka-30-suppressor',
    noun: 'Absaroka 30 titanium suppressor',
    finishes: [F.blackNitride],
    subject: gear(() => muzzleBrake(), 47),
  },
  // apparel
  {
    slug: 'mountain-mark-tee',
    noun: 'Mountain Mark tee',
    finishes: [FABRICS.black, FABRICS.heather, FABRICS.ember],
    subject: garment(
      (p) => tee('front', p),
      (p) => tee('back', p),
      41,
    ),
  },
  {
    slug: 'bozeman-hoodie',
    noun: 'Bozeman heavyweight hoodie',
    finishes: [FABRICS.charcoal, FABRICS.olive, FABRICS.sand],
    subject: garment(
      (p) => hoodie('front', p),
      (p) => hoodie('back', p),
      42,
    ),
  },
  {
    slug: 'logo-cap',
    noun: 'Halvorsen logo cap',
    finishes: [FABRICS.charcoal, FABRICS.blaze, FABRICS.olive],
    subject: garment((p) => cap('cap', p), null, 43),
  },
  {
    slug: 'range-trucker',
    noun: 'Range trucker hat',
    finishes: [FABRICS.coyote, FABRICS.black, FABRICS.navy],
    subject: garment((p) => cap('trucker', p), null, 44),
  },
  {
    slug: 'ridge-beanie',
    noun: 'Ridge knit beanie',
    finishes: [FABRICS.blaze, FABRICS.black, FABRICS.heather],
    subject: garment((p) => beanie(p), null, 45),
  },
];

const BY_SLUG = new Map(PRODUCT_ART.map((a) => [a.slug, a]));

export function productArt(slug: string): ProductArt {
  const art = BY_SLUG.get(slug);
  if (!art) throw new Error(`No art for product ${slug}`);
  return art;
}

export function productImagePath(slug: string, finishKey: string, view: ViewName): string {
  return `/media/products/${slug}/${finishKey}-${view}.svg`;
}

const VIEW_WORDS: Record<ViewName, string> = {
  left: 'left side',
  right: 'right side',
  front: 'front',
  back: 'back',
  detail: 'close-up',
  field: 'in the field',
};

export interface ArtMedia {
  url: string;
  alternativeText: string;
  width: number;
  height: number;
}

/** Media objects for one colourway: main image plus the four-view gallery. */
export function productMedia(slug: string, finishKey?: string): { image: ArtMedia; library: ArtMedia[] } {
  const art = productArt(slug);
  const finish = finishKey ? art.finishes.find((f) => f.key === finishKey) : art.finishes[0];
  if (!finish) throw new Error(`No finish ${finishKey} for ${slug}`);
  const views = viewNames({ garment: art.subject(finish).garment });
  const library = views.map((v) => ({
    url: productImagePath(slug, finish.key, v),
    alternativeText: `${art.noun}, ${finish.title}, ${VIEW_WORDS[v]}`,
    width: 1200,
    height: 900,
  }));
  const first = library[0];
  if (!first) throw new Error('no views');
  return { image: first, library };
}
