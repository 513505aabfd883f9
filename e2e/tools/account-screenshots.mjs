/**
 * Screenshots of every account and authentication screen at 390 px and 1280 px against the running
 * shop (npm start): node e2e/tools/account-screenshots.mjs  ->  docs/screenshots/account-*.png
 * A customer is made through the API (registered, an address saved, an order placed, a review
 * written) so every page shows real data; the empty states are shot with a second, new customer.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/lib/browser.mjs';
import { montanaCustomerInfo, testCardToken } from '../../scripts/lib/test-buyer.mjs';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screenshots');
const BASE = process.env.SHOP_BASE_URL ?? 'http://localhost:3000';
const API = process.env.SHOP_API_URL ?? 'http://localhost:4000';
let address = Math.floor(Math.random() * 200);

async function call(pathname, body, token, method = 'POST') {
  const res = await fetch(API + pathname, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.200.${address}.${++address % 250}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

async function customer(firstName, lastName) {
  const email = `${firstName.toLowerCase()}.${Date.now()}@example.com`;
  const { token } = await call('/Auth/register', {
    firstName,
    lastName,
    email,
    password: 'correct horse battery',
    newsletter: false,
    captcha: 'test-pass-shots',
  });
  return { email, token };
}

const paymentToken = testCardToken();

async function withData() {
  const who = await customer('Erik', 'Halvorsen');
  const bearer = who.token.accessToken;
  await call(
    '/User/profile',
    { firstName: 'Erik', lastName: 'Halvorsen', phoneNumber: '(406) 555-0142' },
    bearer,
    'PUT',
  );
  const home = {
    addressName: 'Ranch',
    firstName: 'Erik',
    lastName: 'Halvorsen',
    company: null,
    mainContact: '(406) 555-0142',
    addressLine1: '4120 Bridger Canyon Rd',
    addressLine2: null,
    city: 'Bozeman',
    state: 'MT',
    postalCode: '59715',
    country: 'United States',
  };
  await call('/User/addresses', home, bearer);
  await call(
    '/User/addresses',
    {
      ...home,
      addressName: 'Cabin',
      addressLine1: '18 Elk Meadow Ln',
      city: 'Big Sky',
      postalCode: '59716',
      isDefaultBilling: false,
      isDefaultShipping: false,
    },
    bearer,
  );
  const cart = await call('/Cart/items', { productId: 'HA-BIP-RDG', quantity: 2 }, bearer);
  await call('/Cart/items', { productId: 'HA-HAT-LOGO-CHR', quantity: 1 }, bearer);
  const order = await call(
    '/Checkout/simplified',
    {
      cartId: String(cart.id ?? cart.cartId),
      paymentToken,
      customerInfo: montanaCustomerInfo({
        email: who.email,
        name: 'Erik Halvorsen',
        address: '4120 Bridger Canyon Rd',
        shippingMethodId: '1',
      }),
    },
    bearer,
  );
  return { ...who, orderId: order.orderId ?? order.id };
}

function storageOf(who) {
  const t = who.token;
  return {
    'shop.analyticsConsent': JSON.stringify({ value: 'declined', at: Date.now() }),
    'shop.accessToken': t.accessToken,
    'shop.refreshToken': t.refreshToken,
    'shop.tokenType': t.tokenType,
    'shop.expiresIn': String(t.expiresIn),
    'shop.tokenIssuedAt': String(Date.now()),
    'shop.email': who.email,
  };
}

async function shoot(page, name, width) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: width >= 1000 });
}

const rich = await withData();
const empty = await customer('Ada', 'Lund');
const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of [390, 1280]) {
  const viewport = { width, height: width < 600 ? 844 : 900 };
  // Signed out: the authentication screens.
  const guest = await browser.newContext({ viewport });
  await guest.addInitScript(() =>
    localStorage.setItem('shop.analyticsConsent', JSON.stringify({ value: 'declined', at: Date.now() })),
  );
  const page = await guest.newPage();
  for (const [name, route] of [
    ['login', '/login'],
    ['register', '/register'],
    ['forgot-password', '/forgot-password'],
    ['reset-password', '/auth/reset-password?token=from-the-email'],
    ['newsletter-unsubscribe', '/Newsletter/unsubscribe/from-the-email'],
    ['profile-signed-out', '/profile'],
  ]) {
    await page.goto(BASE + route);
    await shoot(page, name, width);
  }
  await page.goto(`${BASE}/login`);
  await page.locator('#shop-main').getByRole('button', { name: 'Sign In' }).click();
  await shoot(page, 'login-errors', width);
  await guest.close();

  for (const [who, pages] of [
    [
      rich,
      [
        ['account-overview', '/profile/details'],
        ['account-information', '/profile/account-information'],
        ['account-update-password', '/profile/update-password'],
        ['account-newsletter', '/profile/newsletter'],
        ['account-address-book', '/profile/address-book'],
        ['account-address-new', '/profile/address-book/new'],
        ['account-orders', '/profile/orders'],
        ['account-order-details', `/profile/orders/${rich.orderId}`],
        ['account-discount-programs', '/profile/discount-programs'],
        ['account-pro-deal', '/profile/pro-deal'],
        ['account-my-reviews', '/profile/my-reviews'],
        ['checkout-signed-in', '/checkout'],
      ],
    ],
    [
      empty,
      [
        ['account-address-book-empty', '/profile/address-book'],
        ['account-orders-empty', '/profile/orders'],
      ],
    ],
  ]) {
    const context = await browser.newContext({ viewport });
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storageOf(who));
    const signedIn = await context.newPage();
    for (const [name, route] of pages) {
      await signedIn.goto(BASE + route);
      await shoot(signedIn, name, width);
    }
    await context.close();
  }
}
await browser.close();
console.log(`Account screenshots in ${out}`);
