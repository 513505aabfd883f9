/**
 * The Vitest configuration of a package of components (the shell, each remote, shared-kit): its
 * tests/**\/*.test.ts(x) in happy-dom, on the shop's renderer (renderer.mjs: Preact, or React with
 * SHOP_RENDERER=react). `test` adds the package's own settings (setup files, timeouts).
 * Plain JavaScript (types in component-tests.d.mts): Vitest loads it with the configuration.
 */
import { defineConfig, mergeConfig } from 'vitest/config';
import { rendererTestConfig } from './renderer.mjs';

export function componentTestConfig(test = {}) {
  return mergeConfig(
    defineConfig({
      test: { environment: 'happy-dom', include: ['tests/**/*.test.{ts,tsx}'], ...test },
      esbuild: { jsx: 'automatic' },
    }),
    rendererTestConfig(),
  );
}
