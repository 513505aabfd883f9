/**
 * Colourways. A finish colours the parts a customer chooses (receiver, slide, stock, fabric);
 * `swatch` is what the product page's colour chip shows.
 */

export interface Finish {
  key: string;
  title: string;
  /** Main coated part (receiver, slide, chassis, fabric). */
  body: string;
  bodyHi: string;
  bodyLo: string;
  /** Barrel and small steel parts. */
  metal: string;
  metalHi: string;
  /** Stock, grip or trim. */
  furniture: string;
  furnitureHi: string;
  swatch: string;
}

function finish(f: Finish): Finish {
  return f;
}

export const FINISHES = {
  blackNitride: finish({
    key: 'black-nitride',
    title: 'Black Nitride',
    body: '#222427',
    bodyHi: '#3d4146',
    bodyLo: '#151617',
    metal: '#1b1c1e',
    metalHi: '#45494e',
    furniture: '#26282b',
    furnitureHi: '#3a3d41',
    swatch: '#222427',
  }),
  fde: finish({
    key: 'fde',
    title: 'Cerakote FDE',
    body: '#a7865c',
    bodyHi: '#c2a27a',
    bodyLo: '#7f6443',
    metal: '#232427',
    metalHi: '#4a4d52',
    furniture: '#9c7c54',
    furnitureHi: '#b8976d',
    swatch: '#a7865c',
  }),
  odGreen: finish({
    key: 'od-green',
    title: 'Cerakote OD Green',
    body: '#565b38',
    bodyHi: '#71764f',
    bodyLo: '#3e4228',
    metal: '#232427',
    metalHi: '#4a4d52',
    furniture: '#4d5232',
    furnitureHi: '#666b47',
    swatch: '#565b38',
  }),
  stainless: finish({
    key: 'stainless',
    title: 'Stainless',
    body: '#a9afb4',
    bodyHi: '#d6dade',
    bodyLo: '#7c8287',
    metal: '#9ea4a9',
    metalHi: '#cfd4d8',
    furniture: '#2b2d30',
    furnitureHi: '#44474b',
    swatch: '#b9bec2',
  }),
  tungsten: finish({
    key: 'tungsten',
    title: 'Cerakote Tungsten',
    body: '#5a5e62',
    bodyHi: '#7a7f84',
    bodyLo: '#404346',
    metal: '#1f2022',
    metalHi: '#474a4e',
    furniture: '#4f5357',
    furnitureHi: '#6b7075',
    swatch: '#5a5e62',
  }),
  bronze: finish({
    key: 'burnt-bronze',
    title: 'Cerakote Burnt Bronze',
    body: '#85592f',
    bodyHi: '#a67744',
    bodyLo: '#5f3f20',
    metal: '#202123',
    metalHi: '#4a4c50',
    furniture: '#2a2b2d',
    furnitureHi: '#424448',
    swatch: '#85592f',
  }),
  bluedWalnut: finish({
    key: 'blued-walnut',
    title: 'Blued / Walnut',
    body: '#2a3038',
    bodyHi: '#4b5560',
    bodyLo: '#191d22',
    metal: '#262b32',
    metalHi: '#505a66',
    furniture: '#6d4226',
    furnitureHi: '#8d5a36',
    swatch: '#6d4226',
  }),
  stainlessLaminate: finish({
    key: 'stainless-laminate',
    title: 'Stainless / Grey Laminate',
    body: '#a9afb4',
    bodyHi: '#d6dade',
    bodyLo: '#7c8287',
    metal: '#9ea4a9',
    metalHi: '#cfd4d8',
    furniture: '#5f6266',
    furnitureHi: '#7e8287',
    swatch: '#8d9196',
  }),
  carbon: finish({
    key: 'carbon',
    title: 'Carbon / Black Nitride',
    body: '#232528',
    bodyHi: '#3f4347',
    bodyLo: '#141516',
    metal: '#1d1e20',
    metalHi: '#46494d',
    furniture: '#1f2124',
    furnitureHi: '#35383c',
    swatch: '#1f2124',
  }),
  carbonFde: finish({
    key: 'carbon-fde',
    title: 'Carbon / FDE',
    body: '#a7865c',
    bodyHi: '#c2a27a',
    bodyLo: '#7f6443',
    metal: '#1d1e20',
    metalHi: '#46494d',
    furniture: '#1f2124',
    furnitureHi: '#35383c',
    swatch: '#a7865c',
  }),
  twoTone: finish({
    key: 'two-tone',
    title: 'Two-Tone Stainless / Black',
    body: '#a9afb4',
    bodyHi: '#d6dade',
    bodyLo: '#7c8287',
    metal: '#9ea4a9',
    metalHi: '#cfd4d8',
    furniture: '#222427',
    furnitureHi: '#3d4146',
    swatch: '#a9afb4',
  }),
  /** Limited edition: a deep ember bronze with a walnut-toned grip. */
  emberDamascus: finish({
    key: 'ember',
    title: 'Ember Cerakote',
    body: '#8f3a17',
    bodyHi: '#b5532a',
    bodyLo: '#62260f',
    metal: '#202123',
    metalHi: '#4a4c50',
    furniture: '#3a2a20',
    furnitureHi: '#5a4233',
    swatch: '#8f3a17',
  }),
  /** Past limited editions. */
  glacier: finish({
    key: 'glacier',
    title: 'Glacier White',
    body: '#dfe4e6',
    bodyHi: '#f6f8f9',
    bodyLo: '#aab3b8',
    metal: '#2a2d31',
    metalHi: '#50555b',
    furniture: '#c9d2d6',
    furnitureHi: '#e6ecee',
    swatch: '#dfe4e6',
  }),
  founders: finish({
    key: 'founders',
    title: "Founders' Bronze",
    body: '#6e5430',
    bodyHi: '#9a7a4a',
    bodyLo: '#4a381f',
    metal: '#1f2022',
    metalHi: '#4a4c50',
    furniture: '#2c2620',
    furnitureHi: '#453b31',
    swatch: '#6e5430',
  }),
  centennial: finish({
    key: 'centennial',
    title: 'Case-Colour / Fancy Walnut',
    body: '#5b6470',
    bodyHi: '#9aa6b4',
    bodyLo: '#3b4048',
    metal: '#262b32',
    metalHi: '#505a66',
    furniture: '#8a4f24',
    furnitureHi: '#b06a34',
    swatch: '#8a4f24',
  }),
} satisfies Record<string, Finish>;

