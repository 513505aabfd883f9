/**
 * The runtime config the shell boots with (shared-contracts/src/runtime-config.ts `RuntimeConfig`):
 * the API base, where each remote's version for this visitor lives, the providers' public settings,
 * and the QA overrides in force (the shell shows a banner for them). Built on every page load from
 * the versions chosen for the request (version-choice.mjs: the registry's current version, the
 * canary's for its cohort, or a verified override), so a promote, canary or rollback shows on the
 * next reload (docs/decisions/0001). `rumSampleRate` (RUM_SAMPLE_RATE) is there only when the
 * deployment sets it; the shell otherwise measures Web Vitals on its default share of page loads.
 */

/**
 * @param {Record<string, { version: string, url?: string }>} chosen the request's versions by remote
 * @param {{ apiBase: string, remoteOrigins: Record<string, string>, providers: object, rumSampleRate?: number }} deployment
 * @param {Record<string, { version: string } | { url: string }>} [overrides] verified overrides
 */
export function runtimeConfig(chosen, deployment, overrides = {}) {
  const remotes = {};
  for (const [name, { version, url }] of Object.entries(chosen)) {
    // A URL override is a dev server: its manifest is at its root.
    remotes[name] = {
      version,
      entry: url ? `${url}/mf-manifest.json` : `${deployment.remoteOrigins[name]}/${version}/mf-manifest.json`,
    };
  }
  return {
    apiBase: deployment.apiBase,
    remotes,
    providers: deployment.providers,
    ...(deployment.rumSampleRate !== undefined ? { rumSampleRate: deployment.rumSampleRate } : {}),
    ...(Object.keys(overrides).length > 0 ? { overrides } : {}),
  };
}
