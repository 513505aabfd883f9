/**
 * NFA orders (issue 30): a suppressor goes only to an FFL dealer with Special Occupational Tax (SOT)
 * status, as the directory records it (migration 018, rule `us-nfa-sot-dealer` citing 27 CFR 479);
 * any other dealer is refused with the rule and its reason, and an order with an NFA line waits in
 * 'Awaiting ATF approval' instead of 'Paid'. Runs on the real seed (HA-SUP-30-TI, the seeded SOT
 * dealers), on PostgreSQL with DATABASE_URL, else on PGlite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVED_VISA, billing, dealer, guestWith, orderCount, shippingMethodId } from '../commerce/support/shopper';
import { createTestApp, type TestApp } from '../support/test-app';

const SUPPRESSOR = 'HA-SUP-30-TI';
const ADULT = '1980-06-15';

let t: TestApp;
let ground: string;
/** A seeded SOT dealer in Montana, and a seeded dealer without SOT status. */
let sot: { id: string; name: string; address1: string; city: string; state: string; zip: string };
let plain: typeof sot;
beforeAll(async () => {
  t = await createTestApp();
  ground = String(await shippingMethodId(t.db, 'Standard Ground'));
  const columns = ['id', 'name', 'address1', 'city', 'state', 'zip'] as const;
  sot = await t.db
    .selectFrom('dealers')
    .select(columns)
    .where('name', '=', 'Gallatin Valley Outfitters')
    .executeTakeFirstOrThrow();
  plain = await t.db
    .selectFrom('dealers')
    .select(columns)
    .where('name', '=', 'Bridger Range Sporting Goods')
    .executeTakeFirstOrThrow();
}, 120_000);
afterAll(async () => t?.close());

const montanan = () => billing({ shippingMethodId: ground });
const directoryDealer = (row: typeof sot, overrides: Record<string, unknown> = {}) =>
  dealer({
    dealerName: row.name,
    dealerAddress: row.address1,
    dealerCity: row.city,
    dealerState: row.state,
    dealerZip: row.zip,
    dealerId: row.id,
    ...overrides,
  });

async function orderSuppressor(dealerInfo: unknown) {
  const { guest, cart } = await guestWith(t.app, [[SUPPRESSOR, 1]]);
  const answer = await guest.checkout({
    cartId: cart.id,
    customerInfo: montanan(),
    dealerInfo,
    paymentToken: APPROVED_VISA,
    dateOfBirth: ADULT,
  });
  return { guest, answer };
}

const ruleIdsOf = (body: unknown) =>
  (body as { refusals?: Array<{ refusals: Array<{ ruleId: string }> }> }).refusals?.flatMap((line) =>
    line.refusals.map((r) => r.ruleId),
  );

describe('the dealer directory records SOT status', () => {
  it('seeds SOT dealers, and the locator says which dealers have it', async () => {
    const rows = await t.db.selectFrom('dealers').select(['name', 'sot']).where('sot', '=', true).execute();
    expect(rows.map((row) => row.name)).toContain('Gallatin Valley Outfitters');
    const search = await t.app.inject({ method: 'GET', url: '/Dealers/search?zip=59715&radius=50' });
    expect(search.statusCode).toBe(200);
    const found = search.json().dealers as Array<{ name: string; sot: boolean }>;
    expect(found.find((d) => d.name === sot.name)?.sot).toBe(true);
    expect(found.find((d) => d.name === plain.name)?.sot).toBe(false);
  });
});

describe('an NFA line needs an SOT dealer', () => {
  it('refuses the suppressor for a dealer typed in by hand, with the rule, its source and the reason', async () => {
    const before = await orderCount(t.db);
    const { answer } = await orderSuppressor(dealer());
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body).toMatchObject({
      message: 'Restricted Items in Cart',
      refusals: [
        {
          sku: SUPPRESSOR,
          refusals: [
            {
              ruleId: 'us-nfa-sot-dealer',
              source: { citation: expect.stringContaining('27 CFR §§ 479.34') },
              reason: expect.stringContaining('only to an FFL dealer with Special Occupational Tax (SOT) status'),
            },
          ],
        },
      ],
    });
    expect(await orderCount(t.db)).toBe(before);
  });

  it('refuses a directory dealer without SOT status, and an SOT dealer id sent with another dealer’s zip', async () => {
    const notSot = await orderSuppressor(directoryDealer(plain));
    expect(notSot.answer.status).toBe(400);
    expect(ruleIdsOf(notSot.answer.body)).toEqual(['us-nfa-sot-dealer']);
    const forged = await orderSuppressor(directoryDealer(plain, { dealerId: sot.id }));
    expect(forged.answer.status).toBe(400);
    expect(ruleIdsOf(forged.answer.body)).toEqual(['us-nfa-sot-dealer']);
  });

  it('refuses a malformed dealer id as a dealer-form field error', async () => {
    const { answer } = await orderSuppressor(directoryDealer(sot, { dealerId: "1' or '1'='1" }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ 'dealerInfo.dealerId': ['Choose the dealer again from the list'] });
  });

  it('places the order for an SOT dealer, in the state Awaiting ATF approval', async () => {
    const { guest, answer } = await orderSuppressor(directoryDealer(sot));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const order = await guest.call<{ status: string; dealerName: string }>('GET', `/Order/${answer.body.orderId}`);
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({ status: 'Awaiting ATF approval', dealerName: sot.name });
    const row = await t.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', Number(answer.body.orderId))
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('Awaiting ATF approval');
  });

  it('the browser’s pre-check says the same: refused for a dealer without SOT, allowed for the SOT dealer', async () => {
    const check = (dealerPlace: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/Compliance/evaluate',
        payload: {
          lines: [{ sku: SUPPRESSOR }],
          shipTo: { state: 'MT', zip: '59715' },
          dealer: dealerPlace,
          dateOfBirth: ADULT,
        },
      });
    const refused = await check({ state: 'MT', zip: plain.zip, dealerId: plain.id });
    expect(refused.json().lines[0]).toMatchObject({ allowed: false, refusals: [{ ruleId: 'us-nfa-sot-dealer' }] });
    const allowed = await check({ state: 'MT', zip: sot.zip, dealerId: sot.id });
    expect(allowed.json().lines[0]).toMatchObject({ allowed: true, refusals: [] });
  });
});
