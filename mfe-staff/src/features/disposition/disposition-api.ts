/**
 * The disposition record's calls (api/src/modules/disposition): read it (optionally one serial),
 * append the correction of an entry, and export it as CSV (a private file: a blob, not a link).
 */
import type {
  DispositionCorrectionInput,
  DispositionEntryKind,
  FirearmType,
} from 'shared-contracts/schemas/disposition';
import { staffBlob, staffCall } from '../../shared/api/staff-api';

/** Where the bound book (the eBound service) is with an entry written at shipment. */
export interface BoundBookState {
  status: 'pending' | 'submitted' | 'failed';
  book: string | null;
  externalId: string | null;
  attempts: number;
  lastError: string | null;
}

/** An entry as the API answers it (DispositionEntry in api/src/modules/disposition/service.ts). */
export interface DispositionEntry {
  id: number;
  kind: DispositionEntryKind;
  /** YYYY-MM-DD. */
  date: string;
  serial: string;
  manufacturer: string;
  importer: string | null;
  model: string;
  type: FirearmType;
  caliber: string;
  party: { name: string; address: string; fflNumber: string | null };
  orderId: number | null;
  /** The entry this one corrects. */
  corrects: number | null;
  correctionReason: string | null;
  /** The entry that corrects this one (this one stays in the record). */
  supersededBy: number | null;
  recordedAt: string;
  /** Entries written at shipment: the bound book's state; entries written by hand: null. */
  boundBook: BoundBookState | null;
}

/** The whole record, oldest first (the API does not page it); `serial` narrows it to one firearm. */
export function fetchDispositionRecord(serial?: string): Promise<{ entries: DispositionEntry[] }> {
  return staffCall('/staff/disposition/entries', { query: { serial } });
}

/** Appends the correction of entry `id`; the entry itself stays as it was. */
export function correctEntry(id: number, correction: DispositionCorrectionInput): Promise<DispositionEntry> {
  return staffCall(`/staff/disposition/entries/${id}/corrections`, { method: 'POST', body: correction });
}

export const CSV_FILE_NAME = 'disposition-record.csv';

export function exportDispositionCsv(): Promise<Blob> {
  return staffBlob('/staff/disposition/export.csv');
}
