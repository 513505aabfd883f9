/**
 * How every script starts a browser (the e2e suite, the screenshot tools, the bench): Debian's
 * chromium (Playwright cannot download browsers here) with flags that keep a headless run quiet
 * and reproducible (no GPU, no QUIC, no background updates or sync). Read by
 * e2e/playwright.config.ts, e2e/tools/*, bench/ and scripts/lib/ensure-chromium.mjs.
 */

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launch options for Playwright's `chromium.launch` (and its config's `launchOptions`). */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
