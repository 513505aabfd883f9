/** `pnpm --filter api migrate`: brings the configured database's schema up to date. */
import { loadConfig } from '../config';
import { createDb } from './index';
import { runMigrations } from './migrator';

const db = await createDb(loadConfig().database);
try {
  const applied = await runMigrations(db);
  console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'Already up to date');
} finally {
  await db.destroy();
}
