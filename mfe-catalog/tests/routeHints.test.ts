/**
 * The catalog publishes, per route, the API calls its first page makes and its page chunk
 * (public/route-hints.json); the shell's server preloads them. These must be exactly the calls the page then makes, or the
 * preload is wasted and the page asks twice: the first-page prefetch (src/app/route-prefetch.ts)
 * is run for each hinted route against the real API, and the calls it made are compared.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from 'path-to-regexp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import hints from '../public/route-hints.json';
import { prefetchFirstPage } from '../src/app/route-prefetch';
import { clearFetchOnce } from '../src/shared/content/fetch-once';
import { type RealApi, startRealApi } from './helpers/realApi';

/** A real page for each route parameter the hints use. */
const EXAMPLES: Record<string, string> = { title: 'bridger-hr1', query: 'bridger', copyId: 'terms' };
const COLLECTION_EXAMPLE = 'rifles';

let api: RealApi;
beforeAll(async () => {
  api = await startRealApi();
}, 120_000);
afterAll(() => api?.stop());
beforeEach(() => {
  api.pointClientHere();
  api.forgetRequests();
  clearFetchOnce();
});

async function settled(count: number) {
  await vi.waitFor(() => expect(api.requests.length).toBeGreaterThanOrEqual(count), { timeout: 10_000 });
}

describe('route hints', () => {
  for (const route of hints.routes) {
    it(`name the calls the first page of ${route.path} makes`, async () => {
      const params = route.path.startsWith('/collection') ? { title: COLLECTION_EXAMPLE } : EXAMPLES;
      const page = compile(route.path)(params);
      prefetchFirstPage(page);
      const expected = route.get.map((call) => compile(call, { encode: encodeURIComponent })(params));
      await settled(expected.length);
      expect(api.requests.map((request) => request.path).sort()).toEqual([...expected].sort());
    });
  }

  it('name page chunks that the page modules declare (the build writes their files)', () => {
    const pageModules = readFileSync(path.resolve('src/app/page-modules.ts'), 'utf8');
    for (const route of hints.routes) {
      expect(pageModules).toContain(`/* webpackChunkName: "${route.page}" */`);
    }
  });

  it('make no call for a page whose hints name none', async () => {
    prefetchFirstPage('/about-us');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.requests).toEqual([]);
  });
});
