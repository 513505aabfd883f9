/**
 * The 3D experience at /3dbuilder (spec 001 §2, §4, §9) in a real browser: the canvas document
 * loads in its frame (served from the catalog remote's origin, allowed by the page's policy) and
 * reports progress 1; the bridge registers; a changed option changes the price to the price list's;
 * "Add build to cart" puts one line with the build in the cart, and the checkout shows it.
 *
 * Debian's chromium runs headless with --disable-gpu: WebGL then runs on SwiftShader (software),
 * which three.js renders with. Where a browser has no WebGL at all the canvas shows its flat
 * fallback; the test says which one it saw and runs the same steps on either.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { goToCheckout } from '../support/journey';
import { expect, SHOP_API_URL, test } from '../support/shop';

interface PriceRow {
  price: number;
  bestDiscountedPrice: number | null;
}

async function priceList(): Promise<Record<string, PriceRow>> {
  const res = await fetch(`${SHOP_API_URL}/Products`);
  return ((await res.json()) as { products: Record<string, PriceRow> }).products;
}

const finalPrice = (row: PriceRow) =>
  row.bestDiscountedPrice != null && row.bestDiscountedPrice > 0 ? row.bestDiscountedPrice : row.price;

async function openBuilder(page: Page): Promise<FrameLocator> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/3dbuilder');
  const stage = page.locator('[data-boundary="catalog"] [data-bridge]');
  // Ready only when the canvas reported progress 1 and its bridge registered.
  await expect(stage).toHaveAttribute('data-bridge', 'ready', { timeout: 45_000 });
  await expect(stage).toHaveAttribute('data-progress', '1');
  expect(violations).toEqual([]);
  const frame = page.frameLocator('[data-boundary="catalog"] iframe[title$="3D configurator"]');
  await expect(frame.locator('#app')).toHaveAttribute('data-progress', '1');
  await expect(frame.locator('#app')).toHaveAttribute('data-bridge', 'registered');
  const mode = await frame.locator('#app').getAttribute('data-mode');
  test.info().annotations.push({ type: 'renderer', description: mode ?? 'unknown' });
  return frame;
}

test('the 3D builder loads its scene, prices the build and adds it to the cart for the checkout', async ({ page }) => {
  // Software WebGL (SwiftShader) draws every frame on the CPU: on a busy machine the scene alone can
  // take most of a minute, and the page stays slow to click while it draws.
  test.slow();
  const frame = await openBuilder(page);
  const app = frame.locator('#app');
  // The scene is drawn: a WebGL canvas, or the flat view with its notice.
  const mode = await app.getAttribute('data-mode');
  if (mode === 'webgl') await expect(frame.locator('#viewport canvas')).toBeVisible();
  else await expect(frame.getByText(/3D view unavailable/)).toBeVisible();

  // The frame is 16:9 and no taller than the window minus 140 px.
  const box = await page.locator('[data-bridge]').boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (box && viewport) {
    expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
    expect(box.height).toBeLessThanOrEqual(viewport.height - 140 + 1);
  }

  // The price is the matching sku's price from the API's price list.
  const prices = await priceList();
  const price = frame.locator('#price .now');
  await expect(price).toHaveAttribute('data-price', /\d/);
  const firstSku = (await app.getAttribute('data-sku')) ?? '';
  const firstRow = prices[firstSku];
  expect(firstRow, `price row of ${firstSku}`).toBeTruthy();
  await expect(price).toHaveAttribute('data-price', finalPrice(firstRow as PriceRow).toFixed(2));

  // A changed option changes the price: .300 Win Mag comes only with the 24" barrel.
  await frame.getByRole('radio', { name: '.300 Win Mag' }).check({ force: true });
  await expect(app).not.toHaveAttribute('data-sku', firstSku);
  const sku = (await app.getAttribute('data-sku')) ?? '';
  expect(sku).toContain('300WIN');
  await expect(frame.getByRole('radio', { name: '24"' })).toBeChecked();
  const row = prices[sku] as PriceRow;
  await expect(price).toHaveAttribute('data-price', finalPrice(row).toFixed(2));
  expect(finalPrice(row)).not.toBe(finalPrice(firstRow as PriceRow));

  // An add-on adds its price.
  const mount = frame.getByRole('checkbox', { name: /scope mount/ });
  await mount.check({ force: true });
  await expect(price).toHaveAttribute('data-price', (finalPrice(row) + 169).toFixed(2));

  // Add build to cart: through the bridge, the host adds the line and the checkout says so.
  await frame.getByRole('button', { name: 'Add build to cart' }).click();
  await expect(page.getByTestId('notification')).toContainText('You added Bridger HR-1 to your shopping cart');
  await expect(frame.getByRole('status')).toHaveText('Your build is in the cart.');

  // One line with the build, in the cart drawer and on the checkout.
  await goToCheckout(page);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  const line = summary.getByRole('listitem').filter({ hasText: 'Bridger HR-1' });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Calibre: .300 Win Mag');
  await expect(line).toContainText('Barrel Length: 24"');
  await expect(line).toContainText('Qty 1');
});

/** A browser without WebGL: no frame of the page can make a WebGL context (the builder's flat view). */
async function withoutWebGL(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
      if (/webgl/i.test(kind)) return null;
      return (getContext as (...args: unknown[]) => unknown).call(this, kind, ...rest);
    } as typeof getContext;
  });
}

