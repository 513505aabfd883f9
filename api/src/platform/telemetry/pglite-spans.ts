/**
 * PGlite (the embedded database) has no OpenTelemetry instrumentation. While tracing is on,
 * db/index.ts wraps the PGlite client's `query` (the one method kysely-pglite-dialect calls) so
 * each statement is a CLIENT span named like the pg instrumentation's, with the statement text
 * (parameters are never recorded). On PostgreSQL the pg instrumentation does this instead.
 *
 * Like the pg instrumentation's `requireParentSpan`, a statement outside a traced request (the
 * migrations at start, the timers' flushes) opens no span: it would be a trace of its own, one per
 * statement, that no page ever asked for.
 */
import type { PGlite } from '@electric-sql/pglite';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

export function traceQueries(client: PGlite): void {
  const tracer = trace.getTracer('halvorsen-api/pglite');
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const traced = (...args: unknown[]) => {
    if (!trace.getActiveSpan()) return query(...args);
    const text = String(args[0]);
    const operation = text.trimStart().split(/\s/, 1)[0]?.toUpperCase() ?? 'QUERY';
    return tracer.startActiveSpan(
      `pglite.query:${operation}`,
      {
        kind: SpanKind.CLIENT,
        attributes: { 'db.system.name': 'postgresql', 'db.system': 'postgresql', 'db.query.text': text },
      },
      async (span) => {
        try {
          return await query(...args);
        } catch (error) {
          span.recordException(error as Error);
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      },
    );
  };
  (client as unknown as { query: typeof traced }).query = traced;
}
