// @vitest-environment node
/**
 * The shell server's half of issue 31 (docs/decisions/0027), on a small build and deploy folder of
 * its own, each server in its own Node process (run-shell-server.mjs) on a free port:
 *
 *   metrics   with METRICS_PORT (a free port): after a few pages, GET /metrics on that port names
 *             the series the production profile's alerts and dashboard read, with bounded labels;
 *             the shop's public port has no /metrics
 *   traces    with OTEL_EXPORTER_OTLP_ENDPOINT at a real OTLP/HTTP receiver: a page request makes a
 *             page span (continuing the caller's traceparent) with a child render span (remote,
 *             version); the request the server render sends to a real API stand-in carries a
 *             traceparent in the same trace (the render span as parent); the page carries a meta
 *             traceparent of the same trace; a failed render's span has an error status; the
 *             request's log lines carry the trace id beside the request id
 *   off       without the endpoint: no meta, and the render's API call carries no traceparent
 *
 * The fixture's server build calls the API as a remote's build does through the shared HTTP client,
 * sending the `traceparent` its render was given (the kit's part is shared-kit's own test).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OtlpReceiver, startOtlpReceiver } from './otlp-receiver';
import { type RegistryApi, startRegistryApi } from './registry-api';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let work: string;
let distDir: string;
let deployDir: string;
let registryApi: RegistryApi;
let receiver: OtlpReceiver;
/** The API stand-in: every request's path and traceparent. */
let apiServer: http.Server;
let apiBase: string;
const apiCalls: { path: string; traceparent: string | undefined }[] = [];
const servers: ChildProcess[] = [];

interface ShellServer {
  origin: string;
  /** Its stdout's JSON log lines. */
  logs: () => Record<string, unknown>[];
}

