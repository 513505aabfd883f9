/**
 * Per-remote health from the browser (issue 28), counted against the version this page was served
 * (the runtime config's `remotes[<name>].version`) and sent through the beacon queue:
 *   - `view`: each page view, once for every remote with an application mounted on it (the route's
 *     owner, and the checkout's cart that every page carries) or that failed on it: a version whose
 *     mount throws (never mounted) or whose code cannot load is viewed all the same, so its error
 *     rate (errors / views) is its share of failed page views, and a broken canary has a sample;
 *   - `load-failure`: its manifest or a chunk could not be loaded (after the retries; the shell's
 *     fallback plugin reports it);
 *   - `error`: its lifecycle threw (single-spa's error handler) or its error view caught a render
 *     error (the `remoteError` event the kit's AppCrash emits).
 * The registry compares these per version to roll a failing canary back by itself.
 */
import { type RuntimeConfig, remoteError } from 'shared-contracts';
import { addErrorHandler, getMountedApps } from 'single-spa';
import { remoteModuleFor, remoteOf } from '../federation/remote-apps';
import { enqueueBeacon } from './beacon-queue';

export type HealthKind = 'view' | 'error' | 'load-failure';

let versions: Record<string, string> = {};
/** Remotes that failed since the last page view was counted (their app may never have mounted). */
const failed = new Set<string>();

/** Counts one event of a remote's served version (a remote this page was not served is ignored). */
export function reportRemoteHealth(remote: string, kind: HealthKind): void {
  const version = versions[remote];
  if (!version) return;
  if (kind !== 'view') failed.add(remote);
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
    const viewed = new Set([...getMountedApps().map(remoteOfApp), ...failed]);
    failed.clear();
    for (const remote of viewed) if (remote) reportRemoteHealth(remote, 'view');
  });
}
