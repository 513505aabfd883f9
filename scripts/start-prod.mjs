/**
 * `npm run start:prod`: the production profile on this machine (docs/decisions/0014).
 *
 *   DATABASE_URL=postgres://user@127.0.0.1:5432/shop \
 *   RECAPTCHA_SECRET=... RECAPTCHA_SITE_KEY=... npm run start:prod
 *
 * Builds the shell, the remotes and the API (JavaScript), then starts the API as a supervised
 * cluster (one process per core; migrations on start), publishes the remotes' changed builds
 * through its registry, starts the shell's server and nginx in front, and prints the one URL.
 * Ctrl+C drains the API and stops everything.
 *
 *   --no-build              start from the existing builds
 *   --unsafe-test-captcha   run without reCAPTCHA keys on the test captcha (a local proof of the
 *                           profile only: the test captcha lets any bot through)
 *   --with-metrics          also start Prometheus (Debian's package, installed when missing)
 *                           scraping every process on its internal metrics port, with the alert
 *                           rules of deploy/prometheus/alerts.yml; Grafana's dashboard is
 *                           deploy/grafana/shop-dashboard.json
 * Settings: scripts/lib/production.mjs.
 */
import { ensureDependencies, log } from './lib/proc.mjs';
import { productionSettings, startProduction } from './lib/production.mjs';
import { buildAll } from './lib/topology.mjs';

const args = new Set(process.argv.slice(2));
let settings;
try {
  settings = productionSettings(process.env, {
    unsafeTestCaptcha: args.has('--unsafe-test-captcha'),
    withMetrics: args.has('--with-metrics'),
  });
} catch (error) {
  console.error(`start:prod: ${error.message}`);
  process.exit(2);
}

if (!args.has('--no-build')) {
  ensureDependencies();
  buildAll();
}
if (settings.unsafeTestCaptcha) log('UNSAFE: the test captcha runs (--unsafe-test-captcha): for a local proof only');

let shop;
try {
  shop = await startProduction(settings);
  log(`nginx served ${shop.checkedFiles.map((file) => `a ${file.kind}`).join(', ')}: every kind of file arrives`);
} catch (error) {
  console.error(`start:prod: the shop did not start: ${error.message}`);
  process.exit(1);
}
let stopping = false;
const stop = async (signal) => {
  if (stopping) return;
  stopping = true;
  log(`Stopping the production profile (${signal}): draining the API ...`);
  await shop.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

log(
  `The shop runs in the production profile (${settings.workers} API processes, nginx${shop.brotliStatic ? ' with brotli_static' : ''}):`,
);
console.log(`\n  ${settings.origin}\n`);
if (shop.prometheusUrl) log(`Prometheus (alert rules loaded): ${shop.prometheusUrl}`);
