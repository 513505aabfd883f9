/**
 * One API process: database, (optionally) migrations and the first-run seed, the app, listening;
 * and its graceful shutdown. Used by server.ts (the embedded default, one process) and by each
 * worker of cluster.ts (the production profile, where the supervisor has migrated already).
 *
 * Graceful shutdown: /ready turns 503 (a load balancer stops sending), the server stops accepting
 * connections, requests in flight finish, idle keep-alive connections close, then the database.
 * A shutdown that takes longer than `shutdownTimeoutMs` ends the process anyway.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { AppConfig } from './platform/config';
import { createDb, type Db } from './platform/db/index';
import { runMigrations } from './platform/db/migrator';
import { seedIfEmpty } from './seeders';

export interface ServeOptions {
  config: AppConfig;
  /** Run migrations and the first-run seed before listening (false in a cluster worker). */
  prepare: boolean;
  shutdownTimeoutMs?: number;
  /** Called with the built app before it listens (tests add a route of their own). */
  beforeListen?: (app: FastifyInstance) => void;
}

export interface RunningApi {
  app: FastifyInstance;
  db: Db;
  url: string;
  /** Drains and closes; resolves when in-flight requests have finished and the database is closed. */
  shutdown(reason: string): Promise<void>;
}

/** Migrations and the first-run seed, once per database (the embedded process, or the cluster's supervisor). */
export async function prepareDatabase(
  db: Db,
): Promise<{ migrations: string[]; seeded: Awaited<ReturnType<typeof seedIfEmpty>> }> {
  const migrations = await runMigrations(db);
  const seeded = await seedIfEmpty(db);
  return { migrations, seeded };
}

export async function serve({
  config,
  prepare,
  shutdownTimeoutMs = 30_000,
  beforeListen,
}: ServeOptions): Promise<RunningApi> {
  const db = await createDb(config.database);
  let app: FastifyInstance;
  try {
    const prepared = prepare ? await prepareDatabase(db) : null;
    app = await buildApp({ db, config });
    beforeListen?.(app);
    if (prepared && (prepared.seeded.content || prepared.seeded.seeders.length > 0)) {
      app.log.info(prepared.seeded, 'seeded the database');
    }
    if (config.profile === 'production' && config.captcha.kind === 'test') {
      app.log.warn('UNSAFE: the test captcha runs in production (UNSAFE_ALLOW_TEST_CAPTCHA_IN_PRODUCTION=yes)');
    }
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const url = await app.listen({ port: config.port, host: config.host });

  let closing: Promise<void> | null = null;
  const shutdown = (reason: string) => {
    closing ??= (async () => {
      app.log.info({ reason }, 'shutting down: draining requests in flight');
      app.lifecycle.draining = true;
      const timer = setTimeout(() => {
        app.log.error({ shutdownTimeoutMs }, 'shutdown took too long; exiting with requests unfinished');
        process.exit(1);
      }, shutdownTimeoutMs);
      timer.unref();
      // Connections that turn idle while draining (an answer sent before it began) are closed too.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
      }
      await db.destroy();
      clearTimeout(timer);
    })();
    return closing;
  };
  return { app, db, url, shutdown };
}
