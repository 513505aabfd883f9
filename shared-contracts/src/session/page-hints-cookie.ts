/**
 * What a page's head may start for this visitor, in a cookie the shell's server reads (decision
 * 0067): `s` for a signed-in visitor; `c.<guest token>` for a guest whose cart exists (the guest-cart
 * marker holds the token); `g.<guest token>` for a guest without one yet; no cookie for a visitor
 * without a session. The server then writes the signed-in mark and the guest's preloads into the page
 * itself, and the page reads no local storage while it is parsed: a new page's first read of local
 * storage waits for the browser's process, and the parser with it.
 *
 * It mirrors local storage, which stays the session's record (000 section 3): every writer of these
 * keys writes the cookie again, and the shell writes it when it starts.
 */
import { isGuestId } from '../api/auth';
import { GUEST_CART_KEY, SESSION_KEYS } from './storage-keys';

export const PAGE_HINTS_COOKIE = 'shop_page_hints';

/** Long enough to outlive a visitor's pause between visits; the shell renews it on every start. */
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

export interface PageHintsSource {
  accessToken: string | null;
  guestToken: string | null;
  guestCart: string | null;
}

/** The cookie's value for what local storage holds, or null when there is nothing to hint. */
export function pageHintsValue({ accessToken, guestToken, guestCart }: PageHintsSource): string | null {
  if (accessToken) return 's';
  if (!isGuestId(guestToken)) return null;
  return `${guestCart === guestToken ? 'c' : 'g'}.${encodeURIComponent(guestToken)}`;
}

/** Writes (or clears) the cookie from local storage as it is now. Without storage, nothing is hinted. */
export function writePageHintsCookie(): void {
  let value: string | null;
  try {
    const storage = window.localStorage;
    value = pageHintsValue({
      accessToken: storage.getItem(SESSION_KEYS.accessToken),
      guestToken: storage.getItem(SESSION_KEYS.guestToken),
      guestCart: storage.getItem(GUEST_CART_KEY),
    });
  } catch {
    value = null;
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // Cleared by a date in the past, which every cookie store honours (a test DOM keeps `Max-Age=0` as empty).
  const lifetime = value === null ? 'Expires=Thu, 01 Jan 1970 00:00:00 GMT' : `Max-Age=${MAX_AGE_SECONDS}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing before Safari 18.4; one small write per session change
  document.cookie = `${PAGE_HINTS_COOKIE}=${value ?? ''}; Path=/; ${lifetime}; SameSite=Lax${secure}`;
}
