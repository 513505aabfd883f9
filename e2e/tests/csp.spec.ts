/**
 * The shop under its Content-Security-Policy (issue 13): home, a product page and checkout load
 * with every remote, style and API call they need, and the browser reports no violation. Each
 * page listens for `securitypolicyviolation` from its first script (an init script) and the
 * console is watched for CSP errors; the policy itself must come without 'unsafe-inline' scripts
 * and forbid framing.
 */
import type { Page } from '@playwright/test';
import { addFromProductPage, goToCheckout } from '../support/journey';
import { expect, test } from '../support/shop';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/** Starts recording violations before any of the page's own scripts run, on every navigation. */
async function recordViolations(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Content-Security-Policy/i.test(message.text())) {
      consoleErrors.push(message.text());
    }
  });
  return consoleErrors;
}

const violationsOf = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

test('the served page carries a policy without inline scripts that forbids framing', async ({ request }) => {
  const response = await request.get('/');
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).not.toBe('');
  const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(policy).toMatch(/frame-ancestors 'none'/);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers()['cross-origin-opener-policy']).toBe('same-origin');
  expect(response.headers()['permissions-policy']).toBeTruthy();
});

test('home, a product and checkout load with no CSP violation', async ({ page }) => {
  test.setTimeout(120_000);
  const consoleErrors = await recordViolations(page);

  await page.goto('/');
  await expect(page.locator('[data-boundary="catalog"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violationsOf(page), 'home').toEqual([]);

  await addFromProductPage(page, 'bridger-hr1');
  await page.waitForLoadState('networkidle');
  expect(await violationsOf(page), 'product').toEqual([]);

  await goToCheckout(page);
  await page.waitForLoadState('networkidle');
  expect(await violationsOf(page), 'checkout').toEqual([]);

  // A full load of checkout (not a client-side navigation): the policy of that page, too.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violationsOf(page), 'checkout after reload').toEqual([]);
  expect(consoleErrors).toEqual([]);
});
