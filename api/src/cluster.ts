/**
 * The API of the production profile (`npm run start:prod`, built to api/dist/cluster.mjs): a
 * supervisor process and API_WORKERS worker processes (one per core by default) on PostgreSQL.
 *
 *   primary  migrations and the first-run seed once, then supervises (platform/process/supervisor.ts)
 *   worker   one API process (serve.ts) on the shared port; SIGTERM drains it
 *
 * Settings (besides the API's own, platform/config.ts): API_WORKERS, API_PID_FILE,
 * SHUTDOWN_TIMEOUT_MS. DATABASE_URL is required: PGlite lives inside one process.
 *
 * Observability (decision 0027): METRICS_PORT makes the primary serve /metrics on that internal
 * port, summed over every worker (prom-client's AggregatorRegistry over the cluster IPC channel);
 * OTEL_EXPORTER_OTLP_ENDPOINT starts tracing in each worker before its database driver loads.
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { loadConfig } from './platform/config';
import { createDb } from './platform/db/index';
import { supervise } from './platform/process/supervisor';
import { startMetrics } from './platform/telemetry/metrics';
import { answerClusterScrapes, metricsSettingsFrom, startMetricsServer } from './platform/telemetry/metrics-server';
import { startTracing } from './platform/telemetry/tracing';
import { prepareDatabase, serve } from './serve';

function workersFrom(env: NodeJS.ProcessEnv): number {
  const given = env.API_WORKERS;
  if (!given) return availableParallelism();
  const count = Number(given);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`API_WORKERS must be a whole number of at least 1, got "${given}"`);
  return count;
}

const log = (message: string, fields: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ level: 30, time: Date.now(), role: 'supervisor', msg: message, ...fields }));

async function primary(): Promise<void> {
  if (!process.env.DATABASE_URL)
    throw new Error('DATABASE_URL is required: several API processes share one PostgreSQL');
  // Refuses bad settings (JWT secret, test captcha in production, ...) before any worker starts.
  const config = loadConfig();
  const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || 30_000);
  const metricsSettings = metricsSettingsFrom(process.env);
  if (metricsSettings) {
    const metricsServer = await startMetricsServer(metricsSettings, 'cluster');
    log('metrics of every worker', { url: metricsServer.url });
  }
  await supervise({
    workers: workersFrom(process.env),
    pidFile: process.env.API_PID_FILE || undefined,
    shutdownTimeoutMs,
    log,
    async prepare() {
      const db = await createDb(config.database);
      try {
        const { migrations, seeded } = await prepareDatabase(db);
        log('database ready', { migrationsRun: migrations.length, seeded });
      } finally {
        await db.destroy();
      }
    },
  });
}

async function worker(): Promise<void> {
  const tracing = await startTracing('halvorsen-api');
  if (metricsSettingsFrom(process.env)) {
    startMetrics();
    answerClusterScrapes();
  }
  const api = await serve({
    config: loadConfig(),
    prepare: false,
    shutdownTimeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_MS || 30_000),
  });
  const stop = (signal: string) => {
    api
      .shutdown(signal)
      .then(() => tracing?.shutdown())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  // Ctrl+C reaches the whole process group: the primary coordinates, workers wait for its SIGTERM.
  process.on('SIGINT', () => undefined);
}

(cluster.isPrimary ? primary() : worker()).catch((error: unknown) => {
  console.error(cluster.isPrimary ? 'The API supervisor failed to start:' : 'An API worker failed to start:', error);
  process.exit(1);
});
