/**
 * `GET /Products/prices?skus=...` (issue 14, "data at the size of the page"): price and stock of
 * the asked skus only, in GET /Products' shape, from the real seed's price list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPriceList } from '../../src/modules/catalog/index';
import { PRICE_QUERY_LIMITS, PRICE_QUERY_MESSAGES } from '../../src/modules/catalog/price-query';
import { INPUT_GUARD_MESSAGES } from '../../src/platform/plugins/input-guard';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { priceListCacheMs: 5000 } });
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const prices = (skus: string) => get(`/Products/prices?skus=${encodeURIComponent(skus)}`);

describe('GET /Products/prices', () => {
  it('answers price and stock of exactly the asked skus, as GET /Products does', async () => {
    const { products: all } = await readPriceList(t.db);
    const asked = ['HA-BR1-308WIN-20-FDE', 'HA-CLN-FIELD', 'HA-CARE-SET'];
    const response = await prices(asked.join(','));
    expect(response.statusCode).toBe(200);
    const { products } = response.json();
    expect(Object.keys(products).sort()).toEqual([...asked].sort());
    for (const sku of asked) expect(products[sku]).toEqual(all[sku]);
    // The seed's rows, as numbers: on sale, sold out, plain.
    expect(products['HA-CLN-FIELD'].qtyOnHand).toBe(0);
    expect(products['HA-CARE-SET']).toMatchObject({ price: 24.99, bestDiscountedPrice: null });
    expect(products['HA-BR1-308WIN-20-FDE'].bestDiscountedPrice).toBeLessThan(products['HA-BR1-308WIN-20-FDE'].price);
    // The same answer GET /Products gives for those skus.
    const whole = (await get('/Products')).json().products;
    expect(products).toEqual(Object.fromEntries(asked.map((sku) => [sku, whole[sku]])));
  });

  it('leaves unknown skus out, and answers an empty map when none is known', async () => {
    const response = await prices('HA-CARE-SET,NO-SUCH-SKU');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().products)).toEqual(['HA-CARE-SET']);
    const none = await prices('NO-SUCH-SKU');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ products: {} });
  });

  it('trims the skus, drops empty items and asks repeats once', async () => {
    const response = await get('/Products/prices?skus=%20HA-CARE-SET%20,,HA-CARE-SET,HA-CLN-FIELD,');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().products).sort()).toEqual(['HA-CARE-SET', 'HA-CLN-FIELD']);
  });

  it('is much smaller than the whole price list', async () => {
    const whole = await get('/Products');
    const page = await prices('HA-BR1-308WIN-20-BLK,HA-BR1-308WIN-20-FDE');
    expect(Object.keys(whole.json().products).length).toBeGreaterThan(100);
    expect(page.body.length * 20).toBeLessThan(whole.body.length);
  });

  it('carries a short public cache and an ETag, and answers 304 when unchanged', async () => {
    const response = await prices('HA-CARE-SET');
    expect(response.headers['cache-control']).toBe('public, max-age=5');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"/);
    const again = await get(`/Products/prices?skus=HA-CARE-SET`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('reads the database on every request (a new stock shows at once)', async () => {
    await t.db.updateTable('sku_prices').set({ qty_on_hand: 7 }).where('sku', '=', 'HA-CLN-FIELD').execute();
    try {
      expect((await prices('HA-CLN-FIELD')).json().products['HA-CLN-FIELD'].qtyOnHand).toBe(7);
    } finally {
      await t.db.updateTable('sku_prices').set({ qty_on_hand: 0 }).where('sku', '=', 'HA-CLN-FIELD').execute();
    }
  });

  it(`answers ${PRICE_QUERY_LIMITS.maxSkus} distinct skus`, async () => {
    const skus = Array.from({ length: PRICE_QUERY_LIMITS.maxSkus }, (_, i) => `S${i}`);
    const response = await prices([...skus, 'S0', 'S1'].join(','));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ products: {} });
  });

  describe('400 with the reason', () => {
    const refused = async (url: string, message: string) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(response.headers['cache-control'] ?? '').not.toContain('public');
    };

    it('without skus, or with none in them', async () => {
      await refused('/Products/prices', PRICE_QUERY_MESSAGES.missing);
      await refused('/Products/prices?skus=', PRICE_QUERY_MESSAGES.missing);
      await refused('/Products/prices?skus=%20,%20,', PRICE_QUERY_MESSAGES.missing);
    });

    it(`with more than ${PRICE_QUERY_LIMITS.maxSkus} skus`, async () => {
      const skus = Array.from({ length: PRICE_QUERY_LIMITS.maxSkus + 1 }, (_, i) => `S${i}`);
      await refused(`/Products/prices?skus=${skus.join(',')}`, PRICE_QUERY_MESSAGES.tooMany);
    });

    it(`with a sku longer than ${PRICE_QUERY_LIMITS.skuLength} characters`, async () => {
      const long = 'A'.repeat(PRICE_QUERY_LIMITS.skuLength + 1);
      await refused(`/Products/prices?skus=HA-CARE-SET,${long}`, PRICE_QUERY_MESSAGES.tooLong(long));
      // Exactly the limit is fine.
      expect((await prices('A'.repeat(PRICE_QUERY_LIMITS.skuLength))).statusCode).toBe(200);
    });

    it('with characters no sku has', async () => {
      for (const sku of ['HA CARE', "HA'1", 'HA/1', 'HA<b>', 'HÄ-1', 'HA%1', 'HA;1', 'HA\t1']) {
        await refused(`/Products/prices?skus=${encodeURIComponent(sku)}`, PRICE_QUERY_MESSAGES.badCharacters(sku));
      }
    });

    it('with the NUL character', async () => {
      await refused('/Products/prices?skus=HA-CARE-SET%00', PRICE_QUERY_MESSAGES.nul);
      await refused('/Products/prices?skus=HA-CARE-SET,%00', PRICE_QUERY_MESSAGES.nul);
    });

    it('with a list longer than any query value may be (the input guard, before the route)', async () => {
      const skus = Array.from({ length: PRICE_QUERY_LIMITS.maxSkus }, (_, i) => `HA-${String(i).padStart(20, '0')}`);
      await refused(`/Products/prices?skus=${skus.join(',')}`, INPUT_GUARD_MESSAGES.tooLong('skus'));
    });

    it('with skus given twice (one comma-separated list only)', async () => {
      const response = await get('/Products/prices?skus=HA-CARE-SET&skus=HA-CLN-FIELD');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('skus must be text');
    });
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await get('/docs/json')).json();
    const operation = doc.paths['/Products/prices']?.get;
    expect(operation.summary).toMatch(/given skus only/);
    expect(operation.tags).toEqual(['catalog']);
    expect(operation.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'query', name: 'skus', required: true })]),
    );
  });
});
