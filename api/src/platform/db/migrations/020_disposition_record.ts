/**
 * The manufacturer's electronic acquisition and disposition record (issue 30): one row per entry,
 * with the fields 27 CFR 478.123 asks of a licensed manufacturer. ATF Ruling 2016-1 lets the record be
 * electronic if entries cannot be deleted or changed and a correction is a new entry that keeps the
 * original: so the table refuses UPDATE and DELETE (a trigger), and a correction names the entry it
 * corrects (at most one correction per entry; a later one corrects the correction).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('disposition_entries')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('acquisition', 'disposition')`))
    .addColumn('entry_date', 'date', (col) => col.notNull())
    .addColumn('serial', 'text', (col) => col.notNull())
    .addColumn('manufacturer', 'text', (col) => col.notNull())
    .addColumn('importer', 'text')
    .addColumn('model', 'text', (col) => col.notNull())
    .addColumn('firearm_type', 'text', (col) => col.notNull())
    .addColumn('caliber', 'text', (col) => col.notNull())
    .addColumn('party_name', 'text', (col) => col.notNull())
    .addColumn('party_address', 'text', (col) => col.notNull())
    .addColumn('party_ffl_number', 'text')
    .addColumn('order_id', 'integer', (col) => col.references('orders.id'))
    .addColumn('corrects_entry_id', 'bigint', (col) => col.references('disposition_entries.id').unique())
    .addColumn('correction_reason', 'text')
    .addColumn('recorded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('disposition_entries_licensee', sql`kind = 'acquisition' or party_ffl_number is not null`)
    .addCheckConstraint(
      'disposition_entries_correction',
      sql`(corrects_entry_id is null) = (correction_reason is null)`,
    )
    .execute();
  await db.schema.createIndex('disposition_entries_serial').on('disposition_entries').column('serial').execute();
  await sql`
    create function disposition_entries_append_only() returns trigger
    language plpgsql as $fn$
    begin
      raise exception 'disposition entries are append-only: record a correction instead';
    end
    $fn$`.execute(db);
  await sql`
    create trigger disposition_entries_append_only before update or delete on disposition_entries
    for each row execute function disposition_entries_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('disposition_entries').execute();
  await sql`drop function disposition_entries_append_only()`.execute(db);
}
