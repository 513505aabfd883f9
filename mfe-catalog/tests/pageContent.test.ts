import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearFetchOnce, fetchOnce } from '../src/features/page-content/fetchOnce';
import { getPage } from '../src/features/page-content/pages';
import { loadPriceList, PRICE_LIST_STORAGE_KEY, resetPriceList } from '../src/features/page-content/priceList';
import { type ApiServer, startApiServer } from './helpers/apiServer';

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  clearFetchOnce();
  resetPriceList();
  sessionStorage.clear();
});

describe('page content is fetched once', () => {
  it('lets concurrent callers wait for the first request', async () => {
    api.route(({ path }) => (path === '/strapi/page/faq' ? { json: { data: { headerTitle: 'FAQ' } } } : undefined));
    const [a, b, c] = await Promise.all([getPage('faq'), getPage('faq'), getPage('faq')]);
    expect(a).toEqual({ headerTitle: 'FAQ' });
    expect(b).toBe(a);
    expect(c).toBe(a);
    await getPage('faq');
    expect(api.requests.filter((r) => r.path === '/strapi/page/faq')).toHaveLength(1);
  });

  it('falls back to empty content when the fetch fails, and tries again on the next visit', async () => {
    api.route(() => ({ status: 500, json: { message: 'down' } }));
    expect(await getPage('support')).toBeNull();
    api.route(() => ({ json: { data: { heading: 'Support' } } }));
    expect(await getPage('support')).toEqual({ heading: 'Support' });
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
  const row = { price: 30, bestDiscountPercentage: 0, bestDiscountedPrice: null, qtyOnHand: 4 };

  it('is fetched once per session and kept in sessionStorage', async () => {
    api.route(({ path }) => (path === '/Products' ? { json: { products: { 'CAP-1': row } } } : undefined));
    const [first, second] = await Promise.all([loadPriceList(), loadPriceList()]);
    expect(first).toEqual({ 'CAP-1': row });
    expect(second).toEqual(first);
    expect(api.requests.filter((r) => r.path === '/Products')).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem(PRICE_LIST_STORAGE_KEY) ?? '{}')).toEqual({ 'CAP-1': row });

    resetPriceList(); // a new page load in the same session
    expect(await loadPriceList()).toEqual({ 'CAP-1': row });
    expect(api.requests.filter((r) => r.path === '/Products')).toHaveLength(1);
  });

  it('asks Products/nocache when the cached list is empty', async () => {
    api.route(({ path }) => {
      if (path === '/Products') return { json: { products: {} } };
      if (path === '/Products/nocache') return { json: { products: { 'CAP-1': row } } };
      return undefined;
    });
    expect(await loadPriceList()).toEqual({ 'CAP-1': row });
    expect(api.requests.map((r) => r.path)).toEqual(['/Products', '/Products/nocache']);
  });

  it('resolves to no prices when the API fails', async () => {
    api.route(() => ({ status: 503, json: { message: 'down' } }));
    expect(await loadPriceList()).toEqual({});
  });
});
