/**
 * The shell server's security headers (issue 13): the page's Content-Security-Policy built from its
 * runtime config (remotes' and API's origins, providers switched on by settings), without
 * 'unsafe-inline' scripts; a fresh nonce per page on its inline boot style; and the headers every
 * answer carries. The server runs in its own Node process on a small fixture build.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RuntimeConfig } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commonSecurityHeaders,
  contentSecurityPolicy,
  enabledProviders,
  PERMISSIONS_POLICY,
} from '../../server/security-headers.mjs';
import { type RegistryApi, startRegistryApi } from './registry-api';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API = 'https://api.shop.example';
const CATALOG = 'https://catalog.cdn.example';

type Providers = RuntimeConfig['providers'];
const TEST_PROVIDERS: Providers = {
  captcha: { kind: 'test' },
  payment: { kind: 'test' },
  maps: { kind: 'bundled' },
  reviews: null,
};

const configWith = (providers: Providers = TEST_PROVIDERS) => ({
  apiBase: API,
  remotes: {
    catalog: { version: 'v1', entry: `${CATALOG}/v1/mf-manifest.json` },
    checkout: { version: 'c1', entry: 'http://localhost:3002/c1/mf-manifest.json' },
  },
  providers,
});

/** The policy as `{ directive: [sources] }`. */
function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [directive = '', ...sources] = part.trim().split(/\s+/);
      return [directive, sources];
    }),
  );
}

