/**
 * Layer 2 of the Module Federation failure recipe: when a remote cannot be loaded (after the
 * retries), `errorLoadRemote` logs it and, for a single-spa application, answers lifecycles that
 * render the shell's error panel in the application's place. Everything else on the page (header,
 * footer, cart badge, other routes) keeps working. Fragments get no fallback here: the error flows
 * on to the fragment's own error boundary, which renders nothing. Every such failure is counted
 * against the remote's served version (`load-failure`, beacons/remote-health.ts).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { reportRemoteHealth } from '../beacons/remote-health';
import { isLifecycleModule, remoteOf } from './remote-apps';

export type FallbackFactory = (info: { id: string; remote: string; message: string }) => LifeCycles;

export function loadFailureMessage(remote: string): string {
  return `Failed to load remote '${remote}'`;
}

export function fallbackPlugin(makeFallback: FallbackFactory): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-fallback-plugin',
    async errorLoadRemote({ id, error, lifecycle }) {
      // Earlier lifecycles (manifest, shared) end in 'onLoad' too, so they are answered there once.
      if (lifecycle !== 'onLoad') return undefined;
      const remote = remoteOf(id);
      const detail = error instanceof Error ? error.message : String(error);
      console.error(`[shell] ${loadFailureMessage(remote)} (${id}): ${detail}`);
      reportRemoteHealth(remote, 'load-failure');
      if (!isLifecycleModule(id)) return undefined;
      return makeFallback({ id, remote, message: loadFailureMessage(remote) });
    },
  };
}
