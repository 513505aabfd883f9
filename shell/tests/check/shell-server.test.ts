/**
 * The shell's server (shell/server) on a small build and deploy folder of its own: the page it
 * sends for each route (inline runtime config, preload hints of the route owner, from the registry
 * the API answers, registry-api.ts, read here without a cache), /runtime-config.json, and the
 * build's precompressed, immutable assets.
 * And a page the route owner renders on the server, with a fixture server build published as a
 * remote's is (docs/decisions/0017): streamed (the start of the page before the owner's HTML, which
 * follows as it comes), its status, its fallbacks, compressed as it streams, and renders shared.
 * The server runs in its own Node process (run-shell-server.mjs) on a free port.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  brotliCompressSync,
  brotliDecompressSync,
  createBrotliDecompress,
  createGunzip,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { GUEST_CART_KEY } from 'shared-contracts';
import { PAGE_HINTS_COOKIE, type PageHintsSource, pageHintsValue } from 'shared-contracts/session/page-hints-cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploymentFrom } from '../../server/deployment.mjs';
import { runtimeConfig } from '../../server/runtime-config.mjs';
import { type RegistryApi, startRegistryApi } from './registry-api';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API = 'https://api.shop.example';
const CATALOG = 'https://catalog.shop.example';

let work: string;
let distDir: string;
let deployDir: string;
let server: ChildProcess;
let origin: string;
let registryApi: RegistryApi;

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

interface Streamed extends Answer {
  /** The body as it arrived (decoded when compressed), with the milliseconds since the request. */
  parts: { at: number; text: string }[];
}

/** A GET that records when each part of the (decoded) body arrives. */
function getStreamed(url: string, headers: http.OutgoingHttpHeaders = {}): Promise<Streamed> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(`${origin}${url}`, { headers }, (res) => {
        const raw: Buffer[] = [];
        const parts: Streamed['parts'] = [];
        res.on('data', (chunk: Buffer) => raw.push(chunk));
        const encoding = res.headers['content-encoding'];
        const decoder = encoding === 'br' ? createBrotliDecompress() : encoding === 'gzip' ? createGunzip() : null;
        const body = decoder ? res.pipe(decoder) : res;
        body.on('data', (chunk: Buffer) =>
          parts.push({ at: performance.now() - started, text: chunk.toString('utf8') }),
        );
        body.on('error', reject);
        body.on('end', () =>
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: res.headers,
            body: parts.map((part) => part.text).join(''),
            raw: Buffer.concat(raw),
            parts,
          }),
        );
      })
      .on('error', reject);
  });
}

