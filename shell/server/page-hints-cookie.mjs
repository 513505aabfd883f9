/**
 * What this visitor's page may start in its head (decision 0067), from the `shop_page_hints` cookie
 * the shop's pages keep (shared-contracts' session/page-hints-cookie.ts, which this plain-Node server
 * cannot import; shell-server.test.ts checks the two agree): `s` for a signed-in visitor,
 * `c.<guest token>` for a guest whose cart exists, `g.<guest token>` for a guest without one yet.
 * Anything else hints nothing: a guest token is taken only in the form the API issues (`gid_` and
 * base64url), so the server writes nothing into a page that a forged cookie chose.
 */
const PAGE_HINTS_COOKIE = 'shop_page_hints';

const GUEST = /^([cg])\.(gid_[A-Za-z0-9_-]{1,64})$/;

/** A visitor without hints: the page is drawn, and its preloads made, for nobody. */
export const NO_PAGE_HINTS = Object.freeze({ signedIn: false, guestToken: null, guestCart: false });

/** The visitor's page hints from the request's cookies (parseCookies of version-choice.mjs). */
export function pageHintsOf(cookies) {
  const value = cookies[PAGE_HINTS_COOKIE];
  if (value === 's') return { signedIn: true, guestToken: null, guestCart: false };
  const guest = GUEST.exec(value ?? '');
  return guest ? { signedIn: false, guestToken: guest[2], guestCart: guest[1] === 'c' } : NO_PAGE_HINTS;
}
