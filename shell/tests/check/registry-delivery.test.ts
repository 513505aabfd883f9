/**
 * The shell's server as a client of the shared remote registry (issue 28): it reads the API's
 * GET /Registry/state through a cache (a change shows within 2 s; the last good state is kept when
 * the API fails), gives each visitor a sticky cohort and each remote's canary its share of them,
 * names the served versions in `Remote-Versions`, renders on the server with the same versions it
 * puts in the page, honours signed QA overrides (set, banner config, clear, forged ones ignored),
 * downloads a server build it does not have (checked against its sha256) and reports render
 * failures and timeouts as health beacons. The API is registry-api.ts (its documented interface,
 * served for real on a free port); the shell servers run in their own Node processes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketOf } from '../../server/version-choice.mjs';
import { type RegistryApi, type RemoteState, startRegistryApi } from './registry-api';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API = 'https://api.shop.example';
const DEV_SERVER = 'http://localhost:5173';

let work: string;
let distDir: string;
let deployDir: string;
let cacheDir: string;
let registryApi: RegistryApi;
let originServer: http.Server;
let remoteOrigin: string;
const servers: ChildProcess[] = [];
/** A shell server that reads the registry on every page; one with the default 1 s cache. */
let uncached: string;
let cached: string;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(base: string, url: string, options: { method?: string; headers?: http.OutgoingHttpHeaders } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(`${base}${url}`, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function page(base: string, url: string, cookie?: string) {
  const answer = await request(base, url, cookie ? { headers: { cookie } } : {});
  const inline = answer.body.match(/<script id="shop-runtime-config" type="application\/json">(.*?)<\/script>/);
  return {
    ...answer,
    config: JSON.parse(inline?.[1] ?? 'null'),
    rendered: answer.body.match(/data-release="([^"]*)"/)?.[1] ?? null,
    versions: String(answer.headers['remote-versions'] ?? ''),
  };
}

const setCookies = (answer: Answer) => [answer.headers['set-cookie'] ?? []].flat();

function startServer(env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, [path.join(shellDir, 'tests/check/run-shell-server.mjs'), distDir], {
    env: {
      PATH: process.env.PATH,
      SHOP_DEPLOY_DIR: deployDir,
      SERVER_BUILD_CACHE_DIR: cacheDir,
      PUBLIC_API_BASE: API,
      REGISTRY_URL: registryApi.url,
      REMOTE_ORIGIN_CATALOG: remoteOrigin,
      SERVER_RENDER_BUDGET_MS: '400',
      SERVER_RENDER_CACHE_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  servers.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = out.match(/listening (\d+)/)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.on('exit', (code) => reject(new Error(`the shell server exited (${code}) before listening`)));
  });
}

const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

/** A server build (CommonJS federation container) whose page shows the version its config names. */
const SERVER_BUILD = `'use strict';
const { Readable } = require('node:stream');
async function renderPage({ url, config }) {
  const path = url.split('?')[0];
  if (path === '/product/throws') throw new Error('the page threw');
  if (path === '/product/too-slow') await new Promise((resolve) => setTimeout(resolve, 1000));
  const release = (config && config.remotes.catalog && config.remotes.catalog.version) || 'build-stamp';
  return { stream: Readable.from(['<div data-boundary="catalog" data-release="' + release + '">' + path + '</div>']), data: {}, head: {}, status: 200 };
}
module.exports = { init: async () => {}, get: async () => () => ({ renderPage }) };
`;

/** A container start slower than a page's render budget. */
const SLOW_INIT = 'init: () => new Promise((resolve) => setTimeout(resolve, 700))';

/** A version's files: browser manifest and, with `ssr`, the server build. */
function versionFiles(ssr: boolean, serverBuild: string): Record<string, string> {
  return {
    'mf-manifest.json': JSON.stringify({
      metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
      shared: [],
      exposes: [{ name: 'app', assets: { js: { sync: ['static/js/app.js'] }, css: { sync: [] } } }],
    }),
    ...(ssr
      ? {
          'ssr/mf-manifest.json': JSON.stringify({ metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } } }),
          'ssr/package.json': '{ "type": "commonjs" }\n',
          'ssr/remoteEntry.js': serverBuild,
        }
      : {}),
  };
}

