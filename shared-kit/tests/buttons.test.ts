/**
 * The class names `button()` hands out, checked against the CSS module's source: every class a
 * variant/size asks for must exist there, so a renamed rule cannot silently drop a look.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type ButtonSize, type ButtonVariant, button } from '../src/buttons';

const here = dirname(fileURLToPath(import.meta.url));
const css = readFileSync(join(here, '../src/buttons.module.css'), 'utf8');
const definedClasses = new Set(Array.from(css.matchAll(/\.([a-zA-Z][\w-]*)/g), (m) => m[1]));

const variants: ButtonVariant[] = ['primary', 'secondary', 'outline', 'dark', 'ghost', 'text', 'icon'];
const sizes: ButtonSize[] = ['md', 'lg', 'xl'];

describe('button()', () => {
  it('asks only for classes the stylesheet defines', () => {
    expect(definedClasses.size).toBeGreaterThan(5);
    for (const name of ['button', 'block', ...variants, ...sizes]) expect(definedClasses.has(name), name).toBe(true);
  });

  it('gives every size its own rules for the boxed buttons and the text button', () => {
    for (const size of sizes) {
      expect(css).toContain(`.button.${size} {`);
      expect(css).toContain(`.text.${size} {`);
    }
  });

  it('composes base, size and variant; text and icon buttons are not boxed', () => {
    const names = (value: string) => value.split(' ').filter(Boolean);
    expect(names(button('primary'))).toHaveLength(3);
    expect(names(button('primary', { block: true }))).toHaveLength(4);
    expect(button('primary')).not.toBe(button('primary', { size: 'lg' }));
    expect(button('secondary', { size: 'xl' })).not.toBe(button('dark', { size: 'xl' }));
    expect(names(button('text', { size: 'lg' }))).toHaveLength(2);
    expect(names(button('icon'))).toHaveLength(1);
    expect(button()).toBe(button('primary', { size: 'md' }));
  });
});
