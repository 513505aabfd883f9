/** Business constants of both specifications, in one place. */
export const LIMITS = {
  notificationDismissMs: 10_000,
  analyticsInactivityMs: 30_000,
  sessionRefreshLeewayMs: 60_000,
  zipMinLength: 5,
  passwordMinLength: 8,
  searchDebounceMs: 500,
  searchSuggestMinLength: 3,
  searchSubmitMinLength: 2,
  searchToggleDebounceMs: 1000,
  carouselAutoAdvanceMs: 5000,
  imageRibbonSlideWidthPx: 250,
  imageRibbonResizeDebounceMs: 250,
  quickAddQuantity: 1,
  expiryYearsOffered: 10,
  footerLinkColumns: 3,
  proDealMaxDocumentBytes: 512 * 1024,
  locatorRadiiMiles: [50, 100, 150, 200, 250] as const,
  locatorDefaultRadiusMiles: 50,
  milesToMeters: 1609.34,
  defaultAddressType: 10,
} as const;

export const HEADER_MENUS = ['rifles', 'pistols', 'apparel', 'support'] as const;
export const CHECKOUT_STEPS = ['billing', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
export const BRAND = {
  name: 'Halvorsen Arms',
  supportEmail: 'support@halvorsenarms.com',
} as const;

/** The longest product search query the API accepts (characters); a longer one is answered 400. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** The API's answer (message and `captcha` field error) when a form's captcha does not verify. */
export const CAPTCHA_FAILED_MESSAGE = 'The captcha could not be verified, please try again';

/**
 * What the API accepts at all, whatever the route (issue 13): it answers 400 (413 for the body
 * size) before a handler runs. Each form field also has its own, shorter limit (TEXT_LIMITS).
 */
export const INPUT_LIMITS = {
  /** A JSON request body, in bytes. */
  jsonBodyBytes: 1024 * 1024,
  /** Arrays and objects nested inside each other in a JSON body. */
  jsonDepth: 32,
  /** Any one text (string) anywhere in a JSON body, in characters. */
  textLength: 10_000,
  /** Any one query-string value, in characters. */
  queryValueLength: 2048,
  /** How much of what was sent an error answer may quote, in characters. */
  errorQuoteLength: 200,
} as const;

/** Longest values of form fields (characters), shown by the forms and enforced by the API. */
export const TEXT_LIMITS = {
  name: 100,
  /** An address line, city, company, product name. */
  line: 200,
  email: 254,
  phone: 40,
  /** Room for '12345-6789' typed with spaces; the digits are what counts. */
  zip: 20,
  /** Ids and codes (product id, promo code, cart id). */
  code: 100,
  /** Captcha and payment tokens (a reCAPTCHA token is about 2,000 characters). */
  token: 4096,
  notes: 500,
  /** Free text (what a visitor is looking for, a message). */
  long: 2000,
} as const;

/** The most of one item a cart line may hold. */
export const CART_QUANTITY_MAX = 9999;

/** The message of a text over its limit: 'City must be at most 200 characters', or 'Must be ...'. */
export function tooLongMessage(max: number, label?: string): string {
  return label ? `${label} must be at most ${max} characters` : `Must be at most ${max} characters`;
}

/**
 * The length a form input allows when its field names none: the API's limit for that kind of value
 * (the form stops typing where the server would refuse). Passwords: AUTH_LIMITS.password (128).
 */
export function defaultMaxLength(type: string | undefined): number {
  if (type === 'email') return TEXT_LIMITS.email;
  if (type === 'tel') return TEXT_LIMITS.phone;
  if (type === 'password') return 128;
  return TEXT_LIMITS.line;
}
