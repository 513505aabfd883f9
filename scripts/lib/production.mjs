/**
 * The production profile (docs/decisions/0014): nginx in front of the shell's server, the remotes'
 * published files and the API built to JavaScript, running as a supervised cluster on PostgreSQL.
 * Used by `npm run start:prod` (scripts/start-prod.mjs) and by its proofs (chaos-kill-api.mjs,
 * bench-prod-scaling.mjs).
 *
 * Settings (environment):
 *   DATABASE_URL           required: the PostgreSQL every API process shares (migrated on start)
 *   PROD_PORT              the one public port (8080); PROD_HOST (localhost)
 *   PROD_PUBLIC_ORIGIN     the origin browsers use (http://localhost:<PROD_PORT>)
 *   PROD_API_PORT, PROD_SHELL_PORT   internal ports on 127.0.0.1 (PROD_PORT + 2, + 1)
 *   API_WORKERS            API processes (default: one per core)
 *   JWT_SECRET             the API's signing secret; when absent, one is made once and kept in
 *                          .data/production/jwt-secret (owner-only)
 *   STAFF_API_KEY          the staff key (the remote registry's staff actions: the start publishes
 *                          the remotes' changed builds with it); when absent, one is made once and
 *                          kept in .data/production/staff-api-key (owner-only)
 *   RECAPTCHA_SECRET, RECAPTCHA_SITE_KEY   the real captcha: required, unless the run is a local
 *                          proof started with --unsafe-test-captcha
 *   HSTS_MAX_AGE           Strict-Transport-Security max-age nginx sends (one year)
 *   GUEST_RATE, CART_ADD_RATE   new guests and adds to a cart nginx passes on a second; more wait
 *                          in line (decision 0047; defaults: METERED_PER_WORKER per API process)
 *   GUEST_QUEUE, CART_ADD_QUEUE requests that may wait in those lines (QUEUE_SECONDS of the rate)
 *   PROD_RUN_DIR           nginx's config, logs and temp files, the API's pid file (.run/production)
 *   AUTHORIZE_NET_*, SMTP_*, S3_* ...      the providers' own settings, passed through
 *   PROD_METRICS_PORT      with --with-metrics: the API cluster's internal /metrics port (PROD_PORT + 3)
 *   PROMETHEUS_PORT        with --with-metrics: Prometheus on 127.0.0.1 (PROD_PORT + 9)
 *   API_CPU_PROF_DIR       every API process writes a V8 CPU profile (.cpuprofile) there when it
 *                          stops: where a bench's CPU went (decision 0036)
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { deployDir, REMOTES, repoRoot } from '../shop-parts.mjs';
import { BROTLI_STATIC_MODULE, ensureNginx, NGINX_BIN, NGINX_MIME_TYPES } from './ensure-nginx.mjs';
import { checkServedFiles, nginxUserDirective } from './nginx-access.mjs';
import { log, run, startChild } from './proc.mjs';
import { startPrometheus } from './prometheus.mjs';
import { publishChangedRemotes } from './topology.mjs';
import { waitFor } from './wait-for.mjs';

const DATA_DIR = path.join(repoRoot, '.data', 'production');
/**
 * Requests a second per API process that nginx passes on of a visit's first steps, leaving room for
 * the orders under way (decision 0047).
 */
export const METERED_PER_WORKER = { guests: 100, cartAdds: 50 };
/** How long a line of waiting requests may grow, in seconds of its rate. */
const QUEUE_SECONDS = 20;

/** A setting that nginx takes as a whole number of 1 or more (a rate, a line's length). */
function wholeSetting(env, name, fallback) {
  const value = env[name] === undefined || env[name] === '' ? fallback : Number(env[name]);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number of 1 or more (got "${env[name]}")`);
  return value;
}

/** The profile's settings, from the environment (see the file's header). */
export function productionSettings(env = process.env, { unsafeTestCaptcha = false, withMetrics = false } = {}) {
  if (!env.DATABASE_URL) {
    throw new Error('DATABASE_URL is required in the production profile (e.g. postgres://user@127.0.0.1:5432/shop)');
  }
  const hasCaptcha = Boolean(env.RECAPTCHA_SECRET && env.RECAPTCHA_SITE_KEY);
  if (!hasCaptcha && !unsafeTestCaptcha) {
    throw new Error(
      'RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY are required in the production profile ' +
        '(--unsafe-test-captcha runs the test captcha, for a local proof only)',
    );
  }
  const port = Number(env.PROD_PORT ?? 8080);
  const host = env.PROD_HOST ?? 'localhost';
  const origin = (env.PROD_PUBLIC_ORIGIN ?? `http://${host}:${port}`).replace(/\/$/, '');
  const workers = Number(env.API_WORKERS ?? availableParallelism());
  const guestRate = wholeSetting(env, 'GUEST_RATE', workers * METERED_PER_WORKER.guests);
  const cartAddRate = wholeSetting(env, 'CART_ADD_RATE', workers * METERED_PER_WORKER.cartAdds);
  return {
    port,
    host,
    origin,
    apiPort: Number(env.PROD_API_PORT ?? port + 2),
    shellPort: Number(env.PROD_SHELL_PORT ?? port + 1),
    workers,
    metered: {
      guestRate,
      guestQueue: wholeSetting(env, 'GUEST_QUEUE', guestRate * QUEUE_SECONDS),
      cartAddRate,
      cartAddQueue: wholeSetting(env, 'CART_ADD_QUEUE', cartAddRate * QUEUE_SECONDS),
    },
    databaseUrl: env.DATABASE_URL,
    hstsMaxAge: Number(env.HSTS_MAX_AGE ?? 31_536_000),
    unsafeTestCaptcha: !hasCaptcha,
    deployDir: deployDir(),
    runDir: path.resolve(repoRoot, env.PROD_RUN_DIR ?? path.join('.run', 'production')),
    shellDist: path.join(repoRoot, 'shell', 'dist'),
    mediaDir: env.MEDIA_DIR ?? path.join(repoRoot, 'api', 'media'),
    // Prometheus scrapes internal ports only: nginx never forwards /metrics.
    metrics: withMetrics
      ? {
          apiPort: Number(env.PROD_METRICS_PORT ?? port + 3),
          shellPort: Number(env.PROD_SHELL_METRICS_PORT ?? port + 4),
          prometheusPort: Number(env.PROMETHEUS_PORT ?? port + 9),
        }
      : null,
  };
}

