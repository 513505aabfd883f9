/**
 * Takes the documentation screenshots of every page type at 390 px and 1280 px against the running
 * shop (npm start): node e2e/tools/screenshots.mjs  ->  docs/screenshots/*.png
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/lib/browser.mjs';
import { fillCheckoutField, fillGuestBilling } from '../../scripts/lib/checkout-form.mjs';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screenshots');
const BASE = process.env.SHOP_BASE_URL ?? process.env.SHOP_URL ?? 'http://localhost:3000';

const PAGES = [
  ['home', '/'],
  ['collection-filterable-grid', '/collection/rifles'],
  ['collection-tabbed-grid', '/collection/pistols'],
  ['collection-cards', '/collection/apparel'],
  ['collection-simple-grid', '/collection/accessories'],
  ['product-long', '/product/bridger-hr1'],
  ['product-short-alt', '/product/sentinel-9-compact'],
  ['product-short', '/product/ridgeline-bipod'],
  ['search-results', '/search/sentinel'],
  ['limited-edition', '/limited-edition'],
  ['faq', '/faq'],
  ['profile-signed-out', '/profile'],
  ['login', '/login'],
  ['dealer-locator', '/dealer-locator'],
  ['not-found', '/no-such-page'],
];

async function shoot(page, name, width) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: width >= 1000 });
}

const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  await context.addInitScript(() => {
    localStorage.setItem('shop.analyticsConsent', JSON.stringify({ value: 'declined', at: Date.now() }));
  });
  const page = await context.newPage();
  for (const [name, route] of PAGES) {
    await page.goto(BASE + route);
    await shoot(page, name, width);
  }
  // Drawer and checkout with a real cart.
  await page.goto(`${BASE}/collection/accessories`);
  await page.getByRole('button', { name: 'Add Ridgeline Precision Bipod to cart' }).click();
  await page.getByTestId('notification').waitFor();
  await page.getByTestId('cart-button').click();
  await page.getByRole('dialog', { name: /your cart/i }).waitFor();
  await shoot(page, 'cart-drawer', width);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('button', { name: 'Next' }).waitFor();
  await shoot(page, 'checkout-billing', width);
  await fillGuestBilling(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Place Order' }).waitFor();
  await shoot(page, 'checkout-payment', width);
  await fillCheckoutField(page, 'Card number', '4111111111111111');
  await fillCheckoutField(page, 'Month', '12');
  await fillCheckoutField(page, 'Year', String(new Date().getFullYear() + 2));
  await fillCheckoutField(page, 'Security code', '123');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/confirm\//);
  await page.getByRole('heading', { name: /thank you/i }).waitFor();
  await shoot(page, 'confirmation', width);
  // Restricted items: a magazine restricted in California.
  await page.goto(`${BASE}/collection/accessories`);
  await page
    .getByRole('button', { name: 'Add Bridger 4-Round Magazine to cart' })
    .click()
    .catch(() => {});
  await page.goto(`${BASE}/product/gallatin-carbine`);
  await page
    .locator('#shop-main')
    .getByRole('button', { name: /^add to cart$/i })
    .click();
  await page.getByTestId('notification').waitFor();
  await page.goto(`${BASE}/checkout`);
  await page.getByRole('button', { name: 'Next' }).waitFor();
  for (const [label, value] of [
    ['Email', 'ada@example.com'],
    ['First name', 'Ada'],
    ['Last name', 'Lovelace'],
    ['Address', '12 Main St'],
    ['City', 'Los Angeles'],
    ['State', 'CA'],
    ['Zip code', '90012'],
    ['Dealer name', 'Gallatin Valley Arms'],
    ['Dealer email', 'ffl@gallatinarms.com'],
    ['Dealer phone', '4065550199'],
    ['Dealer address', '400 Rouse Ave'],
    ['Dealer city', 'Bozeman'],
    ['Dealer state', 'MT'],
    ['Dealer zip code', '59715'],
  ]) {
    await fillCheckoutField(page, label, value);
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('alertdialog').waitFor();
  await shoot(page, 'restricted-modal', width);
  await context.close();

  // A remote whose server is unreachable: the error panel in its place.
  const broken = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  await broken.addInitScript(() => {
    localStorage.setItem('shop.analyticsConsent', JSON.stringify({ value: 'declined', at: Date.now() }));
  });
  await broken.route('http://localhost:3004/**', (route) => route.abort('connectionrefused'));
  const brokenPage = await broken.newPage();
  await brokenPage.goto(`${BASE}/dealer-locator`);
  await brokenPage.getByTestId('app-error-panel').waitFor();
  await shoot(brokenPage, 'remote-down-error-panel', width);
  await broken.close();
}
await browser.close();
console.log(`Screenshots in ${out}`);
