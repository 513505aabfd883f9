/**
 * One federation bundler runtime in the page (decision 0053, issue 33 item 1). The shell already
 * provides the federation runtime's core to the remotes (`provideExternalRuntime` /
 * `externalRuntime`); this does the same for the bundler runtime on top of it
 * (`@module-federation/webpack-bundler-runtime` and `@module-federation/runtime`, with the parts of
 * the SDK and the error texts they bring), which every remote's entry otherwise carries a copy of:
 * about 9 KB gzip of each page's first view.
 *
 * - The shell's build adds a runtime plugin (federation-bundler-runtime-provide.mjs) that puts its
 *   own bundler runtime's functions on `globalThis` before any remote loads.
 * - A remote's production build resolves the bundler runtime its entry imports to
 *   federation-bundler-runtime-consume.mjs, which takes those functions and keeps its own state.
 *   A remote run alone (rsbuild dev) keeps its own copy, as it keeps its own runtime core.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The bundler runtime's files as Rspack's federation plugin resolves them: from the runtime tools
 * that @module-federation/rspack names (its `implementation`), with `require`'s conditions.
 */
function bundlerRuntimeFile(file: 'index' | 'initContainerEntry'): string {
  const fromBuild = createRequire(import.meta.url);
  const fromRsbuildPlugin = createRequire(fromBuild.resolve('@module-federation/rsbuild-plugin'));
  const fromRspackPlugin = createRequire(fromRsbuildPlugin.resolve('@module-federation/rspack'));
  const fromRuntimeTools = createRequire(fromRspackPlugin.resolve('@module-federation/runtime-tools/bundler'));
  const index = fromRuntimeTools.resolve('@module-federation/webpack-bundler-runtime');
  return file === 'index' ? index : path.join(path.dirname(index), 'initContainerEntry.cjs');
}

/** The shell: the runtime plugin that provides the bundler runtime, and the aliases it imports by. */
export function provideBundlerRuntime(): { runtimePlugin: string; alias: Record<string, string> } {
  return {
    runtimePlugin: path.join(here, 'federation-bundler-runtime-provide.mjs'),
    alias: {
      'shop-federation-bundler-runtime$': bundlerRuntimeFile('index'),
      'shop-federation-init-container-entry$': bundlerRuntimeFile('initContainerEntry'),
    },
  };
}

/** A remote's production build: its entry's bundler runtime is the shell's. */
export function consumeBundlerRuntimeAlias(): Record<string, string> {
  return { [`${bundlerRuntimeFile('index')}$`]: path.join(here, 'federation-bundler-runtime-consume.mjs') };
}
