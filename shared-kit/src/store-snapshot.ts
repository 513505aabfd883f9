/**
 * `useSyncExternalStore` with a server snapshot that holds under either renderer (shared-kit/renderer).
 *
 * React renders the server snapshot while it hydrates and the store's own value right after. Preact's
 * compatibility layer has no server snapshot, and while it hydrates it adopts the server's elements
 * without correcting them: a value that differed from the server's would stay drawn as the server's.
 * So under Preact a component renders the server snapshot until it has mounted (on the server too:
 * Preact would read the browser's snapshot there), then the store's value, in a render before the
 * browser paints (decision 0051).
 */
import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { preactRenders } from './renderer';

type Subscribe = (onChange: () => void) => () => void;

function useReactStoreSnapshot<T>(subscribe: Subscribe, getSnapshot: () => T, getServerSnapshot: () => T): T {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

function usePreactStoreSnapshot<T>(subscribe: Subscribe, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const [mounted, setMounted] = useState(false);
  useLayoutEffect(() => setMounted(true), []);
  // Preact's store hook reads the snapshot it is given as it renders, the server's included.
  return useSyncExternalStore(subscribe, mounted ? getSnapshot : getServerSnapshot);
}

/** The renderer is fixed by the build, so a component calls the same hooks on every render. */
export const useStoreSnapshot: typeof useReactStoreSnapshot = preactRenders
  ? usePreactStoreSnapshot
  : useReactStoreSnapshot;
