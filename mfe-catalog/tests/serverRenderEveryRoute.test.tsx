// @vitest-environment node
/**
 * Every page the catalog owns renders on the server (issue 32 item 1): each route of its published
 * route hints (public/route-hints.json, the table the shell's server matches pages against) is
 * rendered by `renderPage` in Node, where there is no `window`, against the real API. A render that
 * throws is what the shell's server turns into "server render failed; the page is rendered in the
 * browser", so any throw here is a fallback.
 */
import { compile } from 'path-to-regexp';
import { readHtml } from 'shared-kit/server-render-passes';
import { describe, expect, it, vi } from 'vitest';
import hints from '../public/route-hints.json';
import { renderPage } from '../src/server/render-page';
import { catalogApiForEachTest } from './helpers/catalogApi';

// The shared setup empties the browser's session storage after each test; there is none here.
vi.stubGlobal('sessionStorage', { clear() {} });

const api = catalogApiForEachTest();

/** A real page for each route parameter the hints use. */
const EXAMPLES: Record<string, string> = { title: 'bridger-hr1', query: 'bridger', copyId: 'terms' };

function exampleUrl(routePath: string): string {
  const params = routePath.startsWith('/collection') ? { title: 'rifles' } : EXAMPLES;
  return compile(routePath)(params);
}

describe('every catalog route renders on the server (no window there)', () => {
  it('runs where there is no window', () => {
    expect(typeof window).toBe('undefined');
  });

  for (const route of hints.routes) {
    const url = exampleUrl(route.path);
    it(`${url} renders its page`, async () => {
      const page = await renderPage({ url, apiBase: api.url, origin: 'https://shop.example' });
      expect(page.status).toBe(200);
      const html = await readHtml(page.stream);
      expect(html).toContain('data-boundary="catalog"');
    });
  }
});
