/**
 * A remote's server build: its server render (`./server`) for Node, with the same federation name,
 * shared singletons and share strategy as its browser build (remote-rsbuild.ts), into dist/ssr/.
 * The remote entry is CommonJS with async-node chunk loading, so the shell's server loads a
 * published version's entry from its folder and the entry finds its own chunks beside it
 * (docs/decisions/0017).
 */

import fs from 'node:fs/promises';
import path from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { cssModuleNames } from './css-module-names';
import { sharedSingletonsFor, shareStrategy } from './federation';
import { rendererAliases, rendererDefine } from './renderer.mjs';

export const SERVER_BUILD_DIR = 'ssr';

/** The remotes' packages are ES modules; their server build is CommonJS, and says so. */
const pluginCommonJsFolder: RsbuildPlugin = {
  name: 'shop:commonjs-folder',
  setup(api) {
    api.onAfterBuild(async () => {
      await fs.writeFile(path.join(api.context.distPath, 'package.json'), '{ "type": "commonjs" }\n');
    });
  },
};

export interface RemoteServerBuildOptions {
  name: 'catalog' | 'checkout' | 'account' | 'dealers' | 'staff';
  /** The module exporting `renderPage` (the remote's server render). */
  serverRender: string;
}

export function remoteServerRsbuildConfig({ name, serverRender }: RemoteServerBuildOptions): RsbuildConfig {
  return defineConfig({
    plugins: [pluginReact(), pluginCommonJsFolder],
    environments: {
      node: {
        plugins: [
          pluginModuleFederation(
            {
              name,
              exposes: { './server': serverRender },
              shared: sharedSingletonsFor('development'),
              shareStrategy,
              manifest: true,
              dts: false,
              library: { type: 'commonjs-module' },
              remoteType: 'commonjs-module',
            },
            { target: 'node', environment: 'node' },
          ),
        ],
        source: { entry: { index: serverRender } },
        output: {
          target: 'node',
          distPath: { root: `dist/${SERVER_BUILD_DIR}` },
          cleanDistPath: true,
          // The same class names as the browser build, so the browser's stylesheets style the HTML.
          cssModules: cssModuleNames(name),
        },
        tools: {
          rspack: (config) => {
            config.output ||= {};
            config.output.publicPath = '';
            config.output.chunkFormat = 'commonjs';
            config.output.chunkLoading = 'async-node';
          },
        },
      },
    },
    resolve: { alias: rendererAliases() },
    source: {
      define: { __REMOTE_RELEASE__: JSON.stringify(process.env.PUBLIC_RELEASE ?? 'local'), ...rendererDefine() },
    },
  });
}
