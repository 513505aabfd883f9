/**
 * Four visitors open a product page at once on a shop whose guest line at nginx is full, and each
 * adds the piece to the cart straight away. A check by hand of decision 0047's line as a shopper
 * meets it (the unit tests cover the retry and the wait on their own):
 *
 *   GUEST_RATE=1 GUEST_QUEUE=1 DATABASE_URL=postgres://... npm run start:prod -- --unsafe-test-captcha
 *   node e2e/tools/busy-guest-line.mjs [http://localhost:8080]
 *
 * Two visitors are told the shop is very busy. The shell asks again for their guest token 5-6 s later,
 * within the 8 s an add waits for one, so every visitor ends with the piece in the cart. Prints each
 * visitor's guest answers and outcome, and writes /tmp/busy-guest-line-<n>.png.
 */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/lib/browser.mjs';

const base = process.argv[2] ?? 'http://localhost:8080';
const browser = await chromium.launch(chromiumLaunchOptions);
const since = Date.now();
const seconds = () => Math.round((Date.now() - since) / 100) / 10;
try {
  const contexts = await Promise.all(
    [0, 1, 2, 3].map(() => browser.newContext({ viewport: { width: 390, height: 844 } })),
  );
  const pages = await Promise.all(contexts.map((context) => context.newPage()));
  const guestAnswers = pages.map(() => []);
  for (const [i, page] of pages.entries()) {
    page.on('response', (response) => {
      if (response.url().endsWith('/api/Auth/guest')) guestAnswers[i].push(`${response.status()} at ${seconds()} s`);
    });
  }
  await Promise.all(pages.map((page) => page.goto(`${base}/product/ridgeline-bipod`)));
  await Promise.all(pages.map((page) => page.getByRole('button', { name: 'Decline' }).click()));
  const outcomes = await Promise.all(
    pages.map(async (page, i) => {
      await page
        .locator('#shop-main')
        .getByRole('button', { name: /^add to cart$/i })
        .click();
      let outcome;
      try {
        await page.getByTestId('cart-count').waitFor({ timeout: 30_000 });
        outcome = `in the cart at ${seconds()} s`;
      } catch {
        outcome = `not in the cart: ${(await page.getByTestId('notification').allTextContents()).join(' | ')}`;
      }
      await page.screenshot({ path: `/tmp/busy-guest-line-${i}.png` });
      return `visitor ${i}: guest answers ${guestAnswers[i].join(', ')}; ${outcome}`;
    }),
  );
  for (const line of outcomes) console.log(line);
} finally {
  await browser.close();
}