/** Starts the shell server on the fixture build; resolves once it listens. */
function startServer(env: Record<string, string>): Promise<ShellServer> {
  const server = spawn(process.execPath, [path.join(shellDir, 'tests/check/run-shell-server.mjs'), distDir], {
    env: {
      PATH: process.env.PATH,
      SHOP_DEPLOY_DIR: deployDir,
      PUBLIC_API_BASE: apiBase,
      REGISTRY_URL: registryApi.url,
      REGISTRY_CACHE_MS: '0',
      SERVER_RENDER_BUDGET_MS: '400',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  servers.push(server);
  let out = '';
  const logs = () =>
    out
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return new Promise((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      const had = out;
      out += chunk.toString();
      const port = out.match(/listening (\d+)/)?.[1];
      if (port && !had.match(/listening (\d+)/)) resolve({ origin: `http://127.0.0.1:${port}`, logs });
    });
    server.on('exit', (code) => reject(new Error(`the shell server exited (${code}) before listening`)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function eventually<T>(check: () => T | undefined | Promise<T | undefined>, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('never happened');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

/**
 * A remote's server build (a CommonJS federation container exposing './server'): /product/<slug>
 * reads the product from the API (with the render's traceparent, when given), /product/throws
 * fails, /product/too-slow outlasts the budget.
 */
const FIXTURE_SERVER_BUILD = `'use strict';
const { Readable } = require('node:stream');
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function renderPage({ url, apiBase, traceparent }) {
  const path = url.split('?')[0];
  if (path === '/product/throws') throw new Error('the page threw');
  if (path === '/product/too-slow') await wait(1000);
  const response = await fetch(apiBase + '/Products' + path.slice('/product'.length), {
    headers: traceparent ? { traceparent } : {},
  });
  const product = await response.json();
  return { stream: Readable.from(['<h1>' + product.title + '</h1>']), data: { product }, head: { title: product.title }, status: 200 };
}
module.exports = {
  init: async () => {},
  get: async () => () => ({ renderPage, SERVER_DATA_ELEMENT_ID: 'catalog-server-data' }),
};
`;

const metaTraceparent = (html: string) => html.match(/<meta name="traceparent" content="([^"]+)">/)?.[1];
const idsOf = (traceparent: string | undefined) => {
  const [, traceId, parentId] = traceparent?.split('-') ?? [];
  return { traceId, parentId };
};

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

beforeAll(async () => {
  registryApi = await startRegistryApi();
  receiver = await startOtlpReceiver();
  apiServer = http.createServer((req, res) => {
    const traceparent = req.headers.traceparent;
    apiCalls.push({ path: req.url ?? '', traceparent: typeof traceparent === 'string' ? traceparent : undefined });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ title: `Product ${req.url}` }));
  });
  await new Promise<void>((resolve) => apiServer.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(apiServer.address() as net.AddressInfo).port}`;

  work = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-observability-'));
  distDir = path.join(work, 'dist');
  deployDir = path.join(work, 'deploy');
  write(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><title>Shop</title></head><body><main id="shop-main"></main></body></html>',
  );
  fs.copyFileSync(path.join(shellDir, 'src/layout/route-table.html'), path.join(distDir, 'route-table.html'));
  write(path.join(distDir, 'mf-manifest.json'), JSON.stringify({ shared: [] }));
  const version = path.join(deployDir, 'catalog', 'v1');
  write(
    path.join(version, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
      shared: [],
      exposes: [{ name: 'app', assets: { js: { sync: ['static/js/app.v1.js'] }, css: { sync: [] } } }],
    }),
  );
  write(
    path.join(version, 'ssr', 'mf-manifest.json'),
    JSON.stringify({ metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } } }),
  );
  write(path.join(version, 'ssr', 'package.json'), '{ "type": "commonjs" }\n');
  write(path.join(version, 'ssr', 'remoteEntry.js'), FIXTURE_SERVER_BUILD);
  registryApi.setRemotes({
    catalog: { current: { version: 'v1', serverManifest: 'ssr/mf-manifest.json' }, canary: null },
  });
}, 30_000);

afterAll(async () => {
  for (const server of servers) server.kill();
  await new Promise<void>((resolve) => apiServer?.close(() => resolve()));
  await registryApi?.close();
  await receiver?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('the shell server with METRICS_PORT (tracing off)', () => {
  let shell: ShellServer;
  let metricsUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    metricsUrl = `http://127.0.0.1:${port}/metrics`;
    shell = await startServer({ METRICS_PORT: String(port), SERVER_RENDER_CACHE_MS: '5000' });
  }, 30_000);

  it('counts pages per route pattern, server renders and failures per remote and version, cache hits', async () => {
    for (const url of [
      '/product/bridger',
      '/product/bridger',
      '/',
      '/no/such/page',
      '/product/throws',
      '/product/too-slow',
    ]) {
      await get(`${shell.origin}${url}`);
    }
    const text = await eventually(async () => {
      const body = await (await fetch(metricsUrl)).text();
      return body.includes('shell_server_render_seconds_count{remote="catalog",version="v1"} 2') ? body : undefined;
    });
    expect(text).toContain('shell_page_renders_total{route="/product"} 4');
    expect(text).toContain('shell_page_renders_total{route="/"} 1');
    expect(text).toContain('shell_page_renders_total{route="not-found"} 1');
    expect(text).toMatch(/shell_server_render_seconds_bucket\{le="[0-9.]+",remote="catalog",version="v1"\} \d+/);
    expect(text).toContain('shell_server_render_failures_total{remote="catalog",version="v1",reason="error"} 1');
    expect(text).toContain('shell_server_render_failures_total{remote="catalog",version="v1",reason="timeout"} 1');
    // The second /product/bridger reused the first's render.
    expect(text).toContain('shell_render_cache_hits_total 1');
    // prom-client's defaults: heap and event-loop lag.
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds [0-9.e-]+/m);
  }, 30_000);

  it('serves no /metrics on the public port', async () => {
    const page = await get(`${shell.origin}/metrics`);
    expect(page.status).toBe(404);
    expect(page.html).not.toContain('shell_page_renders_total');
  });

  it('writes no traceparent into the page, and the render sends none to the API', async () => {
    const before = apiCalls.length;
    const page = await get(`${shell.origin}/product/untraced`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Product /Products/untraced</h1>');
    expect(page.html).not.toContain('name="traceparent"');
    const calls = apiCalls.slice(before).filter((call) => call.path === '/Products/untraced');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.traceparent).toBeUndefined();
  });
});

