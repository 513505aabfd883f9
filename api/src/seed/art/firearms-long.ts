/**
 * Side profiles of the long guns, muzzle to the right, in a 1000 x 300 space. Each function
 * returns a Drawing coloured by a Finish (gradients `gb` body, `gm` metal, `gf` furniture are
 * declared by `finishDefs`).
 */
import { circle, type Drawing, line, path, rect, repeatX } from './svg';

const EDGE = 'stroke="#000" stroke-opacity=".28" stroke-width="1.2" stroke-linejoin="round"';
const DARK = '#141516';

/** A riflescope lying along y = `y` (tube centre), from x0 to x1. */
function scope(x0: number, x1: number, y: number, size: 'hunting' | 'compact' | 'tactical'): string {
  const r = size === 'tactical' ? 10 : size === 'compact' ? 6 : 8;
  const bell = size === 'tactical' ? 22 : size === 'compact' ? 11 : 17;
  const len = x1 - x0;
  const eye = x0 + len * 0.14;
  const obj = x1 - len * 0.2;
  const mid = x0 + len * 0.52;
  const turretH = size === 'tactical' ? 26 : 14;
  const turretW = size === 'tactical' ? 26 : 18;
  return (
    path(
      `M${x0} ${y - r - 4}L${eye} ${y - r}L${obj} ${y - r}L${obj + len * 0.08} ${y - bell}L${x1} ${y - bell}L${x1} ${y + bell}L${obj + len * 0.08} ${y + bell}L${obj} ${y + r}L${eye} ${y + r}L${x0} ${y + r + 4}Z`,
      'url(#gm)',
      EDGE,
    ) +
    rect(x1 - 3, y - bell + 3, 4, bell * 2 - 6, 'url(#gl)') +
    rect(x0 - 3, y - r - 2, 4, r * 2 + 4, 'url(#gl)') +
    rect(mid - turretW / 2, y - r - turretH, turretW, turretH, 'url(#gm)', `rx="2" ${EDGE}`) +
    repeatX(4, mid - turretW / 2 + 4, turretW / 4, (x) =>
      line(x, y - r - turretH + 3, x, y - r - 2, '#000', 1, 'stroke-opacity=".35"'),
    ) +
    circle(mid, y, r * 0.9, 'url(#gm)', EDGE) +
    line(x0 + 6, y - r + 2, x1 - 10, y - r + 2, '#fff', 1.2, 'stroke-opacity=".25"')
  );
}

/** Scope rings on a base, centred at x, from the scope axis down to the receiver top. */
function ring(x: number, top: number, bottom: number): string {
  return rect(x - 8, top, 16, bottom - top, 'url(#gm)', `rx="2" ${EDGE}`) + circle(x, top + 6, 2.2, DARK);
}

export interface BoltActionOptions {
  stock: 'sporter' | 'carbon' | 'rimfire';
  scopeSize: 'hunting' | 'compact' | 'none';
  muzzleX: number;
  fluted?: boolean;
  brake?: boolean;
}

