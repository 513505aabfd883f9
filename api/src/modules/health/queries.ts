import { sql } from 'kysely';
import type { Db } from '../../platform/db/index';
import { migrations } from '../../platform/db/migrations/index';

/** One real round trip; a failing database throws. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * The migrations this build knows that the database has not run (Kysely's bookkeeping table in the
 * current schema). An empty list: the schema is what this code expects.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const done = new Set(rows.map((row) => row.name));
  return Object.keys(migrations).filter((name) => !done.has(name));
}
