/**
 * One Kysely instance over either PostgreSQL (`DATABASE_URL`) or PGlite (embedded, kept in a
 * folder). Both speak the same SQL, so migrations and queries do not know which one they run on.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database } from './schema';

export type { Database } from './schema';
export type Db = Kysely<Database>;

// numeric and bigint arrive as strings by default; parse int8 counts (count(*)) as numbers.
// numeric stays a string on purpose (money): services convert with Number() at their edge.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export async function createDb(config: DatabaseConfig): Promise<Db> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      ...(config.searchPath ? { options: `-c search_path=${config.searchPath}` } : {}),
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (config.dir) mkdirSync(config.dir, { recursive: true });
  const client = await PGlite.create({
    ...(config.dir ? { dataDir: config.dir } : {}),
    extensions: { pg_trgm, fuzzystrmatch },
    // PGlite's memory only grows: PostgreSQL's default 128 MB of shared buffers (and 64 MB for an
    // index build) stay resident for the process's life. The embedded shop's data fits in far less.
    postgresqlconf: ['shared_buffers = 16MB', 'maintenance_work_mem = 16MB', 'work_mem = 4MB'],
    // int8 as number, like the pg pool above.
    parsers: { 20: (value: string) => Number(value) },
  });
  return new Kysely<Database>({ dialect: new PGliteDialect(client) });
}
