/**
 * A migrated, seeded app on a database of its own, for one test file (the database comes from the
 * test kit, src/testkit/database.ts):
 * - DATABASE_URL set: a fresh schema on that PostgreSQL (search_path points at it), dropped after;
 * - otherwise: an in-memory PGlite (cold start ~2 s, so share one per file).
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { type AppConfig, loadConfig } from '../../src/platform/config';
import type { Db } from '../../src/platform/db/index';
import type { Providers } from '../../src/providers/index';
import type { SeedContent } from '../../src/seeders';
import { createTestDatabase } from '../../src/testkit/database';

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

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // A JWT secret of its own per app: tests never read or write the data folder's secret, and a test
  // that switches to the production profile (NODE_ENV=production on PostgreSQL) still starts.
  const base = loadConfig({
    ...process.env,
    PORT: '0',
    LOG_LEVEL: 'info',
    RECAPTCHA_SECRET: '',
    // The tests' clients stand behind the shop's proxy on loopback: X-Forwarded-For names them
    // (rate limits per address). The API's own default trusts no proxy (platform/config.ts).
    TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
    JWT_SECRET: process.env.JWT_SECRET || randomBytes(32).toString('base64url'),
  });
  const { db, database, drop } = await createTestDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    seed: options.seed === false ? false : (options.content ?? true),
  });
  const config: AppConfig = { ...base, database, ...options.config };
  const logs = new LogCapture();
  let app: FastifyInstance;
  try {
    app = await buildApp({ db, config, providers: options.providers, logStream: logs });
    options.routes?.(app);
    await app.ready();
  } catch (error) {
    // Leave no half-built schema behind on the shared server.
    await drop();
    throw error;
  }
  return {
    app,
    db,
    config,
    logs,
    async close() {
      await app.close();
      await drop();
    },
  };
}
