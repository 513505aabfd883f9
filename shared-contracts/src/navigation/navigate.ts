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

/** The previous location a page was reached from, if the navigation carried it. */
export function previousLocation(): string | null {
  const state = window.history.state as Partial<NavigationState> | null;
  return typeof state?.from === 'string' ? state.from : null;
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
