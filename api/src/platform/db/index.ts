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
import type { Pool } from 'pg';
import type { DatabaseConfig } from '../config';
import { metrics } from '../telemetry/metrics';
import { activeTracing } from '../telemetry/tracing';
import { prepareStatementsPerConnection } from './prepared-statements';
import type { Database } from './schema';

export type { Database } from './schema';
export type Db = Kysely<Database>;

/**
 * `pg` is imported on first use, not at the top: the pg instrumentation (telemetry/tracing.ts)
 * can only patch it if it is enabled before pg loads, and a static import would be hoisted above
 * startTracing() (also in the esbuild bundle, where pg stays an external import).
 */
let pgModule: Promise<typeof import('pg').default> | null = null;
function loadPg() {
  pgModule ??= import('pg').then(({ default: pg }) => {
    // numeric and bigint arrive as strings by default; parse int8 counts (count(*)) as numbers.
    // numeric stays a string on purpose (money): services convert with Number() at their edge.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
    return pg;
  });
  return pgModule;
}

export async function createDb(config: DatabaseConfig): Promise<Db> {
  if (config.kind === 'postgres') {
    const pg = await loadPg();
    const pool: Pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      ...(config.searchPath ? { options: `-c search_path=${config.searchPath}` } : {}),
    });
    prepareStatementsPerConnection(pool);
    // The pool's in-use and waiting counts go to /metrics until the pool ends (Kysely's destroy).
    const forget = metrics.observePool(pool);
    const end = pool.end.bind(pool) as () => Promise<void>;
    (pool as { end: () => Promise<void> }).end = () => {
      forget();
      return end();
    };
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
  // PostgreSQL's statements are traced by the pg instrumentation; PGlite's by this wrapper.
  if (activeTracing()) (await import('../telemetry/pglite-spans')).traceQueries(client);
  return new Kysely<Database>({ dialect: new PGliteDialect(client) });
}
