import { defineConfig } from '@playwright/test';
import { SHOP_BASE_URL } from './support/target';

/**
 * The e2e suite runs against the built, composed shop that `npm test` starts (ports 3000-3004,
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
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } } }],
});