/** Fabric colours for apparel: body is the garment, furniture is the print/patch. */
export function fabric(key: string, title: string, body: string, print: string): Finish {
  return {
    key,
    title,
    body,
    bodyHi: lighten(body),
    bodyLo: darken(body),
    metal: darken(body),
    metalHi: body,
    furniture: print,
    furnitureHi: print,
    swatch: body,
  };
}

function lighten(hex: string): string {
  return shift(hex, 0.18);
}
function darken(hex: string): string {
  return shift(hex, -0.22);
}
function shift(hex: string, amount: number): string {
  const h = hex.replace('#', '');
  const parts = [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16));
  const out = parts.map((v) =>
    Math.max(0, Math.min(255, Math.round(amount > 0 ? v + (255 - v) * amount : v * (1 + amount)))),
  );
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export const FABRICS = {
  black: fabric('black', 'Black', '#1e1f21', '#e9e4d8'),
  heather: fabric('heather-grey', 'Heather Grey', '#9b9d9f', '#1e1f21'),
  ember: fabric('ember', 'Ember', '#b4441a', '#f5f2eb'),
  charcoal: fabric('charcoal', 'Charcoal', '#393b3e', '#d9a441'),
  olive: fabric('olive', 'Olive', '#545a38', '#f0e8d5'),
  sand: fabric('sand', 'Sand', '#c7b38c', '#2a2c2f'),
  blaze: fabric('blaze-orange', 'Blaze Orange', '#e0601f', '#1e1f21'),
  navy: fabric('navy', 'Navy', '#25324a', '#e9e4d8'),
  coyote: fabric('coyote', 'Coyote', '#8a6e4b', '#1e1f21'),
} satisfies Record<string, Finish>;

/** Gradients a drawing refers to: `gb` body, `gm` metal, `gf` furniture, `gl` glass. */
export function finishDefs(f: Finish): string {
  const grad = (id: string, hi: string, base: string, lo: string) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hi}"/><stop offset=".45" stop-color="${base}"/><stop offset="1" stop-color="${lo}"/></linearGradient>`;
  return (
    grad('gb', f.bodyHi, f.body, f.bodyLo) +
    grad('gm', f.metalHi, f.metal, f.metal) +
    grad('gf', f.furnitureHi, f.furniture, f.furniture) +
    `<linearGradient id="gl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5f8aa3"/><stop offset="1" stop-color="#2d4a5c"/></linearGradient>`
  );
}
