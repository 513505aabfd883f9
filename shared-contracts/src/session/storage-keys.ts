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
