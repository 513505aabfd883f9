/**
 * Where the shopper is, as a React store, and how this remote moves them: the checkout routes
 * (app/routes.tsx) read the path, the checkout page reads `stepId`, and the drawer closes on
 * every route change.
 *
 * Why not react-router-dom, as the other remotes: on a cold /checkout nobody else in the page
 * loads the router, so this remote would bring the shared (tree-shaken) copy itself: about 15 KB
 * gzipped, which takes /checkout (about 177 KB) over its 190 KB budget for two routes and one
 * query parameter (docs/decisions/0008-checkout-routing.md). single-spa's patched history API
 * fires popstate on every push/replace, so listening to popstate (plus our own pushes, for a
 * remote running alone) sees every change, the shell's included.
 */
import { createContext, type ReactNode, useContext } from 'react';
import { navigateTo } from 'shared-kit';
import { useStoreSnapshot } from 'shared-kit/store-snapshot';

/** single-spa fires this after every route change (and once at start): the drawer closes on it. */
export const ROUTING_EVENT = 'single-spa:routing-event';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

function snapshot(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export interface CurrentLocation {
  pathname: string;
  search: URLSearchParams;
}

/** The request's path and query, for a render on the server (src/server/render-page.tsx). */
const ServerLocation = createContext<string | null>(null);

export function ServerLocationProvider({ url, children }: { url: string; children: ReactNode }) {
  return <ServerLocation.Provider value={url}>{children}</ServerLocation.Provider>;
}

export function useCurrentLocation(): CurrentLocation {
  const serverHref = useContext(ServerLocation);
  // Hydrating, the browser's location is the one the server rendered.
  const href = useStoreSnapshot(subscribe, snapshot, () => serverHref ?? snapshot());
  const url = new URL(href, 'http://shop.local');
  return { pathname: url.pathname, search: url.searchParams };
}

/** Goes to an in-site url (passing the previous location as state, like every part of the shop). */
export function navigate(url: string, { replace = false } = {}): void {
  if (replace) window.history.replaceState(window.history.state, '', url);
  else navigateTo(url);
  notify();
}
