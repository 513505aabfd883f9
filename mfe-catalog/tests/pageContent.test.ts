/**
 * Page content and the price list against the real API (in process, seeded database). Requests are
 * counted where they arrive, on the API; failures are real: the API down (a dead port) or its
 * cache holding an empty price list.
 */
import { pages, readPriceList, storePages, storePriceList } from 'api/testkit';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearFetchOnce, fetchOnce } from '../src/shared/content/fetch-once';
import { getPage } from '../src/shared/content/pages';
import { loadPriceList, PRICE_LIST_STORAGE_KEY, resetPriceList } from '../src/shared/content/price-list';
import { type RealApi, startRealApi } from './helpers/realApi';

let api: RealApi;
beforeAll(async () => {
  // The API's price-list cache outlives the test that fills it with an empty list, however slow the machine.
  api = await startRealApi({ priceListCacheMs: 10 * 60_000 });
}, 120_000);
afterAll(() => api?.stop());
beforeEach(() => {
  api.pointClientHere();
  api.forgetRequests();
  clearFetchOnce();
  resetPriceList();
  sessionStorage.clear();
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

describe('price list', () => {
  it('is fetched once per session and kept in sessionStorage', async () => {
    const { products: stored } = await readPriceList(api.db);
    const [first, second] = await Promise.all([loadPriceList(), loadPriceList()]);
    expect(first).toEqual(stored);
    expect(Object.keys(first).length).toBeGreaterThan(100);
    expect(second).toEqual(first);
    expect(api.calls('GET', '/Products')).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem(PRICE_LIST_STORAGE_KEY) ?? '{}')).toEqual(stored);

    resetPriceList(); // a new page load in the same session
    expect(await loadPriceList()).toEqual(stored);
    expect(api.calls('GET', '/Products')).toHaveLength(1);
  });

  it('asks Products/nocache when the cached list is empty', async () => {
    // The API refreshed its cache while the price table was being re-imported (empty), then the rows came back.
    const { products: stored } = await readPriceList(api.db);
    const rows = Object.entries(stored).map(([sku, row]) => ({ sku, ...row }));
    await api.db.deleteFrom('sku_prices').execute();
    const refreshed = await api.app.inject({ method: 'GET', url: '/Products/nocache' });
    expect(refreshed.json()).toEqual({ products: {} });
    await storePriceList(api.db, rows);
    expect((await api.app.inject({ method: 'GET', url: '/Products' })).json()).toEqual({ products: {} });

    expect(await loadPriceList()).toEqual(stored);
    expect(api.requests.filter((r) => r.method === 'GET').map((r) => r.path)).toEqual([
      '/Products',
      '/Products/nocache',
    ]);
  });

  it('resolves to no prices when the API is down', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.pointClientAtDeadPort();
    expect(await loadPriceList()).toEqual({});
    expect(logged).toHaveBeenCalledWith('[catalog] price list could not be loaded', expect.anything());
    expect(api.requests).toHaveLength(0);
  });
});
