/**
 * Traces and metrics for every route (registered before the modules, see app.ts):
 *
 *   - tracing on (OTEL_EXPORTER_OTLP_ENDPOINT, platform/telemetry/tracing.ts): the @fastify/otel
 *     plugin opens a span per request (continuing an incoming `traceparent`), and every later log
 *     line of the request carries `traceId` beside `requestId`;
 *   - metrics on (METRICS_PORT, platform/telemetry/metrics.ts): each answer counts, per method,
 *     route pattern and status, with its duration.
 * With both off this plugin adds no hook.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isCollecting, metrics } from '../telemetry/metrics';
import { activeTracing } from '../telemetry/tracing';

interface OtelRequest {
  opentelemetry?: () => { span?: { spanContext(): { traceId: string } } | null };
}

export const observabilityPlugin = fp(
  async (app: FastifyInstance) => {
    const tracing = activeTracing();
    if (tracing) {
      await app.register(tracing.fastifyPlugin);
      // Runs after @fastify/otel's onRequest hook (registered just above), which opened the span.
      // Fastify's own "incoming request" line is written before any hook, so it has the requestId only.
      app.addHook('onRequest', async (request, reply) => {
        const span = (request as unknown as OtelRequest).opentelemetry?.().span;
        if (!span) return;
        const traceId = span.spanContext().traceId;
        request.log = request.log.child({ traceId });
        reply.log = request.log;
      });
    }
    if (isCollecting()) {
      app.addHook('onResponse', async (request, reply) => {
        metrics.httpRequest(
          request.method,
          request.routeOptions.url ?? 'unmatched',
          reply.statusCode,
          reply.elapsedTime / 1000,
        );
      });
    }
  },
  { name: 'observability' },
);
