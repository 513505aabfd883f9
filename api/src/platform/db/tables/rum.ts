/** Tables of the rum module (real-user Web Vitals, issue 31); migration 021. */
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** How many figures of one metric fell in one histogram bucket, per minute, page type, remote and version. */
export interface RumVitalsTable {
  minute: Timestamp;
  metric: string;
  page_type: string;
  remote: string;
  version: string;
  bucket: number;
  count: ColumnType<string, number | string, number | string>;
}

export interface RumTables {
  rum_vitals: RumVitalsTable;
}
