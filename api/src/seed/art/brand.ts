/**
 * The Halvorsen Arms mark: an H whose crossbar is a mountain peak, inside a ring. Used by the
 * logo files and printed on apparel. Text uses a condensed font stack with a fixed length so it
 * fits whatever font the browser has.
 */
import { n } from './svg';

export const DISPLAY_FONT = "'Arial Narrow','Roboto Condensed','Oswald','Helvetica Neue',Arial,sans-serif";

/** The mark centred on (cx, cy), `size` wide. */
export function mark(cx: number, cy: number, size: number, colour: string): string {
  const s = size / 100;
  const t = `translate(${n(cx - 50 * s)} ${n(cy - 50 * s)}) scale(${s.toFixed(4)})`;
  return (
    `<g transform="${t}" fill="${colour}">` +
    `<circle cx="50" cy="50" r="45" fill="none" stroke="${colour}" stroke-width="6"/>` +
    // two stems, a crossbar, and a peak standing on the crossbar
    '<path d="M27 24h12v52H27zM61 24h12v52H61zM39 52h22v9H39zM39 52L50 33L61 52Z"/>' +
    '</g>'
  );
}

/** Horizontal lockup: mark + HALVORSEN ARMS + small place line. 360 x 80. */
export function logo(ink: string, accent: string): { w: number; h: number; body: string } {
  return {
    w: 360,
    h: 80,
    body:
      mark(40, 40, 64, ink) +
      `<text x="84" y="44" font-family="${DISPLAY_FONT}" font-weight="700" font-size="34" textLength="262" lengthAdjust="spacingAndGlyphs" fill="${ink}">HALVORSEN ARMS</text>` +
      `<rect x="84" y="53" width="28" height="3" fill="${accent}"/>` +
      `<text x="120" y="60" font-family="${DISPLAY_FONT}" font-size="11" textLength="226" lengthAdjust="spacing" fill="${ink}" fill-opacity=".8">BOZEMAN · MONTANA · SINCE 1987</text>`,
  };
}
