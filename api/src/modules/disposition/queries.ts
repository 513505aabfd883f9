/** ALL database access of the disposition record: entries are only ever inserted and read. */
import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/index';
import type { DispositionEntriesTable } from '../../platform/db/tables/disposition';

export type DispositionRow = Selectable<DispositionEntriesTable> & {
  entry_date: string;
  /** The entry that corrects this one, if any. */
  superseded_by: number | null;
};

export async function insertEntry(db: Db, entry: Insertable<DispositionEntriesTable>): Promise<number> {
  const row = await db.insertInto('disposition_entries').values(entry).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function entryExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('disposition_entries').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export async function orderExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('orders').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Entries in the order they were recorded, each with the entry that corrects it; by serial or id when given. */
export async function listEntries(db: Db, filter: { serial?: string; ids?: number[] } = {}): Promise<DispositionRow[]> {
  let query = db
    .selectFrom('disposition_entries as e')
    .leftJoin('disposition_entries as c', 'c.corrects_entry_id', 'e.id')
    .selectAll('e')
    .select([sql<string>`to_char(e.entry_date, 'YYYY-MM-DD')`.as('entry_date'), 'c.id as superseded_by'])
    .orderBy('e.id');
  if (filter.serial) query = query.where('e.serial', '=', filter.serial);
  if (filter.ids) query = query.where('e.id', 'in', filter.ids.length > 0 ? filter.ids : [0]);
  const rows = await query.execute();
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    corrects_entry_id: row.corrects_entry_id === null ? null : Number(row.corrects_entry_id),
    superseded_by: row.superseded_by === null ? null : Number(row.superseded_by),
  }));
}

/**
 * Of `serials`, those already disposed of: a disposition entry for the serial that no correction
 * supersedes. Takes a transaction-scoped advisory lock per serial first, so two shipments of one
 * serial take turns and the second sees the first's entry.
 */
export async function disposedSerials(db: Db, serials: string[]): Promise<string[]> {
  if (serials.length === 0) return [];
  for (const serial of [...serials].sort())
    await sql`select pg_advisory_xact_lock(hashtext(${`disposition:${serial}`}))`.execute(db);
  const rows = await db
    .selectFrom('disposition_entries as e')
    .leftJoin('disposition_entries as c', 'c.corrects_entry_id', 'e.id')
    .select('e.serial')
    .where('e.serial', 'in', serials)
    .where('e.kind', '=', 'disposition')
    .where('c.id', 'is', null)
    .execute();
  return [...new Set(rows.map((row) => row.serial))];
}
