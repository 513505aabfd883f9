/**
 * `npm run rum:report` (scripts/rum/report.mjs) against the real API, in process on an ephemeral
 * port: figures sent as the shell sends them (POST /Beacons, text/plain) come back as readable
 * tables of p75 per page type and per remote with sample sizes; `--json` prints the API's answer;
 * a wrong staff key fails with the API's message (exit 1); a mistyped window is a usage error (exit 2).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

const STAFF_KEY = 's'.repeat(40);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CAT = '2026-11-27T10-00-00-000Z-aaaaaaaa';

let t: TestApp;
let apiUrl = '';
beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { logLevel: 'warn', staffApiKey: STAFF_KEY } });
  apiUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

const vital = (name: string, value: number, pageType: string, remote: string, version: string) => ({
  type: 'vital',
  name,
  value,
  rating: 'good',
  pageType,
  remote,
  version,
});

/** The command as `npm run rum:report -- ...` runs it (asynchronously: the API answers in this process). */
function rumReport(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [path.join(repoRoot, 'scripts/rum/report.mjs'), ...args],
      { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', API_URL: apiUrl, STAFF_API_KEY: STAFF_KEY, ...env } },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run rum:report', () => {
  it('prints the p75 of each metric per page type and per remote, with sample sizes', async () => {
    const beacons = [
      ...Array.from({ length: 8 }, () => vital('LCP', 2400, 'product', 'catalog', CAT)),
      ...Array.from({ length: 4 }, () => vital('INP', 200, 'product', 'checkout', 'chk-v2')),
      ...Array.from({ length: 3 }, () => vital('CLS', 0.02, 'home', 'shell', '-')),
      vital('TTFB', 95, 'home', 'shell', '-'),
    ];
    const sent = await fetch(`${apiUrl}/Beacons`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ beacons }),
    });
    expect(sent.status).toBe(202);
    await t.app.rum.flush();

    const { status, stdout, stderr } = await rumReport(['--minutes', '60']);
    if (process.env.SHOW_RUM_REPORT) console.log(stdout);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Real-user Web Vitals, p75 over the last 60 minutes \(since \d{4}-\d\d-\d\dT/);
    const section = (title: string) => lines.slice(lines.indexOf(title) + 1, lines.indexOf(title) + 4);
    const [pageHeader, home, product] = section('Per page type');
    expect(pageHeader).toMatch(/^page type\s+LCP\s+INP\s+CLS\s+FCP\s+TTFB$/);
    // Rows follow the page types' order (home before product); a metric without figures is '-'.
    expect(home).toMatch(/^home\s+-\s+-\s+0\.0\d\d \(n=3\)\s+-\s+\d+ ms \(n=1\)$/);
    expect(product).toMatch(/^product\s+2,\d{3} ms \(n=8\)\s+\d{3} ms \(n=4\)\s+-\s+-\s+-$/);
    const remoteTitle = lines.find((line) => line.startsWith('Per remote')) as string;
    const [remoteHeader, catalog, checkout, shell] = lines.slice(lines.indexOf(remoteTitle) + 1);
    expect(remoteHeader).toMatch(/^remote\s+LCP\s+INP\s+CLS\s+FCP\s+TTFB$/);
    expect(catalog).toMatch(/^catalog\s+2,\d{3} ms \(n=8\)\s+-\s+-\s+-\s+-$/);
    expect(checkout).toMatch(/^checkout\s+-\s+\d{3} ms \(n=4\)\s+-\s+-\s+-$/);
    expect(shell).toMatch(/^shell\s+-\s+-\s+0\.0\d\d \(n=3\)\s+-\s+\d+ ms \(n=1\)$/);
    // The LCP p75 read from its bucket is within the bucket's width of 2,400 ms.
    const lcp = Number(/catalog\s+([\d,]+) ms/.exec(catalog ?? '')?.[1]?.replace(',', ''));
    expect(Math.abs(lcp - 2400) / 2400).toBeLessThan(0.1);
  });

  it('--json prints the API answer as it is', async () => {
    const { status, stdout } = await rumReport(['--json']);
    expect(status).toBe(0);
    const report = JSON.parse(stdout) as { minutes: number; remotes: Array<{ name: string }> };
    expect(report.minutes).toBe(1440);
    expect(report.remotes.map((row) => row.name)).toEqual(['catalog', 'checkout', 'shell']);
  });

  it("a wrong staff key: exit 1 with the API's message; a bad window: exit 2 with the usage", async () => {
    const refused = await rumReport([], { STAFF_API_KEY: 'x'.repeat(40) });
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe('rum:report: 401 Staff key required');
    const mistyped = await rumReport(['--minutes', 'lots']);
    expect(mistyped.status).toBe(2);
    expect(mistyped.stderr).toMatch(
      /^rum:report: --minutes must be a whole number from 1 to 43200\nUsage: npm run rum:report/,
    );
  });
});