function publishTo(dir: string, remote: string, version: string, ssr = true, serverBuild = SERVER_BUILD) {
  const files = versionFiles(ssr, serverBuild);
  for (const [file, text] of Object.entries(files)) write(path.join(dir, remote, version, file), text);
  return Object.entries(files).map(([file, text]) => ({
    path: file,
    sha256: createHash('sha256').update(text).digest('hex'),
    size: Buffer.byteLength(text),
  }));
}

const current = (version: string, serverManifest: string | null = 'ssr/mf-manifest.json') => ({
  version,
  serverManifest,
});

function registryWith(catalog: Partial<RemoteState>) {
  registryApi.setRemotes({
    catalog: { current: current('c1'), canary: null, ...catalog },
    dealers: { current: current('d1', null), canary: null },
  });
}

const inAWhile = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, withinMs: number) {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (accept(value)) return { value, afterMs: Date.now() - started };
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms: ${JSON.stringify(value)}`);
    await inAWhile(50);
  }
}

beforeAll(async () => {
  registryApi = await startRegistryApi();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-registry-'));
  distDir = path.join(work, 'dist');
  deployDir = path.join(work, 'deploy');
  cacheDir = path.join(work, 'server-builds');
  write(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><title>Shop</title></head><body><div id="shell-header"><div class="boot-header">Halvorsen Arms</div></div>\n' +
      '<main id="shop-main" tabindex="-1"></main>\n<div id="shell-footer"></div>\n</body></html>',
  );
  fs.copyFileSync(path.join(shellDir, 'src/layout/route-table.html'), path.join(distDir, 'route-table.html'));
  write(path.join(distDir, 'mf-manifest.json'), JSON.stringify({ shared: [] }));

  for (const version of ['c1', 'c2', 'c3']) publishTo(deployDir, 'catalog', version);
  publishTo(deployDir, 'dealers', 'd1', false);
  // Versions only in object storage (the remote's origin): one whole, one whose server entry was altered.
  const originDir = path.join(work, 'origin');
  const c4 = publishTo(originDir, 'catalog', 'c4');
  const c5 = publishTo(originDir, 'catalog', 'c5');
  write(path.join(originDir, 'catalog', 'c5', 'ssr/remoteEntry.js'), `${SERVER_BUILD}\n// altered`);
  // One whose container takes longer to start than a page's render budget (400 ms).
  const c6 = publishTo(originDir, 'catalog', 'c6', true, SERVER_BUILD.replace('init: async () => {}', SLOW_INIT));
  registryApi.versions.catalog = [
    { version: 'c6', serverManifest: 'ssr/mf-manifest.json', files: c6 },
    { version: 'c5', serverManifest: 'ssr/mf-manifest.json', files: c5 },
    { version: 'c4', serverManifest: 'ssr/mf-manifest.json', files: c4 },
    { version: 'c3', serverManifest: 'ssr/mf-manifest.json', files: [] },
  ];
  originServer = http.createServer((req, res) => {
    const file = path.join(originDir, decodeURIComponent(new URL(req.url ?? '/', 'http://o').pathname));
    if (!file.startsWith(originDir) || !fs.existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => originServer.listen(0, '127.0.0.1', resolve));
  remoteOrigin = `http://127.0.0.1:${(originServer.address() as AddressInfo).port}/catalog`;

  registryWith({});
  [uncached, cached] = await Promise.all([startServer({ REGISTRY_CACHE_MS: '0' }), startServer({})]);
});

afterAll(async () => {
  for (const child of servers) child.kill();
  await registryApi?.close();
  await new Promise((resolve) => originServer?.close(resolve));
  fs.rmSync(work, { recursive: true, force: true });
});

describe('the registry read through a cache', () => {
  it('asks the API at most about once a second, and a change shows within 2 s', async () => {
    registryWith({});
    await page(cached, '/product/a');
    const readsBefore = registryApi.stateReads;
    await Promise.all(Array.from({ length: 20 }, () => page(cached, '/product/a')));
    expect(registryApi.stateReads - readsBefore).toBeLessThanOrEqual(1);

    registryWith({ current: current('c2') });
    const { value, afterMs } = await eventually(
      () => page(cached, '/product/a'),
      (answer) => answer.config.remotes.catalog.version === 'c2',
      2000,
    );
    expect(afterMs).toBeLessThan(2000);
    expect(value.rendered).toBe('c2');
  });

  it('keeps serving the last state it read while the API fails', async () => {
    registryWith({ current: current('c3') });
    await eventually(
      () => page(cached, '/product/a'),
      (answer) => answer.config?.remotes.catalog.version === 'c3',
      2000,
    );
    registryApi.down = true;
    try {
      const readsBefore = registryApi.stateReads;
      await inAWhile(2100);
      const answer = await page(cached, '/product/a');
      expect(registryApi.stateReads).toBeGreaterThan(readsBefore);
      expect(answer.status).toBe(200);
      expect(answer.config.remotes.catalog.version).toBe('c3');
      expect(answer.rendered).toBe('c3');
    } finally {
      registryApi.down = false;
      registryWith({});
    }
  });
});

describe('canary cohorts', () => {
  it('gives a first visit a cohort cookie for a year (HttpOnly, SameSite=Lax)', async () => {
    registryWith({});
    const first = await page(uncached, '/product/a');
    const cohort = setCookies(first).find((cookie) => cookie.startsWith('shop_cohort='));
    expect(cohort).toMatch(/^shop_cohort=[A-Za-z0-9_-]{22}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=31536000$/);
    // A visitor who has one keeps it.
    const again = await page(uncached, '/product/a', (cohort ?? '').split(';')[0]);
    expect(setCookies(again).some((cookie) => cookie.startsWith('shop_cohort='))).toBe(false);
  });

  it('serves a 50 % canary to about half of the cohorts, each always the same version', async () => {
    registryWith({ canary: { version: 'c2', percent: 50, serverManifest: 'ssr/mf-manifest.json' } });
    const cohorts = Array.from({ length: 400 }, (_, index) => `cohort-${index}-${Math.random().toString(36).slice(2)}`);
    let inCanary = 0;
    for (const cohort of cohorts) {
      const answer = await request(uncached, '/runtime-config.json', { headers: { cookie: `shop_cohort=${cohort}` } });
      const version = JSON.parse(answer.body).remotes.catalog.version;
      expect(version).toBe(bucketOf(cohort, 'catalog') < 50 ? 'c2' : 'c1');
      if (version === 'c2') inCanary += 1;
    }
    expect(inCanary / cohorts.length).toBeGreaterThan(0.4);
    expect(inCanary / cohorts.length).toBeLessThan(0.6);

    // Five reloads of one visitor in each cohort: the same version each time, in every part of the page.
    const canaryCohort = cohorts.find((cohort) => bucketOf(cohort, 'catalog') < 50);
    const stableCohort = cohorts.find((cohort) => bucketOf(cohort, 'catalog') >= 50);
    for (const [cohort, version] of [
      [canaryCohort, 'c2'],
      [stableCohort, 'c1'],
    ]) {
      for (let reload = 0; reload < 5; reload++) {
        const answer = await page(uncached, '/product/a', `shop_cohort=${cohort}`);
        expect(answer.config.remotes.catalog).toEqual({
          version,
          entry: `${remoteOrigin}/${version}/mf-manifest.json`,
        });
        expect(answer.rendered).toBe(version);
        expect(answer.body).toContain(
          `<link rel="preload" as="fetch" href="${remoteOrigin}/${version}/mf-manifest.json"`,
        );
        expect(answer.versions).toBe(`catalog=${version}${version === 'c2' ? ';canary' : ''}, dealers=d1`);
      }
    }
    registryWith({});
  });

  it('names the served versions in Remote-Versions on the page and its config, the server render agreeing with the inline config', async () => {
    registryWith({ canary: { version: 'c2', percent: 99, serverManifest: 'ssr/mf-manifest.json' } });
    const cohort = 'a-cohort-in-bucket-below-99';
    expect(bucketOf(cohort, 'catalog')).toBeLessThan(99);
    const answer = await page(uncached, '/product/a', `shop_cohort=${cohort}`);
    expect(answer.versions).toBe('catalog=c2;canary, dealers=d1');
    expect(answer.rendered).toBe(answer.config.remotes.catalog.version);
    const config = await request(uncached, '/runtime-config.json', { headers: { cookie: `shop_cohort=${cohort}` } });
    expect(config.headers['remote-versions']).toBe('catalog=c2;canary, dealers=d1');
    expect(JSON.parse(config.body)).toEqual(answer.config);
    registryWith({});
  });
});

describe('QA overrides', () => {
  const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();
  const VERSION_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJyZW1vdGUiOiJjYXRhbG9nIn0.version-sig';
  const URL_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJyZW1vdGUiOiJjYXRhbG9nIn0.url-sig';
  const FORGED = 'eyJhbGciOiJIUzI1NiJ9.eyJyZW1vdGUiOiJjYXRhbG9nIn0.forged';

  beforeAll(() => {
    registryWith({});
    registryApi.overrides.set(VERSION_TOKEN, { remote: 'catalog', version: 'c3', expiresAt: inAnHour() });
    registryApi.overrides.set(URL_TOKEN, { remote: 'catalog', url: DEV_SERVER, expiresAt: inAnHour() });
  });

  it('sets the override cookie from a signed link and redirects (303) to the page without the parameter', async () => {
    const answer = await request(uncached, `/product/a?color=red&remote-override=${VERSION_TOKEN}`);
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/product/a?color=red');
    const [cookie] = setCookies(answer);
    expect(cookie).toMatch(
      new RegExp(`^shop_override_catalog=${VERSION_TOKEN}; Path=/; HttpOnly; SameSite=Lax; Expires=.+ GMT$`),
    );
  });

  it('serves, renders on the server and names the overridden version, and gives the page its banner config', async () => {
    const answer = await page(
      uncached,
      '/product/a',
      `shop_cohort=someone-0001; shop_override_catalog=${VERSION_TOKEN}`,
    );
    expect(answer.config.overrides).toEqual({ catalog: { version: 'c3' } });
    expect(answer.config.remotes.catalog.version).toBe('c3');
    expect(answer.rendered).toBe('c3');
    expect(answer.versions).toBe('catalog=c3;override, dealers=d1');
    // Another browser, at the same time: the current version.
    const other = await page(uncached, '/product/a', 'shop_cohort=someone-0002');
    expect(other.rendered).toBe('c1');
    expect(other.config.overrides).toBeUndefined();
  });

  it("renders a dev server's URL override in the browser only, and the page's CSP admits its origin", async () => {
    const answer = await page(uncached, '/product/a', `shop_cohort=someone-0003; shop_override_catalog=${URL_TOKEN}`);
    expect(answer.config.overrides).toEqual({ catalog: { url: DEV_SERVER } });
    expect(answer.config.remotes.catalog).toEqual({ version: DEV_SERVER, entry: `${DEV_SERVER}/mf-manifest.json` });
    expect(answer.rendered).toBeNull();
    expect(answer.body).not.toContain('data-server-rendered="catalog"');
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`script-src [^;]*${DEV_SERVER}`));
    expect(csp).toMatch(/connect-src [^;]*ws:\/\/localhost:5173/);
  });

  it('ignores a forged or expired override: no cookie from its link, and its cookie cleared', async () => {
    const link = await request(uncached, `/product/a?remote-override=${FORGED}`);
    expect(link.status).toBe(303);
    expect(link.headers.location).toBe('/product/a');
    expect(setCookies(link)).toEqual([]);

    const forged = await page(uncached, '/product/a', `shop_cohort=someone-0004; shop_override_catalog=${FORGED}`);
    expect(forged.rendered).toBe('c1');
    expect(forged.config.overrides).toBeUndefined();
    expect(setCookies(forged)).toContain('shop_override_catalog=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
    // A token made for another remote does not move this one.
    const misplaced = await page(uncached, '/dealer-locator', `shop_override_dealers=${VERSION_TOKEN}`);
    expect(misplaced.config.remotes.dealers.version).toBe('d1');
  });

  it("is cleared by the banner's button, from the shop's own pages only", async () => {
    const clear = (headers: http.OutgoingHttpHeaders) =>
      request(uncached, '/__shop/overrides/clear', { method: 'POST', headers });
    expect((await clear({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await clear({})).status).toBe(403);
    const host = new URL(uncached).host;
    const cleared = await clear({ origin: uncached, host, cookie: `shop_override_catalog=${VERSION_TOKEN}` });
    expect(cleared.status).toBe(204);
    expect(setCookies(cleared)).toContain('shop_override_catalog=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
  });
});

describe('server builds and health', () => {
  it("downloads a version's server build it does not have, checked, and renders with it", async () => {
    registryWith({ current: current('c4') });
    const { value } = await eventually(
      () => page(uncached, '/product/a'),
      (answer) => answer.rendered === 'c4',
      3000,
    );
    expect(value.config.remotes.catalog.version).toBe('c4');
    expect(fs.readFileSync(path.join(cacheDir, 'catalog/c4/ssr/remoteEntry.js'), 'utf8')).toBe(SERVER_BUILD);
    expect(fs.readdirSync(path.join(cacheDir, 'catalog')).filter((name) => name.includes('partial'))).toEqual([]);
  });

  it('gets and loads the server build of a version the registry names before its first page asks for it', async () => {
    registryWith({ current: current('c6') });
    // Any request reads the registry's state; its named builds start loading then.
    expect((await request(uncached, '/runtime-config.json')).status).toBe(200);
    await eventually(
      async () => fs.existsSync(path.join(cacheDir, 'catalog/c6/ssr/remoteEntry.js')),
      (there) => there,
      3000,
    );
    await inAWhile(1000);
    // Its first page: the 700 ms container start was already done, within the 400 ms budget.
    const first = await page(uncached, '/product/a');
    expect(first.versions).toBe('catalog=c6, dealers=d1');
    expect(first.rendered).toBe('c6');
    registryWith({});
  });

  it('renders in the browser, and reports it, when a downloaded file does not match its sha256', async () => {
    registryWith({ current: current('c5') });
    const answer = await page(uncached, '/product/a');
    expect(answer.status).toBe(200);
    expect(answer.rendered).toBeNull();
    expect(fs.existsSync(path.join(cacheDir, 'catalog/c5'))).toBe(false);
    await eventually(
      async () => registryApi.beacons,
      (beacons) => beacons.some((beacon) => beacon.version === 'c5' && beacon.kind === 'render-failure'),
      3000,
    );
    registryWith({});
  });

  it('reports server-render failures and timeouts per remote and version, batched each second', async () => {
    registryWith({});
    registryApi.beacons.length = 0;
    const pages = await Promise.all([
      page(uncached, '/product/throws'),
      page(uncached, '/product/throws'),
      page(uncached, '/product/too-slow'),
    ]);
    for (const answer of pages) {
      expect(answer.status).toBe(200);
      expect(answer.rendered).toBeNull();
    }
    const { value } = await eventually(
      async () => [...registryApi.beacons],
      (beacons) => beacons.some((beacon) => beacon.kind === 'render-timeout'),
      3000,
    );
    for (const beacon of value)
      expect(beacon).toMatchObject({ type: 'remote-health', remote: 'catalog', version: 'c1' });
    const counted = (kind: string) =>
      value.filter((beacon) => beacon.kind === kind).reduce((sum, beacon) => sum + beacon.count, 0);
    expect(counted('render-failure')).toBe(2);
    expect(counted('render-timeout')).toBe(1);
    // Summed before sending: one item per remote, version and kind in a batch.
    expect(value.length).toBeLessThanOrEqual(3);
  });
});
