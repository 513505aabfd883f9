/**
 * First-view JavaScript of the catalog's pages, checkout and the 3D builder (issue 33): starts the
 * composed shop from the last build (as `npm start -- --no-build`), runs bench/cold-load.mjs on
 * those routes with each counted file's size, prints the figures and writes them as JSON to the
 * path given (default .run/first-view-js.json). Run it under `flock /tmp/shop-ports.lock` on a
 * machine whose shop ports are shared.
 *   node bench/first-view-js.mjs [out.json] [--all]
 */
import fs from 'node:fs';
import path from 'node:path';
import { ensureChromium } from '../scripts/lib/ensure-chromium.mjs';
import { startShop } from '../scripts/lib/topology.mjs';
import { repoRoot } from '../scripts/shop-parts.mjs';
import { measureColdLoads } from './cold-load.mjs';

const args = process.argv.slice(2);
const out = args.find((arg) => !arg.startsWith('--')) ?? path.join(repoRoot, '.run', 'first-view-js.json');
const routes = args.includes('--all') ? null : ['/', '/collection/rifles', '/product/', '/checkout', '/3dbuilder'];

ensureChromium();
const shop = await startShop();
try {
  const results = await measureColdLoads(undefined, { routes, files: true });
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  for (const result of results) {
    console.log(
      `${result.route}: ${result.jsGzipKb} KB gzip in ${result.scripts} scripts, React DOM copies ${result.reactDomCopies}`,
    );
    for (const file of result.files) console.log(`  ${String(file.gzipKb).padStart(7)}  ${file.url}`);
  }
} finally {
  await shop.stop();
}
process.exit(0);
