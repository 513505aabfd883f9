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

export interface DispositionTables {
  disposition_entries: DispositionEntriesTable;
}
