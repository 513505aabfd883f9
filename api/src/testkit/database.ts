/**
 * A fresh database for one test file (or one in-process API), migrated and seeded:
 * - `databaseUrl` given: a new schema of its own on that PostgreSQL (search_path points at it),
 *   dropped by `drop()`, so test files running side by side never see each other's rows;
 * - otherwise: an in-memory PGlite (its cold start takes a couple of seconds: share one per file).
 */
import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../platform/config';
import { createDb, type Db } from '../platform/db/index';
import { runMigrations } from '../platform/db/migrator';
import { type SeedContent, seedIfEmpty } from '../seeders';

export interface TestDatabase {
  db: Db;
  /** How the database was reached (for an app config that names it). */
  database: DatabaseConfig;
  /** Closes the connections and, on PostgreSQL, drops the schema. */
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** A PostgreSQL server to make a fresh schema on (e.g. process.env.DATABASE_URL); absent: PGlite. */
  databaseUrl?: string;
  /** false: migrated but empty; SeedContent: these documents instead of the shop's content seed. */
  seed?: boolean | SeedContent;
}

async function createSchema(url: string): Promise<{ schema: string; drop(): Promise<void> }> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  // pg_trgm and fuzzystrmatch live in public once per database; files racing to create them is harmless.
  for (const extension of ['pg_trgm', 'fuzzystrmatch']) {
    try {
      await sql`create extension if not exists ${sql.id(extension)} with schema public`.execute(admin);
    } catch (error) {
      if (!/already exists|duplicate key/.test(String(error))) throw error;
    }
  }
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  return {
    schema,
    async drop() {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    },
  };
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const schema = options.databaseUrl ? await createSchema(options.databaseUrl) : null;
  const database: DatabaseConfig =
    options.databaseUrl && schema
      ? { kind: 'postgres', url: options.databaseUrl, searchPath: `${schema.schema},public` }
      : { kind: 'pglite', dir: null };
  const db = await createDb(database);
  const drop = async () => {
    await db.destroy();
    await schema?.drop();
  };
  try {
    await runMigrations(db);
    const seed = options.seed ?? true;
    if (seed !== false) await seedIfEmpty(db, seed === true ? undefined : seed);
  } catch (error) {
    // Leave no half-built schema behind on a shared server.
    await drop();
    throw error;
  }
  return { db, database, drop };
}
