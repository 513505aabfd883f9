/**
 * Screenshots of the 3D builder (scene loaded, a build chosen) and of the checkout's promotion
 * modal (an applied discount's promotion with its Shop Now button) at 390 px and 1280 px against
 * the running shop (npm start): node e2e/tools/builder-screenshots.mjs
 *   -> docs/screenshots/builder-{390,1280}.png, promotion-modal-{390,1280}.png
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/lib/browser.mjs';
import { fillCheckoutField, fillGuestBilling } from '../../scripts/lib/checkout-form.mjs';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screenshots');
const BASE = process.env.SHOP_BASE_URL ?? 'http://localhost:3000';

async function shoot(page, name, width, { fullPage = width >= 1000 } = {}) {
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage });
}

async function builder(page, width) {
  await page.goto(`${BASE}/3dbuilder`);
  await page.locator('[data-bridge="ready"]').waitFor({ timeout: 60_000 });
  const frame = page.frameLocator('iframe[title$="3D configurator"]');
  // A build worth showing: .300 Win Mag, 24", stainless, with a scope and a sling.
  if (width < 600) await frame.getByRole('button', { name: 'Options' }).click();
  for (const option of ['.300 Win Mag', '24"', 'Stainless']) {
    await frame.getByRole('radio', { name: option }).check({ force: true });
  }
  for (const addOn of [/scope mount/, /sling/])
    await frame.getByRole('checkbox', { name: addOn }).check({ force: true });
  if (width < 600) await frame.getByRole('button', { name: 'Options' }).click();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'builder', width);
}

async function promotionModal(page, width) {
  await page.goto(`${BASE}/collection/accessories`);
  await page.getByRole('button', { name: 'Add Ridgeline Precision Bipod to cart' }).click();
  await page.getByTestId('notification').waitFor();
  await page.goto(`${BASE}/checkout`);
  await page.getByRole('button', { name: 'Next' }).waitFor();
  await fillGuestBilling(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Place Order' }).waitFor();
  await page.getByRole('button', { name: 'Apply Discount Code' }).click();
  await fillCheckoutField(page, 'Discount code', 'gear20');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await page.getByRole('dialog', { name: '20% off gear' }).waitFor();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'promotion-modal', width, { fullPage: false });
}

// Headless chromium without a GPU: WebGL runs on SwiftShader, which three.js renders with.
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
    await context.addInitScript(() => {
      localStorage.setItem('shop.analyticsConsent', JSON.stringify({ value: 'declined', at: Date.now() }));
    });
    const page = await context.newPage();
    await builder(page, width);
    await promotionModal(page, width);
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`Builder and promotion screenshots in ${out}`);
