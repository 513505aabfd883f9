/**
 * The runtime config the shell boots with (shared-contracts/src/runtime-config.ts `RuntimeConfig`):
 * the API base, where each remote's current version lives, and the providers' public settings.
 * Built from the registry on every page load, so a publish or rollback shows on the next reload
 * (docs/decisions/0001).
 */
import { deploymentFrom, REMOTES } from './deployment.mjs';
import { readRegistry } from './registry.mjs';

/** The config for a registry as read now and this deployment's settings. */
export function runtimeConfig(registry, deployment) {
  const remotes = {};
  for (const name of REMOTES) {
    const current = registry.remotes[name]?.current;
    if (current) {
      remotes[name] = { version: current, entry: `${deployment.remoteOrigins[name]}/${current}/mf-manifest.json` };
    }
  }
  return { apiBase: deployment.apiBase, remotes, providers: deployment.providers };
}

/** Reads the registry now and answers the config (the deployment defaults to the environment's). */
export function readRuntimeConfig(deployment = deploymentFrom()) {
  return runtimeConfig(readRegistry(deployment.deployDir), deployment);
}