describe('the shell server with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  let shell: ShellServer;

  beforeAll(async () => {
    shell = await startServer({
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_BSP_SCHEDULE_DELAY: '100',
      SERVER_RENDER_CACHE_MS: '0',
      LOG_LEVEL: 'info',
    });
  }, 30_000);

  it("makes one trace of the page, its server render and the render's API call", async () => {
    const callerTraceId = randomBytes(16).toString('hex');
    const callerSpanId = randomBytes(8).toString('hex');
    const page = await get(`${shell.origin}/product/bridger-hr1`, {
      traceparent: `00-${callerTraceId}-${callerSpanId}-01`,
    });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Product /Products/bridger-hr1</h1>');

    const spans = await eventually(() => {
      const found = receiver.spans.filter((span) => span.traceId === callerTraceId);
      return found.length >= 3 ? found : undefined;
    });
    expect(receiver.contentTypes).toContain('application/json');
    const pageSpan = spans.find((span) => span.name === 'GET /product');
    expect(pageSpan).toMatchObject({
      service: 'halvorsen-shell',
      kind: 2,
      parentSpanId: callerSpanId,
      attributes: expect.objectContaining({
        'http.route': '/product',
        'http.response.status_code': 200,
        remote: 'catalog',
      }),
    });
    const render = spans.find((span) => span.name === 'render catalog');
    expect(render).toMatchObject({
      parentSpanId: pageSpan?.spanId,
      attributes: expect.objectContaining({ remote: 'catalog', version: 'v1' }),
    });
    expect(render?.status.code ?? 0).not.toBe(2);

    // The API stand-in saw the render's call in the same trace, the render span as its parent.
    const call = apiCalls.find((each) => each.path === '/Products/bridger-hr1');
    expect(idsOf(call?.traceparent)).toEqual({ traceId: callerTraceId, parentId: render?.spanId });

    // The page's first browser calls join the trace under its `browser` span.
    const browser = spans.find((span) => span.name === 'browser');
    expect(browser?.parentSpanId).toBe(pageSpan?.spanId);
    expect(metaTraceparent(page.html)).toBe(`00-${callerTraceId}-${browser?.spanId}-01`);

    // The request's log lines carry the trace id beside the request id.
    const completed = await eventually(() =>
      shell.logs().find((line) => line.msg === 'request completed' && line.traceId === callerTraceId),
    );
    expect(completed.reqId).toBeTruthy();
  }, 30_000);

  it('starts a trace of its own without a caller, and marks a failed render as an error', async () => {
    const page = await get(`${shell.origin}/product/throws`);
    expect(page.status).toBe(200);
    const traceId = idsOf(metaTraceparent(page.html)).traceId;
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    const render = await eventually(() =>
      receiver.spans.find((span) => span.traceId === traceId && span.name === 'render catalog'),
    );
    expect(render.status.code).toBe(2);
    expect(render.attributes['render.failure']).toBe('error');
    const pageSpan = receiver.spans.find((span) => span.traceId === traceId && span.name === 'GET /product');
    expect(pageSpan?.parentSpanId ?? '').toBe('');
    // The render's failure is logged with the request's ids.
    const failure = await eventually(() =>
      shell.logs().find((line) => String(line.msg).startsWith('server render failed') && line.traceId === traceId),
    );
    expect(failure.reqId).toBeTruthy();
  }, 30_000);

  it('names the not-found page by its bounded label', async () => {
    const page = await get(`${shell.origin}/nothing/here/${randomBytes(4).toString('hex')}`);
    expect(page.status).toBe(404);
    const traceId = idsOf(metaTraceparent(page.html)).traceId;
    const span = await eventually(() => receiver.spans.find((each) => each.traceId === traceId && each.kind === 2));
    expect(span).toMatchObject({
      name: 'GET not-found',
      attributes: expect.objectContaining({ 'http.route': 'not-found' }),
    });
  }, 30_000);
});
