/**
 * One remote's server is down: its routes show the error panel, everything else keeps working.
 */
import { expect, IS_LOCAL_SHOP, localOnlyReason, startRemoteServer, stopRemoteServer, test } from '../support/shop';

test.describe('with the dealers remote server down', () => {
  // Skipped tests run no hooks: the server is neither stopped nor started again.
  test.skip(!IS_LOCAL_SHOP, localOnlyReason("stop the dealers remote's server process"));
  test.beforeAll(async () => {
    await stopRemoteServer('dealers');
  });
  test.afterAll(async () => {
    await startRemoteServer('dealers');
  });

  test('its route shows the error panel while header, footer, cart and other remotes work', async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message)); // single-spa-layout re-throws load errors

    await page.goto('/dealer-locator');
    const panel = page.locator('[data-testid="app-error-panel"]');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Unexpected Application Error!');
    await expect(panel).toContainText(/dealers/i);
    await expect(page.locator('#shell-header')).toBeVisible();
    await expect(page.locator('[data-testid="cart-button"]')).toBeVisible();
    await expect(page.locator('#shell-footer')).toBeVisible();

    // The cart (checkout remote) still answers.
    await page.locator('[data-testid="cart-button"]').click();
    const cart = page.getByRole('dialog', { name: /your cart/i });
    await expect(cart).toBeVisible();
    // Escape closes it from the first frame it is seen in (shared-kit's useDialogFocus).
    await page.keyboard.press('Escape');
    await expect(cart).toBeHidden();

    // Other remotes' routes still work in the same page.
    await page.getByRole('link', { name: /home/i }).first().click();
    await expect(page.locator('[data-boundary="catalog"]').first()).toBeVisible();
    await page.goto('/checkout');
    await expect(page.locator('[data-boundary="checkout"]').first()).toBeVisible();
    await page.goto('/profile');
    await expect(page.locator('[data-boundary="account"]').first()).toBeVisible();
  });
});

test('the dealers remote is back once its server is', async ({ page }) => {
  await page.goto('/dealer-locator');
  await expect(page.locator('[data-boundary="dealers"]').first()).toBeVisible();
  await expect(page.locator('[data-testid="app-error-panel"]')).toHaveCount(0);
});