/** A secret from the environment, or one made on first start and kept (owner-only) so it survives a restart. */
function keptSecret(env, setting, fileName) {
  if (env[setting]) return env[setting];
  const file = path.join(DATA_DIR, fileName);
  fs.mkdirSync(DATA_DIR, { recursive: true });
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
    log(`Made a ${setting} for this machine in ${path.relative(repoRoot, file)} (set ${setting} to choose one)`);
  }
  return fs.readFileSync(file, 'utf8').trim();
}

const jwtSecret = (env) => keptSecret(env, 'JWT_SECRET', 'jwt-secret');
/** The production profile has no embedded staff key: the profile gives the API one. */
const staffApiKey = (env) => keptSecret(env, 'STAFF_API_KEY', 'staff-api-key');

/** Fills `${NAME}` in a template; a name without a value is an error, not an empty string. */
function fill(template, values) {
  return template.replace(/\$\{([A-Z_]+)\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`No value for ${match} in the nginx template`);
    return String(values[name]);
  });
}

/** Writes nginx's config for these settings into the run folder; answers its path. */
export function writeNginxConfig(settings, { brotliStatic }) {
  const confDir = path.join(settings.runDir, 'nginx');
  fs.mkdirSync(confDir, { recursive: true });
  for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    fs.mkdirSync(path.join(settings.runDir, temp), { recursive: true });
  }
  const values = {
    LOAD_MODULES: brotliStatic ? `load_module ${BROTLI_STATIC_MODULE};` : '# brotli_static: module not installed',
    USER_DIRECTIVE: nginxUserDirective(),
    BROTLI_STATIC: brotliStatic ? 'brotli_static on;' : '# brotli_static: module not installed',
    RUN_DIR: settings.runDir,
    CONF_DIR: confDir,
    MIME_TYPES: NGINX_MIME_TYPES,
    ACCESS_LOG: process.env.PROD_ACCESS_LOG === 'on' ? path.join(settings.runDir, 'nginx-access.log') : 'off',
    LISTEN: `${settings.host === 'localhost' ? '127.0.0.1' : settings.host}:${settings.port}`,
    API_PORT: settings.apiPort,
    SHELL_PORT: settings.shellPort,
    MEDIA_DIR: settings.mediaDir,
    DEPLOY_DIR: settings.deployDir,
    SHELL_DIST: settings.shellDist,
    HSTS_MAX_AGE: settings.hstsMaxAge,
    GUEST_RATE: settings.metered.guestRate,
    GUEST_QUEUE: settings.metered.guestQueue,
    CART_ADD_RATE: settings.metered.cartAddRate,
    CART_ADD_QUEUE: settings.metered.cartAddQueue,
  };
  const templates = path.join(repoRoot, 'deploy', 'nginx');
  const headers = fill(fs.readFileSync(path.join(templates, 'static-headers.conf.template'), 'utf8'), values);
  fs.writeFileSync(path.join(confDir, 'static-headers.conf'), headers);
  const conf = fill(fs.readFileSync(path.join(templates, 'shop.conf.template'), 'utf8'), values);
  const file = path.join(confDir, 'shop.conf');
  fs.writeFileSync(file, conf);
  run(NGINX_BIN, ['-t', '-q', '-p', settings.runDir, '-c', file]);
  return file;
}

/** Where the API's supervisor lists its live workers (platform/process/supervisor.ts). */
export const workerPidFile = (settings) => path.join(settings.runDir, 'api-workers.json');

