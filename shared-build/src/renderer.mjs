/**
 * Which renderer the shop's builds put in the page (decision 0051, issue 33): React, the default, or
 * Preact's compatibility layer when SHOP_RENDERER=preact. The shop's code imports React's names either
 * way; with Preact every build (browser and server, shell and remotes, the unit tests) resolves them
 * to Preact's, and the federation shares Preact's modules under those names, one copy in the page.
 *
 * Preact is measured, not the default: docs/decisions/0051 says what it saves and what still differs.
 * Plain JavaScript (types in renderer.d.mts): the unit tests' Vitest configurations load it too.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The renderer SHOP_RENDERER names; React when it names none (or one the shop does not know). */
export function rendererName(env = process.env) {
  return env.SHOP_RENDERER === 'preact' ? 'preact' : 'react';
}

const here = path.dirname(fileURLToPath(import.meta.url));
const buildRequire = createRequire(import.meta.url);
const preactRoot = () => path.dirname(buildRequire.resolve('preact/package.json'));

/** Rsbuild `source.define`: the renderer's name, which shared-kit/renderer.ts reads. */
export function rendererDefine(renderer = rendererName()) {
  return { 'process.env.SHOP_RENDERER': JSON.stringify(renderer) };
}

/**
 * Rsbuild `resolve.alias` entries that send React's module names to the renderer's (none for React).
 * React's client and server renderers and its JSX runtime become this folder's preact-*.mjs, which
 * import the compatibility layer as `react`: the page shares it under that name, one copy.
 */
export function rendererAliases(renderer = rendererName()) {
  if (renderer === 'react') return {};
  const compat = path.join(preactRoot(), 'compat');
  return {
    react$: compat,
    'react-dom$': path.join(here, 'preact-dom.mjs'),
    'react-dom/client$': path.join(here, 'preact-client.mjs'),
    'react-dom/server$': path.join(here, 'preact-server.mjs'),
    'react/jsx-runtime$': path.join(here, 'preact-jsx-runtime.mjs'),
    'react/jsx-dev-runtime$': path.join(here, 'preact-jsx-runtime.mjs'),
  };
}

/**
 * The renderer's modules as shared singletons. Under Preact each is shared under Preact's version,
 * given here: the federation would otherwise read the nearest package.json of each file, and
 * Preact's entry points have their own (preact/compat says 4.0.0, preact/hooks 0.1.0).
 */
export function rendererShares(renderer = rendererName()) {
  if (renderer === 'react') {
    return {
      react: { singleton: true, requiredVersion: '^19.0.0' },
      'react/': { singleton: true, requiredVersion: '^19.0.0' },
      'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
      'react-dom/': { singleton: true, requiredVersion: '^19.0.0' },
    };
  }
  const { version } = buildRequire('preact/package.json');
  const share = { singleton: true, requiredVersion: '^10.29.0', version };
  // React's names (what the shop imports) and Preact's own (what its compatibility layer imports).
  return {
    react: share,
    'react/': share,
    'react-dom': share,
    'react-dom/': share,
    preact: share,
    // By name as well as by prefix: a prefix's share took no version of its own package.json.
    'preact/hooks': share,
    'preact/jsx-runtime': share,
    'preact/': share,
  };
}

/** The package's @testing-library/react, aliased to its ES module build (none when it has none). */
function testingLibraryModule() {
  try {
    const main = createRequire(path.join(process.cwd(), 'package.json')).resolve('@testing-library/react');
    const esm = path.join(path.dirname(main), '@testing-library', 'react.esm.js');
    return [{ find: /^@testing-library\/react$/, replacement: esm }];
  } catch {
    return [];
  }
}

/**
 * What a Vitest configuration adds to run its unit tests on the renderer (merge it into the
 * package's: `mergeConfig(defineConfig({...}), rendererTestConfig())`; nothing for React). Vitest
 * runs the packages from node_modules as Node loads them, past the aliases: the ones that import
 * React are bundled by Vitest instead, so that they get Preact too.
 */
export function rendererTestConfig(renderer = rendererName()) {
  if (renderer === 'react') return {};
  const aliases = rendererAliases(renderer);
  return {
    resolve: {
      alias: [
        ...Object.entries(aliases).map(([name, target]) => ({
          find: new RegExp(`^${name.replace(/\$$/, '')}$`),
          replacement: target,
        })),
        // The Testing Library as an ES module: Vitest does not alias its CommonJS build's requires.
        ...testingLibraryModule(),
        // What @testing-library/react takes React's `act` from when React has none of its own.
        {
          find: /^react-dom\/test-utils$/,
          replacement: path.join(preactRoot(), 'test-utils', 'dist', 'testUtils.mjs'),
        },
      ],
    },
    test: {
      server: {
        deps: {
          inline: [
            '@testing-library/react',
            'react-router',
            'react-router-dom',
            'jotai',
            'react-hook-form',
            '@hookform/resolvers',
          ],
        },
      },
    },
  };
}
