/**
 * Page content against the real API (in process, seeded database). Requests are counted where they
 * arrive, on the API; failures are real: the API down (a dead port). Prices: prices.test.tsx.
 */
import { pages, storePages } from 'api/testkit';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearFetchOnce, fetchOnce } from '../src/shared/content/fetch-once';
import { getPage } from '../src/shared/content/pages';
import { type RealApi, startRealApi } from './helpers/realApi';

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

describe('page content is fetched once', () => {
  it('lets concurrent callers wait for the first request', async () => {
    const [a, b, c] = await Promise.all([getPage('faq'), getPage('faq'), getPage('faq')]);
    expect(a).toEqual(pages.faq);
    expect(b).toBe(a);
    expect(c).toBe(a);
    await getPage('faq');
    expect(api.calls('GET', '/strapi/page/faq')).toHaveLength(1);
  });

  it('falls back to empty content when the fetch fails, and tries again on the next visit', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.pointClientAtDeadPort();
    expect(await getPage('support')).toBeNull();
    expect(logged).toHaveBeenCalledWith('[catalog] content "support" could not be loaded', expect.anything());

    api.pointClientHere(); // the API is back
    expect(await getPage('support')).toMatchObject({ heading: pages.support.heading });
    expect(api.calls('GET', '/strapi/page/support')).toHaveLength(1);
  });

  it('answers null while a page is not published (a real 404), and shows it once it is', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await api.db.deleteFrom('content_documents').where('kind', '=', 'page').where('key', '=', 'warranty').execute();
    expect(await getPage('warranty')).toBeNull();

    await storePages(api.db, { warranty: pages.warranty });
    expect(await getPage('warranty')).toEqual(pages.warranty);
    expect(api.calls('GET', '/strapi/page/warranty')).toHaveLength(2);
  });

  it('forgets a rejected load so a later caller retries', async () => {
    let calls = 0;
    await expect(
      fetchOnce('x', async () => {
        calls++;
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await fetchOnce('x', async () => ++calls)).toBe(2);
  });
});
