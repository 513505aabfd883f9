import { Migrator, sql } from 'kysely';
import type { Db } from './index';
import { migrations } from './migrations/index';

/** Brings the schema up to date; throws (with the failing migration's name) if one fails. */
export async function runMigrations(db: Db): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one; with several
  // schemas in one database (tests, or a shared server) it would find another schema's tables.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrationTableSchema = rows[0]?.schema;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Migrations written side by side (003 and 004 were) can reach a database in either order; each
    // only adds its own objects, so one missing from the middle is run rather than refused.
    allowUnorderedMigrations: true,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}
