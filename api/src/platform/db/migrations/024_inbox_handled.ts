/**
 * The back office's inboxes (issue 29, item 6): image requests and product registrations can be
 * marked handled, once, by a named staffer. `handled_by` is the staffer's e-mail (or `service:cli`),
 * as the audit log names them; both columns are set together or not at all. The open inbox is read
 * newest first, so each table has a partial index of its open rows.
 */
import { type Kysely, sql } from 'kysely';

const TABLES = ['image_requests', 'product_registrations'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('handled_at', 'timestamptz')
      .addColumn('handled_by', 'text', (col) => col.check(sql`length(handled_by) between 1 and 320`))
      .execute();
    await sql`alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_handled_together`)}
      check ((handled_at is null) = (handled_by is null))`.execute(db);
    await sql`create index ${sql.ref(`${table}_open_idx`)} on ${sql.table(table)} (created_at desc)
      where handled_at is null`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`drop index ${sql.ref(`${table}_open_idx`)}`.execute(db);
    await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(`${table}_handled_together`)}`.execute(db);
    await db.schema.alterTable(table).dropColumn('handled_by').dropColumn('handled_at').execute();
  }
}
