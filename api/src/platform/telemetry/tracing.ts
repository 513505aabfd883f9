/**
 * Traces (OpenTelemetry), started only when OTEL_EXPORTER_OTLP_ENDPOINT is set: without it no
 * OpenTelemetry SDK is loaded (every package below is a dynamic import) and nothing is paid.
 *
 *   - spans go over OTLP/HTTP (JSON) to the endpoint, batched;
 *   - incoming W3C `traceparent` is honoured (the provider registers the W3C propagator);
 *   - Fastify: the official `@fastify/otel` plugin, registered by the observability plugin;
 *   - PostgreSQL: `@opentelemetry/instrumentation-pg`. It hooks `require`, and pg's own files
 *     (pg/lib/client.js, pg-pool) are required from pg's CommonJS index even when the API imports
 *     `pg` as an ES module, so it works on Node 20 without a loader hook PROVIDED it is enabled
 *     before `pg` is first imported: server.ts and cluster.ts call startTracing() and only then
 *     import the rest of the API dynamically;
 *   - PGlite (the embedded default) has no instrumentation: db/index.ts wraps its `query` in a
 *     span (pglite-spans.ts) while tracing is on, so SQL shows on both databases.
 */
import type { FastifyPluginCallback } from 'fastify';

export interface Tracing {
  /** The @fastify/otel plugin, registered before every route. */
  fastifyPlugin: FastifyPluginCallback;
  /** Flushes the spans still batched and stops exporting. */
  shutdown(): Promise<void>;
}

let active: Tracing | null = null;

/** The running tracing, or null when OTEL_EXPORTER_OTLP_ENDPOINT was not set. */
export function activeTracing(): Tracing | null {
  return active;
}

/**
 * Small, frequent export batches unless OTEL_BSP_* says otherwise. The SDK's defaults (up to 512 spans
 * every 5 s) turn each export into one long serialisation on the event loop, which the requests
 * arriving at that moment wait for: at 200 requests a second that is the p99. 64 spans every 200 ms
 * costs the same CPU in slices a request does not notice (bench/observability.md).
 */
export function exportBatching(env: NodeJS.ProcessEnv): { maxExportBatchSize: number; scheduledDelayMillis: number } {
  const given = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    maxExportBatchSize: given('OTEL_BSP_MAX_EXPORT_BATCH_SIZE', 64),
    scheduledDelayMillis: given('OTEL_BSP_SCHEDULE_DELAY', 200),
  };
}

export async function startTracing(serviceName: string, env: NodeJS.ProcessEnv = process.env): Promise<Tracing | null> {
  if (active) return active;
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return null;
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }, otel, pg] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@fastify/otel'),
      import('@opentelemetry/instrumentation-pg'),
    ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || serviceName }),
    // The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (and appends /v1/traces) itself.
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter(), exportBatching(env))],
  });
  // Global tracer provider, AsyncLocalStorage context manager, W3C trace-context propagator.
  provider.register();

  const pgInstrumentation = new pg.PgInstrumentation({
    // Statements without their parameters (they hold e-mails, addresses, tokens).
    enhancedDatabaseReporting: false,
    // A span per statement, not per pool checkout: the pool's state is a metric (db_pool_*).
    ignoreConnectSpans: true,
    // No orphan traces from work outside a request (the stock-alert timer, migrations).
    requireParentSpan: true,
  });
  pgInstrumentation.setTracerProvider(provider);
  pgInstrumentation.enable();

  const FastifyOtel = otel.default ?? otel.FastifyOtelInstrumentation;
  // One span per request and one for its handler; not one per lifecycle hook: the platform adds a
  // dozen global hooks (headers, CORS, identity...), a span each would multiply the spans to export.
  const fastifyOtel = new FastifyOtel({ instrumentHooks: false });
  fastifyOtel.setTracerProvider(provider);

  active = {
    fastifyPlugin: fastifyOtel.plugin() as unknown as FastifyPluginCallback,
    async shutdown() {
      pgInstrumentation.disable();
      await provider.shutdown();
      active = null;
    },
  };
  return active;
}
