/**
 * Side profiles of the handguns, muzzle to the right, in a 500 x 340 space.
 */
import { circle, type Drawing, line, path, rect, repeatX } from './svg';

const EDGE = 'stroke="#000" stroke-opacity=".3" stroke-width="1.2" stroke-linejoin="round"';
const DARK = '#141516';

const STIPPLE =
  '<pattern id="stip" width="6" height="6" patternUnits="userSpaceOnUse"><circle cx="1.5" cy="1.5" r="1" fill="#000" fill-opacity=".28"/><circle cx="4.5" cy="4.5" r="1" fill="#fff" fill-opacity=".08"/></pattern>';

export interface StrikerOptions {
  /** Muzzle end of the slide. */
  slideEnd: number;
  /** Bottom of the grip (magazine baseplate). */
  gripBottom: number;
  optic?: boolean;
  windows?: boolean;
}

/** Sentinel 9 (compact and full-size), Ridgeline 10mm and Tern .380 share this frame. */
export function strikerPistol(o: StrikerOptions): Drawing {
  const L = o.slideEnd;
  const GB = o.gripBottom;
  const slide =
    path(`M60 76Q60 70 66 70L${L - 5} 70Q${L} 70 ${L} 76L${L} 112L${L - 8} 120L60 120Z`, 'url(#gb)', EDGE) +
    repeatX(7, 74, 7, (x) => line(x, 75, x, 116, '#000', 2, 'stroke-opacity=".35"')) +
    repeatX(4, L - 48, 7, (x) => line(x, 78, x, 112, '#000', 1.6, 'stroke-opacity=".3"')) +
    rect(186, 74, 72, 17, DARK, 'rx="2"') +
    rect(194, 77, 58, 11, 'url(#gm)', 'rx="1"') +
    line(64, 73, L - 6, 73, '#fff', 1.4, 'stroke-opacity=".3"') +
    rect(70, 61, 22, 9, DARK, 'rx="1"') +
    rect(L - 22, 62, 9, 8, DARK, 'rx="1"') +
    circle(L - 17.5, 65.5, 1.6, '#e8d36a');
  const windows = o.windows ? repeatX(3, 290, 34, (x) => rect(x, 76, 24, 12, DARK, 'rx="5"')) : '';
  const optic = o.optic
    ? path('M104 70L104 52C104 46 108 42 114 42L162 42C168 42 172 46 172 52L172 70Z', 'url(#gm)', EDGE) +
      rect(166, 46, 5, 20, 'url(#gl)') +
      rect(128, 38, 14, 5, 'url(#gm)', 'rx="1"')
    : '';
  const frameOuter =
    `M62 120L${L - 8} 120L${L - 8} 144L272 148C272 182 262 194 238 194L196 194C186 194 180 184 180 170` +
    `C172 210 164 ${GB - 50} 156 ${GB}L66 ${GB + 4}C64 ${GB - 50} 70 200 78 160C70 150 56 146 46 140C50 128 54 122 62 120Z`;
  const guardHole = 'M198 154L256 152C256 176 250 184 234 184L208 184C200 184 198 174 198 154Z';
  const frame =
    path(frameOuter + guardHole, 'url(#gf)', `${EDGE} fill-rule="evenodd"`) +
    path(
      `M90 168L170 172C164 212 158 ${GB - 50} 152 ${GB - 14}L76 ${GB - 10}C76 ${GB - 60} 82 200 90 168Z`,
      'url(#stip)',
    ) +
    repeatX(Math.max(0, Math.floor((L - 296) / 16)), 282, 16, (x) => rect(x, 139, 9, 5, DARK, 'rx="1"')) +
    path(`M64 ${GB + 2}L158 ${GB - 2}L160 ${GB + 10}L66 ${GB + 14}Z`, DARK) +
    path('M216 156C224 166 224 176 218 184', 'none', 'stroke="#2a2c2f" stroke-width="4" stroke-linecap="round"') +
    rect(196, 124, 44, 6, 'url(#gm)', 'rx="3"') +
    rect(262, 126, 14, 8, DARK, 'rx="2"');
  return {
    w: 500,
    h: 340,
    defs: STIPPLE,
    focus: { x: 40, y: 30, w: 260, h: 180 },
    bounds: { x: 40, y: o.optic ? 34 : 56, w: L - 30, h: GB + 18 - (o.optic ? 34 : 56) },
    body: slide + windows + optic + frame,
  };
}

