/**
 * The four gallery views every product gets: two studio shots (left/right profile, or
 * front/back for garments), a close-up with a different framing, and a field shot (a landscape
 * for firearms, a flat lay on boards for gear and apparel).
 */
import { bench, landscape, place, placedBounds, type SkyPalette, shadow, studio } from './scenes';
import { type Drawing, n, svgDocument } from './svg';

export const PRODUCT_W = 1200;
export const PRODUCT_H = 900;

export type ViewName = 'left' | 'right' | 'front' | 'back' | 'detail' | 'field';

export interface ArtSubject {
  primary: Drawing;
  /** A second drawing for the second view (a garment's back); otherwise the primary, mirrored. */
  alternate?: Drawing;
  backdrop: 'landscape' | 'bench';
  sky: SkyPalette;
  seed: number;
  /** Garments say front/back; everything else left/right. */
  garment: boolean;
}

export function viewNames(subject: { garment: boolean }): ViewName[] {
  return subject.garment ? ['front', 'back', 'detail', 'field'] : ['left', 'right', 'detail', 'field'];
}

export function renderView(subject: ArtSubject, finishDefs: string, view: ViewName, title: string): string {
  const W = PRODUCT_W;
  const H = PRODUCT_H;
  const d = view === 'back' && subject.alternate ? subject.alternate : subject.primary;
  const defs = finishDefs + (subject.primary.defs ?? '');
  if (view === 'field') {
    if (subject.backdrop === 'bench') {
      const bg = bench(W, H, subject.seed);
      const box = { x: 170, y: 130, w: W - 340, h: H - 260 };
      const b = placedBounds(d, box);
      return svgDocument({
        w: W,
        h: H,
        title,
        defs: bg.defs + defs,
        body:
          bg.body +
          `<g transform="translate(14 18)" opacity=".45">${shadow(b.x + b.w / 2, b.y + b.h / 2, b.w * 0.56, b.h * 0.56)}</g>` +
          place(d, box),
      });
    }
    const land = landscape(W, H, subject.sky, subject.seed, 0.5);
    // long guns lie across the foreground; compact subjects stand larger in it
    const src = d.bounds ?? { w: d.w, h: d.h };
    const box = src.w / src.h > 2.4 ? { x: 70, y: 430, w: W - 140, h: 380 } : { x: 300, y: 380, w: W - 600, h: 440 };
    const b = placedBounds(d, box);
    const st = studio(W, H);
    return svgDocument({
      w: W,
      h: H,
      title,
      defs: land.defs + st.defs + defs,
      body: land.body + shadow(b.x + b.w / 2, b.y + b.h * 0.96, b.w * 0.52, Math.max(16, b.h * 0.08)) + place(d, box),
    });
  }
  if (view === 'detail') {
    const st = studio(W, H, true);
    const f = d.focus;
    const s = Math.min(W / f.w, H / f.h) * 0.92;
    const tx = W / 2 - (f.x + f.w / 2) * s;
    const ty = H / 2 - (f.y + f.h / 2) * s;
    return svgDocument({
      w: W,
      h: H,
      title,
      defs: st.defs + defs,
      body: `${st.body}<g transform="translate(${n(tx)} ${n(ty)}) scale(${s.toFixed(4)})">${d.body}${d.marks ?? ''}</g>`,
    });
  }
  const st = studio(W, H);
  const box = { x: 90, y: 130, w: W - 180, h: H - 280 };
  const b = placedBounds(d, box);
  const mirror = view === 'right' || (view === 'back' && !subject.alternate);
  return svgDocument({
    w: W,
    h: H,
    title,
    defs: st.defs + defs,
    body: st.body + shadow(W / 2, b.y + b.h * 0.98, b.w * 0.5, Math.max(18, b.h * 0.06)) + place(d, box, mirror),
  });
}
