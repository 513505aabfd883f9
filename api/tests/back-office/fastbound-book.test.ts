/**
 * The FastBound bound book against a local FastBound account API (fastbound-double.ts, the only test
 * double): the verified requests (find the firearm by serial, find the licensee by FFL number, create
 * the pending disposition under the entry's external id, commit), a retry after an answer lost on the
 * way back recognised by that external id (no second disposition), and the refusals: a serial not in
 * FastBound's inventory, one on another disposition, a party without an FFL number, a wrong key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BoundBookDisposition,
  BoundBookRefusedError,
  BoundBookUnavailableError,
  boundBookSettingsFromEnv,
  FastBoundBook,
} from '../../src/providers/bound-book/index';
import { FASTBOUND_ACCOUNT, type FastBoundDouble, startFastBound } from './fastbound-double';

let fastbound: FastBoundDouble;
let book: FastBoundBook;
beforeAll(async () => {
  fastbound = await startFastBound();
  book = new FastBoundBook({ ...FASTBOUND_ACCOUNT, endpoint: fastbound.endpoint });
});
afterAll(() => fastbound?.close());

let nextEntry = 100;
const entry = (serial: string, party: Partial<BoundBookDisposition['party']> = {}): BoundBookDisposition => ({
  entryId: nextEntry++,
  date: '2026-11-20',
  serial,
  manufacturer: 'Halvorsen Arms',
  importer: null,
  model: 'Ridgeline .308',
  type: 'rifle',
  caliber: '.308 Win',
  party: {
    name: 'Big Sky Outfitters FFL',
    address: '400 Main St, Livingston, MT 59047',
    fflNumber: '1-23-456-07-8A-12345',
    ...party,
  },
  orderId: 42,
});
const callsSince = (start: number) => fastbound.received.slice(start).map((r) => `${r.method} ${r.path}`);

describe('the FastBound bound book', () => {
  it('finds the firearm and the licensee, creates the pending disposition under the entry id and commits it', async () => {
    const item = fastbound.stock('HA-RL-900001');
    const start = fastbound.received.length;
    const sent = entry('HA-RL-900001');
    const { externalId } = await book.dispose(sent);

    const dispositionId = fastbound.itemOf('HA-RL-900001')?.dispositionId;
    expect(externalId).toBe(dispositionId);
    expect(callsSince(start)).toEqual([
      'GET /A012345/api/Items',
      'GET /A012345/api/Contacts',
      'POST /A012345/api/Dispositions/CreateAsPending',
      `POST /A012345/api/Dispositions/${dispositionId}/Commit`,
    ]);
    const [items, contacts, create, commit] = fastbound.received.slice(start);
    expect(items?.query).toEqual({ serial: 'HA-RL-900001' });
    expect(contacts?.query).toEqual({ fflNumber: '1-23-456-07-8A-12345' });
    for (const call of fastbound.received.slice(start)) {
      expect(call.authorization).toBe(`Basic ${Buffer.from('test-key:').toString('base64')}`);
      expect(call.auditUser).toBe(call.method === 'POST' ? 'books@halvorsen.example' : undefined);
    }
    expect(create?.body).toEqual({
      requestType: 'Regular',
      externalId: `disposition-${sent.entryId}`,
      date: '2026-11-20',
      type: 'Sale',
      note: 'Halvorsen Arms order 42',
      contact: {
        fflNumber: '1-23-456-07-8A-12345',
        lookupFFL: true,
        licenseName: 'Big Sky Outfitters FFL',
        premiseAddress1: '400 Main St',
        premiseCity: 'Livingston',
        premiseState: 'MT',
        premiseZipCode: '59047',
        premiseCountry: 'US',
      },
      items: [{ id: item.id }],
    });
    expect(commit?.body).toEqual({});
    expect(fastbound.itemOf('HA-RL-900001')?.status.id).toBe(3);
  });

  it('a second disposition to the same licensee names the contact FastBound now has; the type is a setting', async () => {
    fastbound.stock('HA-RL-900002');
    const start = fastbound.received.length;
    const typed = new FastBoundBook({ ...FASTBOUND_ACCOUNT, endpoint: fastbound.endpoint, disposeType: 'Transfer' });
    await typed.dispose(entry('HA-RL-900002'));
    const create = fastbound.received.slice(start).find((r) => r.path.endsWith('/CreateAsPending'));
    expect(create?.body).toMatchObject({ type: 'Transfer', contactId: fastbound.contacts[0]?.id });
    expect(create?.body).not.toHaveProperty('contact');
    expect(
      boundBookSettingsFromEnv({
        DISPOSITION_BOOK: 'fastbound',
        FASTBOUND_ACCOUNT: 'A1',
        FASTBOUND_API_KEY: 'k',
        FASTBOUND_AUDIT_USER: 'a@example.com',
        FASTBOUND_DISPOSE_TYPE: 'Transfer',
      }),
    ).toMatchObject({ kind: 'fastbound', disposeType: 'Transfer' });
  });

  it('a commit whose answer was lost is recognised on retry: nothing more is written', async () => {
    fastbound.stock('HA-RL-900003');
    fastbound.fail('POST', /\/Commit$/, { status: 503, body: { message: 'Service Unavailable' } }, true);
    const sent = entry('HA-RL-900003');
    await expect(book.dispose(sent)).rejects.toThrow(BoundBookUnavailableError);
    expect(fastbound.itemOf('HA-RL-900003')?.status.id).toBe(3);

    const start = fastbound.received.length;
    const { externalId } = await book.dispose(sent);
    expect(externalId).toBe(fastbound.itemOf('HA-RL-900003')?.dispositionId);
    expect(callsSince(start)).toEqual(['GET /A012345/api/Items']);
    expect(
      [...fastbound.dispositions.values()].filter((d) => d.externalId === `disposition-${sent.entryId}`),
    ).toHaveLength(1);
  });

  it('a pending disposition whose answer was lost is committed on retry, not created again', async () => {
    fastbound.stock('HA-RL-900004');
    fastbound.fail('POST', /\/CreateAsPending$/, { status: 504 }, true);
    const sent = entry('HA-RL-900004');
    await expect(book.dispose(sent)).rejects.toThrow('FastBound answered 504 creating the pending disposition');
    expect(fastbound.itemOf('HA-RL-900004')?.status.id).toBe(2);

    const start = fastbound.received.length;
    const { externalId } = await book.dispose(sent);
    const dispositionId = fastbound.itemOf('HA-RL-900004')?.dispositionId;
    expect(externalId).toBe(dispositionId);
    expect(callsSince(start)).toEqual([
      'GET /A012345/api/Items',
      `POST /A012345/api/Dispositions/${dispositionId}/Commit`,
    ]);
    expect(fastbound.itemOf('HA-RL-900004')?.status.id).toBe(3);
  });

  it('refuses a serial FastBound does not hold, one on another disposition, and a party without an FFL number', async () => {
    await expect(book.dispose(entry('HA-RL-900005'))).rejects.toThrow(
      new BoundBookRefusedError(
        "Serial HA-RL-900005 is not in FastBound's inventory (its acquisition must be booked there first)",
      ),
    );
    fastbound.stock('HA-RL-900006');
    await book.dispose(entry('HA-RL-900006'));
    await expect(book.dispose(entry('HA-RL-900006'))).rejects.toThrow(
      'FastBound has serial HA-RL-900006 on another disposition already',
    );
    const start = fastbound.received.length;
    await expect(book.dispose(entry('HA-RL-900007', { fflNumber: null }))).rejects.toThrow(BoundBookRefusedError);
    expect(fastbound.received.length).toBe(start);
  });

  it('two firearms of one serial: the manufacturer picks; FastBound validation errors and a wrong key are refusals', async () => {
    fastbound.stock('HA-RL-900008', 'Other Works');
    const ours = fastbound.stock('HA-RL-900008');
    await book.dispose(entry('HA-RL-900008'));
    expect(fastbound.items.get(ours.id)?.status.id).toBe(3);

    fastbound.stock('HA-RL-900009');
    fastbound.fail('POST', /\/CreateAsPending$/, {
      status: 400,
      body: { errors: [{ field: 'date', message: 'Date cannot be in the future.' }] },
    });
    await expect(book.dispose(entry('HA-RL-900009'))).rejects.toThrow(
      new BoundBookRefusedError(
        'FastBound refused creating the pending disposition (400): date: Date cannot be in the future.',
      ),
    );
    const wrongKey = new FastBoundBook({ ...FASTBOUND_ACCOUNT, apiKey: 'nope', endpoint: fastbound.endpoint });
    await expect(wrongKey.dispose(entry('HA-RL-900009'))).rejects.toThrow(
      'FastBound refused looking up serial HA-RL-900009 (401)',
    );
  });
});
