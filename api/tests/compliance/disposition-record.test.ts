/**
 * The manufacturer's acquisition and disposition record (issue 30; 27 CFR 478.123, ATF Ruling
 * 2016-1) over HTTP: the required fields are checked, entries are append-only (the database refuses
 * UPDATE and DELETE), a correction is a new entry naming the one it corrects and both stay visible,
 * in the record and in its CSV export. Staff only. Runs on PostgreSQL with DATABASE_URL, else PGlite.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

const STAFF_KEY = 'disposition-test-staff-key';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { staffApiKey: STAFF_KEY } });
}, 120_000);
afterAll(async () => t?.close());

const staff = (method: 'GET' | 'POST', url: string, payload?: unknown, key = STAFF_KEY) =>
  t.app.inject({ method, url, headers: { 'x-staff-key': key }, ...(payload ? { payload: payload as object } : {}) });

const acquisition = {
  kind: 'acquisition',
  date: '2026-11-02',
  serial: 'HA-BR-000123',
  manufacturer: 'Halvorsen Arms, Bozeman, MT',
  model: 'Bridger HR-1',
  type: 'rifle',
  caliber: '6.5 Creedmoor',
  party: { name: 'Manufactured', address: 'Halvorsen Arms, 1 Factory Rd, Bozeman, MT 59715' },
};
const disposition = {
  ...acquisition,
  kind: 'disposition',
  date: '2026-11-20',
  party: {
    name: 'Gallatin Valley Outfitters',
    address: '214 E Main St, Bozeman, MT 59715',
    fflNumber: '9-81-031-01-1A-12345',
  },
};

describe('the disposition record', () => {
  it('appends acquisition and disposition entries with the required fields', async () => {
    const acquired = await staff('POST', '/staff/disposition/entries', acquisition);
    expect(acquired.statusCode, acquired.body).toBe(201);
    expect(acquired.json()).toMatchObject({
      kind: 'acquisition',
      serial: 'HA-BR-000123',
      party: { name: 'Manufactured', fflNumber: null },
      corrects: null,
      supersededBy: null,
    });
    const disposed = await staff('POST', '/staff/disposition/entries', disposition);
    expect(disposed.statusCode, disposed.body).toBe(201);
    expect(disposed.json()).toMatchObject({
      kind: 'disposition',
      date: '2026-11-20',
      manufacturer: 'Halvorsen Arms, Bozeman, MT',
      model: 'Bridger HR-1',
      type: 'rifle',
      caliber: '6.5 Creedmoor',
      party: { name: 'Gallatin Valley Outfitters', fflNumber: '9-81-031-01-1A-12345' },
    });
  });

  it('refuses an entry missing a required field, a disposition without the licensee’s FFL number, and bad values', async () => {
    const { serial: _serial, ...noSerial } = disposition;
    const missing = await staff('POST', '/staff/disposition/entries', noSerial);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ serial: ['Required'] });
    const noFfl = await staff('POST', '/staff/disposition/entries', {
      ...disposition,
      party: { name: 'Someone', address: 'Somewhere' },
    });
    expect(noFfl.statusCode).toBe(400);
    expect(noFfl.json().errors).toMatchObject({ 'party.fflNumber': ['Required'] });
    const bad = await staff('POST', '/staff/disposition/entries', {
      ...disposition,
      date: '2026-02-30',
      type: 'cannon',
      serial: 'A\u0000B',
      party: { ...disposition.party, fflNumber: '12345' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['date', 'party.fflNumber', 'serial', 'type']);
    const future = await staff('POST', '/staff/disposition/entries', { ...disposition, date: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    const unknownOrder = await staff('POST', '/staff/disposition/entries', { ...disposition, orderId: 99_999_999 });
    expect(unknownOrder.statusCode).toBe(400);
    expect(unknownOrder.json().errors).toEqual({ orderId: ['No such order'] });
  });

  it('is append-only: the database refuses to change or delete an entry', async () => {
    await expect(sql`update disposition_entries set serial = 'X'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from disposition_entries`.execute(t.db)).rejects.toThrow(/append-only/);
  });

  it('records a correction as a new entry that references the corrected one; both stay visible', async () => {
    const wrong = (
      await staff('POST', '/staff/disposition/entries', { ...disposition, serial: 'HA-BR-000777', caliber: '.308 Win' })
    ).json();
    const corrected = await staff('POST', `/staff/disposition/entries/${wrong.id}/corrections`, {
      ...disposition,
      serial: 'HA-BR-000777',
      correctionReason: 'Calibre mistyped: the rifle is 6.5 Creedmoor',
    });
    expect(corrected.statusCode, corrected.body).toBe(201);
    expect(corrected.json()).toMatchObject({
      corrects: wrong.id,
      correctionReason: 'Calibre mistyped: the rifle is 6.5 Creedmoor',
      caliber: '6.5 Creedmoor',
    });
    const record = await staff('GET', '/staff/disposition/entries?serial=ha-br-000777');
    expect(record.statusCode).toBe(200);
    expect(
      record
        .json()
        .entries.map((e: { id: number; caliber: string; corrects: number; supersededBy: number }) => [
          e.caliber,
          e.corrects,
          e.supersededBy,
        ]),
    ).toEqual([
      ['.308 Win', null, corrected.json().id],
      ['6.5 Creedmoor', wrong.id, null],
    ]);

    // The corrected entry is corrected once: a later correction corrects the correction.
    const again = await staff('POST', `/staff/disposition/entries/${wrong.id}/corrections`, {
      ...disposition,
      correctionReason: 'again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `This entry is already corrected by entry ${corrected.json().id}: correct that one`,
    );
    const missingReason = await staff(
      'POST',
      `/staff/disposition/entries/${corrected.json().id}/corrections`,
      disposition,
    );
    expect(missingReason.statusCode).toBe(400);
    expect(missingReason.json().errors).toEqual({ correctionReason: ['Say why the entry is corrected'] });
    for (const id of ['999999', 'abc', '1.5', '99999999999999999999']) {
      const none = await staff('POST', `/staff/disposition/entries/${id}/corrections`, {
        ...disposition,
        correctionReason: 'x',
      });
      expect(none.statusCode, id).toBe(404);
    }
  });

  it('exports every entry as CSV, corrections and corrected entries alike, safe for spreadsheets', async () => {
    await staff('POST', '/staff/disposition/entries', {
      ...disposition,
      serial: 'HA-BR-000900',
      party: { ...disposition.party, name: '=HYPERLINK("http://x")', address: 'Suite 5, "Annex", Bozeman' },
    });
    const csv = await staff('GET', '/staff/disposition/export.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Entry,Recorded at,Kind,Date,Serial number,Manufacturer,Importer,Model,Type,Caliber or gauge,From / to: name,From / to: address,From / to: FFL number,Order,Corrects entry,Correction reason,Superseded by entry',
    );
    expect(lines.filter((line) => line.includes('HA-BR-000777'))).toHaveLength(2);
    expect(lines.some((line) => line.includes(',Calibre mistyped: the rifle is 6.5 Creedmoor,'))).toBe(true);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://x"")","Suite 5, ""Annex"", Bozeman"`);
  });

  it('is for staff only', async () => {
    expect((await staff('GET', '/staff/disposition/entries', undefined, 'wrong')).statusCode).toBe(401);
    expect((await staff('GET', '/staff/disposition/export.csv', undefined, '')).statusCode).toBe(401);
    expect((await staff('POST', '/staff/disposition/entries', disposition, 'wrong')).statusCode).toBe(401);
  });
});
