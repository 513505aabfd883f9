/**
 * Review moderation from the command line (the shop has no staff area yet):
 *   pnpm --filter api exec tsx src/modules/reviews/moderate-cli.ts list
 *   pnpm --filter api exec tsx src/modules/reviews/moderate-cli.ts approve <review id>
 *   pnpm --filter api exec tsx src/modules/reviews/moderate-cli.ts reject <review id>
 * Works on the configured database (DATABASE_URL, else the PGlite folder): stop the API first when
 * it runs on PGlite, which allows one process at a time.
 */
import { loadConfig } from '../../platform/config';
import { createDb } from '../../platform/db/index';
import { runMigrations } from '../../platform/db/migrator';
import { listPendingReviews } from './queries';
import { moderateReview } from './service';

const [command, id] = process.argv.slice(2);
const db = await createDb(loadConfig().database);
try {
  await runMigrations(db);
  if (command === 'list') {
    const pending = await listPendingReviews(db);
    if (pending.length === 0) console.log('No review is waiting for moderation.');
    for (const review of pending) {
      console.log(
        `${review.id}  ${review.product_document_id}  ${'★'.repeat(review.rating)}  ${review.display_name}: ${review.title}`,
      );
    }
  } else if ((command === 'approve' || command === 'reject') && id) {
    const done = await moderateReview(db, id, command === 'approve' ? 'approved' : 'rejected');
    console.log(done ? `Review ${id} ${command === 'approve' ? 'approved' : 'rejected'}.` : `No pending review ${id}.`);
    if (!done) process.exitCode = 1;
  } else {
    console.error('Usage: moderate-cli.ts list | approve <id> | reject <id>');
    process.exitCode = 2;
  }
} finally {
  await db.destroy();
}
