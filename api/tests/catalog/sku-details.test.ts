import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSkuDetails, takeStock } from '../../src/modules/catalog/index';
import { FIXTURE_CONTENT } from '../support/fixture-content';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ content: FIXTURE_CONTENT });
});
afterAll(async () => t?.close());

describe('getSkuDetails', () => {
  it('answers what a cart line needs, priced by the server', async () => {
    const details = await getSkuDetails(t.db, ['HA-RL308-BLK', 'HA-CAP-01', 'NOPE', 'HA-CAP-01']);
    expect([...details.keys()].sort()).toEqual(['HA-CAP-01', 'HA-RL308-BLK']);
    expect(details.get('HA-RL308-BLK')).toEqual({
      sku: 'HA-RL308-BLK',
      productName: 'Ridgeline .308',
      productUrl: '/product/ridgeline-308',
      imageUrl: '/media/test/HA-RL308-BLK.svg',
      options: [{ label: 'Finish', value: 'Black', id: 1 }],
      isFflItem: true,
      isReceiverItem: false,
      restrictedStates: ['CA', 'NY'],
      restrictedZips: ['10001'],
      price: 1899,
      finalPrice: 1709.1,
      qtyOnHand: 4,
      addOnPrices: {},
      compliance: {
        itemClass: 'accessory',
        ammunitionClass: null,
        magazineCapacity: null,
        magazinePlatform: null,
        nfaKind: null,
        rosterStatus: null,
      },
    });
    expect(details.get('HA-CAP-01')).toMatchObject({ price: 29.5, finalPrice: 29.5, options: [], isFflItem: false });
  });

  it('answers an empty map for no skus', async () => {
    expect((await getSkuDetails(t.db, [])).size).toBe(0);
  });
});

describe('takeStock', () => {
  it('takes stock only when enough is on hand', async () => {
    expect(await takeStock(t.db, 'HA-B9C-01', 3)).toBe(true);
    expect(await takeStock(t.db, 'HA-B9C-01', 5)).toBe(false);
    expect((await getSkuDetails(t.db, ['HA-B9C-01'])).get('HA-B9C-01')?.qtyOnHand).toBe(4);
    expect(await takeStock(t.db, 'NOPE', 1)).toBe(false);
  });

  it('never oversells when buyers race for the last units', async () => {
    // 4 on hand (see above); 10 concurrent buyers of 1 each.
    const results = await Promise.all(Array.from({ length: 10 }, () => takeStock(t.db, 'HA-B9C-01', 1)));
    expect(results.filter(Boolean)).toHaveLength(4);
    expect((await getSkuDetails(t.db, ['HA-B9C-01'])).get('HA-B9C-01')?.qtyOnHand).toBe(0);
  });

  it('is refused by the database below zero', async () => {
    await expect(
      t.db.updateTable('sku_prices').set({ qty_on_hand: -1 }).where('sku', '=', 'HA-CAP-01').execute(),
    ).rejects.toThrow(/check/i);
  });
});
