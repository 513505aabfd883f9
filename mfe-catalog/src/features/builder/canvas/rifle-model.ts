/**
 * What the scene draws for a build, independent of three.js, so the 3D scene and the flat
 * fallback agree: part sizes from the chosen barrel length and calibre, colours from the finish,
 * and which add-ons are fitted.
 */
export interface RifleLook {
  /** Barrel length in inches (20, 22, 24). */
  barrelInches: number;
  /** Magnum cartridges get a longer magazine. */
  magnum: boolean;
  metal: string;
  metalRoughness: number;
  metalness: number;
  stock: string;
  scope: boolean;
  sling: boolean;
  spareMagazine: boolean;
}

const FINISHES: Record<string, Pick<RifleLook, 'metal' | 'metalRoughness' | 'metalness' | 'stock'>> = {
  black: { metal: '#26282b', metalRoughness: 0.45, metalness: 0.7, stock: '#33363a' },
  fde: { metal: '#b39a72', metalRoughness: 0.7, metalness: 0.25, stock: '#8b7355' },
  stainless: { metal: '#c3c7cb', metalRoughness: 0.25, metalness: 0.95, stock: '#4a4f45' },
};

export interface LookInput {
  /** Option titles chosen, by variant type key (`calibre`, `barrel_length`, `finish`). */
  choices: Record<string, string>;
  /** Titles of the add-ons chosen. */
  addOns: string[];
}

function finishKey(title: string): keyof typeof FINISHES {
  const t = title.toLowerCase();
  if (t.includes('stainless')) return 'stainless';
  if (t.includes('fde') || t.includes('tan') || t.includes('earth')) return 'fde';
  return 'black';
}

export function rifleLook({ choices, addOns }: LookInput): RifleLook {
  const inches = Number.parseFloat((choices.barrel_length ?? '').replace(/[^0-9.]/g, ''));
  const calibre = (choices.calibre ?? '').toLowerCase();
  const has = (word: string) => addOns.some((a) => a.toLowerCase().includes(word));
  return {
    barrelInches: Number.isFinite(inches) && inches > 10 && inches < 40 ? inches : 22,
    magnum: calibre.includes('mag'),
    ...FINISHES[finishKey(choices.finish ?? '')],
    scope: has('scope') || has('mount') || has('optic'),
    sling: has('sling'),
    spareMagazine: has('magazine'),
  } as RifleLook;
}
