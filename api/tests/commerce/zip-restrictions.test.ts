import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { COMMERCE_CONTENT, SKU } from './support/fixture';
import {
  APPROVED_VISA,
  billing,
  dealer,
  guestWith as guestWithLines,
  orderCount,
  shippingMethodId,
} from './support/shopper';

let t: TestApp;
let ground: string;
beforeAll(async () => {
  t = await createTestApp({ content: COMMERCE_CONTENT });
  ground = String(await shippingMethodId(t.db, 'Standard Ground'));
});
afterAll(async () => t?.close());

const guestWith = (lines: Array<[string, number]>) => guestWithLines(t.app, lines);

const chicago = (zip: string) =>
  billing({ address: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zip, shippingMethodId: ground });
const shipTo = (state: string, zip: string) =>
  billing({
    shippingMethodId: ground,
    shippingSameAsBilling: false,
    shippingName: 'Pat Doe',
    shippingAddress: '1 Somewhere St',
    shippingCity: 'Somewhere',
    shippingState: state,
    shippingZip: zip,
    shippingCountry: 'US',
  });

describe('restricted zips, however they are typed', () => {
  // The magazine may not go to zips starting 606 (Chicago), nor to New Jersey.
  for (const typed of ['60601', '606 01', '60-601', '6060 1', ' 60601-1234 ']) {
    it(`blocks the magazine to Chicago as billing '${typed}' and as shipping '${typed}'`, async () => {
      const { guest, cart } = await guestWith([[SKU.magazine, 1]]);
      const magazine = cart.items[0]?.id;
      const before = await orderCount(t.db);
      const asBilling = await guest.checkout({
        cartId: cart.id,
        customerInfo: chicago(typed),
        paymentToken: APPROVED_VISA,
      });
      expect(asBilling.status, JSON.stringify(asBilling.body)).toBe(400);
      expect(asBilling.body).toMatchObject({ message: 'Restricted Items in Cart', restrictedItemIds: [magazine] });
      const asShipping = await guest.checkout({
        cartId: cart.id,
        customerInfo: shipTo('IL', typed),
        paymentToken: APPROVED_VISA,
      });
      expect(asShipping.status).toBe(400);
      expect(asShipping.body.restrictedItemIds).toEqual([magazine]);
      expect(await orderCount(t.db)).toBe(before);
    });
  }

  it("blocks an FFL rifle to a dealer at a restricted zip typed '100 01' or '10-001'", async () => {
    const { guest, cart } = await guestWith([[SKU.rifle, 1]]);
    const rifle = cart.items[0]?.id;
    for (const typed of ['100 01', '10-001', '10001-0001']) {
      const answer = await guest.checkout({
        cartId: cart.id,
        customerInfo: billing({ shippingMethodId: ground }),
        dealerInfo: dealer({ dealerCity: 'New York', dealerState: 'NY', dealerZip: typed }),
        paymentToken: APPROVED_VISA,
      });
      expect(answer.status, typed).toBe(400);
      expect(answer.body.restrictedItemIds).toEqual([rifle]);
    }
  });
});

describe('a zip must lie in its state', () => {
  it('refuses a Los Angeles zip under MT (billing), a New York zip under NV (shipping), a Denver zip under IL (dealer)', async () => {
    const { guest, cart } = await guestWith([
      [SKU.rifle, 1],
      [SKU.cap, 1],
    ]);
    const before = await orderCount(t.db);
    const billingLa = await guest.checkout({
      cartId: cart.id,
      customerInfo: billing({ zip: '90012', shippingMethodId: ground }),
      dealerInfo: dealer(),
      paymentToken: APPROVED_VISA,
    });
    expect(billingLa.status).toBe(400);
    expect(billingLa.body).toEqual({
      message: 'Errors in the Billing Form',
      title: 'Bad Request',
      errors: { 'customerInfo.zip': ['Zip code is not in the selected state'] },
    });

    const shippingNy = await guest.checkout({
      cartId: cart.id,
      customerInfo: shipTo('NV', '10 001'),
      dealerInfo: dealer(),
      paymentToken: APPROVED_VISA,
    });
    expect(shippingNy.status).toBe(400);
    expect(shippingNy.body.errors).toEqual({ 'customerInfo.shippingZip': ['Zip code is not in the selected state'] });

    const dealerDenver = await guest.checkout({
      cartId: cart.id,
      customerInfo: billing({ shippingMethodId: ground }),
      dealerInfo: dealer({ dealerState: 'IL', dealerZip: '80202' }),
      paymentToken: APPROVED_VISA,
    });
    expect(dealerDenver.status).toBe(400);
    expect(dealerDenver.body).toMatchObject({
      message: 'Errors in the Dealer Address Form',
      errors: { 'dealerInfo.dealerZip': ['Zip code is not in the selected state'] },
    });

    const nowhere = await guest.checkout({
      cartId: cart.id,
      customerInfo: billing({ zip: '00000', shippingMethodId: ground }),
      dealerInfo: dealer(),
      paymentToken: APPROVED_VISA,
    });
    expect(nowhere.body.errors).toEqual({ 'customerInfo.zip': ['Zip code is not a US zip code'] });
    expect(await orderCount(t.db)).toBe(before);
  });

  it('takes the same address typed with ZIP+4, spaces or a dash', async () => {
    for (const typed of ['59715-1234', '597 15', ' 59715 ']) {
      const { guest, cart } = await guestWith([[SKU.cap, 1]]);
      const answer = await guest.checkout({
        cartId: cart.id,
        customerInfo: billing({ zip: typed, shippingMethodId: ground }),
        paymentToken: APPROVED_VISA,
      });
      expect(answer.status, `${typed}: ${JSON.stringify(answer.body)}`).toBe(200);
    }
  });
});
