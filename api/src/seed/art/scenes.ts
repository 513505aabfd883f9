/**
 * Backdrops: the light studio sweep used for product shots and the mountain landscapes used
 * for field shots and wide hero images.
 */
import { type Drawing, mix, n, rect, seededRandom } from './svg';

export interface SkyPalette {
  name: string;
  skyTop: string;
  skyBottom: string;
  sun: string | null;
  /** Ridge colours from farthest to nearest. */
  ridges: string[];
  ground: string;
  trees: string;
}

export const SKIES = {
  dusk: {
    name: 'dusk',
    skyTop: '#2a3346',
    skyBottom: '#d98a4e',
    sun: '#f3c27a',
    ridges: ['#6b5a6a', '#4a4456', '#33303d', '#221f27'],
    ground: '#1c1a1f',
    trees: '#16151a',
  },
  dawn: {
    name: 'dawn',
    skyTop: '#8fb0c8',
    skyBottom: '#f0d3b0',
    sun: '#fff1d6',
    ridges: ['#a7b3c0', '#7f8c9c', '#5d6a79', '#3f4a56'],
    ground: '#33402f',
    trees: '#243022',
  },
  alpine: {
    name: 'alpine',
    skyTop: '#4f7fa6',
    skyBottom: '#cfe0ea',
    sun: null,
    ridges: ['#c9d5de', '#8ea3b4', '#5f7587', '#3e5363'],
    ground: '#4d5a3a',
    trees: '#2b3a26',
  },
  ember: {
    name: 'ember',
    skyTop: '#1d1b22',
    skyBottom: '#b4441a',
    sun: '#f0a35c',
    ridges: ['#5c3326', '#42261e', '#2c1a16', '#1a1110'],
    ground: '#151011',
    trees: '#0f0b0c',
  },
  winter: {
    name: 'winter',
    skyTop: '#6f8093',
    skyBottom: '#e6e9ec',
    sun: null,
    ridges: ['#e4e8ec', '#b9c3cc', '#8c99a6', '#5e6b78'],
    ground: '#dfe4e8',
    trees: '#3a4550',
  },
  prairie: {
    name: 'prairie',
    skyTop: '#5d86a8',
    skyBottom: '#efe0bf',
    sun: '#fff3d8',
    ridges: ['#9aa7a9', '#8a8f74', '#737653', '#5b5f3d'],
    ground: '#a08a55',
    trees: '#4b4d31',
  },
  night: {
    name: 'night',
    skyTop: '#0e1320',
    skyBottom: '#2c3a52',
    sun: '#e8e6dc',
    ridges: ['#2b3447', '#212839', '#181d2a', '#10131c'],
    ground: '#0c0f16',
    trees: '#080a0f',
  },
} satisfies Record<string, SkyPalette>;

/** A jagged ridge line across the width, closed down to the bottom. */
function ridge(w: number, h: number, baseY: number, amp: number, steps: number, rand: () => number): string {
  const dx = w / steps;
  let d = `M0 ${n(h)}L0 ${n(baseY - rand() * amp)}`;
  for (let i = 1; i <= steps; i++) {
    const peak = rand() < 0.35;
    const y = baseY - (peak ? amp * (0.6 + rand() * 0.4) : amp * rand() * 0.5);
    d += `L${n(i * dx - dx * 0.5 + (rand() - 0.5) * dx * 0.4)} ${n(y)}`;
    d += `L${n(i * dx)} ${n(baseY - amp * rand() * 0.35)}`;
  }
  return `${d}L${n(w)} ${n(h)}Z`;
}

/** A row of simple conifers along the horizon line y. */
function treeLine(w: number, y: number, size: number, fill: string, rand: () => number): string {
  let d = '';
  let x = -10;
  while (x < w + 10) {
    const s = size * (0.6 + rand() * 0.6);
    d += `M${n(x)} ${n(y)}L${n(x + s * 0.32)} ${n(y - s)}L${n(x + s * 0.64)} ${n(y)}Z`;
    x += s * (0.35 + rand() * 0.5);
  }
  return `<path d="${d}" fill="${fill}"/>`;
}

