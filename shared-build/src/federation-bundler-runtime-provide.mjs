/**
 * The shell's half of one federation bundler runtime in the page (federation-bundler-runtime.ts,
 * decision 0053): a federation runtime plugin of the shell that puts the functions of its own
 * bundler runtime on `globalThis`, where every remote's entry takes them
 * (federation-bundler-runtime-consume.mjs). The functions hold no state of their own: each reads and
 * writes its container's (`webpackRequire.federation`).
 *
 * Imported by the aliases federation-bundler-runtime.ts gives the shell's build: the very files
 * the shell's own entry runs, so the shell carries no second copy. The shell exposes nothing, so
 * its bundler runtime leaves out `initContainerEntry`, which every remote needs: it is taken from
 * its own file.
 */
import federation from 'shop-federation-bundler-runtime';
import { initContainerEntry } from 'shop-federation-init-container-entry';

const { bundlerRuntime } = federation;
globalThis._SHOP_FEDERATION_BUNDLER_RUNTIME ??= Object.freeze({
  runtime: federation.runtime,
  attachShareScopeMap: federation.attachShareScopeMap,
  remotes: bundlerRuntime.remotes,
  consumes: bundlerRuntime.consumes,
  initializeSharing: bundlerRuntime.I,
  installInitialConsumes: bundlerRuntime.installInitialConsumes,
  initContainerEntry,
  init: bundlerRuntime.init,
  getSharedFallbackGetter: bundlerRuntime.getSharedFallbackGetter,
});

export default function provideBundlerRuntime() {
  return { name: 'shop-provide-bundler-runtime' };
}
