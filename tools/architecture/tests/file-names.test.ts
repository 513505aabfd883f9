/**
 * The file-name check on a small remote laid out in a temporary folder (one file per kind of
 * mistake, and the right names next to them), then on the real remotes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNamingProblems, mainExportOf, toKebab, toPascal } from '../check-file-names.mjs';

let base: string;
let remote: string;

function write(relative: string, content = '') {
  const full = path.join(remote, relative);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
}

beforeAll(() => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'file-names-'));
  remote = path.join(base, 'mfe-fixture');
  // Right.
  write('src/index.ts', "import('./bootstrap');\n");
  write('src/lifecycles.tsx', 'export const bootstrap = async () => {};\n');
  write('src/app/routes.tsx', 'export function FixtureRoutes() { return null; }\n');
  write('src/app/App.tsx', 'export function App() { return <div />; }\n');
  write('src/features/cart/CartLine.tsx', 'export function CartLine() { return <li />; }\n');
  write('src/features/cart/CartLine.module.css', '.line {}\n');
  write('src/features/cart/use-cart.ts', 'export function useCart() {}\n');
  write('src/features/cart/cart-layout.module.css', '.grid {}\n');
  write('src/features/cart/Fields.tsx', 'export const errorId = "x";\nexport function TextField() { return null; }\n');
  write('src/fragments/NewsletterSignup.tsx', 'export default function NewsletterSignup() { return null; }\n');
  write(
    'src/features/cart/vendor-provider.tsx',
    'export function Widget() { return null; }\nexport const provider = {};\n',
  );
  // Wrong.
  write('src/features/cart/useCartTotals.ts', 'export function useCartTotals() {}\n');
  write(
    'src/features/cart/cart-drawer.tsx',
    '/** export const notMain = 1 */\nexport function CartDrawer() { return <aside />; }\n',
  );
  write('src/features/cart/Summary.tsx', 'export const summaryRows = () => [];\n');
  write('src/features/cart/Orphan.module.css', '.x {}\n');
  write('src/features/cart/quantity_field.tsx', 'export default function () { return null; }\n');
  write('src/features/Stock_Alerts/alerts.ts', 'export const a = 1;\n');
});

afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

describe('findNamingProblems', () => {
  it('reports exactly the misnamed files and folders, with the name they should have', () => {
    const problems = findNamingProblems([remote], base);
    const byFile = Object.fromEntries(problems.map((p) => [p.file.split(path.sep).join('/'), p.problem]));
    expect(Object.keys(byFile).sort()).toEqual(
      [
        'mfe-fixture/src/features/Stock_Alerts',
        'mfe-fixture/src/features/cart/Orphan.module.css',
        'mfe-fixture/src/features/cart/Summary.tsx',
        'mfe-fixture/src/features/cart/cart-drawer.tsx',
        'mfe-fixture/src/features/cart/quantity_field.tsx',
        'mfe-fixture/src/features/cart/useCartTotals.ts',
      ].sort(),
    );
    expect(byFile['mfe-fixture/src/features/cart/useCartTotals.ts']).toContain('use-cart-totals.ts');
    expect(byFile['mfe-fixture/src/features/cart/cart-drawer.tsx']).toContain('CartDrawer.tsx');
    expect(byFile['mfe-fixture/src/features/cart/Summary.tsx']).toContain('summary.tsx');
    expect(byFile['mfe-fixture/src/features/cart/Orphan.module.css']).toContain('orphan.module.css');
    expect(byFile['mfe-fixture/src/features/cart/quantity_field.tsx']).toContain('QuantityField.tsx');
    expect(byFile['mfe-fixture/src/features/Stock_Alerts']).toContain('stock-alerts');
  });
});

describe('helpers', () => {
  it('converts names both ways', () => {
    expect(toKebab('useAuthState')).toBe('use-auth-state');
    expect(toKebab('HTMLParser')).toBe('html-parser');
    expect(toKebab('quantity_field')).toBe('quantity-field');
    expect(toPascal('quantity-field')).toBe('QuantityField');
  });

  it('finds the main export: default first, then the one named like the file, then a component', () => {
    expect(mainExportOf('export const x = 1;\nexport default function Panel() {}', '.tsx')).toEqual({
      name: 'Panel',
      component: true,
    });
    expect(mainExportOf('export function Row() {}\nexport const cartLine = 1;', '.tsx', 'cart-line')).toEqual({
      name: 'cartLine',
      component: false,
    });
    expect(mainExportOf('export const STEPS = [];\nexport function Steps() {}', '.tsx')).toEqual({
      name: 'Steps',
      component: true,
    });
    expect(mainExportOf('export function Thing() {}', '.ts')).toEqual({ name: 'Thing', component: false });
  });
});
