/**
 * The API contract list: every endpoint the frontends (shell, mfe-*) call through the shared HTTP
 * client, in the specifications' form (`{param}` for a path parameter). The API's test
 * api/tests/platform/contract-endpoints.test.ts checks each one is registered on the built app,
 * except those in KNOWN_MISSING, and fails when KNOWN_MISSING is wrong either way.
 *
 * A frontend that starts calling a new endpoint adds it here (and to KNOWN_MISSING until the API
 * serves it). Not exported from the package index (every page's first load pays for that file):
 * import it as `shared-contracts/api/endpoints`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiEndpoint {
  method: HttpMethod;
  /** As the specification writes it, e.g. `/Cart/guest/{token}/items`. */
  path: string;
}

export const API_ENDPOINTS: readonly ApiEndpoint[] = [
  // ---- shell: session and the page chrome ------------------------------------------------------
  { method: 'POST', path: '/Auth/guest' },
  { method: 'POST', path: '/Auth/refresh-token' },
  { method: 'POST', path: '/Auth/logout' },
  { method: 'GET', path: '/strapi/page/{name}' },

  // ---- shell's server: the sitemap (/sitemap.xml) lists the catalogue's URLs ----------------------
  { method: 'GET', path: '/strapi/sitemap' },

  // ---- mfe-catalog: content, price list, search, reviews, forms ---------------------------------
  { method: 'GET', path: '/Products' },
  { method: 'GET', path: '/Products/nocache' },
  { method: 'GET', path: '/Products/prices' },
  { method: 'GET', path: '/strapi/products/{title}' },
  { method: 'GET', path: '/strapi/products/by-id/{documentId}' },
  { method: 'GET', path: '/strapi/products/search/{query}' },
  { method: 'GET', path: '/strapi/product-groups/{title}' },
  { method: 'GET', path: '/reviews/products/{productId}' },
  { method: 'POST', path: '/reviews/products/{productId}' },
  { method: 'GET', path: '/reviews/recent' },
  { method: 'POST', path: '/ProductNotification/subscribe' },
  { method: 'POST', path: '/Registration/image-request' },

  // ---- mfe-checkout: cart (bearer and guest paths), checkout, confirmation ----------------------
  { method: 'GET', path: '/Cart' },
  { method: 'GET', path: '/Cart/guest/{token}' },
  { method: 'POST', path: '/Cart/items' },
  { method: 'POST', path: '/Cart/guest/{token}/items' },
  { method: 'PUT', path: '/Cart/items/{id}' },
  { method: 'PUT', path: '/Cart/guest/{token}/items/{id}' },
  { method: 'DELETE', path: '/Cart/items/{id}' },
  { method: 'DELETE', path: '/Cart/guest/{token}/items/{id}' },
  { method: 'POST', path: '/Cart/compute' },
  { method: 'POST', path: '/Cart/guest/{token}/compute' },
  { method: 'POST', path: '/Cart/promo-code' },
  { method: 'POST', path: '/Cart/guest/{token}/promo-code' },
  { method: 'GET', path: '/Cart/shipping-methods' },
  { method: 'POST', path: '/Checkout/simplified' },
  { method: 'GET', path: '/Order/{orderId}' },

  // ---- shell: the guest cart joins the customer's on sign-in ------------------------------------
  { method: 'POST', path: '/Cart/merge' },

  // ---- mfe-account: sign-in, registration, passwords ---------------------------------------------
  { method: 'POST', path: '/Auth/login' },
  { method: 'POST', path: '/Auth/register' },
  { method: 'POST', path: '/Auth/forgot-password' },
  { method: 'POST', path: '/Auth/reset-password' },
  { method: 'POST', path: '/Auth/change-password' },
  { method: 'POST', path: '/Auth/verify-registration' },
  { method: 'POST', path: '/Auth/resend-verification' },

  // ---- mfe-account and signed-in checkout: profile and address book ------------------------------
  { method: 'GET', path: '/User/profile' },
  { method: 'PUT', path: '/User/profile' },
  { method: 'POST', path: '/User/addresses' },
  { method: 'PUT', path: '/User/addresses/{id}' },
  { method: 'DELETE', path: '/User/addresses/{id}' },

  // ---- mfe-account: newsletter -----------------------------------------------------------------
  { method: 'POST', path: '/Newsletter/subscribe' },
  { method: 'POST', path: '/Newsletter/unsubscribe' },
  { method: 'GET', path: '/Newsletter/verify/{token}' },

  // ---- mfe-account: Pro Deal and the customer's own reviews ---------------------------------------
  { method: 'POST', path: '/Registration/prodeal' },
  { method: 'GET', path: '/reviews/mine' },

  // ---- mfe-dealers: the locator (and the checkout's dealer picker), dealer registration ----------
  { method: 'GET', path: '/Dealers/search' },
  { method: 'POST', path: '/Registration/dealer' },

  // ---- mfe-checkout: a zip must lie in the state given with it ------------------------------------
  { method: 'GET', path: '/Zip/{zip}' },

  // ---- mfe-catalog: back-in-stock alerts' unsubscribe link ---------------------------------------
  { method: 'POST', path: '/ProductNotification/unsubscribe' },

  // ---- mfe-catalog and mfe-account: product registration -----------------------------------------
  { method: 'GET', path: '/Registration/product/models' },
  { method: 'POST', path: '/Registration/product' },
  { method: 'GET', path: '/User/product-registrations' },
];

/**
 * Endpoints the frontends already call that the API does not serve yet: the next issues deliver
 * them. Until then the frontends meet a 404 and handle it. Remove an entry in the change that
 * registers its route (the contract test fails until then).
 */
export const KNOWN_MISSING: readonly ApiEndpoint[] = [];

/** `GET /Cart/guest/{token}`: one line per endpoint in messages and test names. */
export function endpointName(endpoint: ApiEndpoint): string {
  return `${endpoint.method} ${endpoint.path}`;
}
