// @vitest-environment node
/**
 * The build steps every part shares: precompressed copies of text assets, route hints completed
 * with the page chunk's files, and V8's compile hint on every script of a browser build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRsbuild } from '@rsbuild/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPILE_HINT, COMPILE_HINT_MIN_BYTES, pluginCompileHints } from '../src/compile-hints-plugin';
import { precompressDir } from '../src/precompress-plugin';
import { withPageFiles } from '../src/route-hints-plugin';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function buildDir(files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

describe('precompressed assets', () => {
  it('writes brotli and gzip copies of text assets that decode to the original', async () => {
    const script = `export const words = ${JSON.stringify('rifle scope sling '.repeat(200))};\n`;
    const dir = buildDir({
      'static/js/async/page.abc.js': script,
      'static/css/page.abc.css': `a{color:red}${' '.repeat(2000)}`,
    });
    expect(await precompressDir(dir)).toBe(2);
    const file = path.join(dir, 'static/js/async/page.abc.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(fs.statSync(`${file}.br`).size).toBeLessThan(script.length / 5);
  });

  it('leaves small files and binary assets alone', async () => {
    const dir = buildDir({ 'tiny.js': 'x()', 'static/image/logo.png': Buffer.alloc(4096, 7) });
    expect(await precompressDir(dir)).toBe(0);
    expect(fs.readdirSync(dir).sort()).toEqual(['static', 'tiny.js']);
    expect(fs.readdirSync(path.join(dir, 'static/image'))).toEqual(['logo.png']);
  });
});

describe('route hints with page files', () => {
  const hints = {
    routes: [
      { path: '/', get: ['/strapi/page/home'], page: 'page-home' },
      { path: '/about-us', get: ['/strapi/page/about-us'] },
    ],
  };

  it("adds the scripts and stylesheets of each route's page chunk group", () => {
    const completed = withPageFiles(hints, {
      'page-home': {
        assets: [
          { name: 'static/js/async/8s.1.js' },
          { name: 'static/css/async/page-home.2.css' },
          { name: 'static/js/async/page-home.3.js' },
          { name: 'static/js/async/page-home.3.js.map' },
        ],
      },
    });
    expect(completed.routes).toEqual([
      {
        path: '/',
        get: ['/strapi/page/home'],
        page: 'page-home',
        files: ['static/js/async/8s.1.js', 'static/css/async/page-home.2.css', 'static/js/async/page-home.3.js'],
      },
      { path: '/about-us', get: ['/strapi/page/about-us'] },
    ]);
  });

  it('takes the files of every chunk a route names, each file once', () => {
    const completed = withPageFiles(
      { routes: [{ path: '/checkout', get: [], page: ['page-checkout', 'checkout-billing'] }] },
      {
        'page-checkout': { assets: [{ name: 'static/js/async/shared.1.js' }, { name: 'static/js/async/page.2.js' }] },
        'checkout-billing': {
          assets: [{ name: 'static/js/async/shared.1.js' }, { name: 'static/css/async/billing.3.css' }],
        },
      },
    );
    expect(completed.routes[0]?.files).toEqual([
      'static/js/async/shared.1.js',
      'static/js/async/page.2.js',
      'static/css/async/billing.3.css',
    ]);
  });

  it('fails the build when a route names a chunk the build does not have', () => {
    expect(() => withPageFiles(hints, {})).toThrow('route-hints: no chunk named "page-home" (route /)');
  });
});

describe('compile hints', () => {
  it('opens every script of 10 KB or more with the hint, after minification kept the code', async () => {
    // A page-sized entry (functions minification cannot drop) and a small lazy chunk.
    const handlers = Array.from(
      { length: 400 },
      (_, i) => `export function handler${i}(event) { return event.detail === ${i} ? 'part ${i} of the page' : null; }`,
    );
    const dir = buildDir({
      'src/handlers.js': `${handlers.join('\n')}\n`,
      'src/index.js':
        "import * as handlers from './handlers.js';\nwindow.handlers = handlers;\nimport('./later.js').then((m) => m.greet('rifle'));\n",
      'src/later.js': "export function greet(name) { console.log('hello ' + name); }\n",
    });
    vi.stubEnv('NODE_ENV', 'production');
    try {
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: {
          plugins: [pluginCompileHints()],
          source: { entry: { index: path.join(dir, 'src/index.js') } },
          output: { distPath: { root: path.join(dir, 'dist') } },
          tools: { htmlPlugin: false },
          performance: { printFileSize: false },
        },
      });
      await rsbuild.build();
    } finally {
      vi.unstubAllEnvs();
    }
    const scripts = fs
      .readdirSync(path.join(dir, 'dist'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.js'));
    const texts = scripts.map((name) => fs.readFileSync(path.join(dir, 'dist', name), 'utf8'));
    const large = texts.filter((text) => text.length >= COMPILE_HINT_MIN_BYTES + COMPILE_HINT.length);
    const small = texts.filter((text) => text.length < COMPILE_HINT_MIN_BYTES);
    expect(large.length).toBe(1);
    expect(small.length).toBeGreaterThanOrEqual(1);
    for (const text of large) expect(text.startsWith(COMPILE_HINT)).toBe(true);
    for (const text of small) expect(text.startsWith(COMPILE_HINT)).toBe(false);
    expect(large[0]).toContain('part 399 of the page');
    expect(small.some((text) => text.includes('hello '))).toBe(true);
  }, 60_000);
});
