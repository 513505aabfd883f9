// @vitest-environment node
/**
 * The first-load JS budget, named once in topology.json: what is counted (the remote entry and the
 * './app' expose's sync scripts, gzip level 6), and the message a production build over its budget
 * fails with.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { firstLoadBudgetBytes, overBudget } from '../src/budget-plugin';
import { firstLoadJsFiles, firstLoadJsGzipBytes } from '../src/first-load-js.mjs';

const manifest = {
  metaData: { remoteEntry: { name: 'static/js/catalog.1.js', path: '' } },
  exposes: [
    { path: './search-overlay', assets: { js: { sync: ['static/js/async/overlay.js'] } } },
    { path: './app', assets: { js: { sync: ['static/js/async/app.js'], async: ['static/js/async/page.js'] } } },
  ],
};

describe('first-load JS', () => {
  it("counts the remote entry and the './app' sync scripts, not other exposes or async chunks", () => {
    expect(firstLoadJsFiles(manifest)).toEqual(['static/js/catalog.1.js', 'static/js/async/app.js']);
    expect(() => firstLoadJsFiles({ ...manifest, exposes: [] })).toThrow('exposes no "./app"');
  });

  it('sums their gzip (level 6) sizes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
    try {
      const entry = 'var entry = 1;'.repeat(200);
      const app = 'export const app = () => 2;'.repeat(300);
      fs.mkdirSync(path.join(dir, 'static/js/async'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
      fs.writeFileSync(path.join(dir, 'static/js/catalog.1.js'), entry);
      fs.writeFileSync(path.join(dir, 'static/js/async/app.js'), app);
      const gz = (text: string) => zlib.gzipSync(text, { level: 6 }).length;
      expect(firstLoadJsGzipBytes(dir)).toBe(gz(entry) + gz(app));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads each remote's budget from topology.json, and names the figures when over it", () => {
    expect(firstLoadBudgetBytes('catalog')).toBeGreaterThan(0);
    expect(firstLoadBudgetBytes('nobody')).toBeNull();
    expect(overBudget('catalog', 20 * 1024, 22 * 1024)).toBeNull();
    expect(overBudget('catalog', 23 * 1024, 22 * 1024)).toBe(
      'catalog: first-load JS is 23.0 KiB gzip, over its budget of 22.0 KiB (topology.json firstLoadBudgetKb)',
    );
  });
});
