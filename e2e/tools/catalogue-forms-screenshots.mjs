/**
 * Screenshots of the catalogue's forms at 390 px and 1280 px against the running shop (npm start):
 *   node e2e/tools/catalogue-forms-screenshots.mjs  ->  docs/screenshots/{image-request,
 *   product-registration, product-registration-errors, product-registration-done,
 *   account-my-products, stock-alert-unsubscribe}-{390,1280}.png
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/lib/browser.mjs';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screenshots');
const BASE = process.env.SHOP_BASE_URL ?? 'http://localhost:3000';
const API = process.env.SHOP_API_URL ?? 'http://localhost:4000';
const CONSENT = JSON.stringify({ value: 'declined', at: Date.now() });

async function register() {
  const email = `owner.${Date.now()}@example.com`;
  const res = await fetch(`${API}/Auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Erik',
      lastName: 'Halvorsen',
      email,
      password: 'correct horse battery',
      newsletter: false,
      captcha: 'test-pass-shots',
    }),
  });
  if (!res.ok) throw new Error(`register: ${res.status} ${await res.text()}`);
  return { email, token: (await res.json()).token };
}

async function shoot(page, name, width) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: width >= 1000 });
}

const owner = await register();
const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  await context.addInitScript(
    ([consent, token, email]) => {
      localStorage.setItem('shop.analyticsConsent', consent);
      localStorage.setItem('shop.accessToken', token.accessToken);
      localStorage.setItem('shop.refreshToken', token.refreshToken);
      localStorage.setItem('shop.tokenType', token.tokenType);
      localStorage.setItem('shop.expiresIn', String(token.expiresIn));
      localStorage.setItem('shop.tokenIssuedAt', String(Date.now()));
      localStorage.setItem('shop.email', email);
    },
    [CONSENT, owner.token, owner.email],
  );
  const page = await context.newPage();
  const main = page.locator('#shop-main');

  await page.goto(`${BASE}/media-library`);
  await main.getByLabel('First name', { exact: true }).scrollIntoViewIfNeeded();
  await shoot(page, 'image-request', width);

  await page.goto(`${BASE}/registration`);
  await shoot(page, 'product-registration', width);
  await main.getByRole('button', { name: 'Register', exact: true }).click();
  await shoot(page, 'product-registration-errors', width);

  await page.goto(`${BASE}/registration`);
  await main.getByLabel('Model', { exact: true }).selectOption({ label: 'Bridger HR-1' });
  await main.getByLabel('Serial number', { exact: true }).fill(`HA${String(Date.now()).slice(-7)}`);
  await main.getByLabel('Purchase date', { exact: true }).fill('2026-10-03');
  await main.getByLabel("Dealer's zip code").fill('59715');
  await main.getByRole('button', { name: 'Find dealers' }).click();
  await main.getByLabel('Dealer', { exact: true }).selectOption({ index: 1 });
  await main.getByLabel('First name', { exact: true }).fill('Erik');
  await main.getByLabel('Last name', { exact: true }).fill('Halvorsen');
  await main.getByLabel('Email', { exact: true }).fill(owner.email);
  await main.getByLabel('Zip code', { exact: true }).fill('59715');
  await main.getByLabel("I'm not a robot").check();
  await main.getByRole('button', { name: 'Register', exact: true }).click();
  await main.getByRole('status').filter({ hasText: 'is registered' }).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'product-registration-done', width);

  await page.goto(`${BASE}/profile/my-products`);
  await main
    .getByText(/^Serial /)
    .first()
    .waitFor();
  await shoot(page, 'account-my-products', width);

  await page.goto(`${BASE}/stock-alerts/unsubscribe?token=from-the-email`);
  await shoot(page, 'stock-alert-unsubscribe', width);
  await context.close();
}
await browser.close();
console.log(`screenshots in ${out}`);
