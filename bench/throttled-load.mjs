/**
 * A page's load on a throttled phone, as it happens (not simulated): Chromium throttled the way
 * Lighthouse's devtools mode throttles its mobile preset (slow 4G: 562.5 ms request latency, 1.47 Mbps
 * down, 0.68 Mbps up; the CPU four times slower), a Moto G Power's screen, a cold cache and a new
 * context per load. Each load reports when the largest contentful paint happened (the browser's own
 * entry), when the page had hydrated (the shell and the owner remove `data-server-rendered` once they
 * have), when the last script started loading, and how much JavaScript the page fetched.
 * Lighthouse's default (simulated) LCP estimates from the page's dependency graph and counts every
 * file that was fetched before the observed paint; this measures what a throttled browser shows.
 *
 *   node bench/throttled-load.mjs [--runs 5] [--out file.json] <url> [<url> ...]
 * (the shop must be running: `npm start`, or startShop).
 */
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../scripts/lib/browser.mjs';
import { pageHintsCookie } from './cold-load.mjs';
import { lowerMedian } from './lower-median.mjs';

const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/**
 * One cold load of `page.url` (with `page.storage()`'s local-storage entries, when the page needs
 * some, e.g. a guest's cart): LCP, hydrated, the last script's start, and the JS it fetched.
 */
async function oneLoad(browser, { url, storage }) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    // Declined analytics, as a returning visitor who answered the consent: no dialog over the page.
    const stored = storage ? await storage() : {};
    const cookie = pageHintsCookie(stored);
    if (cookie) await context.addCookies([{ ...cookie, url }]);
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      localStorage.setItem('shop.analyticsConsent', JSON.stringify({ value: 'declined', at: Date.now() }));
      window.__load = { lcp: 0, hydrated: 0 };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__load.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      const watch = new MutationObserver(() => {
        if (document.readyState !== 'loading' && !document.querySelector('[data-server-rendered]')) {
          window.__load.hydrated = performance.now();
          watch.disconnect();
        }
      });
      watch.observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-server-rendered'],
      });
    }, stored);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let scriptBytes = 0;
    let lastScriptStart = 0;
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const timing = request.timing();
      lastScriptStart = Math.max(lastScriptStart, timing.startTime);
      scriptBytes += (await request.sizes()).responseBodySize;
    });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => window.__load.hydrated > 0, null, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const figures = await page.evaluate(() => window.__load);
    return {
      lcpMs: Math.round(figures.lcp),
      hydratedMs: Math.round(figures.hydrated),
      lastScriptStartMs: Math.round(lastScriptStart - started),
      scriptKb: Math.round(scriptBytes / 102.4) / 10,
    };
  } finally {
    await context.close();
  }
}

/**
 * `runs` cold loads of each page (`{ url, path?, storage? }`), interleaved; each figure's median and
 * every run.
 */
export async function throttledLoads(pages, { runs = 5 } = {}) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const all = pages.map(() => []);
  try {
    for (let i = 0; i < runs; i++) {
      for (const [index, page] of pages.entries()) all[index].push(await oneLoad(browser, page));
    }
  } finally {
    await browser.close();
  }
  return pages.map((page, index) => {
    const loads = all[index];
    return {
      path: page.path ?? new URL(page.url).pathname,
      lcpMs: lowerMedian(loads.map((load) => load.lcpMs)),
      hydratedMs: lowerMedian(loads.map((load) => load.hydratedMs)),
      lastScriptStartMs: lowerMedian(loads.map((load) => load.lastScriptStartMs)),
      runs: loads,
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const at = args.indexOf(name);
    if (at < 0) return fallback;
    const [, value] = args.splice(at, 2);
    return value;
  };
  const runs = Number(option('--runs', 5));
  const out = option('--out', null);
  const results = await throttledLoads(
    args.map((url) => ({ url })),
    { runs },
  );
  for (const result of results) {
    console.log(
      `${result.path}: LCP ${result.lcpMs} ms, hydrated ${result.hydratedMs} ms, last script started ${result.lastScriptStartMs} ms (medians of ${runs})`,
    );
  }
  if (out) fs.writeFileSync(out, `${JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2)}\n`);
}
