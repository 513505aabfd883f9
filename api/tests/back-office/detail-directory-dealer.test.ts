/**
 * The staff detail names the directory dealer behind an order's dealer block (same name and zip,
 * approved) with its licence on file: none, expired or current, the latest expiry first. The staff
 * remote offers "Verify licence on file" from it (the order itself keeps no dealer id).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SKU } from '../commerce/support/fixture';
import { type BackOffice, createBackOffice, directoryDealer, inDays, placeOrder, staff } from './helpers';

let b: BackOffice;
beforeAll(async () => {
  b = await createBackOffice();
});
afterAll(async () => b?.t.close());

const dealerOf = async (orderId: number) =>
  (await staff(b.t, b.tokens.fulfilment, 'GET', `/staff/orders/${orderId}`)).json().dealer;

describe("the order detail's directory dealer", () => {
  it('is null until a directory dealer of that name and zip exists, then shows its licence state', async () => {
    const { orderId } = await placeOrder(b.t, [[SKU.rifle, 1]], { withDealer: true });
    expect((await dealerOf(orderId)).directory).toBeNull();

    await directoryDealer(b.t, null, null);
    expect((await dealerOf(orderId)).directory).toMatchObject({ licence: 'not on file', licenceExpiresOn: null });

    const expired = await directoryDealer(b.t, inDays(-2));
    expect((await dealerOf(orderId)).directory).toMatchObject({ id: expired, licence: 'expired' });

    const current = await directoryDealer(b.t, inDays(90));
    expect((await dealerOf(orderId)).directory).toEqual({
      id: current,
      fflNumber: '1-23-456-07-8A-12345',
      licenceExpiresOn: inDays(90),
      licence: 'current',
    });
    // Its licence on file verifies the order's FFL.
    const verified = await staff(b.t, b.tokens.fulfilment, 'POST', `/staff/orders/${orderId}/ffl/directory`, {
      dealerId: current,
    });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('an order without a dealer has none', async () => {
    const { orderId } = await placeOrder(b.t, [[SKU.cap, 1]]);
    expect(await dealerOf(orderId)).toBeNull();
  });
});
