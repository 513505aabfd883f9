/**
 * Apparel laid flat (tee, hoodie) or in three-quarter view (caps, beanie). `gb` is the fabric,
 * `gf` the print colour.
 */
import { DISPLAY_FONT, mark } from './brand';
import { type Drawing, line, path, rect, repeatX } from './svg';

const EDGE = 'stroke="#000" stroke-opacity=".25" stroke-width="1.6" stroke-linejoin="round"';
const SEAM = 'stroke="#000" stroke-opacity=".22" stroke-width="2"';

function backPrint(cx: number, top: number, print: string): string {
  return (
    mark(cx, top + 70, 130, print) +
    `<path d="M${cx - 130} ${top + 168}L${cx - 70} ${top + 150}L${cx - 30} ${top + 160}L${cx + 20} ${top + 140}L${cx + 70} ${top + 158}L${cx + 130} ${top + 168}" stroke="${print}" stroke-width="3" fill="none"/>`
  );
}

function backLettering(cx: number, top: number, print: string): string {
  return (
    `<text x="${cx}" y="${top + 206}" font-family="${DISPLAY_FONT}" font-weight="700" font-size="34" fill="${print}" text-anchor="middle" textLength="250" lengthAdjust="spacingAndGlyphs">HALVORSEN ARMS</text>` +
    `<text x="${cx}" y="${top + 232}" font-family="${DISPLAY_FONT}" font-size="14" fill="${print}" text-anchor="middle" textLength="210" lengthAdjust="spacing">BOZEMAN · MONTANA · EST. 1987</text>`
  );
}

export function tee(side: 'front' | 'back', print: string): Drawing {
  const outline =
    'M228 70C256 96 344 96 372 70L466 104C500 116 520 140 532 170L566 248L480 282L452 226L452 560' +
    'C380 572 220 572 148 560L148 226L120 282L34 248L68 170C80 140 100 116 134 104Z';
  const backOutline = outline.replace('M228 70C256 96 344 96 372 70', 'M228 70C256 82 344 82 372 70');
  const common =
    path('M40 236L118 268M560 236L482 268', 'none', SEAM) +
    path('M150 546C220 556 380 556 450 546', 'none', SEAM) +
    path('M160 240C200 320 190 420 170 540', 'none', 'stroke="#000" stroke-opacity=".06" stroke-width="14"') +
    path('M420 250C410 330 430 430 440 540', 'none', 'stroke="#fff" stroke-opacity=".06" stroke-width="18"');
  if (side === 'front') {
    return {
      w: 600,
      h: 620,
      focus: { x: 300, y: 120, w: 160, h: 160 },
      bounds: { x: 30, y: 60, w: 540, h: 520 },
      body:
        path(outline, 'url(#gb)', EDGE) +
        path('M238 74C262 96 338 96 362 74C350 110 250 110 238 74Z', '#000', 'fill-opacity=".3"') +
        path('M228 70C256 96 344 96 372 70', 'none', 'stroke="#000" stroke-opacity=".25" stroke-width="9"') +
        common +
        mark(378, 196, 64, print),
    };
  }
  return {
    w: 600,
    h: 620,
    focus: { x: 160, y: 130, w: 280, h: 280 },
    bounds: { x: 30, y: 60, w: 540, h: 520 },
    body:
      path(backOutline, 'url(#gb)', EDGE) +
      path('M228 70C256 82 344 82 372 70', 'none', 'stroke="#000" stroke-opacity=".25" stroke-width="8"') +
      common +
      backPrint(300, 150, print),
    marks: backLettering(300, 150, print),
  };
}

