/**
 * Serial numbers at shipment (issue 30, item 5), on orders placed through the real checkout: a
 * firearm line ships only with one serial per unit of its model's format; each serial becomes a
 * disposition entry in the shipment's transaction (visible in the record, its CSV, the shipment and
 * the timeline); a serial already disposed of is a 409 and nothing ships; a correction supersedes an
 * entry and both stay. The bound book is FastBound's account API as its OpenAPI description gives it,
 * spoken by a local HTTP server (fastbound-double.ts, the only test double) holding the firearms the
 * shop booked there: a refusal is kept `failed`, an outage `pending` and retried by the next pass.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boundBookSettingsFromEnv,
  createBoundBook,
  FastBoundBook,
  OwnRecordOnly,
} from '../../src/providers/bound-book/index';
import { SKU } from '../commerce/support/fixture';
import { FASTBOUND_ACCOUNT, type FastBoundDouble, startFastBound } from './fastbound-double';
import { type BackOffice, createBackOffice, directoryDealer, inDays, placeOrder, staff } from './helpers';

let fastbound: FastBoundDouble;
let b: BackOffice;
beforeAll(async () => {
  fastbound = await startFastBound();
  b = await createBackOffice({ boundBook: new FastBoundBook({ ...FASTBOUND_ACCOUNT, endpoint: fastbound.endpoint }) });
  // The fixture rifle's model: its serial format and calibre, as the catalogue data gives them.
  await b.t.db
    .updateTable('catalog_skus')
    .set({ serial_format: 'HA-RL-######', caliber: '.308 Win' })
    .where('sku', '=', SKU.rifle)
    .execute();
}, 120_000);
afterAll(async () => {
  await b?.t.close();
  await fastbound?.close();
});

/** A verified rifle order (directory dealer), ready to ship: its id and the rifle line's id. */
async function readyRifles(quantity = 2) {
  const { orderId, items } = await placeOrder(b.t, [[SKU.rifle, quantity]], { withDealer: true });
  const dealerId = await directoryDealer(b.t, inDays(200));
  const verified = await staff(b.t, b.tokens.compliance, 'POST', `/staff/orders/${orderId}/ffl/directory`, {
    dealerId,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return { orderId, lineId: (items[0] as { id: number }).id };
}

const ship = (orderId: number, lines: unknown[]) =>
  staff(b.t, b.tokens.fulfilment, 'POST', `/staff/orders/${orderId}/shipments`, {
    shipments: [{ carrier: 'UPS', trackingNumber: '1Z999AA10123456784', lines }],
  });
const record = async (serial?: string) =>
  (
    await staff(b.t, b.tokens.compliance, 'GET', `/staff/disposition/entries${serial ? `?serial=${serial}` : ''}`)
  ).json().entries as Array<Record<string, unknown>>;
const shipmentsOf = async (orderId: number) =>
  (await staff(b.t, b.tokens.owner, 'GET', `/staff/orders/${orderId}`)).json();

describe('serials at shipment', () => {
  it('valid serials (typed loosely) ship and write one entry each with every field; record, CSV, shipment and timeline show them', async () => {
    const { orderId, lineId } = await readyRifles(2);
    const shipped = await ship(orderId, [
      { orderItemId: lineId, quantity: 2, serials: [' ha-rl-000101 ', 'HA-RL-000102'] },
    ]);
    expect(shipped.statusCode, shipped.body).toBe(201);
    expect(shipped.json().status).toBe('Shipped');
    const entries = (await record()).filter((e) => e.orderId === orderId);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      kind: 'disposition',
      date: new Date().toISOString().slice(0, 10),
      serial: 'HA-RL-000101',
      manufacturer: 'Halvorsen Arms',
      model: 'Ridgeline .308',
      type: 'rifle',
      caliber: '.308 Win',
      party: {
        name: 'Big Sky Outfitters FFL',
        address: '400 Main St, Livingston, MT 59047',
        fflNumber: '1-23-456-07-8A-12345',
      },
      supersededBy: null,
    });
    const csv = (await staff(b.t, b.tokens.compliance, 'GET', '/staff/disposition/export.csv')).body;
    expect(csv).toContain('HA-RL-000102');
    const detail = await shipmentsOf(orderId);
    expect(detail.shipments[0].dispositionEntries.map((e: { serial: string }) => e.serial)).toEqual([
      'HA-RL-000101',
      'HA-RL-000102',
    ]);
    const event = detail.timeline.find((e: { kind: string }) => e.kind === 'shipment');
    expect(event.summary).toMatch(/disposition entries #\d+ \(HA-RL-000101\), #\d+ \(HA-RL-000102\) recorded/);
    // Audited like a staff entry.
    const audited = await b.t.db
      .selectFrom('staff_audit')
      .select('object_id')
      .where('action', '=', 'disposition.recorded')
      .where(
        'object_id',
        'in',
        entries.map((e) => String(e.id)),
      )
      .execute();
    expect(audited).toHaveLength(2);
  });

  it('a serial not of the model format is a 400 naming the line; missing or too few serials are a 400; nothing ships', async () => {
    const { orderId, lineId } = await readyRifles(2);
    const wrong = await ship(orderId, [
      { orderItemId: lineId, quantity: 2, serials: ['HA-RL-000201', 'HA-BR-000123'] },
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail ?? wrong.body).toContain(
      `Line ${lineId}: serial HA-BR-000123 is not of the model's format HA-RL-######`,
    );
    const missing = await ship(orderId, [{ orderItemId: lineId, quantity: 2 }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(`Line ${lineId} is a firearm: give 2 serial number(s)`);
    const everything = await staff(b.t, b.tokens.fulfilment, 'POST', `/staff/orders/${orderId}/shipments`, {
      shipments: [{ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }],
    });
    expect(everything.statusCode).toBe(400);
    const tooFew = await ship(orderId, [{ orderItemId: lineId, quantity: 2, serials: ['HA-RL-000201'] }]);
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.body).toContain('Give one serial number per unit shipped');
    const twice = await ship(orderId, [
      { orderItemId: lineId, quantity: 2, serials: ['HA-RL-000201', 'ha-rl-000201'] },
    ]);
    expect(twice.statusCode).toBe(400);
    for (const bad of [['HA-RL-\u0000'], [12345], ['x'.repeat(100)], 'HA-RL-000201']) {
      const refused = await ship(orderId, [{ orderItemId: lineId, quantity: 1, serials: bad }]);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await shipmentsOf(orderId)).shipments).toEqual([]);
    expect((await record()).filter((e) => e.orderId === orderId)).toEqual([]);
  });

  it('a serial already disposed of is a 409 and nothing ships; once its entry is corrected it may ship again', async () => {
    const first = await readyRifles(1);
    expect(
      (await ship(first.orderId, [{ orderItemId: first.lineId, quantity: 1, serials: ['HA-RL-000301'] }])).statusCode,
    ).toBe(201);
    const second = await readyRifles(1);
    const again = await ship(second.orderId, [{ orderItemId: second.lineId, quantity: 1, serials: ['ha-rl-000301'] }]);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('Serial HA-RL-000301 is already in the disposition record');
    expect((await shipmentsOf(second.orderId)).shipments).toEqual([]);
    expect((await shipmentsOf(second.orderId)).status).toBe('Ready to ship');

    // The first entry was a mistake: its correction supersedes it, both stay visible.
    const [entry] = await record('HA-RL-000301');
    const corrected = await staff(
      b.t,
      b.tokens.compliance,
      'POST',
      `/staff/disposition/entries/${entry?.id}/corrections`,
      {
        kind: 'disposition',
        date: entry?.date,
        serial: 'HA-RL-000399',
        manufacturer: entry?.manufacturer,
        model: entry?.model,
        type: entry?.type,
        caliber: entry?.caliber,
        party: entry?.party,
        orderId: first.orderId,
        correctionReason: 'Wrong serial typed at shipment',
      },
    );
    expect(corrected.statusCode, corrected.body).toBe(201);
    const both = (await record()).filter((e) => e.id === entry?.id || e.corrects === entry?.id);
    expect(both).toHaveLength(2);
    expect(both[0]).toMatchObject({ serial: 'HA-RL-000301', supersededBy: corrected.json().id });
    expect(both[1]).toMatchObject({ serial: 'HA-RL-000399', corrects: entry?.id });
    const retried = await ship(second.orderId, [
      { orderItemId: second.lineId, quantity: 1, serials: ['HA-RL-000301'] },
    ]);
    expect(retried.statusCode, retried.body).toBe(201);
  });

  it('an accessory line takes no serials', async () => {
    const { orderId, items } = await placeOrder(b.t, [[SKU.cap, 1]]);
    const refused = await ship(orderId, [
      { orderItemId: (items[0] as { id: number }).id, quantity: 1, serials: ['HA-RL-000401'] },
    ]);
    expect(refused.statusCode).toBe(400);
    const plain = await ship(orderId, [{ orderItemId: (items[0] as { id: number }).id, quantity: 1 }]);
    expect(plain.statusCode, plain.body).toBe(201);
  });
});

describe('the bound book (FastBound protocol)', () => {
  const submissionOf = async (serial: string) => {
    const [entry] = await record(serial);
    return b.t.db
      .selectFrom('disposition_submissions')
      .selectAll()
      .where('entry_id', '=', Number(entry?.id))
      .executeTakeFirstOrThrow();
  };

  it("each entry is submitted after the commit through the verified requests; FastBound's disposition id is kept", async () => {
    const item = fastbound.stock('HA-RL-000501');
    const { orderId, lineId } = await readyRifles(1);
    const before = fastbound.received.length;
    expect((await ship(orderId, [{ orderItemId: lineId, quantity: 1, serials: ['HA-RL-000501'] }])).statusCode).toBe(
      201,
    );
    const [entry] = await record('HA-RL-000501');
    const sent = fastbound.received.slice(before);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /A012345/api/Items',
      'GET /A012345/api/Contacts',
      'POST /A012345/api/Dispositions/CreateAsPending',
      `POST /A012345/api/Dispositions/${fastbound.items.get(item.id)?.dispositionId}/Commit`,
    ]);
    expect(sent[0]?.query).toEqual({ serial: 'HA-RL-000501' });
    expect(sent[2]?.auditUser).toBe('books@halvorsen.example');
    expect(sent[2]?.body).toMatchObject({
      requestType: 'Regular',
      externalId: `disposition-${entry?.id}`,
      date: new Date().toISOString().slice(0, 10),
      type: 'Sale',
      note: `Halvorsen Arms order ${orderId}`,
      contact: {
        fflNumber: '1-23-456-07-8A-12345',
        licenseName: 'Big Sky Outfitters FFL',
        premiseAddress1: '400 Main St',
        premiseCity: 'Livingston',
        premiseState: 'MT',
        premiseZipCode: '59047',
      },
      items: [{ id: item.id }],
    });
    expect(fastbound.items.get(item.id)?.status.id).toBe(3);
    expect(await submissionOf('HA-RL-000501')).toMatchObject({
      status: 'submitted',
      book: 'fastbound',
      external_id: fastbound.items.get(item.id)?.dispositionId,
      attempts: 1,
    });
  });

  it('a refusal (not in FastBound, or a 400 with errors) is kept failed with its reason; an outage (503, 429) stays pending and the next shipment retries it', async () => {
    const notThere = await readyRifles(1);
    await ship(notThere.orderId, [{ orderItemId: notThere.lineId, quantity: 1, serials: ['HA-RL-000600'] }]);
    expect(await submissionOf('HA-RL-000600')).toMatchObject({
      status: 'failed',
      last_error: "Serial HA-RL-000600 is not in FastBound's inventory (its acquisition must be booked there first)",
    });

    fastbound.stock('HA-RL-000601');
    fastbound.fail('POST', /\/CreateAsPending$/, {
      status: 400,
      body: { errors: [{ field: 'contact.fflNumber', message: 'FFL number is invalid' }] },
    });
    const refused = await readyRifles(1);
    expect(
      (await ship(refused.orderId, [{ orderItemId: refused.lineId, quantity: 1, serials: ['HA-RL-000601'] }]))
        .statusCode,
    ).toBe(201);
    const reason = 'FastBound refused creating the pending disposition (400): contact.fflNumber: FFL number is invalid';
    expect((await record('HA-RL-000601'))[0]?.boundBook).toMatchObject({
      status: 'failed',
      book: 'fastbound',
      lastError: reason,
    });
    expect(await submissionOf('HA-RL-000601')).toMatchObject({ status: 'failed', last_error: reason });

    for (const serial of ['HA-RL-000602', 'HA-RL-000603', 'HA-RL-000604']) fastbound.stock(serial);
    fastbound.fail('GET', /\/Items$/, { status: 503, body: { message: 'Service Unavailable' } });
    const down = await readyRifles(1);
    const shipped = await ship(down.orderId, [{ orderItemId: down.lineId, quantity: 1, serials: ['HA-RL-000602'] }]);
    expect(shipped.statusCode, 'the shipment stands when the book is down').toBe(201);
    expect(await submissionOf('HA-RL-000602')).toMatchObject({ status: 'pending', attempts: 1 });

    fastbound.fail('GET', /\/Items$/, { status: 429, body: { message: 'Too many requests' } });
    const limited = await readyRifles(1);
    await ship(limited.orderId, [{ orderItemId: limited.lineId, quantity: 1, serials: ['HA-RL-000603'] }]);
    // That pass retried 000602 first (429 for it), then sent 000603.
    expect(await submissionOf('HA-RL-000602')).toMatchObject({ status: 'pending', attempts: 2 });
    expect(await submissionOf('HA-RL-000603')).toMatchObject({ status: 'submitted' });

    const next = await readyRifles(1);
    await ship(next.orderId, [{ orderItemId: next.lineId, quantity: 1, serials: ['HA-RL-000604'] }]);
    expect(await submissionOf('HA-RL-000602')).toMatchObject({ status: 'submitted', attempts: 3 });
    expect(await submissionOf('HA-RL-000601')).toMatchObject({ status: 'failed', attempts: 1 });
    expect(fastbound.itemOf('HA-RL-000602')?.status.id).toBe(3);
  });

  it('settings choose the book: own record by default, FastBound with its keys, a named book without keys fails at start', () => {
    expect(createBoundBook(boundBookSettingsFromEnv({}))).toBeInstanceOf(OwnRecordOnly);
    const chosen = createBoundBook(
      boundBookSettingsFromEnv({
        DISPOSITION_BOOK: 'fastbound',
        FASTBOUND_ACCOUNT: 'A1',
        FASTBOUND_API_KEY: 'k',
        FASTBOUND_AUDIT_USER: 'a@example.com',
      }),
    );
    expect(chosen).toBeInstanceOf(FastBoundBook);
    expect(() => boundBookSettingsFromEnv({ DISPOSITION_BOOK: 'fastbound' })).toThrow(/FASTBOUND_API_KEY/);
    expect(() => boundBookSettingsFromEnv({ DISPOSITION_BOOK: 'paper' })).toThrow(/own-record or fastbound/);
  });
});
