/**
 * The compliance rules over HTTP (issue 30): `POST /Compliance/evaluate` answers the browser, and the
 * order transaction refuses what the browser would, whatever the request claims: a forged cart, a
 * changed date of birth, a dealer in a banned state. The rule set's version is kept on each order line.
 * Runs on PostgreSQL with DATABASE_URL, else on PGlite.
 */

import type { SkuDocument } from 'shared-contracts/api/content';
import type { ComplianceAttributes } from 'shared-contracts/domain/compliance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLinesAllowed, CURRENT_RULE_SET } from '../../src/modules/compliance/index';
import type { SeedContent } from '../../src/seeders';
import {
  APPROVED_VISA,
  billing,
  dealer,
  guestWith,
  orderCount,
  Shopper,
  shippingMethodId,
} from '../commerce/support/shopper';
import { fixtureProduct } from '../support/fixture-content';
import { createTestApp, type TestApp } from '../support/test-app';

const SKU = {
  rifle: 'HA-T-RIFLE',
  pistol15: 'HA-T-S9-15',
  mag17: 'HA-T-MAG-17',
  mag10: 'HA-T-MAG-10',
  ammo: 'HA-T-9MM',
  suppressor: 'HA-T-CAN',
  cap: 'HA-T-CAP',
} as const;

function product(sku: string, compliance: ComplianceAttributes, ffl: boolean) {
  const skuDoc: SkuDocument = {
    sku,
    description: sku,
    image: { url: `/media/test/${sku}.svg`, alternativeText: sku },
    image_library: [],
    product_variant_options: [],
    restricted_states: [],
    restricted_zips: [],
    compliance,
  };
  return fixtureProduct({
    documentId: `doc-${sku}`,
    slug: sku.toLowerCase(),
    title: sku,
    ffl_item: ffl,
    skus: [skuDoc],
  });
}

const CONTENT: SeedContent = {
  pages: { home: { meta_data: { meta_title: 'Home', meta_description: '' }, carousel: [], image_link_ribbon: [] } },
  products: [
    product(SKU.rifle, { itemClass: 'long-gun', magazineCapacity: 4 }, true),
    product(SKU.pistol15, { itemClass: 'handgun', magazineCapacity: 15, rosterStatus: 'not-listed' }, true),
    product(SKU.mag17, { itemClass: 'magazine', magazineCapacity: 17, magazinePlatform: 'handgun' }, false),
    product(SKU.mag10, { itemClass: 'magazine', magazineCapacity: 10, magazinePlatform: 'handgun' }, false),
    product(SKU.ammo, { itemClass: 'ammunition', ammunitionClass: 'handgun' }, false),
    product(SKU.suppressor, { itemClass: 'nfa-item', nfaKind: 'suppressor' }, true),
    product(SKU.cap, { itemClass: 'accessory' }, false),
  ],
  productGroups: [],
  priceList: Object.values(SKU).map((sku) => ({
    sku,
    price: 50,
    bestDiscountPercentage: 0,
    bestDiscountedPrice: null,
    qtyOnHand: 100,
  })),
};

/** Born 19 years and a month ago: 19 whatever the day the test runs. */
const nineteen = () => {
  const now = new Date();
  const birth = new Date(Date.UTC(now.getUTCFullYear() - 19, now.getUTCMonth(), now.getUTCDate()) - 30 * 86_400_000);
  return birth.toISOString().slice(0, 10);
};
const ADULT = '1980-06-15';
const LOS_ANGELES = { state: 'CA', zip: '90012' };
const BOZEMAN = { state: 'MT', zip: '59715' };
const CA_DEALER = dealer({ dealerCity: 'Los Angeles', dealerState: 'CA', dealerZip: '90012' });

let t: TestApp;
let ground: string;
beforeAll(async () => {
  t = await createTestApp({ content: CONTENT });
  ground = String(await shippingMethodId(t.db, 'Standard Ground'));
});
afterAll(async () => t?.close());

