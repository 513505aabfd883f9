/**
 * Screenshots of what issues 28-30 added for shoppers and QA, at 390 px and 1280 px, against the
 * running shop (npm start): node e2e/tools/delivery-screenshots.mjs  ->  docs/screenshots/*.png
 * - the QA override banner (an override of the catalog made with the staff key, opened by its link);
 * - a shipped order in the account's order details (a customer's order shipped in two parcels by
 *   the staff API, with tracking links).
 * Uses the staff key (STAFF_API_KEY, else the embedded one in .data/staff-api-key).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/lib/browser.mjs';
import { montanaCustomerInfo, testCardToken } from '../../scripts/lib/test-buyer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = path.join(root, 'docs', 'screenshots');
const BASE = process.env.SHOP_BASE_URL ?? 'http://localhost:3000';
const API = process.env.SHOP_API_URL ?? 'http://localhost:4000';
const STAFF_KEY =
  process.env.STAFF_API_KEY ?? fs.readFileSync(path.join(root, '.data', 'staff-api-key'), 'utf8').trim();
let address = Math.floor(Math.random() * 200);

async function call(pathname, body, headers = {}, method = 'POST') {
  const res = await fetch(API + pathname, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.201.${address}.${++address % 250}`,
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}
const staff = (pathname, body, method = 'POST') => call(pathname, body, { 'x-staff-key': STAFF_KEY }, method);

/** A customer with an order of two accessories, shipped in two parcels. */
async function shippedOrder() {
  const email = `greta.${Date.now()}@example.com`;
  const { token } = await call('/Auth/register', {
    firstName: 'Greta',
    lastName: 'Halvorsen',
    email,
    password: 'correct horse battery',
    newsletter: false,
    captcha: 'test-pass-shots',
  });
  const bearer = { authorization: `Bearer ${token.accessToken}` };
  const cart = await call('/Cart/items', { productId: 'HA-BIP-RDG', quantity: 2 }, bearer);
  await call('/Cart/items', { productId: 'HA-HAT-LOGO-CHR', quantity: 1 }, bearer);
  const placed = await call(
    '/Checkout/simplified',
    {
      cartId: String(cart.id ?? cart.cartId),
      paymentToken: testCardToken(),
      customerInfo: montanaCustomerInfo({ email, name: 'Greta Halvorsen', shippingMethodId: '1' }),
    },
    bearer,
  );
  const orderId = placed.orderId;
  const detail = await staff(`/staff/orders/${orderId}`, undefined, 'GET');
  const [first, second] = detail.items;
  await staff(`/staff/orders/${orderId}/shipments`, {
    shipments: [
      {
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        lines: [{ orderItemId: first.id, quantity: first.quantity }],
      },
      { carrier: 'USPS', trackingNumber: '9400111899223197428490', lines: [{ orderItemId: second.id, quantity: 1 }] },
    ],
  });
  return { email, token, orderId };
}

function storageOf({ email, token }) {
  return {
    'shop.analyticsConsent': JSON.stringify({ value: 'declined', at: Date.now() }),
    'shop.accessToken': token.accessToken,
    'shop.refreshToken': token.refreshToken,
    'shop.tokenType': token.tokenType,
    'shop.expiresIn': String(token.expiresIn),
    'shop.tokenIssuedAt': String(Date.now()),
    'shop.email': email,
  };
}

async function shoot(page, name, width) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: width >= 1000 });
}

fs.mkdirSync(out, { recursive: true });
const customer = await shippedOrder();
const { version } = (await (await fetch(`${API}/Registry/state`)).json()).remotes.catalog.current;
const { token: override } = await staff('/Registry/overrides', { remote: 'catalog', target: version, ttlMinutes: 30 });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of [390, 1280]) {
  const viewport = { width, height: width < 600 ? 844 : 900 };
  const qa = await browser.newContext({ viewport });
  await qa.addInitScript(() =>
    localStorage.setItem('shop.analyticsConsent', JSON.stringify({ value: 'declined', at: Date.now() })),
  );
  const page = await qa.newPage();
  await page.goto(`${BASE}/?remote-override=${encodeURIComponent(override)}`);
  await page.getByRole('button', { name: 'Clear override' }).waitFor();
  await shoot(page, 'qa-override-banner', width);
  await qa.close();

  const signedIn = await browser.newContext({ viewport });
  await signedIn.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storageOf(customer));
  const account = await signedIn.newPage();
  await account.goto(`${BASE}/profile/orders/${customer.orderId}`);
  await shoot(account, 'account-order-shipped', width);
  await signedIn.close();
}
await browser.close();
console.log(`Screenshots in ${out}`);