/** When the body had arrived up to and including `text` (ms since the request), and what had arrived. */
function arrival(page: Streamed, text: string): { at: number; sofar: string } {
  let sofar = '';
  for (const part of page.parts) {
    sofar += part.text;
    if (sofar.includes(text)) return { at: part.at, sofar };
  }
  throw new Error(`never arrived: ${text}`);
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

/** How long the fixture's slow page holds back the end of its HTML (fixtureServerBuild). */
const SLOW_MS = 600;

/**
 * A remote's server build as remote-server-rsbuild.ts writes it (a CommonJS federation container
 * exposing './server' in the version's ssr/), for the routes the tests below ask for:
 *   /product/slow        head, status and data at once; the HTML starts with an image preload and
 *                        its last part comes SLOW_MS later (each render numbered)
 *   /product/react       a React page rendered as the kit does (renderToPipeableStream, all ready,
 *                        piped into a PassThrough): a lazy part, an image preload
 *   /product/missing     404
 *   /product/throws      renderPage throws
 *   /product/too-slow    renderPage outlasts the budget
 *   /product/breaks      the HTML fails after its start
 *   /product/old-build   the answer of a build published before streaming: `html`, a string
 */
function fixtureServerBuild() {
  const shellRequire = createRequire(path.join(shellDir, 'package.json'));
  const [react, reactDom, reactDomServer] = ['react', 'react-dom', 'react-dom/server'].map((name) =>
    JSON.stringify(shellRequire.resolve(name)),
  );
  return `'use strict';
const { PassThrough, Readable } = require('node:stream');
const React = require(${react});
const { preload } = require(${reactDom});
const { renderToPipeableStream } = require(${reactDomServer});
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const h = React.createElement;
let renders = 0;

function reactPage() {
  const Lazy = React.lazy(async () => {
    await wait(50);
    return { default: () => h('p', null, 'the lazy part') };
  });
  const Page = () => {
    preload('${API}/media/react.jpg', { as: 'image' });
    return h('article', null, h('h1', null, 'React page'), h(React.Suspense, { fallback: h('p', null, 'loading') }, h(Lazy)));
  };
  return new Promise((resolve, reject) => {
    const pass = renderToPipeableStream(h(Page), {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      onAllReady() {
        const stream = new PassThrough();
        pass.pipe(stream);
        resolve(stream);
      },
    });
  });
}

async function renderPage({ url, signal }) {
  const path = url.split('?')[0];
  const render = ++renders;
  const page = (stream, head = {}, status = 200) => ({ stream, data: { path, render }, head, status });
  switch (path) {
    case '/product/slow':
      return page(
        Readable.from((async function* () {
          yield '<link rel="preload" as="image" href="${API}/media/slow.jpg"/>';
          yield '<h1>Slow product</h1><p>render ' + render + '</p>';
          await wait(${SLOW_MS});
          yield '<p>the rest of the page</p>';
        })()),
        { title: 'Slow product | Halvorsen Arms', description: 'A slow page' },
      );
    case '/product/react':
      return page(await reactPage(), { title: 'React page' });
    case '/product/missing':
      return page(Readable.from(['<h1>No such product</h1>']), { title: 'Not found | Halvorsen Arms' }, 404);
    case '/product/throws':
      throw new Error('the page threw');
    case '/product/too-slow':
      await wait(1500);
      return page(Readable.from(['<h1>Too late</h1>']));
    case '/product/breaks':
      return page(
        Readable.from((async function* () {
          yield '<h1>Breaks</h1><p>render ' + render + '</p>';
          await wait(50);
          throw new Error('the HTML broke');
        })()),
      );
    case '/product/old-build':
      return { html: '<link rel="preload" as="image" href="/old.jpg"/><h1>Old build</h1>', data: {}, head: {}, status: 200 };
    default:
      return page(Readable.from(['<h1>' + path + '</h1>']));
  }
}

module.exports = {
  init: async () => {},
  get: async (name) => {
    if (name !== './server') throw new Error('no ' + name);
    return () => ({ renderPage, SERVER_DATA_ELEMENT_ID: 'catalog-server-data' });
  },
};
`;
}

/** The shell's header and footer build (dist/server/chrome.js, an ES module). */
const FIXTURE_CHROME = `export const CHROME_DATA_ELEMENT_ID = 'shell-server-data';
export async function renderChrome() {
  return { header: '<header>The shop header</header>', footer: '<footer>The shop footer</footer>', data: { app: {} } };
}
`;

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

/** Versions published with a server build (`<remote>@<version>`). */
const serverBuilds = new Set<string>();

function publishServerBuild(remote: string, version: string) {
  const dir = path.join(deployDir, remote, version, 'ssr');
  writeJson(path.join(dir, 'mf-manifest.json'), { metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } } });
  write(path.join(dir, 'package.json'), '{ "type": "commonjs" }\n');
  write(path.join(dir, 'remoteEntry.js'), fixtureServerBuild());
  serverBuilds.add(`${remote}@${version}`);
}

function pointRegistryAt(versions: Record<string, string>) {
  registryApi.setRemotes(
    Object.fromEntries(
      Object.entries(versions).map(([remote, version]) => [
        remote,
        {
          current: {
            version,
            serverManifest: serverBuilds.has(`${remote}@${version}`) ? 'ssr/mf-manifest.json' : null,
          },
          canary: null,
        },
      ]),
    ),
  );
}

async function page(url: string, headers: http.OutgoingHttpHeaders = {}) {
  const response = await get(url, headers);
  const inline = response.body.match(/<script id="shop-runtime-config" type="application\/json">(.*?)<\/script>/);
  return { response, html: response.body, config: JSON.parse(inline?.[1] ?? 'null') };
}

