/**
 * Trust only what is configured (issue 13): X-Forwarded-For only from the proxies TRUST_PROXY
 * names (none by default); in the production profile the test captcha refuses to start and the
 * API docs are off unless API_DOCS asks for them. And the security headers of the API's answers.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, UNSAFE_TEST_CAPTCHA_SETTING } from '../../src/platform/config';
import { API_CSP, docsCsp, MEDIA_CSP } from '../../src/platform/plugins/security-headers';
import { createTestApp, type TestApp } from '../support/test-app';

const LONG_SECRET = 'a-test-secret-of-more-than-32-bytes-0123456789';
const production = () => ({
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://u@h:5432/db',
  JWT_SECRET: LONG_SECRET,
  STAFF_API_KEY: LONG_SECRET,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'halvorsen-trust-')),
});

const ipRoute = (app: TestApp['app']) => app.get('/test/ip', async (request) => ({ ip: request.ip }));

describe('forwarded addresses', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await createTestApp({ seed: false, config: { trustProxy: [] }, routes: ipRoute });
    proxied = await createTestApp({
      seed: false,
      config: { trustProxy: ['10.1.2.3', '192.168.0.0/16'] },
      routes: ipRoute,
    });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  const ipSeenBy = async (t: TestApp, remoteAddress: string, forwardedFor: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/test/ip',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      })
    ).json().ip;

  it('trusts no proxy by default: a client cannot choose its address', async () => {
    expect(loadConfig({ DATA_DIR: production().DATA_DIR }).trustProxy).toEqual([]);
    expect(await ipSeenBy(direct, '203.0.113.5', '198.51.100.1')).toBe('203.0.113.5');
    expect(await ipSeenBy(direct, '127.0.0.1', '198.51.100.1')).toBe('127.0.0.1');
  });

  it('believes X-Forwarded-For only from a configured proxy (address or range)', async () => {
    expect(loadConfig({ TRUST_PROXY: '10.1.2.3, 192.168.0.0/16', DATA_DIR: production().DATA_DIR }).trustProxy).toEqual(
      ['10.1.2.3', '192.168.0.0/16'],
    );
    expect(await ipSeenBy(proxied, '10.1.2.3', '198.51.100.1')).toBe('198.51.100.1');
    expect(await ipSeenBy(proxied, '192.168.7.7', '198.51.100.1')).toBe('198.51.100.1');
    expect(await ipSeenBy(proxied, '203.0.113.5', '198.51.100.1')).toBe('203.0.113.5');
    // A client behind the proxy who sends its own X-Forwarded-For gets the address the proxy saw.
    expect(await ipSeenBy(proxied, '10.1.2.3', '6.6.6.6, 198.51.100.1')).toBe('198.51.100.1');
  });
});

describe('the production profile', () => {
  it('refuses to start on the test captcha', () => {
    expect(() => loadConfig(production())).toThrow('RECAPTCHA_SECRET is required in production');
    expect(loadConfig({ ...production(), RECAPTCHA_SECRET: 's3cret' }).captcha.kind).toBe('recaptcha');
  });

  it(`allows the test captcha only when ${UNSAFE_TEST_CAPTCHA_SETTING}=yes says so`, () => {
    expect(loadConfig({ ...production(), [UNSAFE_TEST_CAPTCHA_SETTING]: 'yes' }).captcha).toEqual({ kind: 'test' });
    expect(() => loadConfig({ ...production(), [UNSAFE_TEST_CAPTCHA_SETTING]: 'true' })).toThrow('RECAPTCHA_SECRET');
  });

  it('keeps the embedded default on the test captcha (npm start, even built for production)', () => {
    const local = loadConfig({ NODE_ENV: 'production', DATA_DIR: production().DATA_DIR });
    expect(local.profile).toBe('embedded');
    expect(local.captcha).toEqual({ kind: 'test' });
    expect(local.apiDocs).toBe(true);
  });

  it('serves the API docs only when API_DOCS asks for them', () => {
    const env = { ...production(), RECAPTCHA_SECRET: 's3cret' };
    expect(loadConfig(env).profile).toBe('production');
    expect(loadConfig(env).apiDocs).toBe(false);
    expect(loadConfig({ ...env, API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(() => loadConfig({ ...env, API_DOCS: 'maybe' })).toThrow('API_DOCS must be on or off');
  });
});

describe('docs off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, config: { apiDocs: false } });
  });
  afterAll(async () => t?.close());

  it('answers 404 at /docs and /docs/json', async () => {
    for (const url of ['/docs', '/docs/', '/docs/json']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('security headers of the API', () => {
  let t: TestApp;
  let hsts: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    hsts = await createTestApp({ seed: false, config: { hstsMaxAgeSeconds: 31_536_000 } });
  });
  afterAll(async () => {
    await t?.close();
    await hsts?.close();
  });

  it('JSON answers: nosniff, referrer policy, same-site resource policy, a CSP that runs nothing, no framing', async () => {
    for (const url of ['/health', '/No/such/route']) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-resource-policy']).toBe('same-site');
      expect(headers['content-security-policy']).toBe(API_CSP);
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('media may be shown by pages of other sites (a CDN)', async () => {
    const media = await t.app.inject({ method: 'GET', url: '/media/none.png' });
    expect(media.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(media.headers['x-content-type-options']).toBe('nosniff');
  });

  it('every medium, an SVG first, is served in a sandbox that runs nothing (issue 32)', async () => {
    expect(MEDIA_CSP).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    const svg = await t.app.inject({ method: 'GET', url: '/media/limited/gallatin-glacier-field.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.headers['content-security-policy']).toBe(MEDIA_CSP);
    // Compressed on the way (text media) and still sandboxed.
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/media/limited/gallatin-glacier-field.svg',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-security-policy']).toBe(MEDIA_CSP);
    for (const url of ['/media/docs/apparel-size-chart.pdf', '/media/none.png']) {
      expect((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']).toBe(MEDIA_CSP);
    }
  });

  it('the docs page gets a policy of its own: its scripts, styles and calls from the API only', async () => {
    const policy = docsCsp(t.config.publicBaseUrl);
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(policy);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain(`connect-src 'self' ${new URL(t.config.publicBaseUrl).origin};`);
    // What 'self' must cover: every script the page runs is a file of its own under /docs (no
    // inline script), and each of them is served, under the same policy.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect((inline ?? '').trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attributes ?? '')?.[1] ?? '';
      expect(src).toMatch(/^\.\/static\//);
      const file = await t.app.inject({ method: 'GET', url: `/docs/${src.slice(2)}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-security-policy']).toBe(policy);
    }
    const json = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.headers['content-security-policy']).toBe(policy);
  });

  it('sends HSTS when the settings ask for it', async () => {
    const { headers } = await hsts.app.inject({ method: 'GET', url: '/health' });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