test('without WebGL the builder still lets the visitor choose options and add the build', async ({ page }) => {
  await withoutWebGL(page);
  const frame = await openBuilder(page);
  await expect(frame.locator('#app')).toHaveAttribute('data-mode', 'fallback');
  await expect(frame.getByText(/3D view unavailable/)).toBeVisible();
  await expect(frame.getByRole('img', { name: 'Side view of your build' })).toBeVisible();
  const before = await frame.locator('#price .now').getAttribute('data-price');
  await frame.getByRole('checkbox', { name: /sling/ }).check({ force: true });
  await expect(frame.locator('#price .now')).not.toHaveAttribute('data-price', before ?? '');
  await frame.getByRole('button', { name: 'Add build to cart' }).click();
  await expect(page.getByTestId('notification')).toContainText('You added Bridger HR-1');
});

test('two builds of one sku with different add-ons are two cart lines, each with its add-ons', async ({ page }) => {
  // The flat view adds builds as the 3D one does, without software WebGL's minute on a busy machine.
  await withoutWebGL(page);
  const frame = await openBuilder(page);
  const status = frame.getByRole('status');
  const addBuild = frame.getByRole('button', { name: 'Add build to cart' });

  // Build one: the default sku with the scope mount.
  await frame.getByRole('checkbox', { name: /scope mount/ }).check({ force: true });
  await addBuild.click();
  await expect(status).toHaveText('Your build is in the cart.');
  // Build two: the same sku with the sling instead.
  await frame.getByRole('checkbox', { name: /scope mount/ }).uncheck({ force: true });
  await frame.getByRole('checkbox', { name: /sling/ }).check({ force: true });
  await expect(addBuild).toBeEnabled();
  await addBuild.click();
  await expect(page.getByTestId('notification')).toContainText('You added Bridger HR-1');
  await expect(status).toHaveText('Your build is in the cart.');

  // The drawer shows two lines, each with its own add-on; removing one leaves the other.
  await page.getByTestId('cart-button').click();
  const drawer = page.getByRole('dialog', { name: /your cart/i });
  const lines = drawer.getByRole('listitem').filter({ hasText: 'Bridger HR-1' });
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(/Add-ons:.*scope mount/);
  await expect(lines.nth(1)).toContainText(/Add-ons:.*sling/);

  // So does the checkout's order summary, each line at quantity 1.
  await drawer.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout/);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  const summaryLines = summary.getByRole('listitem').filter({ hasText: 'Bridger HR-1' });
  await expect(summaryLines).toHaveCount(2);
  await expect(summaryLines.nth(0)).toContainText(/Add-ons: .*scope mount/);
  await expect(summaryLines.nth(1)).toContainText(/Add-ons: .*sling/);
  for (const line of await summaryLines.all()) await expect(line).toContainText('Qty 1');
});
