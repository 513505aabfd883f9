/**
 * Real-user Web Vitals per remote (issue 31, "Done when"): a real browser loads three page types
 * (home, a product, the dealer locator), interacts with each, and leaves it (the page is closed, so it
 * is hidden and web-vitals reports LCP, CLS and INP); `GET /staff/rum/report` (what `npm run
 * rum:report` prints) then shows LCP, CLS and INP for those page types, LCP attributed to the remote
 * that owns the page's largest element and INP to the owner of what was clicked.
 *
 * Needs every page load measured: the e2e shop runs with RUM_SAMPLE_RATE=1 (scripts/test.mjs), and
 * the staff key of the run (SHOP_STAFF_KEY).
 */
import type { Page } from '@playwright/test';
import { expect, newShopper, SHOP_API_URL, test } from '../support/shop';

const STAFF_KEY = process.env.SHOP_STAFF_KEY;

interface Summary {
  p75: number | null;
  samples: number;
}
interface ReportRow {
  name: string;
  metrics: Record<'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB', Summary>;
}
interface Report {
  pageTypes: ReportRow[];
  remotes: ReportRow[];
}

async function rumReport(): Promise<Report> {
  const response = await fetch(`${SHOP_API_URL}/staff/rum/report?minutes=60`, {
    headers: { 'x-staff-key': STAFF_KEY ?? '' },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Report;
}

const samples = (rows: ReportRow[], name: string, metric: keyof ReportRow['metrics']) =>
  rows.find((row) => row.name === name)?.metrics[metric].samples ?? 0;

/** Loads a page, waits until it is measured, runs the interaction, and leaves the page. */
async function visit(page: Page, path: string, interact: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-web-vitals="measuring"]')).toHaveCount(1, { timeout: 15_000 });
  await interact(page);
  // Closing the page hides it: web-vitals reports LCP, CLS and INP, the shell sends the batch.
  await page.close({ runBeforeUnload: true });
}

test('three page types: LCP, CLS and INP reach the report, attributed to the owning remotes', async ({ browser }) => {
  test.skip(!STAFF_KEY, 'needs the staff key of the shop under test (SHOP_STAFF_KEY)');
  const before = await rumReport();

  const { context, page } = await newShopper(browser);
  await visit(page, '/', async (p) => {
    await p
      .locator('[data-boundary="catalog"]')
      .first()
      .click({ position: { x: 5, y: 5 } });
  });
  const product = await context.newPage();
  await visit(product, '/product/bridger-hr1', async (p) => {
    // The add-to-cart button is the checkout's fragment inside the catalog's page.
    await p.locator('[data-boundary="checkout"] button').first().click();
  });
  const dealers = await context.newPage();
  await visit(dealers, '/dealer-locator', async (p) => {
    await p
      .locator('[data-boundary="dealers"]')
      .first()
      .click({ position: { x: 5, y: 5 } });
  });
  await context.close();

  // The API writes what it received once a second.
  await expect
    .poll(
      async () => {
        const report = await rumReport();
        return ['home', 'product', 'dealers'].every(
          (type) =>
            samples(report.pageTypes, type, 'LCP') > samples(before.pageTypes, type, 'LCP') &&
            samples(report.pageTypes, type, 'CLS') > samples(before.pageTypes, type, 'CLS') &&
            samples(report.pageTypes, type, 'INP') > samples(before.pageTypes, type, 'INP'),
        );
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toBe(true);

  const after = await rumReport();
  // The largest element of the home and product pages is the catalog's; of the locator, the dealers'.
  expect(samples(after.remotes, 'catalog', 'LCP')).toBeGreaterThanOrEqual(
    samples(before.remotes, 'catalog', 'LCP') + 2,
  );
  expect(samples(after.remotes, 'dealers', 'LCP')).toBeGreaterThan(samples(before.remotes, 'dealers', 'LCP'));
  // The click on the add-to-cart button is the checkout's interaction, though it sits in the catalog's page.
  expect(samples(after.remotes, 'checkout', 'INP')).toBeGreaterThan(samples(before.remotes, 'checkout', 'INP'));
  for (const row of after.pageTypes) {
    for (const summary of Object.values(row.metrics)) {
      if (summary.samples > 0) expect(summary.p75).not.toBeNull();
    }
  }
});
