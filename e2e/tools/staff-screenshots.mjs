/**
 * Screenshots of every back-office screen (issue 29's closing note), at 390 px and 1280 px, against
 * the running shop (npm start): node e2e/tools/staff-screenshots.mjs  ->  docs/screenshots/staff-*.png
 * An owner is made with the staff key (STAFF_API_KEY, else the embedded one in .data/staff-api-key),
 * takes the invitation and signs in through the API with an authenticator code computed by `otpauth`;
 * a customer places a firearm order (waiting for its FFL check, with a note) and an accessory order
 * (shipped in part) so the lists and the order's detail have something to show.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { chromiumLaunchOptions } from '../../scripts/lib/browser.mjs';
import { montanaCustomerInfo, testCardToken } from '../../scripts/lib/test-buyer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = path.join(root, 'docs', 'screenshots');
const BASE = process.env.SHOP_BASE_URL ?? 'http://localhost:3000';
const API = process.env.SHOP_API_URL ?? 'http://localhost:4000';
const STAFF_KEY =
  process.env.STAFF_API_KEY ?? fs.readFileSync(path.join(root, '.data', 'staff-api-key'), 'utf8').trim();
const PASSWORD = 'correct horse battery staple';
/** Where the back office keeps its session (mfe-staff/src/shared/session/staff-token.ts). */
const TOKEN_KEY = 'halvorsen.staff.session';

const SCREENS = [
  ['orders', '/staff/orders'],
  ['order', '/staff/orders/:id'],
  ['inventory', '/staff/inventory'],
  ['customers', '/staff/customers'],
  ['applications', '/staff/applications'],
  ['inbox', '/staff/inbox'],
  ['disposition', '/staff/disposition'],
  ['audit', '/staff/audit'],
  ['team', '/staff/team'],
];

async function call(pathname, { body, headers = {}, method = body === undefined ? 'GET' : 'POST' } = {}) {
  const res = await fetch(API + pathname, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}
const withKey = (pathname, body) => call(pathname, { body, headers: { 'x-staff-key': STAFF_KEY } });
const withSession = (token) => (pathname, body) =>
  call(pathname, { body, headers: { authorization: `Bearer ${token}` } });

/** An owner's complete staff session: invited, password set, authenticator enrolled. */
async function ownerSession() {
  const email = `owner.${Date.now()}@staff.example.com`;
  const { invitationUrl } = await withKey('/staff/staff', { email, role: 'owner' });
  const token = new URL(invitationUrl).searchParams.get('token');
  await call('/staff/auth/accept-invitation', { body: { token, password: PASSWORD } });
  const step = await call('/staff/auth/sign-in', { body: { email, password: PASSWORD } });
  const secret = Secret.fromBase32(new URL(step.otpauthUri).searchParams.get('secret'));
  const code = new TOTP({ secret, period: 30, digits: 6 }).generate();
  const session = await call('/staff/auth/totp/enrol', {
    body: { code },
    headers: { authorization: `Bearer ${step.token}` },
  });
  return session.token;
}

/** A registered customer's paid order of `lines`; firearm orders go to a dealer typed in at checkout. */
async function customerOrder(lines, firearm = false) {
  const email = `greta.${Date.now()}.${Math.floor(Math.random() * 1e4)}@example.com`;
  const { token } = await call('/Auth/register', {
    body: {
      firstName: 'Greta',
      lastName: 'Halvorsen',
      email,
      password: 'correct horse battery',
      newsletter: false,
      captcha: 'test-pass-staff-shots',
    },
  });
  const bearer = { authorization: `Bearer ${token.accessToken}` };
  let cart;
  for (const [productId, quantity] of lines)
    cart = await call('/Cart/items', { body: { productId, quantity }, headers: bearer });
  const placed = await call('/Checkout/simplified', {
    headers: bearer,
    body: {
      cartId: String(cart.id ?? cart.cartId),
      paymentToken: testCardToken(),
      customerInfo: montanaCustomerInfo({ email, name: 'Greta Halvorsen', shippingMethodId: '1' }),
      ...(firearm
        ? {
            dateOfBirth: '1980-06-15',
            dealerInfo: {
              dealerName: 'Gallatin Valley Arms',
              dealerAddress: '400 Rouse Ave',
              dealerEmail: 'ffl@gallatinarms.example.com',
              dealerPhone: '4065550199',
              dealerCity: 'Bozeman',
              dealerState: 'MT',
              dealerZip: '59715',
              dealerCountry: 'US',
            },
          }
        : {}),
    },
  });
  return placed.orderId;
}

async function shoot(page, name, width) {
  await page.locator('[data-boundary="staff"] h1').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(out, `staff-${name}-${width}.png`), fullPage: true });
}

fs.mkdirSync(out, { recursive: true });
const token = await ownerSession();
const staff = withSession(token);
const rifleOrder = await customerOrder([['HA-BR1-308WIN-20-BLK', 1]], true);
await staff(`/staff/orders/${rifleOrder}/notes`, { body: 'Dealer called: licence copy on its way by e-mail.' });
const accessoryOrder = await customerOrder([
  ['HA-BIP-RDG', 2],
  ['HA-HAT-LOGO-CHR', 1],
]);
const { items } = await staff(`/staff/orders/${accessoryOrder}`);
await staff(`/staff/orders/${accessoryOrder}/shipments`, {
  shipments: [
    {
      carrier: 'UPS',
      trackingNumber: `1Z${Date.now()}`,
      lines: [{ orderItemId: items[0].id, quantity: items[0].quantity }],
    },
  ],
});

const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of [390, 1280]) {
  const viewport = { width, height: width < 600 ? 844 : 900 };
  const visitor = await browser.newContext({ viewport });
  const signIn = await visitor.newPage();
  await signIn.goto(`${BASE}/staff/sign-in`);
  await shoot(signIn, 'sign-in', width);
  await visitor.close();

  const context = await browser.newContext({ viewport });
  await context.addInitScript(
    ([key, value]) => {
      localStorage.setItem('shop.analyticsConsent', JSON.stringify({ value: 'declined', at: Date.now() }));
      sessionStorage.setItem(key, value);
    },
    [TOKEN_KEY, token],
  );
  const page = await context.newPage();
  for (const [name, screen] of SCREENS) {
    await page.goto(`${BASE}${screen.replace(':id', String(rifleOrder))}`);
    await shoot(page, name, width);
  }
  await context.close();
}
await browser.close();
console.log(`Screenshots in ${out}`);
