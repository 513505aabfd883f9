/** SQL of the rum module: add histogram counts, read them back summed over a window, sweep old minutes. */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/index';

export interface VitalCountRow {
  /** Start of the minute, in ms since the epoch. */
  minute: number;
  metric: string;
  pageType: string;
  remote: string;
  version: string;
  bucket: number;
  count: number;
}

/** Adds the rows' counts to the table in one statement (other API processes add to the same rows). */
export async function addVitalCounts(db: Db, rows: VitalCountRow[]): Promise<void> {
  await db
    .insertInto('rum_vitals')
    .values(
      rows.map((row) => ({
        minute: new Date(row.minute),
        metric: row.metric,
        page_type: row.pageType,
        remote: row.remote,
        version: row.version,
        bucket: row.bucket,
        count: row.count,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['minute', 'metric', 'page_type', 'remote', 'version', 'bucket'])
        .doUpdateSet({ count: sql`rum_vitals.count + excluded.count` }),
    )
    .execute();
}

export interface BucketCount {
  group: string;
  metric: string;
  bucket: number;
  count: number;
}

/** The counts per bucket since `since`, summed per metric and per page type or per remote. */
export async function bucketCountsSince(db: Db, since: Date, by: 'page_type' | 'remote'): Promise<BucketCount[]> {
  const rows = await db
    .selectFrom('rum_vitals')
    .select([`${by} as group`, 'metric', 'bucket', sql<string>`sum(count)`.as('count')])
    .where('minute', '>=', since)
    .groupBy([by, 'metric', 'bucket'])
    .execute();
  return rows.map((row) => ({ group: row.group, metric: row.metric, bucket: row.bucket, count: Number(row.count) }));
}

/** Deletes the minutes before `cutoff`; answers how many rows went. */
export async function deleteVitalsBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('rum_vitals').where('minute', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
