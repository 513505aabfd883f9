/**
 * A remote's half of one federation bundler runtime in the page (federation-bundler-runtime.ts,
 * decision 0053): what the remote's entry imports in place of @module-federation/webpack-bundler-runtime.
 * The functions are the shell's (federation-bundler-runtime-provide.mjs); the state is this
 * container's own, as the package's module would have kept it: a fresh share scope object and
 * options, and no instance yet.
 *
 * `runtime.init` is @module-federation/runtime's `init` without its module-wide instance: the shell's
 * `loadRemote` and friends use that one, and a remote's start must not replace it with its own. It
 * finds or creates the remote's instance on the runtime core the shell provides, as the package does.
 */
import {
  CurrentGlobal,
  getGlobalFederationConstructor,
  ModuleFederation,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

const provided = globalThis._SHOP_FEDERATION_BUNDLER_RUNTIME;
if (!provided) {
  throw new Error('This remote runs inside the shop: the shell provides its federation runtime (decision 0053).');
}

// The remote build's identifier (its federation plugin defines it), as @module-federation/runtime reads it.
const buildId = typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '';

function instanceOf(name, version) {
  return CurrentGlobal.__FEDERATION__.__INSTANCES__.find(
    ({ options }) =>
      (buildId && options.id === buildId) ||
      (options.name === name && !options.version && !version) ||
      (options.name === name && version && options.version === version),
  );
}

function init(options) {
  const normalized = { ...options, id: options.id || '' };
  const instance = instanceOf(options.name, options.version);
  if (instance) {
    instance.initOptions(normalized);
    return instance;
  }
  const Federation = getGlobalFederationConstructor() || ModuleFederation;
  const created = new Federation({ id: `${options.name}@${options.version || Date.now()}`, ...normalized });
  setGlobalFederationInstance(created);
  return created;
}

export default {
  runtime: { ...provided.runtime, init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: {
    remotes: provided.remotes,
    consumes: provided.consumes,
    I: provided.initializeSharing,
    S: {},
    installInitialConsumes: provided.installInitialConsumes,
    initContainerEntry: provided.initContainerEntry,
    init: provided.init,
    getSharedFallbackGetter: provided.getSharedFallbackGetter,
  },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
