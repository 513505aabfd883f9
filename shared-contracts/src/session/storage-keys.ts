/** Local-storage keys of the session (000, section 3: persisted in local browser storage). */
export const SESSION_KEYS = {
  guestToken: 'shop.guestToken',
  accessToken: 'shop.accessToken',
  refreshToken: 'shop.refreshToken',
  tokenType: 'shop.tokenType',
  expiresIn: 'shop.expiresIn',
  /** Millisecond timestamp of when the token set was issued. */
  tokenIssuedAt: 'shop.tokenIssuedAt',
  email: 'shop.email',
} as const;

/**
 * The guest token whose cart the API holds (written by the checkout remote when a guest cart call
 * answers a cart, removed when the cart is gone). Until then `GET /Cart/guest/{token}` would answer
 * 404, so neither the checkout nor the shell's server (the page-hints cookie, decision 0067) asks for it
 * (issue 32, item 9).
 */
export const GUEST_CART_KEY = 'shop.guestCart';

export const CONSENT_KEY = 'shop.analyticsConsent';
/** Session-storage keys of the checkout forms (cleared after checkout). */
export const CHECKOUT_FORM_KEYS = {
  billing: 'checkout.billingForm',
  dealer: 'checkout.dealerForm',
} as const;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** What a request needs to know about the session: read fresh on every call. */
export function readSessionCredentials(): { accessToken: string | null; guestToken: string | null } {
  return { accessToken: read(SESSION_KEYS.accessToken), guestToken: read(SESSION_KEYS.guestToken) };
}