/** The API cluster's environment. */
export function apiEnv(settings, env = process.env) {
  return {
    ...env,
    NODE_ENV: 'production',
    DATABASE_URL: settings.databaseUrl,
    JWT_SECRET: jwtSecret(env),
    STAFF_API_KEY: staffApiKey(env),
    // The registry keeps published versions in the deploy folder, which nginx serves.
    SHOP_DEPLOY_DIR: settings.deployDir,
    HOST: '127.0.0.1',
    PORT: String(settings.apiPort),
    API_WORKERS: String(settings.workers),
    API_PID_FILE: workerPidFile(settings),
    PUBLIC_BASE_URL: `${settings.origin}/api`,
    CORS_ORIGINS: settings.origin,
    // Only nginx, on this machine, may say who the client is.
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
    ...(settings.metrics ? { METRICS_PORT: String(settings.metrics.apiPort), METRICS_HOST: '127.0.0.1' } : {}),
    ...(settings.unsafeTestCaptcha ? { UNSAFE_ALLOW_TEST_CAPTCHA_IN_PRODUCTION: 'yes' } : {}),
  };
}

/** The shell server's environment: every URL of the runtime config is on the one public origin. */
function shellEnv(settings, env = process.env) {
  return {
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(settings.shellPort),
    SHOP_DEPLOY_DIR: settings.deployDir,
    PUBLIC_API_BASE: `${settings.origin}/api`,
    // The registry is read from the API's internal port, not through nginx (which starts after the
    // shell's server, and need not be on the way at all).
    REGISTRY_URL: `http://127.0.0.1:${settings.apiPort}`,
    // Canonical URLs and the sitemap name the shop as visitors reach it (nginx), not the shell's port.
    PUBLIC_ORIGIN: settings.origin,
    ...Object.fromEntries(
      REMOTES.map((name) => [`REMOTE_ORIGIN_${name.toUpperCase()}`, `${settings.origin}/remotes/${name}`]),
    ),
    // nginx sends HSTS on every answer; the shell's server leaves it to nginx.
    HSTS_MAX_AGE: '0',
    ...(settings.metrics ? { METRICS_PORT: String(settings.metrics.shellPort), METRICS_HOST: '127.0.0.1' } : {}),
  };
}

/** Kept for the proofs that build the API on its own (topology.mjs buildAll() builds it too). */
export { buildApi } from './topology.mjs';

function signalGroup(child, signal) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      process.kill(child.pid, signal);
    } catch {
      // already gone
    }
  }
}

const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));

/**
 * Starts the API cluster, publishes the remotes' changed builds through its registry (staff key),
 * then starts the shell's server and nginx. Answers the running parts and `stop()`,
 * which drains the API (its requests in flight finish) and ends nginx gracefully.
 */
export async function startProduction(settings, { quiet = false } = {}) {
  const { brotliStatic } = ensureNginx();
  const nginxConf = writeNginxConfig(settings, { brotliStatic });
  const children = {};
  let checkedFiles = [];
  let prometheusUrl = null;
  const stop = async () => {
    signalGroup(children.nginx, 'SIGQUIT');
    signalGroup(children.api, 'SIGTERM');
    signalGroup(children.shell, 'SIGTERM');
    signalGroup(children.prometheus, 'SIGTERM');
    await Promise.all(Object.values(children).map(exited));
  };
  try {
    children.api = startChild(
      'api',
      process.execPath,
      [
        '--enable-source-maps',
        // Garbage collected on the worker's own thread: with a worker per core, helper threads only
        // took turns with the other worker and PostgreSQL, and cost 8 % of an order's API CPU (decision 0049).
        '--single-threaded-gc',
        // Workers inherit the primary's flags.
        ...(process.env.API_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.API_CPU_PROF_DIR}`] : []),
        path.join(repoRoot, 'api', 'dist', 'cluster.mjs'),
      ],
      {
        env: apiEnv(settings),
        detached: true,
        quiet,
      },
    );
    await waitFor(`http://127.0.0.1:${settings.apiPort}/ready`, 120_000);
    // The remotes' changed builds go through the registry before the shell reads it.
    await publishChangedRemotes({ apiUrl: `http://127.0.0.1:${settings.apiPort}`, key: staffApiKey(process.env) });
    children.shell = startChild(
      'shell',
      process.execPath,
      [path.join(repoRoot, 'shell', 'server', 'serve-shell.mjs')],
      {
        env: shellEnv(settings),
        detached: true,
        quiet,
      },
    );
    await waitFor(`http://127.0.0.1:${settings.shellPort}/runtime-config.json`, 120_000);
    children.nginx = startChild('nginx', NGINX_BIN, ['-p', settings.runDir, '-c', nginxConf], {
      detached: true,
      quiet,
    });
    await waitFor(`${settings.origin}/api/ready`, 120_000);
    // Pages are proxied and arrive either way: the files nginx serves itself must arrive too.
    checkedFiles = await checkServedFiles(settings);
    if (settings.metrics) {
      const prometheus = await startPrometheus({
        runDir: settings.runDir,
        quiet,
        apiMetricsPort: settings.metrics.apiPort,
        shellMetricsPort: settings.metrics.shellPort,
        prometheusPort: settings.metrics.prometheusPort,
      });
      children.prometheus = prometheus.child;
      prometheusUrl = prometheus.url;
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { children, stop, brotliStatic, checkedFiles, prometheusUrl, pidFile: workerPidFile(settings) };
}
