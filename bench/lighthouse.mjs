/**
 * Lighthouse performance of one URL with its default mobile preset, in Debian's chromium. One run
 * varies by several points on a 2-core machine, so the figure is the median of several runs (as
 * Lighthouse's own guidance on variability recommends), with every run listed.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

async function runOnce(url) {
  const out = path.join(os.tmpdir(), `lighthouse-${process.pid}.json`);
  const flags =
    '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
  execFileSync(
    path.join(here, 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      `--chrome-flags=${flags}`,
      '--quiet',
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } },
  );
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

export async function runLighthouse(url, runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)) {
  const all = [];
  for (let i = 0; i < runs; i += 1) all.push(await runOnce(url));
  const byScore = [...all].sort((a, b) => a.score - b.score);
  const median = byScore[Math.floor((byScore.length - 1) / 2)];
  return { ...median, runs: all.map(({ score, lcpMs, tbtMs, cls, fcpMs }) => ({ score, lcpMs, tbtMs, cls, fcpMs })) };
}
