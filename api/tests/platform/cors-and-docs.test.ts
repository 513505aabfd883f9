import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('CORS', () => {
  it('lets the shop origins in, with the headers the client sends', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/Newsletter/subscribe',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-request-id,x-guest-id,authorization',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const allowed = String(response.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['content-type', 'x-request-id', 'x-guest-id', 'authorization'])
      expect(allowed).toContain(header);
  });

  it('exposes the request id and ETag to the shop', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'http://localhost:3002' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3002');
    expect(String(response.headers['access-control-expose-headers'])).toContain('X-Request-ID');
  });

  it('gives other origins no CORS headers', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/Newsletter/subscribe',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await t.app.inject({ method: 'GET', url: '/health', headers: { origin: 'https://evil.example' } });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('describes the routes at /docs/json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/health',
      '/Auth/guest',
      '/strapi/page/{name}',
      '/strapi/products/search/{query}',
      '/Products',
      '/Newsletter/subscribe',
      '/ProductNotification/subscribe',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    // Bodies are documented from the shared yup schemas.
    const body = doc.paths['/Newsletter/subscribe'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['email', 'captcha']));
  });

  it('serves a browsable UI at /docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
