/** Steps of the shopper's journey that several specs take (catalog -> cart -> checkout). */
import type { Page } from '@playwright/test';
import { expect } from './shop';

/** Opens a product page and adds its default variant with the page's own button. */
export async function addFromProductPage(page: Page, slug: string): Promise<void> {
  await page.goto(`/product/${slug}`);
  const add = page.locator('#shop-main').getByRole('button', { name: /^add to cart$/i });
  await expect(add).toBeVisible();
  await add.click();
  await expect(page.getByTestId('notification')).toContainText('You added');
}

/** From any page: the cart drawer's Checkout button, to the checkout's first step. */
export async function goToCheckout(page: Page): Promise<void> {
  await page.getByTestId('cart-button').click();
  const drawer = page.getByRole('dialog', { name: /your cart/i });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout/);
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
}
