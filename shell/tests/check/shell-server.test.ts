/**
 * The shell's server (shell/server) on a small build and deploy folder of its own: the page it
 * sends for each route (inline runtime config, preload hints of the route owner, read from the
 * registry at that request), /runtime-config.json, and the build's precompressed, immutable assets.
 * The server runs in its own Node process (run-shell-server.mjs) on a free port.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploymentFrom } from '../../server/deployment.mjs';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API = 'https://api.shop.example';
const CATALOG = 'https://catalog.shop.example';

let work: string;
let distDir: string;
let deployDir: string;
let server: ChildProcess;
let origin: string;

interface Answer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  raw: Buffer;
}

/** A GET with node's own client: no decompression, no browser rules. */
function get(url: string, headers: http.OutgoingHttpHeaders = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${url}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body: raw.toString('utf8'), raw });
        });
      })
      .on('error', reject);
  });
}

/** Starts the server on the fixture build; resolves with its origin once it listens. */
function startServer(env: Record<string, string>): Promise<string> {
  server = spawn(process.execPath, [path.join(shellDir, 'tests/check/run-shell-server.mjs'), distDir], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = out.match(/listening (\d+)/)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    server.on('exit', (code) => reject(new Error(`the shell server exited (${code}) before listening`)));
  });
}

const write = (file: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};
const writeJson = (file: string, value: unknown) => write(file, JSON.stringify(value));

const SHELL_JS = `console.log(${JSON.stringify('shell boot '.repeat(200))});`;

/** A published remote version as a build writes it: manifest and route hints. */
function publishVersion(remote: string, version: string, files: { app: string; routes?: unknown[] }) {
  const dir = path.join(deployDir, remote, version);
  writeJson(path.join(dir, 'mf-manifest.json'), {
    metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
    shared: [{ name: 'react', assets: { js: { sync: ['static/js/react.js'] } } }],
    exposes: [{ name: 'app', assets: { js: { sync: [files.app] }, css: { sync: [] } } }],
  });
  if (files.routes) writeJson(path.join(dir, 'route-hints.json'), { routes: files.routes });
}

function pointRegistryAt(versions: Record<string, string>) {
  const remotes = Object.fromEntries(
    Object.entries(versions).map(([remote, current]) => [remote, { current, history: [current] }]),
  );
  writeJson(path.join(deployDir, 'registry.json'), { remotes });
}

async function page(url: string) {
  const response = await get(url);
  const inline = response.body.match(/<script id="shop-runtime-config" type="application\/json">(.*?)<\/script>/);
  return { response, html: response.body, config: JSON.parse(inline?.[1] ?? 'null') };
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-server-'));
  distDir = path.join(work, 'dist');
  deployDir = path.join(work, 'deploy');
  write(path.join(distDir, 'index.html'), '<!doctype html><html><head><title>Shop</title></head><body></body></html>');
  // The build copies the route table next to index.html; the source is the same file.
  fs.copyFileSync(path.join(shellDir, 'src/layout/route-table.html'), path.join(distDir, 'route-table.html'));
  writeJson(path.join(distDir, 'mf-manifest.json'), {
    shared: [{ name: 'react', assets: { js: { sync: ['static/js/lib-react.js'] } } }],
  });
  const js = path.join(distDir, 'static/js/index.1a2b3c.js');
  write(js, SHELL_JS);
  write(`${js}.br`, brotliCompressSync(SHELL_JS));
  write(`${js}.gz`, gzipSync(SHELL_JS));

  publishVersion('catalog', 'v1', {
    app: 'static/js/app.v1.js',
    routes: [
      { path: '/', get: ['/strapi/page/home'], files: ['static/js/home.v1.js'] },
      { path: '/product/:slug', get: ['/strapi/products/:slug'] },
    ],
  });
  publishVersion('catalog', 'v2', { app: 'static/js/app.v2.js' });
  publishVersion('dealers', 'd1', { app: 'static/js/dealers.d1.js' });
  pointRegistryAt({ catalog: 'v1', dealers: 'd1' });

  origin = await startServer({ SHOP_DEPLOY_DIR: deployDir, PUBLIC_API_BASE: API, REMOTE_ORIGIN_CATALOG: CATALOG });
});

