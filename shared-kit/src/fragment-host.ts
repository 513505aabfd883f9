/**
 * The fragment host: how a remote mounts a component another remote lends WITHOUT importing that
 * remote or calling Module Federation itself. The shell registers the host at boot (its
 * `loadFragment` wraps Module Federation's `loadRemote`); `FragmentSlot` asks it for a fragment.
 *
 * Carried on `window` as a state event of the shared bus (`shell:fragment-host@1`), so a shell and
 * remotes built at different times meet, and a slot that renders before the shell registered the
 * host (or in a remote opened alone, where nobody ever does) simply waits for it, for a while.
 */
import type { ComponentType } from 'react';
// Through the package name: one bus, the shared singleton's.
import { defineStateEvent } from 'shared-contracts';

/** A lent component: the default export of `<remote>/<fragment>` (e.g. 'account/newsletter-signup'). */
export interface FragmentModule<P> {
  default: ComponentType<P>;
}

export interface FragmentHost {
  /** Loads `<remote>/<fragment>`; rejects when the remote is down or exposes no default export. */
  loadFragment<P>(id: string): Promise<FragmentModule<P>>;
}

/** The host, as the shell announced it (replayed to late subscribers). */
export const fragmentHostEvent = defineStateEvent<FragmentHost>('shell', 'fragment-host');

/** Called once by the shell at boot. */
export function registerFragmentHost(host: FragmentHost): void {
  fragmentHostEvent.emit(host);
}

/** How long a slot waits for the shell's host before it gives up and shows its fallback. */
export const DEFAULT_HOST_WAIT_MS = 5000;

export class FragmentHostMissingError extends Error {
  constructor(waitedMs: number) {
    super(`No fragment host registered within ${waitedMs} ms (is the shell on the page?)`);
    this.name = 'FragmentHostMissingError';
  }
}

/** Resolves with the host as soon as it is registered; rejects after `timeoutMs` without one. */
export function waitForFragmentHost(timeoutMs: number = DEFAULT_HOST_WAIT_MS): Promise<FragmentHost> {
  const present = fragmentHostEvent.current();
  if (present) return Promise.resolve(present);
  return new Promise<FragmentHost>((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new FragmentHostMissingError(timeoutMs));
    }, timeoutMs);
    const unsubscribe = fragmentHostEvent.subscribe((host) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(host);
    });
  });
}
