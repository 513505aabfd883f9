/**
 * The browser location as a React store, for this remote's two routes (/checkout, /confirm/:id).
 *
 * Why not react-router-dom: it is a shared Module Federation singleton, and shared modules are
 * not tree-shaken, so the page would load all of react-router (about 60 KB gzipped) for two
 * routes and one query parameter, which alone breaks the 190 KB budget of a cold /checkout.
 * single-spa's patched history API fires popstate on every push/replace, so listening to
 * popstate (plus our own pushes, for a remote running alone) sees every change.
 */
import { useSyncExternalStore } from 'react';
import { navigateTo } from 'shared-contracts';

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

export function useCurrentLocation(): CurrentLocation {
  const href = useSyncExternalStore(subscribe, snapshot, snapshot);
  const url = new URL(href, 'http://shop.local');
  return { pathname: url.pathname, search: url.searchParams };
}

/** Goes to an in-site url (passing the previous location as state, like every part of the shop). */
export function navigate(url: string, { replace = false } = {}): void {
  if (replace) window.history.replaceState(window.history.state, '', url);
  else navigateTo(url);
  notify();
}

/** `/confirm/123` -> '123'; null for any other path. */
export function confirmationOrderId(pathname: string): string | null {
  const match = /^\/confirm\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export function isCheckoutPath(pathname: string): boolean {
  return /^\/checkout\/?$/.test(pathname);
}
