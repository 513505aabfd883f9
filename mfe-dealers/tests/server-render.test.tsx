// @vitest-environment node
/**
 * The dealers' server entry (src/server/render-page.tsx, what the shell's server calls through the
 * dealers' published server build; docs/decisions/0017) against the real API: the answer settles
 * the page's content, head and status, and its HTML comes as a stream (the locator without its map).
 */
import { Readable } from 'node:stream';
import { type RealApi, startRealApi } from 'api/testkit';
import { readHtml } from 'shared-kit/server-render-passes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../src/server/render-page';

let api: RealApi;
beforeAll(async () => {
  api = await startRealApi();
}, 60_000);
afterAll(async () => api?.stop());

describe("the dealers' renderPage", () => {
  it('answers the locator with its content and status, and its HTML as a stream', async () => {
    const page = await renderPage({ url: '/dealer-locator', apiBase: api.url, origin: 'https://shop.example' });
    expect(page.status).toBe(200);
    expect(Object.keys(page.data).length).toBeGreaterThan(0);
    expect(page.stream).toBeInstanceOf(Readable);
    const html = await readHtml(page.stream);
    expect(html).toMatch(/<h1[^>]*>Find a Dealer<\/h1>/);
    expect(html).not.toContain('<script');
  });
});
