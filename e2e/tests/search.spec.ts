/**
 * Search that forgives a typo (issue 15) in a real browser: the overlay suggests what the corrected
 * words find and says so, the results page links to the words as typed, and a search that finds
 * nothing offers the popular collections.
 */
import { expect, test } from '../support/shop';

test("search overlay: 'bridgr' suggests the Bridger HR-1 under 'Showing results for bridger'", async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('search-button').click();
  const field = page.getByPlaceholder('Product Search...');
  await expect(field).toBeFocused();
  await field.fill('bridgr');
  await expect(page.getByRole('option', { name: /Bridger HR-1/ }).first()).toBeVisible();
  const corrected = page.getByRole('status').filter({ hasText: 'Showing results for' });
  await expect(corrected).toHaveText('Showing results for bridger');
  await expect(corrected.locator('em')).toHaveText('bridger');
  await expect(page.getByRole('link', { name: 'Search instead for bridgr' })).toHaveAttribute(
    'href',
    '/search/bridgr?exact=1',
  );
  // The corrected suggestions open like any others.
  await field.press('ArrowDown');
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.locator('#shop-main [data-boundary="catalog"]').first()).toContainText(/bridger/i);
});

test('results page: the corrected line, the words as typed, then the popular collections', async ({ page }) => {
  await page.goto('/search/bridgr');
  const main = page.locator('#shop-main');
  await expect(main.getByRole('heading', { name: 'Results for bridgr' })).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: 'Showing results for' })).toHaveText(
    'Showing results for bridger',
  );
  await expect(main.getByRole('link', { name: /^Bridger HR-1/ }).first()).toBeVisible();

  await main.getByRole('link', { name: 'Search instead for bridgr' }).click();
  await expect(page).toHaveURL(/\/search\/bridgr\?exact=1$/);
  await expect(main.getByText('No items found')).toBeVisible();
  const collections = main.getByRole('navigation', { name: 'Popular collections' });
  await expect(collections.getByRole('link', { name: 'Rifles' })).toBeVisible();
  await collections.getByRole('link', { name: 'Rifles' }).click();
  await expect(page).toHaveURL(/\/collection\/rifles$/);
});
