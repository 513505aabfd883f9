/**
 * Accessories: magazines, mounts, slings and the rest. Each in its own space, coloured by a
 * Finish (`gb` body, `gm` metal, `gf` trim).
 */
import { DISPLAY_FONT, mark } from './brand';
import { circle, type Drawing, line, path, rect, repeatX } from './svg';

const EDGE = 'stroke="#000" stroke-opacity=".3" stroke-width="1.4" stroke-linejoin="round"';
const DARK = '#141516';
const BRASS = '#c9a04a';
const COPPER = '#b8733d';

/** Curved 30-round rifle magazine. */
export function rifleMagazine(): Drawing {
  return {
    w: 360,
    h: 440,
    focus: { x: 90, y: 10, w: 150, h: 150 },
    bounds: { x: 90, y: 14, w: 190, h: 410 },
    body:
      path('M124 24C124 16 132 12 150 12C166 12 174 16 174 24L174 34L124 34Z', BRASS, EDGE) +
      path('M150 12C160 6 174 6 182 14L174 24Z', COPPER) +
      path('M108 40L192 40L196 140C202 230 222 300 252 372L176 396C150 322 128 240 116 150Z', 'url(#gb)', EDGE) +
      rect(110, 30, 82, 12, 'url(#gm)', 'rx="2"') +
      path(
        'M122 150C134 236 154 310 180 382',
        'none',
        'stroke="#000" stroke-opacity=".3" stroke-width="10" stroke-linecap="round"',
      ) +
      path(
        'M182 60L184 140C190 226 206 290 232 352',
        'none',
        'stroke="#fff" stroke-opacity=".12" stroke-width="6" stroke-linecap="round"',
      ) +
      path('M170 394L258 366L266 386L176 416Z', 'url(#gf)', EDGE) +
      repeatX(5, 0, 1, (i) =>
        line(112 + i * 2, 70 + i * 16, 188 + i * 2, 70 + i * 16, '#000', 1, 'stroke-opacity=".2"'),
      ),
  };
}

/** Straight double-stack pistol magazine with witness holes. */
export function pistolMagazine(): Drawing {
  return {
    w: 360,
    h: 440,
    focus: { x: 100, y: 10, w: 170, h: 150 },
    bounds: { x: 104, y: 10, w: 150, h: 414 },
    body:
      path('M140 32C140 22 150 16 162 16C176 16 182 24 182 32Z', COPPER, EDGE) +
      rect(138, 30, 46, 12, BRASS) +
      path('M126 40L196 40L220 380L150 384Z', 'url(#gm)', EDGE) +
      line(134, 46, 156, 376, '#fff', 3, 'stroke-opacity=".18"') +
      repeatX(6, 0, 1, (i) => circle(187 + i * 3.2, 90 + i * 46, 5, DARK)) +
      repeatX(
        6,
        0,
        1,
        (i) =>
          `<text x="${172 + i * 3.2}" y="${94 + i * 46}" font-family="${DISPLAY_FONT}" font-size="11" fill="#e9e4d8" text-anchor="end">${(i + 1) * 3 - 1}</text>`,
      ) +
      path('M140 380L226 376L232 402L142 410Z', 'url(#gb)', EDGE),
  };
}

/** Detachable box magazine for the bolt-action rifles. */
export function boxMagazine(): Drawing {
  return {
    w: 420,
    h: 320,
    focus: { x: 100, y: 40, w: 200, h: 150 },
    bounds: { x: 96, y: 44, w: 236, h: 230 },
    body:
      path('M150 60C150 50 168 46 196 46L232 46L232 68L150 68Z', BRASS, EDGE) +
      path('M232 46L300 52L300 62L232 68Z', COPPER) +
      path('M110 70L320 70L326 230L116 234Z', 'url(#gb)', EDGE) +
      rect(110, 64, 210, 10, 'url(#gm)', 'rx="2"') +
      path('M106 232L330 228L332 262L104 266Z', 'url(#gf)', EDGE) +
      rect(180, 120, 80, 40, '#000', 'rx="4" opacity=".18"'),
    marks: `<text x="220" y="146" font-family="${DISPLAY_FONT}" font-size="16" fill="#fff" fill-opacity=".5" text-anchor="middle" letter-spacing="2">HA · 4RD</text>`,
  };
}

