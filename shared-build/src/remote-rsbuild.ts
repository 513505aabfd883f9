/**
 * One Rsbuild configuration for every remote, so each remote has the same shape: the same
 * shared singletons, the same manifest, the same standalone dev server, the same release facts
 * (dist/contracts.json, the first-load JS budget of topology.json).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginFirstLoadBudget } from './budget-plugin';
import { pluginCompileHints } from './compile-hints-plugin';
import { cssModuleNames } from './css-module-names';
import { pluginEventContracts } from './event-contracts';
import { ports, sharedSingletonsFor, shareStrategy } from './federation';
import { consumeBundlerRuntimeAlias } from './federation-bundler-runtime';
import { pluginPrecompress } from './precompress-plugin';
import { rendererAliases, rendererChunks, rendererDefine, rendererName } from './renderer.mjs';
import { pluginRouteHints } from './route-hints-plugin';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface RemoteBuildOptions {
  /** Federation name, also the data-boundary of everything the remote renders. */
  name: 'catalog' | 'checkout' | 'account' | 'dealers' | 'staff';
  /** Exposed modules: './app' (single-spa lifecycles) plus fragments for other remotes. */
  exposes: Record<string, string>;
}

export function remoteRsbuildConfig({ name, exposes }: RemoteBuildOptions): RsbuildConfig {
  const standaloneDev = process.env.NODE_ENV !== 'production';
  return defineConfig({
    plugins: [
      // Preact's compatibility layer (the default renderer, renderer.mjs) has no React Refresh.
      pluginReact({ fastRefresh: rendererName() === 'react' }),
      pluginModuleFederation({
        name,
        exposes,
        shared: sharedSingletonsFor(standaloneDev ? 'development' : 'production'),
        shareStrategy,
        manifest: true,
        dts: false,
        // In the composed shop the shell provides the federation runtime once. A remote run alone
        // (rsbuild dev) carries its own copy so that its standalone page works.
        experiments: {
          externalRuntime: !standaloneDev,
          // A remote consumes no other remote and runs only in browsers: leave the runtime's
          // manifest-snapshot and Node code out of its remote entry.
          optimization: { target: 'web', disableSnapshot: !standaloneDev },
        },
      }),
      pluginCompileHints(),
      // Route hints are completed before the build's files are compressed.
      pluginRouteHints(),
      // dist/contracts.json from the remote's events.json; then its first-load JS against its budget.
      pluginEventContracts(),
      pluginFirstLoadBudget(name),
      pluginPrecompress(),
    ],
    resolve: {
      alias: {
        ...rendererAliases(),
        // In the composed shop the shell provides the bundler runtime too (decision 0053).
        ...(standaloneDev ? {} : consumeBundlerRuntimeAlias()),
      },
    },
    source: {
      // The standalone page only where it is served (decision 0053: production-entry.ts).
      entry: { index: standaloneDev ? './src/index.ts' : path.join(here, 'production-entry.ts') },
      // Which build this is, shown as data-release on the remote's root (deploy checks, support).
      define: { __REMOTE_RELEASE__: JSON.stringify(process.env.PUBLIC_RELEASE ?? 'local'), ...rendererDefine() },
    },
    html: { title: `Halvorsen Arms · ${name} (standalone)` },
    server: { port: ports[name], cors: true },
    output: {
      // The manifest must name the remote's own origin, not the host's (RUNTIME-008).
      assetPrefix: 'auto',
      cssModules: cssModuleNames(name),
    },
    tools: { htmlPlugin: standaloneDev },
    performance: { chunkSplit: { strategy: 'split-by-experience', forceSplitting: rendererChunks() } },
  });
}