/** Bridger HR-1, Beartooth Mountain and the Yellowstone rimfire share this frame. */
export function boltAction(o: BoltActionOptions): Drawing {
  const rim = o.stock === 'rimfire';
  const recEnd = rim ? 500 : 528;
  const forendEnd = rim ? 600 : 640;
  const stockFill = 'url(#gf)';
  const stock =
    `M32 108L232 103C262 102 282 118 300 130L${forendEnd - 6} 130C${forendEnd + 8} 130 ${forendEnd + 10} 148 ${forendEnd - 2} 157` +
    'L436 161L358 164C342 180 333 201 328 222L300 218C298 197 292 181 270 173L32 205Z';
  const weave =
    o.stock === 'carbon'
      ? repeatX(18, 60, 30, (x) => line(x, 120, x + 40, 190, '#fff', 1, 'stroke-opacity=".05"'))
      : '';
  const checkering =
    o.stock === 'sporter'
      ? repeatX(6, 300, 7, (x) => line(x, 176, x + 18, 205, '#000', 1, 'stroke-opacity=".25"'))
      : '';
  const barrelTop = rim ? 120 : 117;
  const barrel = path(
    `M${recEnd} ${barrelTop}L${o.muzzleX} ${barrelTop + 4}L${o.muzzleX} ${barrelTop + 11}L${recEnd} ${barrelTop + 15}Z`,
    'url(#gm)',
    EDGE,
  );
  const flutes = o.fluted
    ? repeatX(3, 0, 1, (i) =>
        line(
          recEnd + 60,
          barrelTop + 5 + i * 3,
          o.muzzleX - 90,
          barrelTop + 6 + i * 2.2,
          '#000',
          1,
          'stroke-opacity=".4"',
        ),
      )
    : '';
  const brake = o.brake
    ? rect(o.muzzleX - 4, barrelTop + 1, 44, 15, 'url(#gm)', `rx="2" ${EDGE}`) +
      repeatX(3, o.muzzleX + 4, 11, (x) => rect(x, barrelTop + 4, 6, 9, DARK))
    : rect(o.muzzleX - 2, barrelTop + 3, 6, 10, 'url(#gm)');
  const action =
    rect(296, 112, recEnd - 296, 22, 'url(#gb)', `rx="9" ${EDGE}`) +
    rect(282, 114, 22, 17, 'url(#gb)', `rx="7" ${EDGE}`) +
    rect(356, 115, 70, 9, DARK, 'rx="3" opacity=".7"') +
    line(300, 116, recEnd - 8, 116, '#fff', 1.3, 'stroke-opacity=".28"');
  const bolt =
    line(346, 124, 326, 150, 'url(#gm)', 6, 'stroke-linecap="round"') + circle(322, 155, 9, 'url(#gm)', EDGE);
  const trigger =
    path('M372 163C370 190 422 192 426 163', 'none', 'stroke="#1b1c1e" stroke-width="5"') +
    path('M394 163C398 170 398 176 392 182', 'none', 'stroke="#1b1c1e" stroke-width="3.5" stroke-linecap="round"');
  const mag = rim
    ? rect(430, 158, 40, 24, 'url(#gb)', `rx="3" ${EDGE}`)
    : rect(438, 158, 64, 13, 'url(#gb)', `rx="3" ${EDGE}`);
  const pad = rect(20, 104, 14, 104, DARK, 'rx="4"');
  const scopeArt =
    o.scopeSize === 'none'
      ? rect(o.muzzleX - 24, barrelTop - 8, 6, 8, DARK) + rect(560, barrelTop - 6, 10, 6, DARK)
      : ring(382, 92, 113) + ring(486, 92, 113) + scope(300, rim ? 540 : 600, 88, o.scopeSize);
  const studs = circle(96, 198, 3.5, DARK) + circle(forendEnd - 40, 158, 3.5, DARK);
  return {
    w: 1000,
    h: 300,
    focus: { x: 250, y: 40, w: 360, h: 220 },
    bounds: { x: 14, y: 56, w: o.muzzleX + (o.brake ? 50 : 12) - 14, h: 176 },
    body:
      barrel +
      flutes +
      brake +
      path(stock, stockFill, EDGE) +
      weave +
      checkering +
      pad +
      studs +
      mag +
      action +
      bolt +
      trigger +
      scopeArt,
  };
}

