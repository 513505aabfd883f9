/**
 * The catalogue in a real browser: every collection display type, cascading variants with an
 * out-of-stock SKU and its notify-me form, a product's image viewer, and the search overlay driven
 * by the keyboard.
 */
import { expect, needsTestProvider, test } from '../support/shop';

test('each collection display type renders its products', async ({ page }) => {
  const main = page.locator('#shop-main');

  await page.goto('/collection/rifles'); // filterable grid
  await expect(main.getByRole('searchbox').first()).toBeVisible();
  await expect(main.getByText(/\d+ results?/).first()).toBeVisible();
  await main.getByRole('searchbox').first().fill('no such rifle anywhere');
  await expect(main.getByText('Product not found')).toBeVisible();

  await page.goto('/collection/pistols'); // tabbed grid
  const tabs = main.getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  await expect(main.getByRole('tab', { name: /^all$/i })).toBeVisible();
  await tabs.nth(1).click();
  await expect(page).toHaveURL(/activeFilter=/);

  await page.goto('/collection/apparel'); // cards
  await expect(main.locator('article').first()).toBeVisible();

  await page.goto('/collection/accessories'); // simple grid, with quick add where allowed
  await expect(main.getByRole('button', { name: 'Add to Cart: Ridgeline Precision Bipod' })).toBeVisible();
  await expect(main.getByRole('button', { name: /Add to Cart: Field Cleaning Kit/ })).toHaveCount(0); // out of stock
});

test('variant selects cascade and an out-of-stock SKU shows the notify form', async ({ page }) => {
  await needsTestProvider('captcha'); // ticks the test captcha's checkbox
  await page.goto('/product/bridger-hr1');
  const main = page.locator('#shop-main');
  const calibre = main.getByLabel(/calibre/i);
  const barrel = main.getByLabel(/barrel/i);
  // Finish is chosen with colour chips (one button per finish).
  const finishChip = (name: string) => main.getByRole('button', { name, exact: true });
  await expect(calibre).toBeVisible();

  await calibre.selectOption({ label: '6.5 Creedmoor' });
  // Changing the first select resets the later ones to their first valid option.
  const firstBarrel = await barrel.locator('option').first().textContent();
  await expect(barrel.locator('option:checked')).toHaveText(firstBarrel ?? '');

  await barrel.selectOption({ label: '24"' });
  await finishChip('Stainless').click();
  await expect(main.getByRole('button', { name: /^add to cart$/i })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Notify Me' })).toBeVisible();

  await main.getByLabel(/email/i).first().fill('ada@example.com');
  await main
    .getByLabel(/not a robot/i)
    .first()
    .check();
  await main.getByRole('button', { name: 'Notify Me' }).click();
  await expect(page.getByTestId('notification')).toContainText(
    'You will be notified when Bridger HR-1 is back in stock',
  );

  await finishChip('Black Nitride').click();
  await expect(main.getByRole('button', { name: /^add to cart$/i })).toBeVisible();
});

test("a product's related products are fetched once the visitor comes near them, or jumps past them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 900 });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/strapi/products/')) asked.push(request.url());
  });
  await page.goto('/product/absaroka-muzzle-brake');
  const main = page.locator('#shop-main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]); // below the fold: nothing asked for during the page's start
  await page.keyboard.press('End'); // straight past them, to the footer
  const related = main.getByRole('region', { name: 'Related Products' });
  await expect(related.getByRole('listitem').first()).toBeAttached();
  expect(asked.length).toBeGreaterThan(0);
});

test("a product's image viewer loads its code on demand, opens styled over the page and gives focus back", async ({
  page,
}) => {
  await page.goto('/product/absaroka-muzzle-brake');
  // The catalog and the shell remove the marker once they have hydrated the server's HTML.
  await expect(page.locator('[data-server-rendered]')).toHaveCount(0);
  const stage = page.locator('#shop-main').getByRole('button', { name: /^Enlarge image:/ });
  await stage.click();
  const viewer = page.getByRole('dialog', { name: /image 1 of \d+$/ });
  await expect(viewer).toBeVisible();
  await expect(viewer).toHaveCSS('position', 'fixed'); // its stylesheet came with its chunk
  await expect(page.getByRole('button', { name: 'Close image viewer' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: /image 2 of \d+$/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(stage).toBeFocused();
});

test('search overlay: suggestions after 3 characters, arrow keys and Enter open the product', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('search-button').click();
  const field = page.getByPlaceholder('Product Search...');
  await expect(field).toBeFocused();
  await field.fill('br');
  await page.waitForTimeout(700);
  await expect(page.getByRole('option')).toHaveCount(0);
  await field.fill('bridger');
  await expect(page.getByRole('option').first()).toBeVisible();
  await field.press('ArrowDown');
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.locator('#shop-main [data-boundary="catalog"]').first()).toContainText(/bridger/i);
});

test('search submit goes to the results page titled with the query', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('search-button').click();
  const field = page.getByPlaceholder('Product Search...');
  await field.fill('sentinel');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\/sentinel$/);
  await expect(page.getByRole('heading', { name: 'Results for sentinel' })).toBeVisible();
});
