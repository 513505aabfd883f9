/** Apparel laid into a hero: a hoodie and a cap, side by side on the right. */
import { cap, hoodie } from './apparel';
import { FABRICS, type Finish } from './finishes';
import type { Drawing } from './svg';

export function apparelHeroPieces(): {
  drawing: Drawing;
  finish: Finish;
  box: { x: number; y: number; w: number; h: number };
}[] {
  return [
    {
      drawing: hoodie('front', FABRICS.charcoal.furniture),
      finish: FABRICS.charcoal,
      box: { x: 900, y: 150, w: 380, h: 420 },
    },
    { drawing: cap('cap', FABRICS.blaze.furniture), finish: FABRICS.blaze, box: { x: 1250, y: 380, w: 300, h: 190 } },
  ];
}
