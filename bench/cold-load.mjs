/**
 * Cold first load per route: every JavaScript file the page fetched, gzipped here with the same
 * settings for every file (so figures compare across runs), and the number of React DOM renderers
 * that registered in the page (must be 1: one shared copy).
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../scripts/lib/browser.mjs';
import { API_URL, PARTS, SHOP_URL } from '../scripts/shop-parts.mjs';

/**
 * The shell's real-user Web Vitals code (shell/src/beacons/track-web-vitals.ts): fetched on a
 * sampled share of page loads (25 % by default), after the load event and an idle moment, so it is
 * no part of the first view. Reported on its own (`sampledRumGzipKb`) when the run drew it, instead
 * of adding 6 KB to the route's figure in one run of four (decision 0053).
 */
const SAMPLED_RUM_CHUNK = /\/rum-web-vitals\.[0-9a-f]+\.js$/;

/** Each route with the remote that owns it (its origin's JS counts as the route's own). */
export const ROUTES = [
  { route: '/', owner: PARTS.catalog.port, ready: '[data-boundary="catalog"]' },
  { route: '/collection/rifles', owner: PARTS.catalog.port, ready: '[data-boundary="catalog"]' },
  { route: '/product/', owner: PARTS.catalog.port, ready: '[data-boundary="catalog"]', pickProduct: true },
  // A shopper reaches checkout with something in the cart (the empty-cart page loads less).
  { route: '/checkout', owner: PARTS.checkout.port, ready: '[data-boundary="checkout"] form', withCartItem: true },
  // The account area is for signed-in customers (a visitor is sent to sign in).
  { route: '/profile', owner: PARTS.account.port, ready: '[data-boundary="account"] h1', signedIn: true },
  { route: '/dealer-locator', owner: PARTS.dealers.port, ready: '[data-boundary="dealers"]' },
  // The 3D experience: shell + catalog + its canvas document (three.js, served by the catalog
  // remote in its frame), measured once the canvas reported progress 1 and the bridge registered.
  {
    route: '/3dbuilder',
    owner: PARTS.catalog.port,
    ready: '[data-boundary="catalog"] [data-bridge="ready"]',
    readyTimeoutMs: 60_000,
  },
];

export async function firstProductSlug() {
  try {
    const res = await fetch(`${API_URL}/strapi/products/search/a`);
    const body = await res.json();
    return body.data?.[0]?.slug ?? '';
  } catch {
    return '';
  }
}

const API = API_URL;

