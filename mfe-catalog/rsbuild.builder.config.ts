/**
 * The 3D experience's own document (spec 001 §2: an embedded canvas page with a bridge to the host),
 * built apart from the remote's federated entry, as a game-engine export would be: its page, its
 * three.js code and its styles land in dist/3dbuilder/, published and served with the catalog
 * remote from its origin, and loaded only by the /3dbuilder page's iframe. Nothing here is shared
 * with the federation, so no other route's JavaScript grows.
 */
import { defineConfig } from '@rsbuild/core';
import { pluginPrecompress } from 'shared-build/precompress-plugin';

export default defineConfig({
  plugins: [pluginPrecompress()],
  source: { entry: { index: './src/features/builder/canvas/index.ts' } },
  html: { template: './src/features/builder/canvas/index.html' },
  output: {
    distPath: { root: 'dist/3dbuilder' },
    // Files are found relative to the page, whichever version folder serves it.
    assetPrefix: './',
    // The remote's build (dist/) comes first and is kept.
    cleanDistPath: true,
  },
  // The remote's public/ folder (route hints) belongs to the remote's own build.
  server: { port: 3011, cors: true, publicDir: false },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});