export function landscape(
  w: number,
  h: number,
  sky: SkyPalette,
  seed: number,
  horizon = 0.62,
): { defs: string; body: string } {
  const rand = seededRandom(seed);
  const id = `sky${sky.name}`;
  const defs =
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.skyTop}"/><stop offset="1" stop-color="${sky.skyBottom}"/></linearGradient>` +
    `<radialGradient id="${id}s" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${sky.sun ?? '#fff'}" stop-opacity=".9"/><stop offset=".3" stop-color="${sky.sun ?? '#fff'}" stop-opacity=".35"/><stop offset="1" stop-color="${sky.sun ?? '#fff'}" stop-opacity="0"/></radialGradient>`;
  let body = rect(0, 0, w, h, `url(#${id})`);
  if (sky.sun) {
    const sx = w * (0.55 + rand() * 0.3);
    const sy = h * horizon * 0.72;
    body += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(h * 0.34)}" fill="url(#${id}s)"/><circle cx="${n(sx)}" cy="${n(sy)}" r="${n(h * 0.045)}" fill="${sky.sun}"/>`;
  }
  if (sky.name === 'night') {
    for (let i = 0; i < 40; i++) {
      body += `<circle cx="${n(rand() * w)}" cy="${n(rand() * h * 0.45)}" r="${n(0.6 + rand() * 1.3)}" fill="#fff" fill-opacity="${n(0.3 + rand() * 0.6)}"/>`;
    }
  }
  const layers = sky.ridges.length;
  sky.ridges.forEach((colour, i) => {
    const base = h * (horizon - 0.16 + (i / layers) * 0.2);
    const amp = h * (0.26 - i * 0.045);
    body += `<path d="${ridge(w, h, base, amp, 7 + i * 2, rand)}" fill="${colour}"/>`;
    if (i === 0 && sky.name !== 'ember' && sky.name !== 'night') {
      // a hint of snow on the farthest peaks
      body += `<path d="${ridge(w, h, base, amp, 7, seededRandom(seed))}" fill="#fff" fill-opacity=".12"/>`;
    }
  });
  const groundY = h * (horizon + 0.1);
  body += treeLine(w, groundY + 4, h * 0.09, sky.trees, rand);
  body += rect(0, groundY, w, h - groundY, sky.ground);
  body += `<rect x="0" y="${n(groundY)}" width="${w}" height="${n(h - groundY)}" fill="${mix(sky.ground, '#000000', 0.4)}" fill-opacity=".35"/>`;
  return { defs, body };
}

/** Light studio sweep with a soft floor shadow; `dark` gives the close-up a moodier backdrop. */
export function studio(w: number, h: number, dark = false): { defs: string; body: string } {
  const c0 = dark ? '#5d6167' : '#faf8f3';
  const c1 = dark ? '#1c1d20' : '#dcd6c8';
  const defs =
    `<radialGradient id="bg" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="${c0}"/><stop offset="1" stop-color="${c1}"/></radialGradient>` +
    `<radialGradient id="sh" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#000" stop-opacity="${dark ? '.55' : '.28'}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;
  return { defs, body: rect(0, 0, w, h, 'url(#bg)') };
}

export function shadow(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#sh)"/>`;
}

/** Places a drawing so it fits inside the box (keeping its aspect), optionally mirrored. */
export function place(d: Drawing, box: { x: number; y: number; w: number; h: number }, mirror = false): string {
  const b = placedBounds(d, box);
  const src = d.bounds ?? { x: 0, y: 0, w: d.w, h: d.h };
  const ox = b.x - src.x * b.s;
  const oy = b.y - src.y * b.s;
  const t = mirror
    ? `translate(${n(b.x + b.w + src.x * b.s)} ${n(oy)}) scale(${-b.s.toFixed(4)} ${b.s.toFixed(4)})`
    : `translate(${n(ox)} ${n(oy)}) scale(${b.s.toFixed(4)})`;
  return `<g transform="${t}">${d.body}${mirror ? '' : (d.marks ?? '')}</g>`;
}

/** Where the drawn part of a drawing lands inside a box (for shadows under it). */
export function placedBounds(d: Drawing, box: { x: number; y: number; w: number; h: number }) {
  const src = d.bounds ?? { x: 0, y: 0, w: d.w, h: d.h };
  const s = Math.min(box.w / src.w, box.h / src.h);
  return { x: box.x + (box.w - src.w * s) / 2, y: box.y + (box.h - src.h * s) / 2, w: src.w * s, h: src.h * s, s };
}

/** Flat-lay backdrop: weathered boards seen from above. */
export function bench(w: number, h: number, seed: number): { defs: string; body: string } {
  const rand = seededRandom(seed);
  const boards = 6;
  const bw = w / boards;
  let body = '';
  for (let i = 0; i < boards; i++) {
    const tone = mix('#6b4a30', '#8a6440', rand());
    body += rect(i * bw, 0, bw, h, tone);
    for (let g = 0; g < 5; g++) {
      const x = i * bw + 10 + rand() * (bw - 20);
      body += `<path d="M${n(x)} 0C${n(x + 12 - rand() * 24)} ${n(h * 0.3)} ${n(x + 12 - rand() * 24)} ${n(h * 0.7)} ${n(x + 6 - rand() * 12)} ${h}" stroke="#000" stroke-opacity=".1" stroke-width="${n(1 + rand() * 2)}" fill="none"/>`;
    }
    body += rect(i * bw, 0, 3, h, '#000', 'opacity=".35"');
  }
  const defs =
    '<radialGradient id="vig" cx=".5" cy=".5" r=".7"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/></radialGradient>' +
    '<radialGradient id="sh" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#000" stop-opacity=".5"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>';
  return { defs, body: body + rect(0, 0, w, h, 'url(#vig)') };
}
