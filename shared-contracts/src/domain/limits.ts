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