/** A guest with one accessory in its cart, made through the API as the shop would. */
export async function guestWithCartItem() {
  const post = async (path, body, headers = {}) => {
    const res = await fetch(API + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    return res.json();
  };
  const guest = await post('/Auth/guest', {});
  const product = await (await fetch(`${API}/strapi/products/ridgeline-bipod`)).json();
  const doc = Array.isArray(product.data) ? product.data[0] : product.data;
  await post(
    `/Cart/guest/${guest.guestId}/items`,
    { productId: doc.skus[0].sku, quantity: 1 },
    {
      'x-guest-id': guest.guestId,
    },
  );
  return guest.guestId;
}

/**
 * The page-hints cookie the shop's pages write for these local-storage entries (shared-contracts'
 * session/page-hints-cookie.ts, pageHintsValue; decision 0067): a returning visitor's browser holds
 * both, so a bench that stores the entries sets the cookie too. Null when there is nothing to hint.
 */
export function pageHintsCookie(entries) {
  const token = entries['shop.guestToken'];
  let value = null;
  if (entries['shop.accessToken']) value = 's';
  else if (token?.startsWith('gid_'))
    value = `${entries['shop.guestCart'] === token ? 'c' : 'g'}.${encodeURIComponent(token)}`;
  return value === null ? null : { name: 'shop_page_hints', value };
}

/** The local storage of a guest with one item in its cart: what checkout needs to show an order. */
export async function guestWithCartItemStorage() {
  const token = await guestWithCartItem();
  // The checkout reads a guest's cart only for the token whose cart it has seen (the guest-cart
  // marker, issue 32 item 9); a shopper's first add to the cart leaves both keys.
  return { 'shop.guestToken': token, 'shop.guestCart': token };
}

/** A fresh customer, registered and signed in through the API: the token set the shop stores. */
export async function signedInCustomer() {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await fetch(`${API}/Auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Customer',
      email,
      password: 'correct-horse-battery',
      newsletter: false,
      captcha: 'test-pass-bench',
    }),
  });
  if (!res.ok) throw new Error(`/Auth/register answered ${res.status}`);
  const { token } = await res.json();
  return {
    'shop.accessToken': token.accessToken,
    'shop.refreshToken': token.refreshToken,
    'shop.tokenType': token.tokenType,
    'shop.expiresIn': String(token.expiresIn),
    'shop.tokenIssuedAt': String(Date.now()),
    'shop.email': email,
  };
}

/** KiB to two decimals: a figure rounded to one could read 180.0 for 180.01, over a 180 KB budget. */
const kib = (bytes) => +(bytes / 1024).toFixed(2);

/** A regular expression in Preact's core (its className handling) that no other script of the page has. */
const PREACT_CORE = '/sName$/';

/**
 * `routes` narrows the run to some routes (by `route`); `files: true` adds each counted file's
 * gzip KiB (bench/first-view-js.mjs, the first-view breakdown).
 */
export async function measureColdLoads(base = SHOP_URL, { routes = null, files = false } = {}) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const results = [];
  try {
    for (const spec of ROUTES.filter((r) => !routes || routes.includes(r.route))) {
      const route = spec.pickProduct ? `/product/${await firstProductSlug()}` : spec.route;
      const context = await browser.newContext();
      const stored = {
        ...(spec.withCartItem ? await guestWithCartItemStorage() : {}),
        ...(spec.signedIn ? await signedInCustomer() : {}),
      };
      const cookie = pageHintsCookie(stored);
      if (cookie) await context.addCookies([{ ...cookie, url: base }]);
      await context.addInitScript((stored) => {
        localStorage.setItem('shop.analyticsConsent', JSON.stringify({ value: 'declined', at: Date.now() }));
        for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
        let copies = 0;
        Object.defineProperty(window, '__reactDomCopies', { get: () => copies });
        window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
          renderers: new Map(),
          supportsFiber: true,
          inject(renderer) {
            copies += 1;
            this.renderers.set(copies, renderer);
            return copies;
          },
          onScheduleFiberRoot() {},
          onCommitFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
          checkDCE() {},
        };
      }, stored);
      const page = await context.newPage();
      const scripts = new Set();
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script' || res.url().endsWith('.js')) scripts.add(res.url());
      });
      await page.goto(base + route, { waitUntil: 'networkidle' });
      await page.waitForSelector(spec.ready, { timeout: spec.readyTimeoutMs ?? 15_000 }).catch(() => {});
      await page.waitForLoadState('networkidle');
      // The route's own load is the shell plus the owning remote (with the shared modules they
      // serve); other remotes' fragments (cart service, footer signup) load after the page is
      // idle or on interaction and are reported separately.
      const own = new Set([PARTS.shell.port, spec.owner]);
      let gzip = 0;
      let raw = 0;
      let deferredGzip = 0;
      let canvasGzip = 0;
      let sampledRumGzip = 0;
      const perFile = [];
      let preactCopies = 0;
      for (const url of scripts) {
        const body = Buffer.from(await (await fetch(url)).arrayBuffer());
        if (body.includes(PREACT_CORE)) preactCopies += 1;
        const size = gzipSync(body, { level: 9 }).length;
        if (new URL(url).pathname.includes('/3dbuilder/')) canvasGzip += size;
        if (SAMPLED_RUM_CHUNK.test(new URL(url).pathname)) {
          sampledRumGzip += size;
        } else if (own.has(Number(new URL(url).port))) {
          raw += body.length;
          gzip += size;
          perFile.push({ url, gzipKb: kib(size) });
        } else {
          deferredGzip += size;
        }
      }
      // React DOM announces itself to the devtools' hook; Preact (the default renderer) is counted
      // by its core's code in the scripts the page ran.
      const reactDomCopies = (await page.evaluate(() => window.__reactDomCopies)) + preactCopies;
      results.push({
        route,
        scripts: scripts.size,
        jsRawKb: kib(raw),
        jsGzipKb: kib(gzip),
        deferredFragmentsGzipKb: kib(deferredGzip),
        ...(canvasGzip > 0 ? { canvasDocumentGzipKb: kib(canvasGzip) } : {}),
        ...(sampledRumGzip > 0 ? { sampledRumGzipKb: kib(sampledRumGzip) } : {}),
        reactDomCopies,
        ...(files ? { files: perFile.sort((a, b) => b.gzipKb - a.gzipKb) } : {}),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