/** Highline 1911: single-action, hammer, grip safety, wood panels. */
export function governmentPistol(): Drawing {
  const slide =
    path('M58 80Q58 74 64 74L414 74Q420 74 420 80L420 118L58 118Z', 'url(#gb)', EDGE) +
    repeatX(8, 70, 6, (x) => line(x, 78, x, 114, '#000', 1.8, 'stroke-opacity=".35"')) +
    rect(200, 80, 56, 16, DARK, 'rx="2"') +
    rect(206, 83, 44, 10, 'url(#gm)') +
    line(62, 77, 416, 77, '#fff', 1.4, 'stroke-opacity=".3"') +
    rect(68, 66, 20, 8, DARK) +
    path('M402 74L404 64L412 64L414 74Z', DARK) +
    rect(416, 96, 8, 16, 'url(#gm)', 'rx="2"');
  const hammer =
    path('M56 96C44 92 38 80 44 72C50 66 60 70 62 80L64 96Z', 'url(#gm)', EDGE) +
    circle(51, 78, 4, '#00000000', 'stroke="#000" stroke-opacity=".5" stroke-width="2.5"');
  const frame =
    path(
      'M60 118L380 118L380 134L284 136C286 170 284 184 266 186L204 186C194 186 190 176 190 164' +
        'C186 210 178 250 170 300L82 304C80 252 80 204 84 168C72 156 52 150 36 134C42 124 50 120 60 118Z' +
        'M206 144L266 142C268 166 266 176 254 176L214 176C206 176 206 166 206 144Z',
      'url(#gb)',
      `${EDGE} fill-rule="evenodd"`,
    ) +
    path('M100 170L176 172C172 210 166 250 162 284L96 286C94 246 96 206 100 170Z', 'url(#wood)', EDGE) +
    path('M112 196L138 180L164 196L138 212ZM108 252L134 236L160 252L134 268Z', '#000', 'fill-opacity=".18"') +
    circle(138, 180, 3.5, 'url(#gm)') +
    circle(132, 276, 3.5, 'url(#gm)') +
    path('M222 146L224 176', 'none', 'stroke="#2a2c2f" stroke-width="5" stroke-linecap="round"') +
    path('M96 124L134 122L136 130L100 134Z', 'url(#gm)', EDGE) +
    rect(220, 120, 46, 7, 'url(#gm)', 'rx="3"') +
    path('M80 300L172 296L172 308L82 312Z', DARK);
  return {
    w: 500,
    h: 340,
    defs: '<linearGradient id="wood" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9a6238"/><stop offset=".5" stop-color="#6d4226"/><stop offset="1" stop-color="#4e2e1a"/></linearGradient>',
    focus: { x: 30, y: 50, w: 260, h: 180 },
    bounds: { x: 30, y: 60, w: 400, h: 256 },
    body: slide + hammer + frame,
  };
}

/** Sentinel serialised fire-control chassis: the part that carries the serial number. */
export function fireControlChassis(): Drawing {
  const body =
    rect(70, 110, 320, 12, 'url(#gm)', `rx="3" ${EDGE}`) +
    rect(76, 104, 40, 8, 'url(#gm)', 'rx="2"') +
    rect(330, 104, 40, 8, 'url(#gm)', 'rx="2"') +
    path('M86 122L262 122L262 176L232 176L226 194L142 194L132 176L86 176Z', 'url(#gb)', EDGE) +
    path('M300 122L388 122L388 150L300 150Z', 'url(#gb)', EDGE) +
    circle(120, 148, 6, DARK) +
    circle(180, 148, 6, DARK) +
    circle(236, 140, 5, DARK) +
    circle(340, 136, 5, DARK) +
    path('M196 176C206 192 206 206 196 218', 'none', 'stroke="#2a2c2f" stroke-width="6" stroke-linecap="round"') +
    rect(150, 158, 60, 14, DARK, 'rx="2" opacity=".85"') +
    line(74, 113, 386, 113, '#fff', 1.4, 'stroke-opacity=".35"');
  return {
    w: 500,
    h: 340,
    focus: { x: 60, y: 90, w: 240, h: 150 },
    bounds: { x: 60, y: 96, w: 340, h: 130 },
    body,
    marks: `<text x="156" y="169" font-family="ui-monospace,Menlo,monospace" font-size="9" fill="#e9e4d8">HA 041987</text>`,
  };
}
