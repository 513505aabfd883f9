/**
 * Traces (issue 31, decision 0027): the API run as `npm start` runs it, on PostgreSQL, with
 * OTEL_EXPORTER_OTLP_ENDPOINT pointing at a real in-process OTLP/HTTP receiver. A request that
 * carries a W3C traceparent yields one trace with the given trace id holding the @fastify/otel
 * request span and the pg instrumentation's SQL spans under it; its log lines carry the trace id.
 * Needs DATABASE_URL (skipped without: PGlite has no pg spans; its own spans are checked below).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../src/testkit/index';
import { type OtlpReceiver, startOtlpReceiver } from './support/otlp-receiver';
import { type ApiProcess, eventually, freePort, startApiProcess, urlWithSearchPath } from './support/processes';

const databaseUrl = process.env.DATABASE_URL;

function traceparent() {
  const traceId = randomBytes(16).toString('hex');
  const parentSpanId = randomBytes(8).toString('hex');
  return { traceId, parentSpanId, header: `00-${traceId}-${parentSpanId}-01` };
}

describe.skipIf(!databaseUrl)('traces of the API on PostgreSQL', () => {
  let receiver: OtlpReceiver;
  let database: TestDatabase;
  let api: ApiProcess;
  let baseUrl: string;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    database = await createTestDatabase({ databaseUrl });
    const searchPath = database.database.kind === 'postgres' ? (database.database.searchPath ?? 'public') : 'public';
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    api = startApiProcess('src/server.ts', {
      DATABASE_URL: urlWithSearchPath(databaseUrl as string, searchPath),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_BSP_SCHEDULE_DELAY: '100',
      METRICS_PORT: '',
    });
    await eventually(async () => ((await fetch(`${baseUrl}/health`)).ok ? true : undefined));
  }, 60_000);

  afterAll(async () => {
    await api?.stop();
    await database?.drop();
    await receiver?.close();
  });

  it('puts the request span and its SQL spans in the trace the caller started', async () => {
    const parent = traceparent();
    const requestId = `obs-${randomBytes(4).toString('hex')}`;
    const response = await fetch(`${baseUrl}/Products/nocache`, {
      headers: { traceparent: parent.header, 'x-request-id': requestId },
    });
    expect(response.status).toBe(200);

    const trace = await eventually(() => {
      const spans = receiver.spans.filter((span) => span.traceId === parent.traceId);
      return spans.some((span) => span.name.startsWith('pg.query')) && spans.some((span) => span.name === 'request')
        ? spans
        : undefined;
    });
    expect(receiver.contentTypes).toContain('application/json');
    const request = trace.find((span) => span.name === 'request');
    expect(request).toMatchObject({
      service: 'halvorsen-api',
      parentSpanId: parent.parentSpanId,
      attributes: expect.objectContaining({ 'http.route': '/Products/nocache', 'http.request.method': 'GET' }),
    });
    const sql = trace.filter((span) => span.name.startsWith('pg.query'));
    expect(sql.length).toBeGreaterThan(0);
    expect(sql[0]?.attributes['db.statement'] ?? sql[0]?.attributes['db.query.text']).toMatch(/select/i);
    // Every SQL span descends from the request span (through the handler span).
    const byId = new Map(trace.map((span) => [span.spanId, span]));
    for (const span of sql) {
      let ancestor = span.parentSpanId ? byId.get(span.parentSpanId) : undefined;
      while (ancestor && ancestor.name !== 'request')
        ancestor = ancestor.parentSpanId ? byId.get(ancestor.parentSpanId) : undefined;
      expect(ancestor?.spanId).toBe(request?.spanId);
    }

    // The request's log lines carry the trace id beside the request id.
    const logged = await eventually(() => {
      const lines = api.lines
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.requestId === requestId);
      return lines.some((line) => line.msg === 'request completed') ? lines : undefined;
    });
    const completed = logged.find((line) => line.msg === 'request completed');
    expect(completed?.traceId).toBe(parent.traceId);
  }, 60_000);

  it('starts a new trace when the caller sends none', async () => {
    const before = receiver.spans.length;
    expect((await fetch(`${baseUrl}/health`)).status).toBe(200);
    const request = await eventually(() =>
      receiver.spans
        .slice(before)
        .find((span) => span.name === 'request' && span.attributes['http.route'] === '/health'),
    );
    expect(request.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(request.parentSpanId ?? '').toBe('');
  }, 30_000);
});
