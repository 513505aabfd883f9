/**
 * `npm start`: from a fresh clone with only Node installed, install, build, start the API (embedded
 * PGlite database in .data/, migrated and seeded on first start), publish the remotes' changed
 * builds through its registry, start the four remotes and the shell, then print the shop's URL.
 * Each part is supervised: one that dies is started again, with a pause that doubles from 0.5 s to
 * 10 s (scripts/lib/supervise.mjs), and what happened is printed. Ctrl+C stops everything.
 */
import { ensureDependencies, log } from './lib/proc.mjs';
import { buildAll, startShop } from './lib/topology.mjs';
import { SHOP_URL } from './shop-parts.mjs';

ensureDependencies();
buildAll();
const shop = await startShop();

const stop = async () => {
  log('Stopping the shop ...');
  await shop.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

log('The shop is running (a part that dies is restarted, with backoff):');
console.log(`\n  ${SHOP_URL}\n`);
