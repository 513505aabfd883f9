import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginCompileHints } from 'shared-build/compile-hints-plugin';
import { cssModuleNames } from 'shared-build/css-module-names';
import { ports, shareStrategy, shellSharesFor } from 'shared-build/federation';
import { provideBundlerRuntime } from 'shared-build/federation-bundler-runtime';
import { pluginPrecompress } from 'shared-build/precompress-plugin';
import { rendererAliases, rendererDefine, rendererName } from 'shared-build/renderer.mjs';

// The federation's bundler runtime, which the shell provides to the remotes (decision 0053).
const bundlerRuntime = provideBundlerRuntime();

// The shell knows no remote URL at build time: remotes come from /runtime-config.json at boot.
export default defineConfig({
  plugins: [
    pluginReact({ fastRefresh: rendererName() === 'react' }),
    pluginModuleFederation({
      name: 'shell',
      remotes: {},
      shared: shellSharesFor(process.env.NODE_ENV === 'production' ? 'production' : 'development'),
      shareStrategy,
      dts: false,
      manifest: true,
      // The shell provides the one federation runtime and runs only in browsers: its core
      // (provideExternalRuntime) and its bundler runtime (decision 0053).
      runtimePlugins: [bundlerRuntime.runtimePlugin],
      experiments: { provideExternalRuntime: true, asyncStartup: true, optimization: { target: 'web' } },
    }),
    pluginCompileHints(),
    pluginPrecompress(),
  ],
  resolve: { alias: { ...rendererAliases(), ...bundlerRuntime.alias } },
  source: { entry: { index: './src/index.ts' }, define: rendererDefine() },
  // The brand's shield in the tab (and no request for a /favicon.ico that does not exist).
  html: { template: './src/index.html', favicon: './src/assets/favicon.svg' },
  server: { port: ports.shell, historyApiFallback: true },
  // The shares are in the entry's chunks (shellSharesFor, decision 0060): no chunk of their own.
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  output: {
    cssModules: cssModuleNames('shell'),
    // The shell's server reads the route table to know each page's owner (preload hints).
    copy: [{ from: './src/layout/route-table.html', to: 'route-table.html' }],
  },
  // The route table is an HTML template read as a string (`import table from './x.html?raw'`).
  tools: { rspack: { module: { rules: [{ resourceQuery: /raw/, type: 'asset/source' }] } } },
});
