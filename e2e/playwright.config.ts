import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/lib/browser.mjs';
import { SHOP_BASE_URL } from './support/target';

/**
 * The e2e suite runs against the built, composed shop that `npm test` starts (ports 3000-3005,
 * 4000), or against any deployment named by SHOP_BASE_URL and SHOP_API_URL (support/target.ts).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: '../.run/e2e-results',
  use: {
    baseURL: SHOP_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Debian's chromium with the flags every script uses (scripts/lib/browser.mjs).
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } } }],
});