export function hoodie(side: 'front' | 'back', print: string): Drawing {
  const outline =
    'M214 112L136 132C100 142 84 170 78 210L50 500L110 510L150 260L150 580L450 580L450 260L490 510L550 500' +
    'L522 210C516 170 500 142 464 132L386 112Z';
  const cuffs =
    path('M52 482L112 492L110 512L50 502Z', '#000', 'fill-opacity=".25"') +
    path('M548 482L488 492L490 512L550 502Z', '#000', 'fill-opacity=".25"') +
    rect(150, 552, 300, 28, '#000', 'fill-opacity=".18"') +
    repeatX(20, 156, 15, (x) => line(x, 554, x, 578, '#000', 1, 'stroke-opacity=".2"'));
  if (side === 'front') {
    return {
      w: 600,
      h: 620,
      focus: { x: 200, y: 160, w: 200, h: 200 },
      bounds: { x: 44, y: 24, w: 512, h: 562 },
      body:
        path(outline, 'url(#gb)', EDGE) +
        path('M214 112C200 60 240 30 300 30C360 30 400 60 386 112C370 140 230 140 214 112Z', 'url(#gb)', EDGE) +
        path(
          'M240 108C236 70 262 56 300 56C338 56 364 70 360 108C340 128 260 128 240 108Z',
          '#000',
          'fill-opacity=".35"',
        ) +
        line(284, 128, 278, 216, '#e9e4d8', 4, 'stroke-linecap="round"') +
        line(316, 128, 322, 216, '#e9e4d8', 4, 'stroke-linecap="round"') +
        path('M204 400L396 400L428 500L172 500Z', '#000', `fill-opacity=".1" ${SEAM}`) +
        path('M150 262L150 560M450 262L450 560', 'none', SEAM) +
        cuffs +
        mark(300, 262, 96, print),
      marks: `<text x="300" y="344" font-family="${DISPLAY_FONT}" font-weight="700" font-size="26" fill="${print}" text-anchor="middle" textLength="170" lengthAdjust="spacingAndGlyphs">HALVORSEN</text>`,
    };
  }
  return {
    w: 600,
    h: 620,
    focus: { x: 160, y: 150, w: 280, h: 280 },
    bounds: { x: 44, y: 14, w: 512, h: 572 },
    body:
      path(outline, 'url(#gb)', EDGE) +
      path('M214 112C190 40 250 20 300 20C350 20 410 40 386 112C360 150 240 150 214 112Z', 'url(#gb)', EDGE) +
      path('M300 22L300 140', 'none', SEAM) +
      path('M150 262L150 560M450 262L450 560', 'none', SEAM) +
      cuffs +
      backPrint(300, 170, print),
    marks: backLettering(300, 170, print),
  };
}

export function cap(style: 'cap' | 'trucker', print: string): Drawing {
  const mesh =
    style === 'trucker'
      ? path('M120 290C112 190 170 118 250 98L300 92L300 290Z', 'url(#mesh)') + path('M300 92L300 290', 'none', SEAM)
      : '';
  return {
    w: 620,
    h: 420,
    defs: '<pattern id="mesh" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="8" height="8" fill="#000" fill-opacity=".18"/><circle cx="4" cy="4" r="2.2" fill="#000" fill-opacity=".35"/></pattern>',
    focus: { x: 300, y: 110, w: 220, h: 180 },
    bounds: { x: 104, y: 80, w: 490, h: 270 },
    body:
      path('M120 290C110 160 200 90 300 90C410 90 480 170 480 290Z', 'url(#gb)', EDGE) +
      mesh +
      path('M300 92C270 150 250 220 248 290M300 92C350 150 378 220 382 290', 'none', SEAM) +
      path('M392 284C470 268 560 286 594 318C560 344 456 336 372 312Z', 'url(#gb)', EDGE) +
      path('M392 284C470 268 560 286 594 318', 'none', 'stroke="#000" stroke-opacity=".3" stroke-width="6"') +
      path('M120 290L480 290', 'none', 'stroke="#000" stroke-opacity=".3" stroke-width="6"') +
      `<circle cx="300" cy="92" r="9" fill="url(#gb)" ${EDGE}/>` +
      rect(338, 170, 110, 76, '#000', 'rx="12" fill-opacity=".22"') +
      mark(393, 208, 60, print),
  };
}

export function beanie(print: string): Drawing {
  return {
    w: 520,
    h: 460,
    focus: { x: 150, y: 240, w: 220, h: 160 },
    bounds: { x: 90, y: 60, w: 340, h: 330 },
    body:
      path('M112 300C102 150 190 70 260 70C330 70 418 150 408 300Z', 'url(#gb)', EDGE) +
      repeatX(12, 132, 23, (x) =>
        path(
          `M${x} 296C${x + 4} 200 ${(x + 260) / 2} 100 260 74`,
          'none',
          'stroke="#000" stroke-opacity=".1" stroke-width="3"',
        ),
      ) +
      rect(100, 280, 320, 104, 'url(#gb)', `rx="22" ${EDGE}`) +
      repeatX(26, 112, 12, (x) => line(x, 286, x, 378, '#000', 2, 'stroke-opacity=".14"')) +
      rect(210, 300, 100, 64, '#000', 'rx="10" fill-opacity=".25"') +
      mark(260, 332, 50, print),
  };
}
