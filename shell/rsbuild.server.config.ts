/**
 * The shell's server build: its header and footer rendered by the shell's server
 * (src/chrome/server-chrome.tsx) as an ES module for Node in dist/server/ (docs/decisions/0017).
 * The class names are the browser build's, so the page's own stylesheet styles the HTML.
 */
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { cssModuleNames } from 'shared-build/css-module-names';
import { rendererAliases, rendererDefine } from 'shared-build/renderer.mjs';

export default defineConfig({
  plugins: [pluginReact()],
  resolve: { alias: rendererAliases() },
  environments: {
    node: {
      source: { entry: { chrome: './src/chrome/server-chrome.tsx' }, define: rendererDefine() },
      output: {
        target: 'node',
        distPath: { root: 'dist/server' },
        cleanDistPath: true,
        cssModules: cssModuleNames('shell'),
      },
      tools: {
        rspack: (config) => {
          config.output ||= {};
          config.output.library = { type: 'module' };
        },
      },
    },
  },
  tools: { rspack: { module: { rules: [{ resourceQuery: /raw/, type: 'asset/source' }] } } },
});