/**
 * The page-hints cookie the shop's pages write for what local storage holds (shared-contracts):
 * the server's reading is checked against the browser's writing.
 */
function hintsCookie(source: Partial<PageHintsSource>): http.OutgoingHttpHeaders {
  const value = pageHintsValue({ accessToken: null, guestToken: null, guestCart: null, ...source });
  return value === null ? {} : { cookie: `shop_cohort=abcdefgh12; ${PAGE_HINTS_COOKIE}=${value}` };
}

beforeAll(async () => {
  registryApi = await startRegistryApi();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-server-'));
  distDir = path.join(work, 'dist');
  deployDir = path.join(work, 'deploy');
  write(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="The shop" /><title>Shop</title>' +
      '<script defer src="/static/js/index.1a2b3c.js"></script><link href="/static/css/index.4d5e6f.css" rel="stylesheet">' +
      '</head><body>' +
      '<div id="shell-header"><div class="boot-header">Halvorsen Arms</div></div>\n' +
      '<main id="shop-main" tabindex="-1"></main>\n<div id="shell-footer"></div>\n' +
      '<noscript>Halvorsen Arms needs JavaScript to show the shop.</noscript></body></html>',
  );
  write(path.join(distDir, 'server/package.json'), '{ "type": "module" }\n');
  write(path.join(distDir, 'server/chrome.js'), FIXTURE_CHROME);
  // The build copies the route table next to index.html; the source is the same file.
  fs.copyFileSync(path.join(shellDir, 'src/layout/route-table.html'), path.join(distDir, 'route-table.html'));
  // A share in a chunk of its own (preloaded) and one in the entry's script (in the page already).
  writeJson(path.join(distDir, 'mf-manifest.json'), {
    shared: [
      { name: 'react', assets: { js: { sync: ['static/js/lib-react.js'] } } },
      { name: 'shared-kit', assets: { js: { sync: ['static/js/index.1a2b3c.js'] } } },
    ],
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
      { path: '/search/:query', get: [], guestGet: ['/Guest/:guestToken/saved/:query'] },
      { path: '/collection/saved', get: [], guestGet: ['/Guest/:guestToken/saved'], guestGetIfStored: GUEST_CART_KEY },
    ],
  });
  publishVersion('catalog', 'v2', { app: 'static/js/app.v2.js' });
  publishVersion('catalog', 'ssr1', {
    app: 'static/js/app.ssr1.js',
    // One page hides what only a guest sees under the signed-in mark; the others need no mark.
    routes: [
      { path: '/product/react', get: [], signedInMark: true },
      { path: '/product/:slug', get: [] },
    ],
  });
  publishServerBuild('catalog', 'ssr1');
  publishVersion('dealers', 'd1', { app: 'static/js/dealers.d1.js' });
  pointRegistryAt({ catalog: 'v1', dealers: 'd1' });

  origin = await startServer({
    SHOP_DEPLOY_DIR: deployDir,
    PUBLIC_API_BASE: API,
    REMOTE_ORIGIN_CATALOG: CATALOG,
    REGISTRY_URL: registryApi.url,
    REGISTRY_CACHE_MS: '0',
  });
});

