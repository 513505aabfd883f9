/**
 * Tiny helpers for writing hand-made SVG. The art is drawn as strings on purpose: no
 * dependency, deterministic output, files small enough to commit and review.
 */

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A drawing in its own coordinate space; `focus` is the region the close-up view zooms into. */
export interface Drawing {
  w: number;
  h: number;
  body: string;
  focus: Box;
  /** The part of the space the drawing actually covers (defaults to the whole space). */
  bounds?: Box;
  /** Lettering drawn on the part; left out of mirrored views so it never reads backwards. */
  marks?: string;
  /** Extra defs (patterns, gradients) the body refers to. */
  defs?: string;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Rounds every number in generated path data so files stay small. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function svgDocument(opts: { w: number; h: number; title: string; defs?: string; body: string }): string {
  // the clip keeps shapes that run past the edges out of letterboxed space when scaled
  const clip = `<clipPath id="vb"><rect width="${opts.w}" height="${opts.h}"/></clipPath>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${opts.w} ${opts.h}" width="${opts.w}" height="${opts.h}" role="img">` +
    `<title>${escapeXml(opts.title)}</title><defs>${clip}${opts.defs ?? ''}</defs><g clip-path="url(#vb)">${opts.body}</g></svg>\n`
  );
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = '',
): string {
  return `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}" fill="none"${extra ? ` ${extra}` : ''}/>`;
}

/** Repeats a small mark `count` times along x (serrations, rail slots, ribs). */
export function repeatX(count: number, x0: number, step: number, mark: (x: number) => string): string {
  let out = '';
  for (let i = 0; i < count; i++) out += mark(x0 + i * step);
  return out;
}

/** Deterministic pseudo-random numbers (mulberry32) so every run writes the same files. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes two #rrggbb colours; `t` = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseHex(a);
  const pb = parseHex(b);
  const c = pa.map((v, i) => Math.round(v + ((pb[i] ?? 0) - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function parseHex(hex: string): number[] {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16));
}
