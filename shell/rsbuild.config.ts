import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { ports, sharedSingletonsFor, shareStrategy } from 'shared-contracts/build/federation';

// The shell knows no remote URL at build time: remotes come from /runtime-config.json at boot.
export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'shell',
      remotes: {},
      shared: sharedSingletonsFor(process.env.NODE_ENV === 'production' ? 'production' : 'development'),
      shareStrategy,
      dts: false,
      manifest: false,
      experiments: { provideExternalRuntime: true },
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: { template: './src/index.html' },
  server: { port: ports.shell, historyApiFallback: true },
  output: { cssModules: { localIdentName: 'shell__[local]__[hash:base64:5]' } },
  // The route table is an HTML template read as a string (`import table from './x.html?raw'`).
  tools: { rspack: { module: { rules: [{ resourceQuery: /raw/, type: 'asset/source' }] } } },
});
