/**
 * Without WebGL: a flat side view of the same build (the same part sizes and colours as the 3D
 * scene), so the visitor still sees what they chose.
 */
import type { RifleLook } from './rifle-model';

export function flatView(look: RifleLook): string {
  const barrel = look.barrelInches * 10;
  const muzzle = 330 + barrel;
  const width = muzzle + 40;
  const mag = look.magnum ? 39 : 33;
  const scope = look.scope
    ? `<g fill="#17181a"><rect x="190" y="52" width="120" height="12" rx="6"/><path d="M310 52 l26 -6 v24 l-26 -6z"/><path d="M190 52 l-22 -3 v18 l22 -3z"/><rect x="208" y="64" width="9" height="14"/><rect x="252" y="64" width="9" height="14"/><rect x="244" y="44" width="9" height="9"/></g>`
    : '';
  const sling = look.sling
    ? `<path d="M80 136 Q180 205 ${Math.min(muzzle - 40, 380)} 118" fill="none" stroke="#3d4a2f" stroke-width="5"/>`
    : '';
  const spare = look.spareMagazine
    ? `<rect x="${muzzle - 60}" y="170" width="${mag}" height="16" rx="2" fill="#17181a" transform="rotate(-8 ${muzzle - 40} 178)"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 210" role="img" aria-label="Side view of your build">
  ${sling}
  <path d="M20 96 L20 146 Q100 138 180 122 Q205 142 218 144 L232 142 Q228 122 240 112 L380 109 Q392 104 386 96 L200 94 Q100 90 20 96z" fill="${look.stock}"/>
  <rect x="14" y="94" width="8" height="54" rx="2" fill="#17181a"/>
  <rect x="200" y="85" width="130" height="14" rx="7" fill="${look.metal}"/>
  <rect x="150" y="89" width="50" height="7" rx="3" fill="${look.metal}"/>
  <circle cx="215" cy="112" r="7" fill="#17181a"/>
  <rect x="330" y="87" width="${barrel}" height="9" rx="3" fill="${look.metal}"/>
  <rect x="${muzzle}" y="88" width="9" height="7" fill="#17181a"/>
  <path d="M228 118 a14 14 0 0 0 28 0" fill="none" stroke="${look.metal}" stroke-width="3"/>
  <rect x="262" y="108" width="${mag}" height="16" rx="2" fill="#17181a"/>
  <rect x="200" y="78" width="110" height="6" fill="#17181a"/>
  ${scope}
  ${spare}
</svg>`;
}
