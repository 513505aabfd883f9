/**
 * Traces on the embedded database (decision 0027): PGlite has no OpenTelemetry instrumentation,
 * so while tracing is on each of its statements is a `pglite.query:*` CLIENT span under the
 * request span (platform/telemetry/pglite-spans.ts). The API runs as `npm start` runs it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OtlpReceiver, startOtlpReceiver } from './support/otlp-receiver';
import { type ApiProcess, eventually, freePort, startApiProcess } from './support/processes';

describe('traces of the API on PGlite', () => {
  let receiver: OtlpReceiver;
  let api: ApiProcess;
  let baseUrl: string;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halvorsen-otel-'));

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    api = startApiProcess('src/server.ts', {
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
    await eventually(async () => ((await fetch(`${baseUrl}/health`)).ok ? true : undefined), 90_000);
  }, 120_000);

  afterAll(async () => {
    await api?.stop();
    await receiver?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('puts a span per SQL statement under the request span', async () => {
    const traceId = randomBytes(16).toString('hex');
    const response = await fetch(`${baseUrl}/Products/nocache`, {
      headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
    });
    expect(response.status).toBe(200);
    const trace = await eventually(() => {
      const spans = receiver.spans.filter((span) => span.traceId === traceId);
      return spans.some((span) => span.name.startsWith('pglite.query:')) &&
        spans.some((span) => span.name === 'request')
        ? spans
        : undefined;
    });
    const sql = trace.find((span) => span.name === 'pglite.query:SELECT');
    expect(sql?.kind).toBe(3); // CLIENT
    expect(sql?.attributes['db.query.text']).toMatch(/^select/i);
    expect(trace.some((span) => span.name.startsWith('pg.'))).toBe(false);
  }, 60_000);
});