/** Gallatin: a gas-operated semi-automatic carbine with a collapsible stock and free-float rail. */
export function semiAutoCarbine(o: { muzzleX: number; optic: boolean }): Drawing {
  const stock =
    path('M30 98L150 94L176 100L176 138L136 150L44 182L30 182Z', 'url(#gf)', EDGE) +
    rect(22, 96, 12, 88, DARK, 'rx="4"') +
    rect(60, 104, 60, 14, '#000', 'opacity=".18" rx="4"');
  const buffer = rect(170, 106, 100, 20, 'url(#gm)', `rx="4" ${EDGE}`);
  const lower =
    path(
      'M262 126L428 126L428 138L420 142L420 178L378 178L372 150L330 150C330 168 314 172 300 166L296 150L262 150Z',
      'url(#gb)',
      EDGE,
    ) +
    path('M300 150L330 150C330 168 314 172 300 166Z', 'none', 'stroke="#151617" stroke-width="3"') +
    path('M296 148L326 148L312 220L282 218L280 196Z', 'url(#gf)', EDGE) +
    path('M314 150C318 156 318 162 313 166', 'none', 'stroke="#151617" stroke-width="3.5" stroke-linecap="round"') +
    circle(286, 136, 4, DARK);
  const mag =
    path('M380 178L418 178C424 214 432 246 446 270L406 282C394 254 384 218 380 178Z', 'url(#gf)', EDGE) +
    repeatX(4, 0, 1, (i) =>
      line(386 + i * 4, 196 + i * 18, 422 + i * 5, 192 + i * 18, '#000', 1.2, 'stroke-opacity=".3"'),
    );
  const upper =
    rect(262, 100, 180, 28, 'url(#gb)', `rx="3" ${EDGE}`) +
    rect(262, 90, 180, 10, 'url(#gm)', EDGE) +
    repeatX(14, 266, 12.5, (x) => rect(x, 91, 6, 5, DARK)) +
    rect(318, 106, 66, 14, DARK, 'rx="2" opacity=".75"') +
    circle(430, 116, 7, 'url(#gm)', EDGE) +
    rect(248, 100, 18, 8, 'url(#gm)', 'rx="2"');
  const rail =
    rect(442, 96, 300, 36, 'url(#gb)', `rx="5" ${EDGE}`) +
    rect(442, 88, 300, 8, 'url(#gm)', EDGE) +
    repeatX(23, 446, 13, (x) => rect(x, 89, 6, 5, DARK)) +
    repeatX(6, 470, 46, (x) => rect(x, 108, 30, 10, DARK, 'rx="5" opacity=".8"'));
  const barrel =
    rect(742, 108, o.muzzleX - 742, 12, 'url(#gm)', EDGE) +
    rect(o.muzzleX - 4, 104, 42, 20, 'url(#gm)', `rx="3" ${EDGE}`) +
    repeatX(3, o.muzzleX + 4, 11, (x) => rect(x, 107, 5, 14, DARK));
  const optic = o.optic
    ? path('M300 90L300 70C300 62 306 58 314 58L356 58C364 58 370 62 370 70L370 90Z', 'url(#gm)', EDGE) +
      rect(364, 62, 6, 24, 'url(#gl)') +
      rect(326, 50, 16, 9, 'url(#gm)', 'rx="2"')
    : path('M270 90L270 72L290 72L296 90Z', DARK) + path('M722 88L722 70L732 70L736 88Z', DARK);
  return {
    w: 1000,
    h: 300,
    focus: { x: 230, y: 40, w: 320, h: 250 },
    bounds: { x: 16, y: 44, w: o.muzzleX + 44 - 16, h: 244 },
    body: barrel + stock + buffer + mag + lower + upper + rail + optic,
  };
}

