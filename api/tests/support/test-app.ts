/**
 * A migrated, seeded app on a database of its own, for one test file:
 * - DATABASE_URL set: a fresh schema on that PostgreSQL (search_path points at it), dropped after;
 * - otherwise: an in-memory PGlite (cold start ~2 s, so share one per file).
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { type AppConfig, loadConfig } from '../../src/config';
import { createDb, type Db } from '../../src/db/index';
import { runMigrations } from '../../src/db/migrator';
import { type SeedContent, seedIfEmpty } from '../../src/db/seed';
import type { Providers } from '../../src/plugins/providers';

export interface LogLine {
  level: number;
  msg?: string;
  requestId?: string;
  [key: string]: unknown;
}

/** Collects the app's JSON log lines so tests can read them. */
export class LogCapture extends Writable {
  readonly lines: LogLine[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim()) this.lines.push(JSON.parse(line) as LogLine);
    }
    done();
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  logs: LogCapture;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Seed these documents instead of the real content seed. */
  content?: SeedContent;
  /** Skip seeding altogether (an empty, migrated database). */
  seed?: boolean;
  providers?: Partial<Providers>;
  config?: Partial<AppConfig>;
  /** Extra routes for the test (registered after the modules, before ready). */
  routes?: (app: FastifyInstance) => void;
}

async function createSchema(url: string): Promise<{ schema: string; drop(): Promise<void> }> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  try {
    // pg_trgm lives in public once per database; files racing to create it is harmless.
    await sql`create extension if not exists pg_trgm with schema public`.execute(admin);
  } catch (error) {
    if (!/already exists|duplicate key/.test(String(error))) throw error;
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

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const base = loadConfig({ ...process.env, PORT: '0', LOG_LEVEL: 'info', RECAPTCHA_SECRET: '' });
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? await createSchema(databaseUrl) : null;
  const config: AppConfig = {
    ...base,
    database:
      databaseUrl && schema
        ? { kind: 'postgres', url: databaseUrl, searchPath: `${schema.schema},public` }
        : { kind: 'pglite', dir: null },
    ...options.config,
  };
  const db = await createDb(config.database);
  const logs = new LogCapture();
  let app: FastifyInstance;
  try {
    await runMigrations(db);
    if (options.seed !== false) await seedIfEmpty(db, options.content);
    app = await buildApp({ db, config, providers: options.providers, logStream: logs });
    options.routes?.(app);
    await app.ready();
  } catch (error) {
    // Leave no half-built schema behind on the shared server.
    await db.destroy();
    await schema?.drop();
    throw error;
  }
  return {
    app,
    db,
    config,
    logs,
    async close() {
      await app.close();
      await db.destroy();
      await schema?.drop();
    },
  };
}
