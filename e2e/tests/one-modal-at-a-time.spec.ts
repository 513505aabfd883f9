/**
 * One modal at a time (issue 32 item 11): on a first visit to /limited-edition the analytics consent
 * dialog is shown alone; the page's promotion opens only once the visitor has answered. This spec
 * uses Playwright's own `test` (not support/shop's, which answers the consent before every page).
 */
import { expect, test } from '@playwright/test';

for (const width of [390, 1280]) {
  test(`a first visit to /limited-edition at ${width} px: the consent dialog, then the promotion`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.goto('/limited-edition');
    const consentDialog = page.getByRole('dialog', { name: 'Analytics cookies' });
    await expect(consentDialog).toBeVisible({ timeout: 20_000 });
    // The page is hydrated and its promotion wanted to open: it waits behind the consent.
    await expect(page.locator('[data-server-rendered]')).toHaveCount(0);
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath(`limited-edition-consent-${width}.png`) });

    await consentDialog.getByRole('button', { name: 'Decline' }).click();
    const promotion = page.getByRole('dialog').filter({ has: page.getByRole('link', { name: 'Shop Now' }) });
    await expect(promotion).toBeVisible();
    await expect(consentDialog).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath(`limited-edition-promotion-${width}.png`) });
  });
}
