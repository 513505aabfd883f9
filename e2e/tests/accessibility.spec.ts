/**
 * axe on every page type of the shop (issue 32 item 6), in the composed shop with real data: a
 * serious or critical finding fails the page. Each page is scanned once it has hydrated and its
 * main content shows (its owner's boundary, the page's heading), and again at 390 px where the
 * layout differs (the header's mobile menu button, stacked forms).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { fillCheckoutField, fillGuestBilling } from '../../scripts/lib/checkout-form.mjs';
import { newEmail, register } from '../support/account';
import { placeOrder, RIFLE, registeredCustomer } from '../support/customer-orders';
import { expect, needsTestProvider, test } from '../support/shop';
import { givePassword, needsStaffKey, newStaffer, STAFF_SCREENS, screenPath, signInStaff } from '../support/staff';

const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** The serious and critical findings on the page now, one line per rule with where it is. */
async function seriousFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} at ${violation.nodes
          .map(
            (node) =>
              `${node.target.join(' ')}${node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ')})` : ''}`,
          )
          .join('; ')}`,
    );
}

/** Hydrated (no server-rendered marker left) and the page's main content is on screen. */
async function pageReady(page: Page): Promise<void> {
  await expect(page.locator('#shop-main [data-boundary]').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-server-rendered]')).toHaveCount(0, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

async function expectNothingSerious(page: Page, at: string): Promise<void> {
  const findings: string[] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.waitForTimeout(200);
    // Kept with the run's results, to look at what was scanned.
    await page.screenshot({ path: test.info().outputPath(`${at.replace(/\W+/g, '-')}-${width}.png`) });
    findings.push(...(await seriousFindings(page)).map((finding) => `${width} px: ${finding}`));
  }
  expect(findings, at).toEqual([]);
}

const PUBLIC_PAGES: Array<[string, string]> = [
  ['home', '/'],
  ['a collection', '/collection/rifles'],
  ['a product', '/product/bridger-hr1'],
  ['search results', '/search/bridger'],
  ['the limited edition', '/limited-edition'],
  ['a content page', '/faq'],
  ['account sign-in', '/login'],
  ['the dealer locator', '/dealer-locator'],
  ['the dealer registration', '/dealer-registration'],
];

for (const [name, url] of PUBLIC_PAGES) {
  test(`axe finds nothing serious on ${name} (${url})`, async ({ page }) => {
    // The limited edition's promotion opens once per session: this scan is of the page behind it.
    await page.addInitScript(() => sessionStorage.setItem('catalog:limited-edition-promo-seen', '1'));
    await page.goto(url);
    await pageReady(page);
    await expectNothingSerious(page, url);
  });
}

test('axe finds nothing serious on the 3D builder', async ({ page }) => {
  await page.goto('/3dbuilder');
  await expect(page.locator('[data-boundary="catalog"] [data-bridge]')).toHaveAttribute('data-bridge', 'ready', {
    timeout: 45_000,
  });
  await expectNothingSerious(page, '/3dbuilder');
});

test('axe finds nothing serious on the open dialogs: consent and the limited-edition promotion', async ({ page }) => {
  await page.addInitScript(() => localStorage.removeItem('shop.analyticsConsent'));
  await page.goto('/limited-edition');
  const consent = page.getByRole('dialog', { name: 'Analytics cookies' });
  await expect(consent).toBeVisible({ timeout: 20_000 });
  expect(await seriousFindings(page), 'the consent dialog').toEqual([]);
  await consent.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('link', { name: 'Shop Now' })).toBeVisible();
  expect(await seriousFindings(page), 'the promotion').toEqual([]);
});

test('axe finds nothing serious on the checkout with an item and on the confirmation', async ({ page }) => {
  await needsTestProvider('payment');
  await page.goto('/collection/accessories');
  await page.getByRole('button', { name: 'Add to Cart: Ridgeline Precision Bipod' }).click();
  await expect(page.getByTestId('notification')).toContainText('You added');
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  await expect(page.locator('#shop-main')).toContainText('Ridgeline Precision Bipod');
  await page.waitForLoadState('networkidle');
  await expectNothingSerious(page, '/checkout (billing)');

  await page.setViewportSize({ width: 1280, height: 900 });
  await fillGuestBilling(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  await expectNothingSerious(page, '/checkout (payment)');

  await page.setViewportSize({ width: 1280, height: 900 });
  await fillCheckoutField(page, 'Card number', '4111111111111111');
  await fillCheckoutField(page, 'Month', '12');
  await fillCheckoutField(page, 'Year', String(new Date().getFullYear() + 2));
  await fillCheckoutField(page, 'Security code', '123');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/confirm\/\d+/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: /thank you/i })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNothingSerious(page, '/confirm');
});

test('axe finds nothing serious in the account area', async ({ page }) => {
  await register(page, newEmail('axe'));
  await page.goto('/profile');
  await pageReady(page);
  await expect(page.locator('#shop-main h1, #shop-main h2').first()).toBeVisible();
  await expectNothingSerious(page, '/profile');
});

/** A back-office screen has loaded: its heading, and no request left pending. */
async function staffScreenReady(page: Page): Promise<void> {
  await expect(page.locator('[data-boundary="staff"] h1')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-boundary="staff"] [aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

test('axe finds nothing serious on the back office: sign-in, and every staff screen signed in as an owner', async ({
  page,
}) => {
  // Eleven screens, each checked at two widths: 40-60 s on this machine, more than the default limit.
  test.setTimeout(150_000);
  needsStaffKey();
  await needsTestProvider('payment');
  const orderId = await placeOrder(await registeredCustomer('axe-staff'), [[RIFLE.sku, 1]], { firearm: true });
  const owner = await newStaffer(page, 'owner');

  await page.goto('/staff/sign-in');
  await staffScreenReady(page);
  await expectNothingSerious(page, '/staff/sign-in');
  await page.setViewportSize({ width: 1280, height: 900 });
  await givePassword(page, owner);
  await staffScreenReady(page);
  await expectNothingSerious(page, '/staff/sign-in (the authenticator step)');

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInStaff(page, owner);
  for (const screen of STAFF_SCREENS) {
    const path = screenPath(screen.path, orderId);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await staffScreenReady(page);
    await expectNothingSerious(page, path);
  }
});