afterAll(() => {
  server?.kill();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('the page the shell server sends', () => {
  it('carries the runtime config inline and is never cached', async () => {
    const { response, config } = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(config).toEqual({
      apiBase: API,
      remotes: {
        catalog: { version: 'v1', entry: `${CATALOG}/v1/mf-manifest.json` },
        dealers: { version: 'd1', entry: 'http://localhost:3004/d1/mf-manifest.json' },
      },
      providers: { captcha: { kind: 'test' }, payment: { kind: 'test' }, maps: { kind: 'bundled' }, reviews: null },
    });
  });

  it("preloads the route owner's files and first API calls, and the shell's shared libraries", async () => {
    const { html } = await page('/');
    expect(html).toContain(`<link rel="preconnect" href="${API}" crossorigin>`);
    expect(html).toContain('<link rel="preload" as="script" href="/static/js/lib-react.js">');
    expect(html).toContain(`<link rel="preload" as="fetch" href="${API}/strapi/page/home" crossorigin>`);
    expect(html).toContain(`<link rel="preload" as="fetch" href="${CATALOG}/v1/mf-manifest.json" crossorigin>`);
    expect(html).toContain(`<link rel="preload" as="script" href="${CATALOG}/v1/remoteEntry.js">`);
    expect(html).toContain(`<link rel="preload" as="script" href="${CATALOG}/v1/static/js/app.v1.js">`);
    expect(html).toContain(`<link rel="preload" as="script" href="${CATALOG}/v1/static/js/home.v1.js">`);
    // react comes from the shell; the remote's copy is not preloaded.
    expect(html).not.toContain(`${CATALOG}/v1/static/js/react.js`);

    const product = await page('/product/bridger-hr1?color=black');
    expect(product.html).toContain(
      `<link rel="preload" as="fetch" href="${API}/strapi/products/bridger-hr1" crossorigin>`,
    );
  });

  it('preloads only the owner of the route: none for a path the shell itself answers', async () => {
    const dealers = await page('/dealer-locator');
    expect(dealers.html).toContain('href="http://localhost:3004/d1/mf-manifest.json"');
    expect(dealers.html).not.toContain(`href="${CATALOG}/v1/mf-manifest.json"`);

    const notFound = await page('/no-such-page');
    expect(notFound.response.statusCode).toBe(404);
    expect(notFound.config.remotes.catalog.version).toBe('v1');
    expect(notFound.html).not.toMatch(/<link [^>]*mf-manifest\.json/);
  });

  it('reads the registry at every page load: a publish or rollback shows on the next one', async () => {
    pointRegistryAt({ catalog: 'v2', dealers: 'd1' });
    const published = await page('/');
    expect(published.config.remotes.catalog.version).toBe('v2');
    expect(published.html).toContain(`${CATALOG}/v2/static/js/app.v2.js`);
    expect(published.html).not.toContain(`${CATALOG}/v1/`);

    pointRegistryAt({ catalog: 'v1', dealers: 'd1' });
    expect((await page('/')).config.remotes.catalog.version).toBe('v1');
  });
});

describe('/runtime-config.json', () => {
  it('answers the same config as the page, uncached', async () => {
    const response = await get('/runtime-config.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(response.body)).toEqual((await page('/')).config);
  });
});

describe("the shell's build files", () => {
  it('are sent as their precompressed copies and cached for good', async () => {
    const url = '/static/js/index.1a2b3c.js';
    const br = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.raw.equals(fs.readFileSync(path.join(distDir, `${url}.br`)))).toBe(true);

    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.raw.equals(fs.readFileSync(path.join(distDir, `${url}.gz`)))).toBe(true);
  });

  it('leave the manifest revalidated (a new shell build replaces it)', async () => {
    const response = await get('/mf-manifest.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('the deployment settings', () => {
  it("default to the local shop's ports and deploy folder", () => {
    const local = deploymentFrom({});
    expect(local.port).toBe(3000);
    expect(local.apiBase).toBe('http://localhost:4000');
    expect(local.remoteOrigins).toEqual({
      catalog: 'http://localhost:3001',
      checkout: 'http://localhost:3002',
      account: 'http://localhost:3003',
      dealers: 'http://localhost:3004',
    });
    expect(local.deployDir).toBe(path.resolve(shellDir, '..', '.deploy'));
  });

  it('resolve a relative deploy folder against the repository root, and read PORT', () => {
    const deployment = deploymentFrom({ SHOP_DEPLOY_DIR: '.run/e2e-deploy', PORT: '3100' });
    expect(deployment.deployDir).toBe(path.resolve(shellDir, '..', '.run/e2e-deploy'));
    expect(deployment.port).toBe(3100);
  });

  it('give the browser the providers named by their public keys', () => {
    const { providers } = deploymentFrom({ RECAPTCHA_SITE_KEY: 'site-key', AUTHORIZE_NET_CLIENT_KEY: 'client' });
    expect(providers.captcha).toEqual({ kind: 'recaptcha', siteKey: 'site-key' });
    expect(providers.payment).toEqual({ kind: 'authorize-net', apiLoginId: '', clientKey: 'client', mode: 'sandbox' });
  });
});