describe('the page policy', () => {
  const csp = parse(contentSecurityPolicy(configWith(), { nonce: 'abc' }));

  it('runs scripts only from the shop, its remotes and by nonce: never inline or eval', () => {
    expect(csp['script-src']).toEqual(["'self'", CATALOG, 'http://localhost:3002', "'nonce-abc'"]);
    expect(JSON.stringify(csp)).not.toContain('unsafe-eval');
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });

  it('connects to the API and the remotes, shows their images', () => {
    expect(csp['connect-src']).toEqual(["'self'", CATALOG, 'http://localhost:3002', API]);
    expect(csp['img-src']).toEqual(["'self'", CATALOG, 'http://localhost:3002', API, 'data:', 'blob:']);
    expect(csp['style-src']).toEqual(["'self'", CATALOG, 'http://localhost:3002', "'nonce-abc'"]);
  });

  it("admits a QA override's dev server (a URL override) like a remote's origin, and its live-reload socket", () => {
    const dev = 'http://localhost:5173';
    const config = {
      ...configWith(),
      remotes: { ...configWith().remotes, checkout: { version: dev, entry: `${dev}/mf-manifest.json` } },
      overrides: { checkout: { url: dev } },
    };
    const policy = parse(contentSecurityPolicy(config, { nonce: 'abc' }));
    expect(policy['script-src']).toEqual(["'self'", CATALOG, dev, "'nonce-abc'"]);
    expect(policy['connect-src']).toEqual(["'self'", CATALOG, dev, API, 'ws://localhost:5173']);
  });

  it("is never framed, frames only the catalog's 3D document and the back office's own blobs, loads no plugins, pins base and form targets", () => {
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['frame-src']).toEqual([CATALOG, 'blob:']);
    expect(parse(contentSecurityPolicy({ ...configWith(), remotes: {} }, { nonce: 'abc' }))['frame-src']).toEqual([
      'blob:',
    ]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
  });

  it("allows Authorize.net's Accept.js where the payment provider is configured (sandbox or production)", () => {
    const sandbox = parse(
      contentSecurityPolicy(
        configWith({
          ...TEST_PROVIDERS,
          payment: { kind: 'authorize-net', apiLoginId: 'id', clientKey: 'key', mode: 'sandbox' },
        }),
        { nonce: 'n' },
      ),
    );
    expect(sandbox['script-src']).toContain('https://jstest.authorize.net');
    expect(sandbox['connect-src']).toContain('https://apitest.authorize.net');
    expect(sandbox['script-src']).not.toContain('https://js.authorize.net');
    const production = parse(
      contentSecurityPolicy(
        configWith({
          ...TEST_PROVIDERS,
          payment: { kind: 'authorize-net', apiLoginId: 'id', clientKey: 'key', mode: 'production' },
        }),
        { nonce: 'n' },
      ),
    );
    expect(production['script-src']).toContain('https://js.authorize.net');
    expect(production['connect-src']).toContain('https://api2.authorize.net');
  });

  it("allows reCAPTCHA's script and frame only where reCAPTCHA is configured", () => {
    expect((csp['script-src'] ?? []).some((source) => source.includes('google'))).toBe(false);
    const recaptcha = parse(
      contentSecurityPolicy(configWith({ ...TEST_PROVIDERS, captcha: { kind: 'recaptcha', siteKey: 'k' } }), {
        nonce: 'n',
      }),
    );
    expect(recaptcha['script-src']).toContain('https://www.google.com/recaptcha/');
    expect(recaptcha['script-src']).toContain('https://www.gstatic.com/recaptcha/');
    expect(recaptcha['frame-src']).toEqual([
      CATALOG,
      'blob:',
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
  });

  it("lets the reviews vendor's widget write inline styles (the nonce then leaves style-src)", () => {
    const reviews = parse(
      contentSecurityPolicy(configWith({ ...TEST_PROVIDERS, reviews: { key: 'k' } }), { nonce: 'n' }),
    );
    expect(reviews['script-src']).toContain('https://staticw2.yotpo.com');
    expect(reviews['style-src']).toContain("'unsafe-inline'");
    expect(reviews['style-src']).not.toContain("'nonce-n'");
    expect(reviews['script-src']).not.toContain("'unsafe-inline'");
    expect(enabledProviders({ ...TEST_PROVIDERS, reviews: { key: 'k' } })).toEqual(['reviews']);
  });
});

describe('headers of every answer', () => {
  it('nosniff, referrer policy, permissions policy, cross-origin opener policy; HSTS only when asked', () => {
    expect(commonSecurityHeaders()).toEqual({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': PERMISSIONS_POLICY,
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(commonSecurityHeaders({ hstsMaxAgeSeconds: 63_072_000 })['strict-transport-security']).toBe(
      'max-age=63072000; includeSubDomains',
    );
  });
});

describe('the server', () => {
  let work: string;
  let server: ChildProcess;
  let registryApi: RegistryApi;
  let origin: string;

  function get(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
    return new Promise((resolve, reject) => {
      http
        .get(`${origin}${url}`, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        })
        .on('error', reject);
    });
  }

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-csp-'));
    const distDir = path.join(work, 'dist');
    const deployDir = path.join(work, 'deploy');
    fs.mkdirSync(path.join(distDir, 'static/js'), { recursive: true });
    fs.mkdirSync(path.join(deployDir, 'catalog/v1'), { recursive: true });
    fs.writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><head><style>body{margin:0}</style><script defer src="/static/js/index.1.js"></script></head><body></body></html>',
    );
    fs.writeFileSync(path.join(distDir, 'static/js/index.1.js'), 'console.log(1)');
    fs.writeFileSync(path.join(distDir, 'mf-manifest.json'), JSON.stringify({ shared: [] }));
    fs.copyFileSync(path.join(shellDir, 'src/layout/route-table.html'), path.join(distDir, 'route-table.html'));
    registryApi = await startRegistryApi();
    registryApi.setRemotes({ catalog: { current: { version: 'v1', serverManifest: null }, canary: null } });
    server = spawn(process.execPath, [path.join(shellDir, 'tests/check/run-shell-server.mjs'), distDir], {
      env: {
        PATH: process.env.PATH,
        SHOP_DEPLOY_DIR: deployDir,
        REGISTRY_URL: registryApi.url,
        PUBLIC_API_BASE: API,
        REMOTE_ORIGIN_CATALOG: CATALOG,
        HSTS_MAX_AGE: '31536000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    origin = await new Promise<string>((resolve, reject) => {
      let out = '';
      server.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const port = out.match(/listening (\d+)/)?.[1];
        if (port) resolve(`http://127.0.0.1:${port}`);
      });
      server.on('exit', (code) => reject(new Error(`the shell server exited (${code})`)));
    });
  });

  afterAll(async () => {
    server?.kill();
    await registryApi?.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('sends every page with a policy of its runtime config and a fresh nonce on its inline style', async () => {
    const first = await get('/');
    const second = await get('/product/anything');
    for (const page of [first, second]) {
      const policy = parse(String(page.headers['content-security-policy']));
      const nonce = page.body.match(/<style nonce="([^"]+)">/)?.[1];
      expect(nonce).toBeTruthy();
      expect(policy['style-src']).toContain(`'nonce-${nonce}'`);
      expect(policy['script-src']).toContain(CATALOG);
      expect(policy['connect-src']).toContain(API);
      // The shell's own scripts load by origin, not by nonce.
      expect(page.body).toContain('<script defer src="/static/js/index.1.js">');
    }
    expect(first.headers['content-security-policy']).not.toBe(second.headers['content-security-policy']);
  });

  it('sends the common headers and HSTS (when configured) on pages, config and files alike', async () => {
    for (const url of ['/', '/runtime-config.json', '/static/js/index.1.js']) {
      const { headers } = await get(url);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });
});