/** Absaroka PRC: folding-stock precision chassis, long rail, heavy barrel, big optic and bipod. */
export function precisionChassis(o: { muzzleX: number }): Drawing {
  const stock =
    rect(18, 84, 16, 124, DARK, 'rx="5"') +
    path('M34 96L262 104L262 124L34 120Z', 'url(#gb)', EDGE) +
    path('M34 188L60 188L262 146L262 164L66 206L34 206Z', 'url(#gb)', EDGE) +
    rect(34, 96, 24, 112, 'url(#gb)', EDGE) +
    rect(120, 80, 118, 16, 'url(#gf)', `rx="6" ${EDGE}`) +
    rect(146, 94, 8, 12, 'url(#gm)') +
    rect(206, 94, 8, 12, 'url(#gm)') +
    path('M130 156L150 152L150 176L130 180Z', 'url(#gm)');
  const chassis =
    path(
      'M262 110L470 110L470 150L446 150L446 200L400 200L400 150L352 150C352 172 330 178 316 170L312 150L262 150Z',
      'url(#gb)',
      EDGE,
    ) +
    path('M312 150L352 150C352 172 330 178 316 170Z', 'none', 'stroke="#151617" stroke-width="3"') +
    path('M300 150L334 150L330 226L300 226L296 212Z', 'url(#gf)', EDGE) +
    path('M330 152C334 158 334 164 330 168', 'none', 'stroke="#151617" stroke-width="3.5" stroke-linecap="round"') +
    rect(404, 196, 40, 10, DARK, 'rx="2"');
  const receiver =
    rect(280, 96, 200, 18, 'url(#gm)', `rx="6" ${EDGE}`) +
    line(318, 112, 300, 148, 'url(#gm)', 6, 'stroke-linecap="round"') +
    circle(298, 154, 11, 'url(#gm)', EDGE);
  const rail =
    rect(470, 104, 320, 38, 'url(#gb)', `rx="4" ${EDGE}`) +
    repeatX(7, 492, 42, (x) => rect(x, 114, 28, 12, DARK, 'rx="6" opacity=".8"')) +
    rect(470, 138, 320, 6, 'url(#gm)');
  const barrel =
    rect(790, 113, o.muzzleX - 790, 16, 'url(#gm)', EDGE) +
    repeatX(3, 0, 1, (i) => line(810, 117 + i * 4, o.muzzleX - 30, 117 + i * 4, '#000', 1, 'stroke-opacity=".4"')) +
    rect(o.muzzleX - 4, 107, 52, 28, 'url(#gm)', `rx="3" ${EDGE}`) +
    repeatX(3, o.muzzleX + 4, 14, (x) => rect(x, 111, 8, 20, DARK));
  const bipod =
    rect(724, 142, 36, 14, 'url(#gm)', `rx="3" ${EDGE}`) +
    line(732, 154, 694, 262, 'url(#gm)', 7, 'stroke-linecap="round"') +
    line(752, 154, 790, 262, 'url(#gm)', 7, 'stroke-linecap="round"') +
    rect(684, 258, 22, 8, DARK, 'rx="3"') +
    rect(780, 258, 22, 8, DARK, 'rx="3"');
  const optic = ring(360, 72, 96) + ring(440, 72, 96) + scope(300, 660, 64, 'tactical');
  return {
    w: 1000,
    h: 300,
    focus: { x: 250, y: 20, w: 330, h: 230 },
    bounds: { x: 14, y: 22, w: o.muzzleX + 54 - 14, h: 250 },
    body: barrel + stock + chassis + receiver + rail + bipod + optic,
  };
}

