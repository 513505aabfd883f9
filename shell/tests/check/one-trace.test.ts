// @vitest-environment node
/**
 * One trace from the page to the SQL (issue 31's "done when", docs/decisions/0027): the shell
 * server, the catalog's real server build (mfe-catalog's `build:server`, built here when missing;
 * one built before issue 31 sends no traceparent: rebuild it)
 * published as a version of the registry (registry-api.ts), and the real API (src/server.ts as
 * `npm start` runs it, on an embedded PGlite of its own), both exporting to one real OTLP/HTTP
 * receiver. A server-rendered product page request yields one trace holding the shell's page span,
 * the catalog's render span, the API's request spans under it and their SQL spans.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OtlpReceiver, type ReceivedSpan, startOtlpReceiver } from './otlp-receiver';
import { type RegistryApi, startRegistryApi } from './registry-api';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoDir = path.resolve(shellDir, '..');
const catalogServerBuild = path.join(repoDir, 'mfe-catalog/dist/ssr');

let work: string;
let receiver: OtlpReceiver;
let registryApi: RegistryApi;
const children: ChildProcess[] = [];
let apiBase: string;
let shellOrigin: string;

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

async function eventually<T>(check: () => T | undefined | Promise<T | undefined>, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await Promise.resolve()
      .then(check)
      .catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('never happened');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function start(args: string[], env: NodeJS.ProcessEnv, cwd: string): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return child;
}

const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

beforeAll(async () => {
  if (!fs.existsSync(path.join(catalogServerBuild, 'mf-manifest.json'))) {
    execFileSync('pnpm', ['--filter', 'mfe-catalog', 'run', 'build:server'], { cwd: repoDir, stdio: 'ignore' });
  }
  receiver = await startOtlpReceiver();
  registryApi = await startRegistryApi();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-one-trace-'));

  const apiPort = await freePort();
  apiBase = `http://127.0.0.1:${apiPort}`;
  start(
    ['--import', 'tsx', 'src/server.ts'],
    {
      DATABASE_URL: '',
      DATA_DIR: path.join(work, 'data'),
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    },
    path.join(repoDir, 'api'),
  );

  // The shell's build and the catalog's published version (its real server build in ssr/).
  const distDir = path.join(work, 'dist');
  const deployDir = path.join(work, 'deploy');
  write(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><title>Shop</title></head><body><main id="shop-main"></main></body></html>',
  );
  fs.copyFileSync(path.join(shellDir, 'src/layout/route-table.html'), path.join(distDir, 'route-table.html'));
  write(path.join(distDir, 'mf-manifest.json'), '{"shared":[]}');
  const version = path.join(deployDir, 'catalog', 'v1');
  write(
    path.join(version, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
      shared: [],
      exposes: [{ name: 'app', assets: { js: { sync: ['static/js/app.js'] } } }],
    }),
  );
  fs.cpSync(catalogServerBuild, path.join(version, 'ssr'), { recursive: true });
  registryApi.setRemotes({
    catalog: { current: { version: 'v1', serverManifest: 'ssr/mf-manifest.json' }, canary: null },
  });
  const shell = start(
    [path.join(shellDir, 'tests/check/run-shell-server.mjs'), distDir],
    {
      SHOP_DEPLOY_DIR: deployDir,
      PUBLIC_API_BASE: apiBase,
      REGISTRY_URL: registryApi.url,
      SERVER_RENDER_BUDGET_MS: '10000',
      LOG_LEVEL: 'warn',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    },
    shellDir,
  );
  shellOrigin = await new Promise<string>((resolve, reject) => {
    let out = '';
    shell.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = out.match(/listening (\d+)/)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    shell.on('exit', (code) => reject(new Error(`the shell server exited (${code})`)));
  });
  await eventually(async () => ((await fetch(`${apiBase}/health`)).ok ? true : undefined), 120_000);
}, 180_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) =>
      child.exitCode === null && child.signalCode === null
        ? new Promise((resolve) => child.once('exit', resolve))
        : null,
    ),
  );
  await registryApi?.close();
  await receiver?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('a server-rendered product page', () => {
  it("is one trace: the shell's page span, the catalog's render, the API's requests and their SQL", async () => {
    const traceId = randomBytes(16).toString('hex');
    const response = await fetch(`${shellOrigin}/product/bridger-hr1`, {
      headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
    });
    const html = await response.text();
    expect(response.status, html.slice(0, 300)).toBe(200);
    expect(html).toContain('catalog-server-data');

    const isTrace = (spans: ReceivedSpan[]) =>
      spans.some((span) => span.name === 'render catalog') &&
      spans.some((span) => span.service === 'halvorsen-api' && span.name === 'request') &&
      spans.some((span) => span.name.startsWith('pglite.query:'));
    const trace = await eventually(() => {
      const spans = receiver.spans.filter((span) => span.traceId === traceId);
      return isTrace(spans) ? spans : undefined;
    });
    const byId = new Map(trace.map((span) => [span.spanId, span]));
    const ancestors = (span: ReceivedSpan) => {
      const chain: ReceivedSpan[] = [];
      for (
        let at = span.parentSpanId && byId.get(span.parentSpanId);
        at;
        at = at.parentSpanId && byId.get(at.parentSpanId)
      )
        chain.push(at);
      return chain;
    };
    const page = trace.find((span) => span.name === 'GET /product');
    const render = trace.find((span) => span.name === 'render catalog');
    expect(page?.service).toBe('halvorsen-shell');
    expect(render).toMatchObject({
      parentSpanId: page?.spanId,
      attributes: expect.objectContaining({ remote: 'catalog', version: 'v1' }),
    });
    const requests = trace.filter((span) => span.service === 'halvorsen-api' && span.name === 'request');
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) expect(request.parentSpanId).toBe(render?.spanId);
    const sql = trace.filter((span) => span.name.startsWith('pglite.query:'));
    expect(sql.length).toBeGreaterThan(0);
    for (const statement of sql) expect(ancestors(statement).map((span) => span.spanId)).toContain(page?.spanId);
  }, 60_000);
});
