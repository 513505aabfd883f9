/**
 * Starts one API process (the embedded default, `npm start`): database (PGlite folder or
 * PostgreSQL), migrations, first-run seed, then listens. SIGINT/SIGTERM drain the requests in
 * flight and close the server and the database, so PGlite's folder is left consistent.
 * The production profile runs cluster.ts instead (several supervised processes).
 */
import { loadConfig } from './platform/config';
import { serve } from './serve';

async function main(): Promise<void> {
  const config = loadConfig();
  const api = await serve({ config, prepare: true });
  const stop = (signal: string) => {
    api.shutdown(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        api.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  const where = config.database.kind === 'pglite' ? `PGlite in ${config.database.dir}` : 'PostgreSQL';
  const docs = config.apiDocs ? '; docs at /docs' : '';
  console.log(`Halvorsen Arms API listening on http://localhost:${config.port} (database: ${where}${docs})`);
}

main().catch((error: unknown) => {
  console.error('The API failed to start:', error);
  process.exit(1);
});
