/**
 * Per-remote health from the browser (issue 28), counted against the version this page was served
 * (the runtime config's `remotes[<name>].version`) and sent through the beacon queue:
 *   - `view`: each page view, once for every remote with an application active on it (the route's
 *     owner, and the checkout's cart that every page carries), whether or not it managed to mount:
 *     a version that fails on every page must still have views to compare its errors with, or a
 *     broken canary would never reach the registry's minimum sample;
 *   - `load-failure`: its manifest or a chunk could not be loaded (after the retries; the shell's
 *     fallback plugin reports it);
 *   - `error`: its lifecycle threw (single-spa's error handler) or its error view caught a render
 *     error (the `remoteError` event the kit's AppCrash emits).
 * The registry compares these per version to roll a failing canary back by itself.
 */
import { type RuntimeConfig, remoteError } from 'shared-contracts';
import { addErrorHandler, checkActivityFunctions } from 'single-spa';
import { remoteModuleFor, remoteOf } from '../federation/remote-apps';
import { enqueueBeacon } from './beacon-queue';

export type HealthKind = 'view' | 'error' | 'load-failure';

let versions: Record<string, string> = {};

/** Counts one event of a remote's served version (a remote this page was not served is ignored). */
export function reportRemoteHealth(remote: string, kind: HealthKind): void {
  const version = versions[remote];
  if (!version) return;
  enqueueBeacon(
    { type: 'remote-health', remote, version, kind, count: 1 },
    `remote-health ${remote} ${version} ${kind}`,
  );
}

/** The remote a single-spa application belongs to, or null for the shell's own. */
function remoteOfApp(appName: string): string | null {
  const id = remoteModuleFor(appName);
  return id ? remoteOf(id) : null;
}

/** Starts counting, once at boot (before the layout starts, so the first page view is counted). */
export function trackRemoteHealth(config: RuntimeConfig): void {
  versions = Object.fromEntries(Object.entries(config.remotes).map(([name, remote]) => [name, remote.version]));
  remoteError.subscribe(({ remote }) => reportRemoteHealth(remote, 'error'));
  addErrorHandler((error) => {
    const remote = remoteOfApp((error as Error & { appOrParcelName?: string }).appOrParcelName ?? '');
    if (remote) reportRemoteHealth(remote, /LOADING_SOURCE_CODE/.test(error.message) ? 'load-failure' : 'error');
  });
  let lastPath: string | null = null;
  addEventListener('single-spa:routing-event', () => {
    const path = location.pathname + location.search;
    if (path === lastPath) return;
    lastPath = path;
    const viewed = new Set(checkActivityFunctions(window.location).map(remoteOfApp));
    for (const remote of viewed) if (remote) reportRemoteHealth(remote, 'view');
  });
}