/** One-piece cantilever scope mount, side view, with the scope tube ghosted in. */
export function opticMount(): Drawing {
  const tower = (x: number) =>
    path(`M${x} 232L${x} 120C${x} 78 ${x + 64} 78 ${x + 64} 120L${x + 64} 232Z`, 'url(#gb)', EDGE) +
    line(x - 2, 122, x + 66, 122, '#000', 2, 'stroke-opacity=".5"') +
    circle(x + 16, 104, 5, 'url(#gm)', EDGE) +
    circle(x + 48, 104, 5, 'url(#gm)', EDGE) +
    circle(x + 16, 140, 5, 'url(#gm)', EDGE) +
    circle(x + 48, 140, 5, 'url(#gm)', EDGE);
  return {
    w: 640,
    h: 320,
    focus: { x: 120, y: 60, w: 260, h: 200 },
    bounds: { x: 50, y: 60, w: 540, h: 230 },
    body:
      rect(60, 96, 520, 52, '#000', `rx="26" opacity=".08" stroke="#000" stroke-opacity=".25" stroke-dasharray="8 6"`) +
      path('M90 232L560 232L570 248L560 262L90 262L80 248Z', 'url(#gb)', EDGE) +
      repeatX(12, 110, 36, (x) => rect(x, 256, 18, 12, 'url(#gb)', EDGE)) +
      tower(170) +
      tower(390) +
      rect(230, 224, 26, 46, 'url(#gm)', `rx="6" ${EDGE}`) +
      rect(440, 224, 26, 46, 'url(#gm)', `rx="6" ${EDGE}`),
  };
}

/** Two-point sling with a padded middle, an adjuster and QD swivels. */
export function sling(): Drawing {
  const strap = 'M70 250C150 110 280 90 360 160C440 230 560 230 640 110';
  return {
    w: 720,
    h: 360,
    focus: { x: 20, y: 150, w: 260, h: 180 },
    bounds: { x: 24, y: 60, w: 680, h: 260 },
    body:
      path(strap, 'none', 'stroke="url(#gb)" stroke-width="26" stroke-linecap="round"') +
      path(
        strap,
        'none',
        'stroke="#000" stroke-opacity=".18" stroke-width="2" stroke-dasharray="6 5" transform="translate(0 -8)"',
      ) +
      path(
        'M250 132C300 116 340 136 372 168C404 200 450 214 500 206',
        'none',
        'stroke="url(#gf)" stroke-width="44" stroke-linecap="round"',
      ) +
      path(
        'M250 132C300 116 340 136 372 168C404 200 450 214 500 206',
        'none',
        'stroke="#000" stroke-opacity=".22" stroke-width="1.5" stroke-dasharray="4 6"',
      ) +
      rect(148, 140, 34, 44, 'url(#gm)', `rx="4" transform="rotate(-40 165 162)" ${EDGE}`) +
      circle(58, 272, 20, 'none', 'stroke="url(#gm)" stroke-width="8"') +
      rect(44, 286, 28, 30, 'url(#gm)', `rx="6" ${EDGE}`) +
      circle(654, 92, 20, 'none', 'stroke="url(#gm)" stroke-width="8"') +
      rect(640, 52, 28, 30, 'url(#gm)', `rx="6" ${EDGE}`),
  };
}

/** Roll-out cleaning kit, seen from above. */
export function cleaningKit(): Drawing {
  const loops = repeatX(9, 110, 58, (x) => rect(x, 110, 24, 250, '#000', 'opacity=".12" rx="3"'));
  return {
    w: 720,
    h: 480,
    focus: { x: 80, y: 80, w: 300, h: 220 },
    bounds: { x: 56, y: 56, w: 612, h: 372 },
    body:
      rect(60, 60, 600, 360, 'url(#gb)', `rx="18" ${EDGE}`) +
      rect(
        76,
        76,
        568,
        328,
        'none',
        'rx="12" stroke="#000" stroke-opacity=".25" stroke-dasharray="7 6" stroke-width="2"',
      ) +
      loops +
      rect(112, 150, 330, 10, 'url(#gm)', 'rx="5"') +
      rect(112, 180, 330, 10, 'url(#gm)', 'rx="5"') +
      rect(112, 210, 330, 10, 'url(#gm)', 'rx="5"') +
      rect(440, 146, 28, 18, DARK, 'rx="4"') +
      rect(440, 176, 28, 18, DARK, 'rx="4"') +
      rect(112, 260, 200, 8, 'url(#gm)', 'rx="4"') +
      rect(312, 252, 60, 24, '#c9a04a', 'rx="6"') +
      repeatX(10, 316, 6, (x) => line(x, 252, x, 276, '#8a6a2a', 1.5)) +
      rect(112, 300, 200, 8, 'url(#gm)', 'rx="4"') +
      rect(312, 294, 50, 20, '#e9e4d8', 'rx="8"') +
      path('M500 250L560 250L560 270L540 270L540 380L520 380L520 270L500 270Z', 'url(#gf)', EDGE) +
      rect(570, 270, 56, 110, 'url(#gf)', `rx="10" ${EDGE}`) +
      rect(586, 250, 24, 24, DARK, 'rx="4"') +
      rect(486, 120, 140, 100, '#f2ecdd', `rx="2" ${EDGE}`) +
      rect(494, 110, 140, 100, '#f7f2e6', `rx="2" ${EDGE}`),
    marks: mark(560, 160, 60, '#000'),
  };
}