const evaluate = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/Compliance/evaluate', payload: body as object });
const californian = () =>
  billing({ address: '200 N Spring St', city: 'Los Angeles', state: 'CA', zip: '90012', shippingMethodId: ground });
const montanan = () => billing({ shippingMethodId: ground });

describe('POST /Compliance/evaluate', () => {
  it('answers each line with the refusing rule, its source and the reason in words', async () => {
    const answer = await evaluate({
      lines: [
        { id: 'a', sku: SKU.mag17 },
        { id: 'b', sku: SKU.mag10 },
        { id: 'c', sku: SKU.cap },
      ],
      shipTo: LOS_ANGELES,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.ruleSetVersion).toBe(CURRENT_RULE_SET.version);
    expect(body.lines[0]).toEqual({
      id: 'a',
      allowed: false,
      refusals: [
        {
          ruleId: 'ca-magazine-capacity',
          source: {
            citation: 'Cal. Penal Code § 32310',
            url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=PEN&sectionNum=32310',
          },
          reason: 'California limits magazines to 10 rounds (Cal. Penal Code § 32310): this one holds 17',
        },
      ],
    });
    expect(body.lines.slice(1)).toEqual([
      { id: 'b', allowed: true, refusals: [] },
      { id: 'c', allowed: true, refusals: [] },
    ]);
  });

  it('refuses handgun ammunition to a buyer of 19 and lets a rifle go to an FFL dealer for the same buyer', async () => {
    const answer = await evaluate({
      lines: [{ sku: SKU.ammo }, { sku: SKU.rifle }],
      shipTo: BOZEMAN,
      dealer: BOZEMAN,
      dateOfBirth: nineteen(),
    });
    expect(answer.statusCode).toBe(200);
    const [ammo, rifle] = answer.json().lines;
    expect(ammo).toMatchObject({ id: SKU.ammo, allowed: false, refusals: [{ ruleId: 'us-minimum-age-21' }] });
    expect(ammo.refusals[0].reason).toBe(
      'Federal law sets a minimum age of 21 for handgun ammunition (18 U.S.C. § 922(b)(1)): the buyer is 19',
    );
    expect(rifle).toEqual({ id: SKU.rifle, allowed: true, refusals: [] });
  });

  it('answers 400 with field errors on bad input', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'lines'],
      [{ lines: [], shipTo: BOZEMAN }, 'lines'],
      [{ lines: Array.from({ length: 101 }, () => ({ sku: SKU.cap })), shipTo: BOZEMAN }, 'lines'],
      [{ lines: [{ sku: SKU.cap }], shipTo: { state: 'ZZ', zip: '59715' } }, 'shipTo.state'],
      [{ lines: [{ sku: SKU.cap }], shipTo: { state: 'MT', zip: '597' } }, 'shipTo.zip'],
      [{ lines: [{ sku: 'X'.repeat(101) }], shipTo: BOZEMAN }, 'lines[0].sku'],
      [{ lines: [{ sku: SKU.cap }], shipTo: BOZEMAN, dateOfBirth: '2000-13-01' }, 'dateOfBirth'],
      [{ lines: [{ sku: SKU.cap }], shipTo: BOZEMAN, dateOfBirth: '01/02/2000' }, 'dateOfBirth'],
      [{ lines: [{ sku: SKU.cap }], shipTo: BOZEMAN, dateOfBirth: '2999-01-01' }, 'dateOfBirth'],
      [{ lines: [{ sku: SKU.cap }], shipTo: BOZEMAN, dealer: { state: 'CA' } }, 'dealer.zip'],
      [{ lines: [{ sku: 'HA-NOT-SOLD' }], shipTo: BOZEMAN }, 'lines[0].sku'],
    ];
    for (const [body, field] of cases) {
      const answer = await evaluate(body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(answer.json().errors ?? {}), JSON.stringify(body).slice(0, 80)).toContain(field);
    }
  });
});

