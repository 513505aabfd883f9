/**
 * The manufacturer's acquisition and disposition record (issue 30; 27 CFR 478.123, ATF Ruling
 * 2016-1): entries are appended, never changed; a correction is a new entry that names the one it
 * corrects, and both stay in the record and in its export. Staff write entries; the back office's
 * shipment will write a disposition per serial (issue 29).
 */

import type { FastifyBaseLogger } from 'fastify';
import type { DispositionCorrectionInput, DispositionEntryInput } from 'shared-contracts/schemas/disposition';
import type { Db } from '../../platform/db/index';
import { badRequest, conflict, notFound } from '../../platform/http-errors';
import type { BoundBook } from '../../providers/bound-book/index';
import { type AuditActor, recordAudit } from '../audit/index';
import { queueSubmissions, type SubmissionPass, submitPendingDispositions } from './book-submissions';
import { type DispositionRow, disposedSerials, entryExists, insertEntry, listEntries, orderExists } from './queries';

export const DISPOSITION_API_MESSAGES = {
  entryNotFound: 'No such entry in the record',
  alreadyCorrected: (by: number) => `This entry is already corrected by entry ${by}: correct that one`,
  orderNotFound: 'No such order',
  appendOnly: 'Entries are append-only: record a correction instead',
} as const;

/** An entry as the API answers it. */
export interface DispositionEntry {
  id: number;
  kind: DispositionRow['kind'];
  date: string;
  serial: string;
  manufacturer: string;
  importer: string | null;
  model: string;
  type: DispositionRow['firearm_type'];
  caliber: string;
  party: { name: string; address: string; fflNumber: string | null };
  orderId: number | null;
  /** The entry this one corrects. */
  corrects: number | null;
  correctionReason: string | null;
  /** The entry that corrects this one: this one is superseded, and stays in the record. */
  supersededBy: number | null;
  recordedAt: string;
}

function entryOf(row: DispositionRow): DispositionEntry {
  return {
    id: row.id,
    kind: row.kind,
    date: row.entry_date,
    serial: row.serial,
    manufacturer: row.manufacturer,
    importer: row.importer,
    model: row.model,
    type: row.firearm_type,
    caliber: row.caliber,
    party: { name: row.party_name, address: row.party_address, fflNumber: row.party_ffl_number },
    orderId: row.order_id,
    corrects: row.corrects_entry_id,
    correctionReason: row.correction_reason,
    supersededBy: row.superseded_by,
    recordedAt: new Date(row.recorded_at).toISOString(),
  };
}

function columnsOf(input: DispositionEntryInput) {
  const party = input.party as { name: string; address: string; fflNumber?: string };
  return {
    kind: input.kind,
    entry_date: input.date,
    serial: input.serial.toUpperCase(),
    manufacturer: input.manufacturer,
    importer: input.importer ?? null,
    model: input.model,
    firearm_type: input.type,
    caliber: input.caliber,
    party_name: party.name,
    party_address: party.address,
    party_ffl_number: party.fflNumber ? party.fflNumber.toUpperCase() : null,
    order_id: input.orderId ?? null,
  };
}

async function checkOrder(db: Db, orderId: number | undefined): Promise<void> {
  if (orderId !== undefined && !(await orderExists(db, orderId))) {
    throw badRequest(DISPOSITION_API_MESSAGES.orderNotFound, { orderId: [DISPOSITION_API_MESSAGES.orderNotFound] });
  }
}

export async function recordEntry(db: Db, input: DispositionEntryInput, actor: AuditActor): Promise<DispositionEntry> {
  return db.transaction().execute(async (trx) => {
    await checkOrder(trx, input.orderId);
    const id = await insertEntry(trx, columnsOf(input));
    const entry = (await entriesById(trx, [id]))[0] as DispositionEntry;
    await recordAudit(trx, actor, {
      action: 'disposition.recorded',
      objectType: 'disposition-entry',
      objectId: String(id),
      after: entry,
    });
    return entry;
  });
}

/** Appends the correction of entry `id`; 404 for no such entry, 409 when it is already corrected. */
export async function recordCorrection(
  db: Db,
  id: number,
  input: DispositionCorrectionInput,
  actor: AuditActor,
): Promise<DispositionEntry> {
  return db.transaction().execute(async (trx) => {
    if (!(await entryExists(trx, id))) throw notFound(DISPOSITION_API_MESSAGES.entryNotFound);
    const [corrected] = await entriesById(trx, [id]);
    if (corrected?.supersededBy) throw conflict(DISPOSITION_API_MESSAGES.alreadyCorrected(corrected.supersededBy));
    await checkOrder(trx, input.orderId);
    let newId: number;
    try {
      newId = await insertEntry(trx, {
        ...columnsOf(input),
        corrects_entry_id: id,
        correction_reason: input.correctionReason,
      });
    } catch (error) {
      // Two corrections of one entry raced: the unique corrects_entry_id let one through.
      if ((error as { code?: string }).code === '23505') throw conflict(DISPOSITION_API_MESSAGES.alreadyCorrected(id));
      throw error;
    }
    const correction = (await entriesById(trx, [newId]))[0] as DispositionEntry;
    await recordAudit(trx, actor, {
      action: 'disposition.corrected',
      objectType: 'disposition-entry',
      objectId: String(id),
      before: corrected,
      after: correction,
    });
    return correction;
  });
}

async function entriesById(db: Db, ids: number[]): Promise<DispositionEntry[]> {
  return (await listEntries(db, { ids })).map(entryOf);
}

export async function dispositionRecord(db: Db, filter: { serial?: string } = {}): Promise<DispositionEntry[]> {
  return (await listEntries(db, { serial: filter.serial?.toUpperCase() })).map(entryOf);
}

/** A disposition the shipment writes: the entry's fields, already checked by the caller. */
export type ShipmentDisposition = Omit<DispositionEntryInput, 'kind' | 'orderId'> & { orderId: number };

/** Of `serials` (normalised), those the record already shows disposed of (not superseded); locks them for the transaction. */
export async function alreadyDisposed(trx: Db, serials: string[]): Promise<string[]> {
  return disposedSerials(trx, serials);
}

/**
 * Appends one disposition entry per shipped serial INSIDE the caller's transaction (the shipment's:
 * both commit or neither does), each audited like a staff entry. Call alreadyDisposed first.
 */
export async function recordShipmentDispositions(
  trx: Db,
  dispositions: ShipmentDisposition[],
  actor: AuditActor,
): Promise<DispositionEntry[]> {
  const ids: number[] = [];
  for (const input of dispositions) ids.push(await insertEntry(trx, columnsOf({ ...input, kind: 'disposition' })));
  const entries = await entriesById(trx, ids);
  await queueSubmissions(trx, ids);
  for (const entry of entries) {
    await recordAudit(trx, actor, {
      action: 'disposition.recorded',
      objectType: 'disposition-entry',
      objectId: String(entry.id),
      after: entry,
    });
  }
  return entries;
}

/**
 * After a shipment commits: hands the pending entries to the bound book (see book-submissions.ts).
 * Never throws: a failure is logged and the entry stays pending (or failed, when refused).
 */
export async function submitToBoundBook(
  db: Db,
  book: BoundBook,
  log: FastifyBaseLogger,
): Promise<SubmissionPass | null> {
  try {
    return await submitPendingDispositions(db, book, log, (ids) => entriesById(db, ids));
  } catch (error) {
    log.error({ err: error }, 'bound book submission pass failed');
    return null;
  }
}
