/**
 * Media as spec 001 §7 says: the media library's files are fetched as blobs and linked through local
 * object URLs, and a download still saves the file under its own name.
 */
import { expect, test } from '../support/shop';

test('media library files are shown through local object URLs and download under their own names', async ({ page }) => {
  await page.goto('/media-library');
  const manual = page.getByRole('link', { name: /Bridger HR-1 Owner's Manual/ });
  await expect(manual).toHaveAttribute('href', /^blob:/);
  await expect(manual).toHaveAttribute('target', '_blank');
  await expect(page.locator('header img').first()).toHaveAttribute('src', /^blob:/);
  const download = page.waitForEvent('download');
  await manual.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('bridger-hr1-manual.pdf');
  expect((await file.failure()) ?? null).toBeNull();
});
