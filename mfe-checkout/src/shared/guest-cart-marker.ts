/**
 * Whether the API holds a cart for this guest token. A new guest has none until a first add makes
 * it, and `GET /Cart/guest/{token}` answers 404 until then (000, section 7: the 404 is ignored, but
 * the browser still logs a failed request on every empty checkout; issue 32, item 9). So the
 * checkout remembers the token whose cart it has seen, and reads a guest's cart only for that
 * token. The page-hints cookie carries the same fact to the shell's server, which then preloads the
 * call with the page (public/route-hints.json, guestGetIfStored; decision 0067). A new guest token (sign-out, a new visitor) never
 * matches a remembered one.
 */
import { GUEST_CART_KEY } from 'shared-contracts';
import { writePageHintsCookie } from 'shared-contracts/session/page-hints-cookie';

export function guestCartKnown(token: string): boolean {
  try {
    return window.localStorage.getItem(GUEST_CART_KEY) === token;
  } catch {
    // No storage (a locked-down browser): ask, and let the 404 be ignored as the spec says.
    return true;
  }
}

/** The API answered this guest's cart: it exists from now on. Every cart call answers: only a change is written. */
export function rememberGuestCart(token: string): void {
  try {
    if (window.localStorage.getItem(GUEST_CART_KEY) === token) return;
    window.localStorage.setItem(GUEST_CART_KEY, token);
  } catch {
    // Nothing to remember in: the cart is read on each visit instead.
  }
  writePageHintsCookie();
}

/** The guest's cart is gone (ordered, or the API answered 404): don't ask for it again. */
export function forgetGuestCart(): void {
  try {
    window.localStorage.removeItem(GUEST_CART_KEY);
  } catch {
    // Nothing was remembered.
  }
  writePageHintsCookie();
}
