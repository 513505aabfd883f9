/**
 * Which renderer the shop's builds put in the page (decision 0051, issue 33): Preact's compatibility
 * layer, the default, or React when SHOP_RENDERER=react. The shop's code imports React's names either
 * way; with Preact every build (browser and server, shell and remotes, the unit tests) resolves them
 * to Preact's, and the federation shares Preact's modules under those names, one copy in the page.
 *
 * docs/decisions/0051 says what Preact saves, how both renderers stay tested, and how to go back.
 * Plain JavaScript (types in renderer.d.mts): the unit tests' Vitest configurations load it too.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The renderer SHOP_RENDERER names; Preact when it names none (or one the shop does not know). */
export function rendererName(env = process.env) {
  return env.SHOP_RENDERER === 'react' ? 'react' : 'preact';
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
 * Rsbuild `performance.chunkSplit.forceSplitting` for a remote: each of the renderer's shared
 * modules that the chunk splitting otherwise copies into two chunks (the share's and its
 * fallback's), both loaded, in one chunk of its own (none for React). Measured in decision 0053:
 * preact/hooks (1.5 KB gzip) twice on every page, the react-dom stand-in twice on /checkout. The
 * shell needs none: its shares are in its entry's chunks (decision 0060).
 */
export function rendererChunks(renderer = rendererName()) {
  if (renderer === 'react') return {};
  return {
    'preact-hooks': /[\\/]preact[\\/]hooks[\\/]/,
    'renderer-dom': /[\\/]shared-build[\\/]src[\\/]preact-dom\.mjs$/,
    'renderer-client': /[\\/]shared-build[\\/]src[\\/]preact-(client|id-scope)\.mjs$/,
    'renderer-jsx': /[\\/]shared-build[\\/]src[\\/]preact-jsx-runtime\.mjs$/,
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

const PREACT_MODULE = /^(preact|preact-render-to-string)(\/.*)?$/;

/**
 * The file of a module of Preact (or of its server renderer) that Node imports: the `import` build of
 * its package's exports. Vite would take the `browser` build in happy-dom, a second copy of Preact
 * beside the one that the packages Node loads import.
 */
function preactModule(specifier) {
  const [, name, subpath = ''] = specifier.match(PREACT_MODULE) ?? [];
  if (!name) return null;
  const root = path.dirname(buildRequire.resolve(`${name}/package.json`));
  const entry = buildRequire(path.join(root, 'package.json')).exports?.[`.${subpath}`];
  const target = typeof entry === 'string' ? entry : entry?.import;
  if (!target) return null;
  return path.join(root, typeof target === 'string' ? target : target.default);
}

/**
 * React's module names and the files the unit tests load for them on the renderer (none for React):
 * the builds' aliases, with Preact's modules as Node imports them, and React DOM's test utilities
 * (where @testing-library/react takes `act` from when React has none of its own).
 */
export function rendererTestModules(renderer = rendererName()) {
  if (renderer === 'react') return {};
  const modules = { react: preactModule('preact/compat') };
  for (const [name, target] of Object.entries(rendererAliases(renderer))) {
    if (name !== 'react$') modules[name.replace(/\$$/, '')] = target;
  }
  modules['react-dom/test-utils'] = preactModule('preact/test-utils');
  return modules;
}

/**
 * Node's `--import` for the test workers: preact-test-resolve.mjs gives the packages Node loads (past
 * Vite's aliases) the same modules for React's names, to `import`.
 */
function testResolveImport(modules) {
  const urls = Object.fromEntries(Object.entries(modules).map(([name, file]) => [name, pathToFileURL(file).href]));
  const hook = pathToFileURL(path.join(here, 'preact-test-resolve.mjs')).href;
  const code = `import { resolvePreactModules } from ${JSON.stringify(hook)};
resolvePreactModules(${JSON.stringify(urls)});`;
  return `data:text/javascript,${encodeURIComponent(code)}`;
}

/**
 * What a Vitest configuration adds to run its unit tests on the renderer (merge it into the
 * package's: `mergeConfig(defineConfig({...}), rendererTestConfig())`; nothing for React).
 * - Vite resolves React's names (aliases) and Preact's (a plugin) to the files Node imports for them:
 *   Vitest leaves those to Node, one copy of Preact in the worker.
 * - Vitest runs the packages from node_modules that import React (react-router, jotai, ...) as Node
 *   loads them, past the aliases: a resolve hook in the workers gives them the same files.
 * - The Testing Library runs as an ES module, through Vite: the hook does not reach its CommonJS
 *   build's requires.
 */
export function rendererTestConfig(renderer = rendererName()) {
  if (renderer === 'react') return {};
  const modules = rendererTestModules(renderer);
  return {
    plugins: [
      {
        name: 'shop-preact-modules',
        enforce: 'pre',
        resolveId: (specifier) => preactModule(specifier),
      },
    ],
    resolve: {
      // Node's condition for a package's ES module build that `require` may load too (react-router-dom
      // has it alone): Vite resolves as Node does, to the build the hook reaches, not to CommonJS.
      conditions: ['module-sync'],
      alias: [
        ...Object.entries(modules).map(([name, target]) => ({
          find: new RegExp(`^${name}$`),
          replacement: target,
        })),
        ...testingLibraryModule(),
      ],
    },
    // The same in the tests that run in Node's environment (`@vitest-environment node`: the server
    // renders), which resolve as a server does: there Node's condition picked react-router-dom's
    // CommonJS build, whose `require('react')` the hook does not reach (React itself, not Preact).
    ssr: {
      // Node's conditions with `module-sync` (as `resolve.conditions` above); not `module`, which would
      // pick ES module builds that only a bundler can load (@opentelemetry/api's).
      resolve: { conditions: ['node', 'development|production', 'module-sync'] },
    },
    test: { execArgv: ['--import', testResolveImport(modules)] },
  };
}
