/**
 * Starts one API process (the embedded default, `npm start`): database (PGlite folder or
 * PostgreSQL), migrations, first-run seed, then listens. SIGINT/SIGTERM drain the requests in
 * flight and close the server and the database, so PGlite's folder is left consistent.
 * The production profile runs cluster.ts instead (several supervised processes).
 *
 * Observability (decision 0027): OTEL_EXPORTER_OTLP_ENDPOINT starts tracing before anything
 * else (the database driver is loaded after it, so it can be instrumented); METRICS_PORT serves
 * /metrics on that internal port.
 */
import { loadConfig } from './platform/config';
import { startMetrics } from './platform/telemetry/metrics';
import { metricsSettingsFrom, startMetricsServer } from './platform/telemetry/metrics-server';
import { startTracing } from './platform/telemetry/tracing';
import { serve } from './serve';

async function main(): Promise<void> {
  const tracing = await startTracing('halvorsen-api');
  const metricsSettings = metricsSettingsFrom(process.env);
  if (metricsSettings) startMetrics();
  const config = loadConfig();
  const api = await serve({ config, prepare: true });
  const metricsServer = metricsSettings ? await startMetricsServer(metricsSettings, 'process') : null;
  const stop = (signal: string) => {
    api
      .shutdown(signal)
      .then(async () => {
        await metricsServer?.close();
        await tracing?.shutdown();
      })
      .then(
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
  const observed = [
    tracing
      ? `traces to ${process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT}`
      : '',
    metricsServer ? `metrics at ${metricsServer.url}` : '',
  ].filter(Boolean);
  const observing = observed.length > 0 ? `; ${observed.join('; ')}` : '';
  console.log(
    `Halvorsen Arms API listening on http://localhost:${config.port} (database: ${where}${docs}${observing})`,
  );
}

main().catch((error: unknown) => {
  console.error('The API failed to start:', error);
  process.exit(1);
});
