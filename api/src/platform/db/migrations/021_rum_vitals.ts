/**
 * Real-user Web Vitals (issue 31, item 4): rum_vitals holds per-minute histograms, one row per
 * (minute, metric, page type, remote, version, bucket) with how many figures fell in that bucket
 * (the buckets are fixed and log-spaced, api/src/modules/rum/buckets.ts), so a p75 over any window
 * is a sum and a walk over at most a few hundred buckets. Minutes older than 30 days are swept
 * hourly. The primary key leads with the minute: the report and the sweep read a range of minutes.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rum_vitals')
    .addColumn('minute', 'timestamptz', (col) => col.notNull())
    .addColumn('metric', 'text', (col) => col.notNull())
    .addColumn('page_type', 'text', (col) => col.notNull())
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('bucket', 'smallint', (col) => col.notNull().check(sql`bucket >= 0`))
    .addColumn('count', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('rum_vitals_pk', ['minute', 'metric', 'page_type', 'remote', 'version', 'bucket'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rum_vitals').execute();
}
