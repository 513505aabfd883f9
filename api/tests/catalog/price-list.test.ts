import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_CONTENT } from '../support/fixture-content';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  // A long cache so the test can see the difference between /Products and /Products/nocache.
  t = await createTestApp({ content: FIXTURE_CONTENT, config: { priceListCacheMs: 60_000 } });
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /Products', () => {
  it('answers price and stock keyed by sku, as numbers', async () => {
    const response = await get('/Products');
    expect(response.statusCode).toBe(200);
    const { products } = response.json();
    expect(Object.keys(products).sort()).toEqual(['HA-B9C-01', 'HA-CAP-01', 'HA-RL308-BLK', 'HA-RL308-BRZ']);
    expect(products['HA-RL308-BLK']).toEqual({
      price: 1899,
      bestDiscountPercentage: 10,
      bestDiscountedPrice: 1709.1,
      qtyOnHand: 4,
    });
    expect(products['HA-RL308-BRZ']).toEqual({
      price: 1949.99,
      bestDiscountPercentage: 0,
      bestDiscountedPrice: null,
      qtyOnHand: 0,
    });
  });

  it('carries an ETag and answers 304 when unchanged', async () => {
    const etag = String((await get('/Products')).headers.etag);
    expect((await get('/Products', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('may answer from memory, while /Products/nocache reads the database', async () => {
    await get('/Products');
    await t.db.updateTable('sku_prices').set({ qty_on_hand: 99 }).where('sku', '=', 'HA-CAP-01').execute();
    expect((await get('/Products')).json().products['HA-CAP-01'].qtyOnHand).toBe(120);
    const fresh = await get('/Products/nocache');
    expect(fresh.headers['cache-control']).toBe('no-store');
    expect(fresh.json().products['HA-CAP-01'].qtyOnHand).toBe(99);
    // nocache refreshes the memory copy too.
    expect((await get('/Products')).json().products['HA-CAP-01'].qtyOnHand).toBe(99);
  });
});
