/** The manufacturer's acquisition and disposition record (issue 30); migration 020. Append-only. */
import type { ColumnType, Generated } from 'kysely';
import type { DispositionEntryKind, FirearmType } from 'shared-contracts/schemas/disposition';

export interface DispositionEntriesTable {
  id: Generated<number>;
  kind: DispositionEntryKind;
  /** YYYY-MM-DD as text in and out (a `date` column). */
  entry_date: ColumnType<string, string, never>;
  serial: string;
  manufacturer: string;
  importer: string | null;
  model: string;
  firearm_type: FirearmType;
  caliber: string;
  party_name: string;
  party_address: string;
  party_ffl_number: string | null;
  order_id: number | null;
  corrects_entry_id: number | null;
  correction_reason: string | null;
  recorded_at: ColumnType<Date, never, never>;
}

/** The bound book's outbox (migration 023): one row per entry written at shipment. */
export interface DispositionSubmissionsTable {
  entry_id: number;
  status: ColumnType<'pending' | 'submitted' | 'failed', undefined, 'submitted' | 'failed' | 'pending'>;
  book: string | null;
  external_id: string | null;
  attempts: ColumnType<number, undefined, number>;
  last_error: string | null;
  updated_at: ColumnType<Date, undefined, Date | string>;
}

export interface DispositionTables {
  disposition_entries: DispositionEntriesTable;
  disposition_submissions: DispositionSubmissionsTable;
}
