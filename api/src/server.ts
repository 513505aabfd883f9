/**
 * Starts the API: database (PGlite folder or PostgreSQL), migrations, first-run seed, then listens.
 * SIGINT/SIGTERM close the server and the database so PGlite's folder is left consistent.
 */
import { buildApp } from './app';
import { loadConfig } from './platform/config';
import { createDb } from './platform/db/index';
import { runMigrations } from './platform/db/migrator';
import { seedIfEmpty } from './seeders';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await createDb(config.database);
  await runMigrations(db);
  const seeded = await seedIfEmpty(db);
  const app = await buildApp({ db, config });
  if (seeded.content || seeded.seeders.length > 0) app.log.info(seeded, 'seeded the database');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await db.destroy();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.database.kind === 'pglite' ? `PGlite in ${config.database.dir}` : 'PostgreSQL';
  console.log(`Halvorsen Arms API listening on http://localhost:${config.port} (database: ${where}; docs at /docs)`);
}

main().catch((error: unknown) => {
  console.error('The API failed to start:', error);
  process.exit(1);
});