/** Moulded holster, muzzle to the right, with the pistol's grip ghosted in and a belt clip. */
export function holster(): Drawing {
  return {
    w: 460,
    h: 340,
    focus: { x: 140, y: 40, w: 220, h: 170 },
    bounds: { x: 88, y: 40, w: 346, h: 262 },
    body:
      path(
        'M152 92L120 92C110 150 102 230 96 292L172 294C174 252 178 222 184 198Z',
        '#000',
        'fill-opacity=".1" stroke="#000" stroke-opacity=".35" stroke-width="2" stroke-dasharray="7 6"',
      ) +
      path(
        'M150 80L410 80Q424 80 424 94L424 150Q424 162 410 164L300 168C300 214 286 236 250 240L210 240C186 240 176 222 176 196L150 190Z',
        'url(#gb)',
        EDGE,
      ) +
      path('M150 80L196 64L206 80Z', 'url(#gb)', EDGE) +
      path('M160 90L410 90', 'none', 'stroke="#fff" stroke-opacity=".18" stroke-width="4"') +
      path('M196 176C196 206 206 222 226 222L244 222C262 222 272 206 274 176Z', '#000', 'fill-opacity=".22"') +
      path('M252 50L300 50Q312 50 312 62L312 176L290 176L290 70L262 70Z', 'url(#gm)', EDGE) +
      circle(350, 128, 6, 'url(#gm)', EDGE) +
      circle(200, 132, 6, 'url(#gm)', EDGE),
  };
}

/** Precision bipod, three-quarter front view, legs spread. */
export function bipod(): Drawing {
  const leg = (x1: number, x2: number) =>
    line(x1, 170, x2, 360, 'url(#gm)', 16, 'stroke-linecap="round"') +
    line(x1 + (x2 - x1) * 0.45, 170 + 190 * 0.45, x2, 360, 'url(#gb)', 11, 'stroke-linecap="round"') +
    rect(x2 - 22, 352, 44, 18, DARK, 'rx="8"');
  return {
    w: 500,
    h: 420,
    focus: { x: 140, y: 60, w: 220, h: 170 },
    bounds: { x: 70, y: 70, w: 360, h: 310 },
    body:
      leg(220, 110) +
      leg(280, 390) +
      rect(180, 130, 140, 60, 'url(#gb)', `rx="10" ${EDGE}`) +
      rect(210, 80, 80, 54, 'url(#gm)', `rx="6" ${EDGE}`) +
      repeatX(5, 216, 15, (x) => rect(x, 74, 10, 8, 'url(#gm)')) +
      circle(250, 160, 16, 'url(#gm)', EDGE) +
      circle(250, 160, 6, DARK),
  };
}

/** Three-port muzzle brake, side view. */
export function muzzleBrake(): Drawing {
  return {
    w: 520,
    h: 260,
    focus: { x: 120, y: 50, w: 340, h: 160 },
    bounds: { x: 60, y: 70, w: 400, h: 120 },
    body:
      rect(70, 110, 70, 40, 'url(#gm)', `rx="3" ${EDGE}`) +
      repeatX(9, 76, 7, (x) => line(x, 112, x, 148, '#000', 1.5, 'stroke-opacity=".4"')) +
      rect(140, 80, 310, 100, 'url(#gb)', `rx="12" ${EDGE}`) +
      repeatX(3, 200, 80, (x) => rect(x, 92, 44, 76, DARK, 'rx="8"')) +
      rect(440, 104, 14, 52, DARK, 'rx="4"') +
      line(150, 86, 440, 86, '#fff', 2, 'stroke-opacity=".25"'),
  };
}

/** Bore solvent and gun oil, two bottles. */
export function oilKit(): Drawing {
  const bottle = (x: number, w: number, h: number, label: string) =>
    rect(x + w / 2 - 10, 380 - h - 40, 20, 40, DARK, 'rx="3"') +
    rect(x + w / 2 - 18, 380 - h - 12, 36, 16, 'url(#gm)', 'rx="3"') +
    rect(x, 380 - h, w, h, 'url(#gb)', `rx="16" ${EDGE}`) +
    rect(x, 380 - h * 0.7, w, h * 0.42, 'url(#gf)') +
    `<text x="${x + w / 2}" y="${380 - h * 0.44}" font-family="${DISPLAY_FONT}" font-size="${w / 6}" font-weight="700" fill="#1e1f21" text-anchor="middle" letter-spacing="1">${label}</text>`;
  return {
    w: 500,
    h: 420,
    focus: { x: 100, y: 120, w: 220, h: 170 },
    bounds: { x: 90, y: 60, w: 330, h: 330 },
    body: bottle(110, 150, 260, 'SOLVENT') + bottle(290, 120, 200, 'OIL'),
  };
}
