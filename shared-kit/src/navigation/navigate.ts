/**
 * In-site navigation that every part of the shop uses the same way (000 section 2: "Navigation
 * passes the previous location as state").
 *
 * single-spa patches `history.pushState`, so a push reroutes the applications and fires the
 * popstate a remote's react-router listens to: exactly what single-spa's `navigateToUrl` does,
 * but `navigateToUrl` cannot carry state. The state is written twice: `from` for anybody reading
 * `history.state`, and `usr.from` because react-router exposes `history.state.usr` as
 * `location.state`.
 */

export interface NavigationState {
  from: string;
  usr: { from: string };
}

function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** True when the url stays on this site (so the shop's router should handle it). */
export function isInSiteUrl(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * The previous location a page was reached from, if the navigation carried it: `from` written by
 * `navigateTo`, or `usr.from` written by a remote's react-router link (react-router keeps a link's
 * state under `usr`).
 */
export function previousLocation(): string | null {
  const state = window.history.state as { from?: unknown; usr?: { from?: unknown } } | null;
  if (typeof state?.from === 'string') return state.from;
  return typeof state?.usr?.from === 'string' ? state.usr.from : null;
}

/**
 * The state a remote's in-site link passes (react-router's `state`): the location it leaves, as
 * `navigateTo` passes it. Readers get it as `location.state.from` or from `previousLocation()`.
 */
export function linkState(
  location: { pathname: string; search?: string; hash?: string },
  extra?: unknown,
): { from: string } & Record<string, unknown> {
  const from = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  return { ...(extra && typeof extra === 'object' ? (extra as Record<string, unknown>) : {}), from };
}

/** The `from` a react-router location's state carries, if it is an in-site path. */
export function fromOf(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/** Goes to an in-site url, passing the current location as `{ from }`. Other urls open normally. */
export function navigateTo(url: string): void {
  if (!isInSiteUrl(url)) {
    window.location.assign(url);
    return;
  }
  const target = new URL(url, window.location.href);
  const to = `${target.pathname}${target.search}${target.hash}`;
  if (to === currentPath()) return;
  const from = currentPath();
  const state: NavigationState = { from, usr: { from } };
  window.history.pushState(state, '', to);
}

interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  preventDefault(): void;
}

/**
 * onClick for an `<a href>`: plain left clicks on in-site links navigate without a page load;
 * modified clicks (new tab, new window) and external links keep the browser's behaviour.
 */
export function handleLinkClick(event: ClickLike, href: string, target?: string | null): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (target && target !== '_self') return;
  if (!isInSiteUrl(href)) return;
  event.preventDefault();
  navigateTo(href);
}
