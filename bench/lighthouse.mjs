/**
 * Lighthouse performance of one URL with its default mobile preset, in Debian's chromium. One run
 * varies by several points on a 2-core machine, so the figure is the median of several runs (as
 * Lighthouse's own guidance on variability recommends), with every run listed. A page that needs
 * stored state (checkout with an item in the cart) gets it before the run, with a cold HTTP cache.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/browser.mjs';
import { pageHintsCookie } from './cold-load.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * One Lighthouse run of a page that needs stored state (e.g. a guest token with an item in its
 * cart): a browser is started with puppeteer, the entries are written on the shop's origin from its
 * robots.txt (a text file: nothing is run or cached), and Lighthouse's Node API runs on that page
 * without resetting storage. (Attaching the CLI to a browser Playwright had started hung now and then.)
 */
async function runWithStorage(url, storage, flags = {}) {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    await page.goto(new URL('/robots.txt', url).href);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    const cookie = pageHintsCookie(storage);
    if (cookie) await page.setCookie({ ...cookie, url });
    const run = lighthouse(
      url,
      { output: 'json', onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error', ...flags },
      undefined,
      page,
    );
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error('Lighthouse run timed out after 150 s')), 150_000);
    });
    try {
      // A gathering run (flags.gatherMode) saves its artifacts and answers no report.
      return (await Promise.race([run, timeout]))?.lhr;
    } finally {
      clearTimeout(timer);
    }
  } finally {
    await browser.close();
  }
}

/**
 * Saves one Lighthouse run's artifacts (trace, network log) in `dir` without auditing them, for
 * bench/lcp-graph.mjs; `storage` as in runWithStorage (an empty object for a page that needs none).
 */
export async function gatherArtifacts(url, dir, storage = {}) {
  await runWithStorage(url, storage, { gatherMode: dir });
}

function figures(report) {
  const audit = (id) => report.audits[id]?.numericValue;
  return {
    preset: 'mobile (Lighthouse default: Moto G Power emulation, simulated slow 4G)',
    score: Math.round(report.categories.performance.score * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: +audit('cumulative-layout-shift').toFixed(3),
    fcpMs: Math.round(audit('first-contentful-paint')),
    // Lighthouse's own measure of the host's CPU, taken in the run: the same page's TBT rises as it
    // falls (Lighthouse warns below 1000), so every figure is read beside it.
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
  };
}

/**
 * The host's cost of new memory: milliseconds for a fresh process to write one byte into each page
 * of 256 MiB it has just allocated. A browser's new renderer touches new memory throughout a page's
 * start, so where each first touch is slow (a virtual machine whose memory is handed back to its
 * host while free), every task of the page is longer and TBT rises, with the same code and the same
 * benchmarkIndex. Where memory is at hand this is about 100 ms or less (65,536 ordinary page
 * faults and 256 MiB zeroed); 855–1,206 ms was seen here (2026-11-27), on a day a static page of
 * three elements had up to 94 ms of TBT (docs/decisions/0023).
 */
function freshMemoryMs() {
  const script =
    'const t=process.hrtime.bigint();const b=Buffer.alloc(256*1024*1024);' +
    'for(let i=0;i<b.length;i+=4096)b[i]=1;console.log(Number(process.hrtime.bigint()-t)/1e6)';
  return Math.round(Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })));
}

async function runOnce(url, prepareStorage) {
  const memoryMs = freshMemoryMs();
  return { ...(await runMeasured(url, prepareStorage)), freshMemoryMs: memoryMs };
}

async function runMeasured(url, prepareStorage) {
  if (prepareStorage) return figures(await runWithStorage(url, await prepareStorage()));
  const out = path.join(os.tmpdir(), `lighthouse-${process.pid}.json`);
  const args = [url, '--only-categories=performance', '--output=json', `--output-path=${out}`, '--quiet'];
  args.push(`--chrome-flags=${CHROMIUM_ARGS.join(' ')}`);
  execFileSync(path.join(here, 'node_modules', '.bin', 'lighthouse'), args, {
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    // A run that hangs is ended and counts as failed.
    timeout: 150_000,
    killSignal: 'SIGKILL',
  });
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out, { force: true });
  return figures(report);
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
    // Each run's figures, without the preset (the same for every run).
    runs: all.map(({ preset, ...run }) => run),
  };
}
