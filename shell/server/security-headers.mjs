/**
 * Security headers of the shell's server (issue 13, docs/decisions/0013).
 *
 * Every answer: `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`,
 * a `Permissions-Policy` that turns off what the shop never uses, `Cross-Origin-Opener-Policy:
 * same-origin` (no other window keeps a handle on the shop's, where the tokens live).
 *
 * Every page: a Content-Security-Policy built from the runtime config the page carries, so a remote
 * published on a new origin, or a provider switched on by settings, is allowed on the next page load
 * without touching this file:
 *   - scripts: the shell's own origin, each remote's origin (their entries and chunks), and inline
 *     scripts only with this page's nonce; no 'unsafe-inline', no 'unsafe-eval'. (The inline runtime
 *     config is a JSON data block, which the browser never runs: CSP does not apply to it.)
 *   - connections: the API, the remotes (manifests, route hints), the providers' APIs;
 *   - images: the API's media, the remotes' assets, data: and blob: URLs;
 *   - styles: the remotes' stylesheets, the page's inline boot style by its nonce;
 *   - frames: the catalog remote's origin (the 3D experience is its own canvas document in a frame,
 *     spec 001 §2) and the captcha's, when reCAPTCHA is configured; the shop itself is never framed
 *     (`frame-ancestors 'none'`); no plugins, base URL and form targets pinned to the shop.
 * A QA override from a dev server's URL (overrides.mjs) is a remote's origin like the others (its
 * entry is there); its live-reload socket (ws: or wss: on the same host) is admitted for connections.
 * A provider's hosts (reCAPTCHA, Authorize.net's Accept.js, the reviews vendor, a maps service) are
 * added only when the runtime config turns that provider on.
 */
import { randomBytes } from 'node:crypto';

/** Hosts each third-party provider needs, by the directive they are used in. */
export const PROVIDER_SOURCES = {
  recaptcha: {
    'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    'connect-src': ['https://www.google.com/recaptcha/'],
  },
  'authorize-net:sandbox': {
    'script-src': ['https://jstest.authorize.net'],
    'connect-src': ['https://apitest.authorize.net', 'https://jstest.authorize.net'],
  },
  'authorize-net:production': {
    'script-src': ['https://js.authorize.net'],
    'connect-src': ['https://api2.authorize.net', 'https://js.authorize.net'],
  },
  reviews: {
    'script-src': ['https://staticw2.yotpo.com', 'https://cdn-widgetsrepository.yotpo.com'],
    'connect-src': ['https://api.yotpo.com', 'https://api-cdn.yotpo.com', 'https://staticw2.yotpo.com'],
    'img-src': ['https://*.yotpo.com'],
    'font-src': ['https://*.yotpo.com'],
    // The vendor's widget writes its own inline styles.
    'style-src': ['https://*.yotpo.com', "'unsafe-inline'"],
  },
  maps: {
    'script-src': ['https://maps.googleapis.com'],
    'connect-src': ['https://maps.googleapis.com'],
    'img-src': ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.ggpht.com'],
    'font-src': ['https://fonts.gstatic.com'],
    'style-src': ['https://fonts.googleapis.com', "'unsafe-inline'"],
  },
};

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(self), payment=(self), usb=()';

/** A fresh nonce for one page. */
export function newNonce() {
  return randomBytes(18).toString('base64');
}

function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The providers the runtime config turns on, as keys of PROVIDER_SOURCES. */
export function enabledProviders(providers) {
  const on = [];
  if (providers?.captcha?.kind === 'recaptcha') on.push('recaptcha');
  if (providers?.payment?.kind === 'authorize-net') on.push(`authorize-net:${providers.payment.mode}`);
  if (providers?.reviews) on.push('reviews');
  if (providers?.maps?.kind === 'maps') on.push('maps');
  return on;
}

/**
 * The page's Content-Security-Policy.
 * @param {{ apiBase: string, remotes: Record<string, { entry: string }>, providers: object, overrides?: Record<string, { url?: string }> }} config the runtime config
 * @param {{ nonce: string }} options
 */
export function contentSecurityPolicy(config, { nonce }) {
  const api = originOf(config.apiBase);
  const remotes = [...new Set(Object.values(config.remotes ?? {}).map((remote) => originOf(remote.entry)))].filter(
    Boolean,
  );
  const own = ["'self'", ...remotes];
  const catalog = originOf(config.remotes?.catalog?.entry);
  const devSockets = Object.values(config.overrides ?? {})
    .map((override) => originOf(override.url))
    .filter(Boolean)
    .map((origin) => origin.replace(/^http/, 'ws'));
  const directives = {
    'default-src': ["'self'"],
    'script-src': [...own, `'nonce-${nonce}'`],
    'style-src': [...own, `'nonce-${nonce}'`],
    // Style attributes (no script can run from one) in server-rendered HTML, e.g. a breadcrumb's
    // layout; <style> elements still need the nonce.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': [...own, ...(api ? [api] : []), 'data:', 'blob:'],
    'font-src': [...own, 'data:'],
    'connect-src': [...own, ...(api ? [api] : []), ...devSockets],
    // blob: the back office shows a private PDF (a licence copy, an application's document) it has
    // fetched with the staff bearer token in a frame; only this page's own script can make one.
    'frame-src': [...(catalog ? [catalog] : []), 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  for (const provider of enabledProviders(config.providers)) {
    for (const [directive, sources] of Object.entries(PROVIDER_SOURCES[provider])) {
      directives[directive].push(...sources);
    }
  }
  // 'unsafe-inline' is ignored next to a nonce: a provider that needs inline styles drops the nonce.
  if (directives['style-src'].includes("'unsafe-inline'")) {
    directives['style-src'] = directives['style-src'].filter((source) => !source.startsWith("'nonce-"));
  }
  return Object.entries(directives)
    .map(([directive, sources]) => {
      const unique = [...new Set(sources)];
      return `${directive} ${unique.length > 0 ? unique.join(' ') : "'none'"}`;
    })
    .join('; ');
}

/** Headers every answer of the shell's server carries. */
export function commonSecurityHeaders({ hstsMaxAgeSeconds = 0 } = {}) {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    ...(hstsMaxAgeSeconds > 0
      ? { 'strict-transport-security': `max-age=${hstsMaxAgeSeconds}; includeSubDomains` }
      : {}),
  };
}
