/**
 * The catalog's routing: where the shopper is, the route table's matching, links and the query
 * string, with the names and shapes of the react-router-dom pieces it replaces (matchPath, Routes,
 * Route, Link, useLocation, useParams, useSearchParams, BrowserRouter, StaticRouter, and
 * MemoryRouter for the tests).
 *
 * Why not react-router-dom, as the account, dealers and staff remotes: on a catalog page nobody
 * else loads the router, so the catalog brought the shared (tree-shaken) copy itself, about 15 KB
 * gzipped of every cold catalog page, for flat paths, two params and a query string
 * (docs/decisions/0034-catalog-routes-without-react-router.md; the checkout did the same in 0008).
 *
 * The shell drives it as it drove the BrowserRouter: single-spa's patched history API fires
 * popstate on every push and replace, so listening to popstate (plus our own pushes, for a remote
 * running alone) sees every change, the shell's included. State is written as the shop's other
 * parts write it (shared-kit's navigateTo: `from`, and `usr` as react-router did).
 */

import { type MatchFunction, match } from 'path-to-regexp';
import {
  type AnchorHTMLAttributes,
  Children,
  createContext,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { isInSiteUrl, navigateTo } from 'shared-kit';

export interface PathMatch {
  params: Record<string, string | undefined>;
  pathname: string;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

type ParamsMatcher = MatchFunction<Partial<Record<string, string | string[]>>>;
const matchers = new Map<string, ParamsMatcher>();

/**
 * The route pattern's match of a whole path (`/product/:title`, or `*` for any path), or null.
 * path-to-regexp reads the patterns, as the shell's server does for the same table (case-insensitive,
 * one trailing slash allowed, params decoded; a malformed escape is kept as it came).
 */
export function matchPath(pattern: string, pathname: string): PathMatch | null {
  if (pattern === '*') return { params: { '*': pathname.replace(/^\/+/, '') }, pathname };
  let matcher = matchers.get(pattern);
  if (!matcher) {
    matcher = match(pattern, { decode });
    matchers.set(pattern, matcher);
  }
  const found = matcher(pathname);
  if (!found) return null;
  const params: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(found.params)) {
    params[name] = Array.isArray(value) ? value.join('/') : value;
  }
  return { params, pathname: found.path };
}

export interface CatalogLocation {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation passed (react-router's `location.state`: history.state.usr). */
  state: unknown;
}

interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

interface RouterValue {
  location: CatalogLocation;
  navigate(to: string, options?: NavigateOptions): void;
}

const RouterContext = createContext<RouterValue | null>(null);
const ParamsContext = createContext<Record<string, string | undefined>>({});

function parse(href: string, state: unknown = null): CatalogLocation {
  const url = new URL(href, 'http://shop.local');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state };
}

// ---- the browser's location ----

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

const browserHref = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** Goes to an in-site url as the shop's other parts do (previous location as `from`). */
function browserNavigate(to: string, { replace = false, state }: NavigateOptions = {}): void {
  if (!replace && state === undefined) navigateTo(to);
  else {
    const from = browserHref();
    const extra = state && typeof state === 'object' ? state : {};
    const written = { from, ...extra, usr: { from, ...extra } };
    if (replace) window.history.replaceState(written, '', to);
    else window.history.pushState(written, '', to);
  }
  notify();
}

function historyState(): unknown {
  return (window.history.state as { usr?: unknown } | null)?.usr ?? null;
}

/** The catalog's router in the browser: follows window.location (single-spa's pushes included). */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const href = useSyncExternalStore(subscribe, browserHref, browserHref);
  const value = useMemo<RouterValue>(
    () => ({ location: parse(href, historyState()), navigate: browserNavigate }),
    [href],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The server render's router: the request's url, never moving. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo<RouterValue>(() => ({ location: parse(location), navigate: () => {} }), [location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** A router in memory (tests): starts at the first entry; links and the query string move it. */
export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: string[]; children: ReactNode }) {
  const [location, setLocation] = useState(() => parse(initialEntries[0] ?? '/'));
  const navigate = useCallback((to: string, { state = null }: NavigateOptions = {}) => {
    setLocation((current) => parse(new URL(to, `http://shop.local${current.pathname}${current.search}`).href, state));
  }, []);
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A catalog page renders below the catalog router (BrowserRouter or StaticRouter)');
  return router;
}

export function useLocation(): CatalogLocation {
  return useRouter().location;
}

/** The params of the route that matched (`useParams().title`). */
export function useParams(): Record<string, string | undefined> {
  return useContext(ParamsContext);
}

type SearchInit = URLSearchParams | string | Record<string, string>;

/** The query string, and a setter that navigates to the same path with another query string. */
export function useSearchParams(): [URLSearchParams, (next: SearchInit, options?: NavigateOptions) => void] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: SearchInit, options?: NavigateOptions) => {
      const search = new URLSearchParams(next).toString();
      navigate(`${location.pathname}${search ? `?${search}` : ''}`, options);
    },
    [location.pathname, navigate],
  );
  return [params, setParams];
}

export interface RouteProps {
  path: string;
  element: ReactNode;
}

/** One row of the route table; read by Routes, renders nothing itself. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

/** The first Route whose path matches the whole location renders, with its params. */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  let matched: { element: ReactNode; params: Record<string, string | undefined> } | null = null;
  Children.forEach(children, (child) => {
    if (matched || !isValidElement<RouteProps>(child)) return;
    const match = matchPath(child.props.path, pathname);
    if (match) matched = { element: child.props.element, params: match.params };
  });
  if (!matched) return null;
  const { element, params } = matched;
  return <ParamsContext.Provider value={params}>{element}</ParamsContext.Provider>;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
}

/**
 * An anchor for an in-site path: a plain left click moves the router without a page load (the
 * previous location travels as `from`); other urls, modified clicks and other targets keep the
 * browser's behaviour.
 */
export function Link({ to, replace, state, onClick, target, ...props }: LinkProps) {
  const { navigate } = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || !isInSiteUrl(to)) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    navigate(to, { replace, state });
  };
  return <a {...props} href={to} target={target} onClick={follow} />;
}