/** Madison: lever action with walnut furniture, tube magazine and open sights. */
export function leverAction(o: { muzzleX: number }): Drawing {
  const stock =
    path('M30 110L236 120C262 122 280 130 298 134L298 168C274 170 254 176 232 186L30 210Z', 'url(#gf)', EDGE) +
    rect(20, 106, 12, 106, 'url(#gm)', 'rx="3"') +
    path('M30 110L236 120', 'none', 'stroke="#fff" stroke-opacity=".15" stroke-width="2"');
  const receiver =
    path('M296 122L398 122L406 130L406 168L296 168Z', 'url(#gb)', EDGE) +
    rect(330, 132, 44, 14, DARK, 'rx="2" opacity=".6"') +
    circle(316, 140, 2.5, DARK) +
    circle(388, 140, 2.5, DARK) +
    path('M300 124L292 108L302 104L310 122Z', 'url(#gm)', EDGE);
  const lever = path(
    'M314 168L314 184C314 214 352 216 380 206C398 200 404 186 402 170M330 168L332 182C334 196 356 198 376 192C388 188 392 180 390 170',
    'none',
    'stroke="#202225" stroke-width="6" stroke-linecap="round"',
  );
  const trigger = path(
    'M346 168C350 176 350 182 346 188',
    'none',
    'stroke="#202225" stroke-width="4" stroke-linecap="round"',
  );
  const barrel = rect(404, 124, o.muzzleX - 404, 11, 'url(#gm)', EDGE);
  const tube = rect(404, 137, o.muzzleX - 120 - 404, 10, 'url(#gm)', EDGE);
  const forend = path('M404 132L600 136C612 136 616 164 604 166L404 170Z', 'url(#gf)', EDGE);
  const bands =
    rect(600, 122, 12, 28, 'url(#gm)', `rx="2" ${EDGE}`) +
    rect(o.muzzleX - 130, 122, 12, 28, 'url(#gm)', `rx="2" ${EDGE}`);
  const sights =
    path(`M${o.muzzleX - 16} 124L${o.muzzleX - 12} 112L${o.muzzleX - 6} 112L${o.muzzleX - 4} 124Z`, DARK) +
    rect(470, 116, 16, 8, DARK);
  return {
    w: 1000,
    h: 300,
    focus: { x: 240, y: 60, w: 300, h: 190 },
    bounds: { x: 16, y: 96, w: o.muzzleX + 6 - 16, h: 124 },
    body: barrel + tube + stock + forend + bands + receiver + lever + trigger + sights,
  };
}

/** HA-15 stripped lower receiver, drawn large: the serialised part, no grip, stock or parts. */
export function strippedLower(): Drawing {
  const body =
    path(
      'M150 98L700 98L708 106L708 146L694 156L648 156L648 288L662 306L444 306L458 288L458 214L270 214' +
        'L252 208L236 252L194 252L208 206L176 176L150 150Z',
      'url(#gb)',
      EDGE,
    ) +
    path(
      'M266 212C266 252 282 264 304 264L432 264C450 264 458 252 458 236',
      'none',
      'stroke="url(#gb)" stroke-width="12" stroke-linecap="round"',
    ) +
    path(
      'M266 212C266 252 282 264 304 264L432 264C450 264 458 252 458 236',
      'none',
      'stroke="#000" stroke-opacity=".25" stroke-width="1.2" transform="translate(0 6)"',
    ) +
    rect(92, 94, 64, 58, 'url(#gb)', `rx="6" ${EDGE}`) +
    repeatX(6, 100, 9, (x) => line(x, 96, x, 150, '#000', 1.4, 'stroke-opacity=".3"')) +
    line(152, 101, 700, 101, '#fff', 2, 'stroke-opacity=".3"') +
    path('M472 170L634 170L634 282L472 282Z', '#000', 'opacity=".14"') +
    path('M214 206L246 206', 'none', 'stroke="#000" stroke-opacity=".3" stroke-width="2"');
  const holes =
    circle(174, 118, 7, DARK) +
    circle(684, 128, 7, DARK) +
    circle(336, 160, 6, DARK) +
    circle(392, 160, 6, DARK) +
    circle(240, 140, 10, DARK) +
    circle(240, 140, 4, '#3a3d41') +
    rect(470, 120, 34, 12, DARK, 'rx="5"');
  const marks =
    `<text x="484" y="204" font-family="'Arial Narrow',Arial,sans-serif" font-size="15" letter-spacing="2" fill="#fff" fill-opacity=".5">HALVORSEN ARMS</text>` +
    `<text x="484" y="226" font-family="'Arial Narrow',Arial,sans-serif" font-size="13" letter-spacing="2" fill="#fff" fill-opacity=".4">BOZEMAN MT · HA-15</text>` +
    `<text x="484" y="246" font-family="'Arial Narrow',Arial,sans-serif" font-size="13" letter-spacing="2" fill="#fff" fill-opacity=".4">CAL MULTI</text>`;
  return {
    w: 1000,
    h: 340,
    focus: { x: 120, y: 70, w: 420, h: 220 },
    bounds: { x: 80, y: 80, w: 650, h: 240 },
    body: body + holes,
    marks,
  };
}
