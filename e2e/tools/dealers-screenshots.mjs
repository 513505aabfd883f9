/**
 * Screenshots of the dealer pages at 390 px and 1280 px against the running shop (npm start):
 *   node e2e/tools/dealers-screenshots.mjs  ->  docs/screenshots/
 *     dealer-locator-results-{390,1280}.png   59715 within 50 miles: the list and the pins on the map
 *     dealer-registration-{390,1280}.png      the application form (FFL / SOT open, a PDF chosen)
 *     checkout-dealer-picker-{390,1280}.png   a guest with an FFL rifle, a dealer chosen in the picker
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/lib/browser.mjs';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screenshots');
const BASE = process.env.SHOP_BASE_URL ?? 'http://localhost:3000';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(600);
}

async function shoot(page, name, width, fullPage = true) {
  await settle(page);
  await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage });
}

async function locator(page, width) {
  await page.goto(`${BASE}/dealer-locator`);
  const main = page.locator('#shop-main');
  await main.getByLabel('Zip Code', { exact: true }).fill('59715');
  await main.getByRole('button', { name: 'Search' }).click();
  await main.getByRole('list', { name: 'Dealers, nearest first' }).waitFor();
  await main.locator('path.dealer-pin').first().waitFor();
  // One dealer chosen, so the shot shows a list item and its pin marked together.
  await main.getByRole('list', { name: 'Dealers, nearest first' }).getByRole('button').nth(1).click();
  await page.mouse.move(1, 1);
  await page.evaluate(() => {
    document.activeElement?.blur();
    window.scrollTo(0, 0);
  });
  await shoot(page, 'dealer-locator-results', width);
}

async function registration(page, width) {
  await page.goto(`${BASE}/dealer-registration`);
  const main = page.locator('#shop-main');
  await main.getByRole('button', { name: 'Submit Application' }).waitFor();
  await main.getByLabel(/^Company/).fill('Paradise Valley Arms');
  await main.getByLabel(/^Website/).fill('www.paradisevalleyarms.com');
  await main.getByLabel(/^Phone/).fill('(406) 555-0177');
  const ffl = main.getByRole('group', { name: 'FFL / SOT' });
  await ffl.getByLabel('I hold an FFL / SOT').check();
  await ffl.getByLabel(/^FFL Number/).fill('1-23-456-78-9A-12345');
  await ffl
    .getByLabel(/^FFL Document/)
    .setInputFiles({ name: 'ffl-licence.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'dealer-registration', width);
}

async function checkoutPicker(page, width) {
  await page.goto(`${BASE}/product/bridger-hr1`);
  await page
    .locator('#shop-main')
    .getByRole('button', { name: /^add to cart$/i })
    .click();
  await page.getByTestId('notification').waitFor();
  await page.goto(`${BASE}/checkout`);
  const field = (label) => page.getByLabel(new RegExp(`^${label}( \\*| \\(optional\\))?$`)).first();
  await field('Email').fill('ada@example.com');
  await field('First name').fill('Ada');
  await field('Last name').fill('Lovelace');
  await field('Zip code').fill('59715');
  const picker = page.locator('#shop-main [data-boundary="dealers"]');
  await picker.getByRole('button', { name: 'Choose this dealer' }).first().click();
  await settle(page);
  await picker.scrollIntoViewIfNeeded();
  await page.evaluate(() => {
    const el = document.querySelector('#shop-main [data-boundary="dealers"]');
    if (el) window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 90);
  });
  await page.screenshot({ path: path.join(out, `checkout-dealer-picker-${width}.png`), fullPage: false });
}

const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of [390, 1280]) {
  const viewport = { width, height: width < 600 ? 844 : 900 };
  const context = await browser.newContext({ viewport });
  await context.addInitScript(() =>
    localStorage.setItem('shop.analyticsConsent', JSON.stringify({ value: 'declined', at: Date.now() })),
  );
  const page = await context.newPage();
  await locator(page, width);
  await registration(page, width);
  await checkoutPicker(page, width);
  await context.close();
}
await browser.close();
console.log(`Dealer screenshots in ${out}`);