describe('the order transaction enforces the rules', () => {
  it('refuses a forged cart: a 17-round magazine to California, whatever the client sent as its restrictions', async () => {
    const { guest, cart } = await guestWith(t.app, [[SKU.mag17, 1]]);
    const before = await orderCount(t.db);
    const answer = await guest.checkout({ cartId: cart.id, customerInfo: californian(), paymentToken: APPROVED_VISA });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    const body = answer.body as unknown as Record<string, unknown>;
    expect(body).toMatchObject({
      message: 'Restricted Items in Cart',
      restrictedItemIds: [cart.items[0]?.id],
      ruleSetVersion: CURRENT_RULE_SET.version,
      refusals: [
        {
          itemId: cart.items[0]?.id,
          sku: SKU.mag17,
          refusals: [{ ruleId: 'ca-magazine-capacity', source: { citation: 'Cal. Penal Code § 32310' } }],
        },
      ],
    });
    expect(await orderCount(t.db)).toBe(before);
  });

  it('refuses a changed date of birth: the browser checked an adult, the order says 19', async () => {
    const { guest, cart } = await guestWith(t.app, [[SKU.ammo, 1]]);
    const precheck = await evaluate({ lines: [{ sku: SKU.ammo }], shipTo: BOZEMAN, dateOfBirth: ADULT });
    expect(precheck.json().lines[0].allowed).toBe(true);
    const before = await orderCount(t.db);
    const answer = await guest.checkout({
      cartId: cart.id,
      customerInfo: montanan(),
      paymentToken: APPROVED_VISA,
      dateOfBirth: nineteen(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: 'Restricted Items in Cart',
      refusals: [{ refusals: [{ ruleId: 'us-minimum-age-21', reason: expect.stringContaining('the buyer is 19') }] }],
    });
    expect(await orderCount(t.db)).toBe(before);
  });

  it('asks for the date of birth when an age-classed line has none', async () => {
    const { guest, cart } = await guestWith(t.app, [[SKU.ammo, 1]]);
    const missing = await guest.checkout({ cartId: cart.id, customerInfo: montanan(), paymentToken: APPROVED_VISA });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({
      dateOfBirth: ['Enter your date of birth: an item in your cart has a minimum age'],
    });
    expect(missing.body).toMatchObject({
      refusals: [
        { refusals: [{ needs: 'dateOfBirth', reason: expect.stringMatching(/^Enter your date of birth: /) }] },
      ],
    });
  });

  it('refuses a malformed date of birth as a field error', async () => {
    const { guest, cart } = await guestWith(t.app, [[SKU.ammo, 1]]);
    const malformed = await guest.checkout({
      cartId: cart.id,
      customerInfo: montanan(),
      paymentToken: APPROVED_VISA,
      dateOfBirth: '1980-02-30',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual({ dateOfBirth: ['Enter your date of birth as YYYY-MM-DD'] });
  });

  it('refuses a suppressor for a dealer in a banned state, and a 15-round pistol there too, though the buyer lives in Montana', async () => {
    const { guest, cart } = await guestWith(t.app, [
      [SKU.suppressor, 1],
      [SKU.pistol15, 1],
    ]);
    const answer = await guest.checkout({
      cartId: cart.id,
      customerInfo: montanan(),
      dealerInfo: CA_DEALER,
      paymentToken: APPROVED_VISA,
      dateOfBirth: ADULT,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    const body = answer.body as unknown as { refusals: Array<{ sku: string; refusals: Array<{ ruleId: string }> }> };
    expect(body.refusals.map((line) => [line.sku, line.refusals.map((r) => r.ruleId)])).toEqual([
      [SKU.suppressor, ['ca-suppressor-ban', 'us-nfa-sot-dealer']],
      [SKU.pistol15, ['ca-magazine-capacity', 'ca-handgun-roster']],
    ]);
  });

  it('places an allowed order and keeps the rule set version on each line', async () => {
    const { guest, cart } = await guestWith(t.app, [
      [SKU.ammo, 1],
      [SKU.rifle, 1],
      [SKU.cap, 1],
    ]);
    const answer = await guest.checkout({
      cartId: cart.id,
      customerInfo: montanan(),
      dealerInfo: dealer(),
      paymentToken: APPROVED_VISA,
      dateOfBirth: ADULT,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const lines = await t.db
      .selectFrom('order_items')
      .select(['sku', 'compliance_rule_set'])
      .where('order_id', '=', Number(answer.body.orderId))
      .orderBy('sku')
      .execute();
    expect(lines).toEqual([
      { sku: SKU.ammo, compliance_rule_set: CURRENT_RULE_SET.version },
      { sku: SKU.cap, compliance_rule_set: CURRENT_RULE_SET.version },
      { sku: SKU.rifle, compliance_rule_set: CURRENT_RULE_SET.version },
    ]);
  });

  it('refuses a missing date of birth in the order transaction, and checks a given one', async () => {
    const ammo = { itemClass: 'ammunition', ammunitionClass: 'handgun' } as const;
    const order = {
      lines: [{ id: 1, sku: SKU.ammo, attributes: ammo, isFflItem: false }],
      destination: { shipTo: BOZEMAN },
    };
    expect(() => assertLinesAllowed(order)).toThrow(expect.objectContaining({ statusCode: 400 }));
    expect(() => assertLinesAllowed({ ...order, dateOfBirth: nineteen() })).toThrow(
      expect.objectContaining({ statusCode: 400 }),
    );
    expect(assertLinesAllowed({ ...order, dateOfBirth: ADULT })).toEqual({ ruleSetVersion: CURRENT_RULE_SET.version });
  });
});

describe("the buyer's date of birth (the browser half)", () => {
  it('answers which lines need a date of birth before any address is typed (only the federal rules apply)', async () => {
    const answer = await evaluate({
      lines: [
        { id: 'ammo', sku: SKU.ammo },
        { id: 'mag', sku: SKU.mag17 },
        { id: 'cap', sku: SKU.cap },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const lines = answer.json().lines as Array<{ id: string; allowed: boolean; refusals: Array<{ needs?: string }> }>;
    expect(lines.map((line) => [line.id, line.allowed, line.refusals.map((r) => r.needs ?? null)])).toEqual([
      ['ammo', false, ['dateOfBirth']],
      ['mag', true, []],
      ['cap', true, []],
    ]);
  });

  it("keeps a signed-in buyer's date of birth on their profile when the order is placed, and nothing when it is refused", async () => {
    const buyer = await Shopper.user(t.app, t.db);
    await buyer.add(SKU.ammo, 1);
    const refused = await buyer.checkout({
      cartId: (await buyer.getCart()).body.id,
      customerInfo: montanan(),
      paymentToken: APPROVED_VISA,
      dateOfBirth: nineteen(),
    });
    expect(refused.status).toBe(400);
    const before = await buyer.call<{ dateOfBirth: string | null }>('GET', '/User/profile');
    expect(before.body.dateOfBirth).toBeNull();

    const placed = await buyer.checkout({
      cartId: (await buyer.getCart()).body.id,
      customerInfo: montanan(),
      paymentToken: APPROVED_VISA,
      dateOfBirth: ADULT,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const after = await buyer.call<{ dateOfBirth: string | null }>('GET', '/User/profile');
    expect(after.body.dateOfBirth).toBe(ADULT);
  });

  it("checks a date of birth typed on the profile with the checkout's rules and messages", async () => {
    const buyer = await Shopper.user(t.app, t.db);
    const bad = await buyer.call<{ errors: Record<string, string[]> }>('PUT', '/User/profile', {
      firstName: 'Test',
      lastName: 'Buyer',
      email: buyer.email,
      dateOfBirth: '2001-13-01',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ dateOfBirth: ['Enter your date of birth as YYYY-MM-DD'] });
    const good = await buyer.call<{ dateOfBirth: string | null }>('PUT', '/User/profile', {
      firstName: 'Test',
      lastName: 'Buyer',
      email: buyer.email,
      dateOfBirth: '1990-04-02',
    });
    expect(good.status).toBe(200);
    expect(good.body.dateOfBirth).toBe('1990-04-02');
  });
});