afterAll(async () => {
  server?.kill();
  await registryApi?.close();
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
    expect(html).not.toContain('<link rel="preload" as="script" href="/static/js/index.1a2b3c.js"');
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

  it("starts a guest's calls with the page, with the guest token of the visitor's page-hints cookie", async () => {
    const preloadOf = (token: string) =>
      `<link rel="preload" as="fetch" href="${API}/Guest/${token}/saved/red%20dot" crossorigin>`;
    const { html } = await page('/search/red%20dot', hintsCookie({ guestToken: 'gid_a-b_C' }));
    expect(html).toContain(preloadOf('gid_a-b_C'));
    // The guest's data is asked for first: before the page's other links, and before the first
    // stylesheet, which would hold the parser until it arrived (decision 0061).
    expect(html.indexOf(preloadOf('gid_a-b_C'))).toBeLessThan(html.indexOf('<link rel="preload" as="script"'));
    expect(html.indexOf(preloadOf('gid_a-b_C'))).toBeLessThan(html.indexOf('rel="stylesheet"'));
    // The page reads no local storage while it is parsed (decision 0067).
    expect(html).not.toContain('localStorage');

    const guestCalls = async (headers: http.OutgoingHttpHeaders) =>
      ((await page('/search/red%20dot', headers)).html.match(/rel="preload" as="fetch" href="[^"]*\/Guest\//g) ?? [])
        .length;
    // Signed in: the page reads the customer's data with the bearer token instead. No token yet: nothing to ask.
    expect(await guestCalls(hintsCookie({ guestToken: 'gid_a', accessToken: 'jwt' }))).toBe(0);
    expect(await guestCalls(hintsCookie({}))).toBe(0);
    expect(await guestCalls({})).toBe(0);
    // A token not in the form the API issues is nothing the server writes into a page.
    for (const forged of ['g.gid_a"><script>', 'g.gid_a%2Fb', 'g.someone', 'x.gid_a', 'g.']) {
      expect(await guestCalls({ cookie: `${PAGE_HINTS_COOKIE}=${forged}` })).toBe(0);
    }
    // A route without guest calls starts none.
    expect((await page('/', hintsCookie({ guestToken: 'gid_a' }))).html).not.toContain('/Guest/');
  });

  it("starts a guest call that exists only once made (the checkout's cart) only once the guest's cart exists", async () => {
    const savedCalls = async (source: Partial<PageHintsSource>) =>
      (await page('/collection/saved', hintsCookie(source))).html.match(/href="[^"]*\/Guest\/[^"]*"/g) ?? [];
    // A new guest (nothing made yet) and a cart left by an earlier guest token: nothing asked, no 404.
    expect(await savedCalls({ guestToken: 'gid_a' })).toEqual([]);
    expect(await savedCalls({ guestToken: 'gid_a', guestCart: 'gid_old' })).toEqual([]);
    expect(await savedCalls({ guestToken: 'gid_a', guestCart: 'gid_a' })).toEqual([`href="${API}/Guest/gid_a/saved"`]);
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

describe('a page its owner renders on the server', () => {
  beforeAll(() => pointRegistryAt({ catalog: 'ssr1', dealers: 'd1' }));
  afterAll(() => pointRegistryAt({ catalog: 'v1', dealers: 'd1' }));

  it("is streamed: status, head, header and the owner's first HTML before the owner's HTML has ended", async () => {
    const page = await getStreamed('/product/slow?plain');
    expect(page.statusCode).toBe(200);
    expect(page.headers['transfer-encoding']).toBe('chunked');
    expect(page.headers['content-length']).toBeUndefined();
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("'nonce-");

    const start = arrival(page, '<h1>Slow product</h1>');
    const rest = arrival(page, '<p>the rest of the page</p>');
    expect(rest.at - start.at).toBeGreaterThan(SLOW_MS - 200);
    // The head as the render declared it, with the image React asked for; the header; the
    // opening of the owner's element with the HTML it had so far; not the footer yet.
    expect(start.sofar).toContain('<title>Slow product | Halvorsen Arms</title>');
    expect(start.sofar).toContain('<meta name="description" content="A slow page" />');
    expect(start.sofar).toContain(`<link rel="preload" as="image" href="${API}/media/slow.jpg"/><title>`);
    expect(start.sofar).toContain(
      '<div id="shell-header" data-server-rendered="shell"><header>The shop header</header></div>',
    );
    expect(start.sofar).toMatch(
      /<main id="shop-main" tabindex="-1"><div id="single-spa-application:catalog" data-server-rendered="catalog"><h1>Slow product<\/h1><p>render \d+<\/p>$/,
    );
    expect(start.sofar).not.toContain('The shop footer');
    // It ends whole: the owner's element, the footer, the data blocks.
    expect(page.body).toMatch(
      /<p>the rest of the page<\/p><\/div><\/main>\n<div id="shell-footer" data-server-rendered="shell"><footer>The shop footer<\/footer><\/div>\n<script type="application\/json" id="shell-server-data">\{"app":\{\}\}<\/script><script type="application\/json" id="catalog-server-data">\{"path":"\/product\/slow","data":\{"path":"\/product\/slow","render":\d+\}\}<\/script><\/body><\/html>$/,
    );
    expect(page.body).not.toContain('needs JavaScript');
  });

  it("runs a server-rendered page's scripts once its largest paint is on screen, fetched as before; a page drawn in the browser has them deferred", async () => {
    const drawn = await getStreamed('/product/react');
    const nonce = /'nonce-([^']+)'/.exec(String(drawn.headers['content-security-policy']))?.[1];
    expect(drawn.body).not.toContain('<script defer');
    // Fetched from the head, where the build's tag was, at the priority of a deferred script.
    expect(drawn.body).toContain(
      '<link rel="preload" as="script" href="/static/js/index.1a2b3c.js" fetchpriority="low">',
    );
    const open = `<script nonce="${nonce}">`;
    const at = drawn.body.indexOf(`${open}(function(d,s,w)`);
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(drawn.body.indexOf('rel="stylesheet"'));
    const loader = drawn.body.slice(at + open.length, drawn.body.indexOf('</script>', at));
    const INDEX = 'script /static/js/index.1a2b3c.js in order';

    /**
     * Runs the loader in a parsed document of `visibilityState` whose server render marked `heroes`
     * (its largest images), in a browser with or without largest-contentful-paint entries; answers
     * what it added, and the callbacks it is waiting on.
     */
    const run = (visibilityState: 'visible' | 'hidden', heroes: object[], withEntries = true) => {
      const added: string[] = [];
      const waiting: {
        frame?: () => void;
        timers: { ms: number; callback: () => void }[];
        paints?: (entries: object[]) => void;
        observed?: object;
      } = { timers: [] };
      const document = {
        readyState: 'interactive',
        visibilityState,
        querySelectorAll: (selector: string) => (selector.includes('img[fetchpriority=high]') ? heroes : []),
        createElement: (tag: string) => ({ tag }) as Record<string, unknown>,
        head: {
          appendChild: (element: Record<string, unknown>) =>
            added.push(`${element.tag} ${element.src}${element.async === false ? ' in order' : ''}`),
        },
      };
      class PerformanceObserver {
        static supportedEntryTypes = withEntries ? ['paint', 'largest-contentful-paint'] : ['paint'];
        constructor(callback: (list: { getEntries: () => object[] }) => void) {
          waiting.paints = (entries) => callback({ getEntries: () => entries });
        }
        observe(options: object) {
          waiting.observed = options;
        }
      }
      new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', loader)(
        document,
        { PerformanceObserver },
        (callback: () => void) => {
          waiting.frame = callback;
        },
        (callback: () => void, ms: number) => waiting.timers.push({ ms, callback }),
      );
      return { added, waiting };
    };

    // A page without a marked image: its first largest paint (the browser reports it once on screen).
    const text = run('visible', []);
    expect(text.waiting.observed).toEqual({ type: 'largest-contentful-paint', buffered: true });
    expect(text.added).toEqual([]);
    text.waiting.paints?.([{ element: {} }]);
    expect(text.added).toEqual([INDEX]);
    // Started once: a later, larger paint or the wait's end adds nothing.
    text.waiting.paints?.([{ element: {} }]);
    for (const timer of text.waiting.timers) timer.callback();
    expect(text.added).toEqual([INDEX]);

    // A page with its largest image marked: not the heading painted before it, the image.
    const hero = {};
    const withImage = run('visible', [hero]);
    withImage.waiting.paints?.([{ element: {} }]);
    expect(withImage.added).toEqual([]);
    withImage.waiting.paints?.([{ element: hero }]);
    expect(withImage.added).toEqual([INDEX]);

    // An image that is never painted (a slow network, or smaller than the text): a second at most.
    const slow = run('visible', [hero]);
    expect(slow.waiting.timers.map((timer) => timer.ms)).toEqual([1000]);
    slow.waiting.timers[0]?.callback();
    expect(slow.added).toEqual([INDEX]);

    // A browser without the entry: after the next frame.
    const older = run('visible', [], false);
    expect(older.added).toEqual([]);
    older.waiting.frame?.();
    expect(older.added).toEqual([]);
    older.waiting.timers.find((timer) => timer.ms === 0)?.callback();
    expect(older.added).toEqual([INDEX]);

    // A background tab draws no frames: there the scripts start once the document is parsed.
    expect(run('hidden', [hero]).added).toEqual([INDEX]);

    const inBrowser = await page('/dealer-locator');
    expect(inBrowser.html).toContain('<script defer src="/static/js/index.1a2b3c.js"></script>');
    expect(inBrowser.html).not.toContain('(function(d,s,w)');
  });

  it('marks a signed-in visitor on <html> as the page is sent where the page asks: it was drawn for nobody', async () => {
    const marked = async (url: string, source: Partial<PageHintsSource>) =>
      /<html[^>]* data-signed-in/.test((await getStreamed(url, hintsCookie(source))).body);
    expect(await marked('/product/react', { accessToken: 'jwt' })).toBe(true);
    expect(await marked('/product/react', { guestToken: 'gid_a' })).toBe(false);
    expect(await marked('/product/react', {})).toBe(false);
    // A page rendered in the browser (here: the dealers' has no server build) knows its visitor when it draws.
    expect((await page('/dealer-locator', hintsCookie({ accessToken: 'jwt' }))).html).not.toContain('data-signed-in');
    // A drawing with nothing to hide is not marked, and no page reads local storage while it is parsed (decision 0067).
    const unmarked = await getStreamed('/product/slow', hintsCookie({ accessToken: 'jwt' }));
    expect(unmarked.body).toContain('data-server-rendered="catalog"><h1>Slow product</h1>');
    expect(unmarked.body).not.toContain('data-signed-in');
    expect((await getStreamed('/product/react', hintsCookie({ accessToken: 'jwt' }))).body).not.toContain(
      'localStorage',
    );
  });

  it('answers the status its render declared (404 for a product that does not exist)', async () => {
    const page = await getStreamed('/product/missing');
    expect(page.statusCode).toBe(404);
    expect(page.headers['transfer-encoding']).toBe('chunked');
    expect(page.body).toContain('<title>Not found | Halvorsen Arms</title>');
    expect(page.body).toContain('data-server-rendered="catalog"><h1>No such product</h1></div>');
  });

  it('carries a React page whole, its lazy part inline and its image preload in the head', async () => {
    const page = await getStreamed('/product/react');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<link rel="preload" href="${API}/media/react.jpg" as="image"/><title>`);
    expect(page.body).toContain(
      'data-server-rendered="catalog"><article><h1>React page</h1><!--$--><p>the lazy part</p><!--/$--></article></div></main>',
    );
    // Not its Suspense fallback.
    expect(page.body).not.toContain('<p>loading</p>');
  });

  it('is compressed as it streams (brotli, gzip): each part is flushed as it is written, the page decodes the same', async () => {
    for (const encoding of ['br', 'gzip']) {
      const url = `/product/slow?${encoding}`;
      const page = await getStreamed(url, { 'accept-encoding': encoding });
      expect(page.headers['content-encoding']).toBe(encoding);
      expect(page.headers['transfer-encoding']).toBe('chunked');
      const start = arrival(page, '<h1>Slow product</h1>');
      expect(start.sofar).toContain('<title>Slow product | Halvorsen Arms</title>');
      expect(arrival(page, 'the rest of the page').at - start.at).toBeGreaterThan(SLOW_MS - 200);

      const decoded = (encoding === 'br' ? brotliDecompressSync(page.raw) : gunzipSync(page.raw)).toString('utf8');
      expect(decoded).toBe(page.body);
      // The same render (reused for the URL) sent uncompressed: the same page (each page has its own CSP nonce).
      const plain = await getStreamed(url);
      const withoutNonce = (html: string) => html.replace(/ nonce="[^"]+"/g, '');
      expect(withoutNonce(plain.body)).toBe(withoutNonce(page.body));
    }
  });

  it('is rendered once for requests that come together, each of which gets the whole page; and kept for the next', async () => {
    const url = '/product/slow?together';
    const pages = await Promise.all([getStreamed(url), getStreamed(url), getStreamed(url)]);
    const render = pages[0]?.body.match(/<p>render (\d+)<\/p>/)?.[1];
    expect(render).toBeDefined();
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<p>render ${render}</p><p>the rest of the page</p></div></main>`);
      expect(page.body).toMatch(/<\/body><\/html>$/);
    }
    const later = await getStreamed(url);
    expect(later.body).toContain(`<p>render ${render}</p><p>the rest of the page</p></div></main>`);
    // Replayed from what was kept: not SLOW_MS again.
    expect(later.parts.at(-1)?.at).toBeLessThan(SLOW_MS - 100);
  });

  it('is sent for rendering in the browser when its render throws or outlasts its budget', async () => {
    for (const url of ['/product/throws', '/product/too-slow']) {
      const page = await getStreamed(url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-length']).toBe(String(page.raw.length));
      expect(page.body).toContain('<main id="shop-main" tabindex="-1"></main>');
      expect(page.body).not.toContain('data-server-rendered="catalog"');
      expect(page.body).not.toContain('catalog-server-data');
      expect(page.body).toContain('<header>The shop header</header>');
    }
  });

  it("ends whole, without the owner's data (the browser renders it), when the owner's HTML fails once sent; the render is not kept", async () => {
    const first = await getStreamed('/product/breaks');
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatch(
      /data-server-rendered="catalog"><h1>Breaks<\/h1><p>render \d+<\/p><\/div><\/main>\n<div id="shell-footer" data-server-rendered="shell"><footer>The shop footer<\/footer><\/div>\n<script type="application\/json" id="shell-server-data">\{"app":\{\}\}<\/script><\/body><\/html>$/,
    );
    expect(first.body).not.toContain('catalog-server-data');
    const again = await getStreamed('/product/breaks');
    const renderOf = (page: Streamed) => page.body.match(/<p>render (\d+)<\/p>/)?.[1];
    expect(renderOf(again)).not.toBe(renderOf(first));
  });

  it('takes the HTML of a build published before streaming (a string)', async () => {
    const page = await getStreamed('/product/old-build');
    expect(page.body).toContain('<link rel="preload" as="image" href="/old.jpg"/><title>');
    expect(page.body).toContain('data-server-rendered="catalog"><h1>Old build</h1></div></main>');
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
  it("default to the local shop's ports and deploy folder, and read the registry from the API each second", () => {
    const local = deploymentFrom({});
    expect(local.port).toBe(3000);
    expect(local.apiBase).toBe('http://localhost:4000');
    expect(local.registryUrl).toBe('http://localhost:4000');
    expect(local.registryCacheMs).toBe(1000);
    expect(deploymentFrom({ PUBLIC_API_BASE: 'https://api.example/' }).registryUrl).toBe('https://api.example');
    expect(deploymentFrom({ REGISTRY_URL: 'http://api.internal:4000' }).registryUrl).toBe('http://api.internal:4000');
    expect(local.remoteOrigins).toEqual({
      catalog: 'http://localhost:3001',
      checkout: 'http://localhost:3002',
      account: 'http://localhost:3003',
      dealers: 'http://localhost:3004',
      staff: 'http://localhost:3005',
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

  it("give the browser RUM_SAMPLE_RATE, a share from 0 to 1; unset or out of range: the shell's default", () => {
    const chosen = { catalog: { version: 'v1' } };
    const served = (env: Record<string, string>) => runtimeConfig(chosen, deploymentFrom(env)).rumSampleRate;
    expect(served({ RUM_SAMPLE_RATE: '1' })).toBe(1);
    expect(served({ RUM_SAMPLE_RATE: '0.05' })).toBe(0.05);
    expect(served({})).toBeUndefined();
    expect(served({ RUM_SAMPLE_RATE: '2' })).toBeUndefined();
    expect(served({ RUM_SAMPLE_RATE: 'all' })).toBeUndefined();
  });
});
