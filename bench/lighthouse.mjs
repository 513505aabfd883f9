/**
 * Lighthouse performance of one URL with its default mobile preset, in Debian's chromium. One run
 * varies by several points on a 2-core machine, so the figure is the median of several runs (as
 * Lighthouse's own guidance on variability recommends), with every run listed. A page that needs stored state (checkout with an
 * item in the cart) gets it in a browser Lighthouse attaches to, with a cold HTTP cache.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A browser whose local storage for the page's origin already holds `storage` (e.g. a guest token
 * with an item in its cart), written from a file that loads no script so the HTTP cache stays cold;
 * Lighthouse then attaches to it and keeps that storage (--disable-storage-reset).
 */
async function browserWithStorage(url, storage) {
  const port = 9300 + Math.floor(Math.random() * 500);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [...FLAGS, `--remote-debugging-port=${port}`],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  // An empty page answered by the browser itself, on the shop's origin: nothing is fetched or cached.
  const blank = new URL('/__bench-storage', url).href;
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>-</title>' }),
  );
  await page.goto(blank);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  await page.goto('about:blank');
  return {
    port,
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function runOnce(url, prepareStorage) {
  const out = path.join(os.tmpdir(), `lighthouse-${process.pid}.json`);
  const browser = prepareStorage ? await browserWithStorage(url, await prepareStorage()) : null;
  const args = [url, '--only-categories=performance', '--output=json', `--output-path=${out}`, '--quiet'];
  if (browser) args.push(`--port=${browser.port}`, '--disable-storage-reset');
  else args.push(`--chrome-flags=${FLAGS.join(' ')}`);
  try {
    execFileSync(path.join(here, 'node_modules', '.bin', 'lighthouse'), args, {
      stdio: 'inherit',
      env: { ...process.env, CHROME_PATH: CHROMIUM },
      // A run that hangs (seen attached to a prepared browser) is ended and counts as failed.
      timeout: 150_000,
      killSignal: 'SIGKILL',
    });
  } finally {
    await browser?.close();
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out, { force: true });
  const audit = (id) => report.audits[id]?.numericValue;
  return {
    preset: 'mobile (Lighthouse default: Moto G Power emulation, simulated slow 4G)',
    score: Math.round(report.categories.performance.score * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: +audit('cumulative-layout-shift').toFixed(3),
    fcpMs: Math.round(audit('first-contentful-paint')),
  };
}

/**
 * @param prepareStorage optional: answers the local-storage entries the page needs (made afresh
 *   for every run, e.g. a new guest with one item in its cart for the checkout page).
 */
export async function runLighthouse(url, runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5), prepareStorage) {
  const all = [];
  let failedAttempts = 0;
  for (let i = 0; i < runs; i += 1) {
    // Lighthouse now and then fails to record a trace (NO_NAVSTART) or hangs: that attempt is run again,
    // twice at most, and counted, so a median is never made of fewer runs than asked.
    for (let attempt = 0; ; attempt += 1) {
      try {
        all.push(await runOnce(url, prepareStorage));
        break;
      } catch (error) {
        failedAttempts += 1;
        if (attempt >= 2) throw error;
      }
    }
  }
  const byScore = [...all].sort((a, b) => a.score - b.score);
  const median = byScore[Math.floor((byScore.length - 1) / 2)];
  return {
    ...median,
    failedAttempts,
    runs: all.map(({ score, lcpMs, tbtMs, cls, fcpMs }) => ({ score, lcpMs, tbtMs, cls, fcpMs })),
  };
}
