import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSkuDetails } from '../../src/modules/catalog/index';
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
