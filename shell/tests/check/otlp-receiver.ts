/**
 * A real OTLP/HTTP trace receiver for the shell server's tests: a node:http server accepting
 * POST /v1/traces in the JSON encoding (what @opentelemetry/exporter-trace-otlp-http sends, ids as
 * hex strings) and keeping every span it was sent (as api/tests/observability/support does).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  service: string;
  /** OTLP status code: 0 unset, 1 ok, 2 error. */
  status: { code?: number; message?: string };
  attributes: Record<string, unknown>;
}

interface OtlpAttribute {
  key: string;
  value: Record<string, unknown>;
}
interface OtlpSpan extends Omit<ReceivedSpan, 'attributes' | 'service' | 'status'> {
  attributes?: OtlpAttribute[];
  status?: ReceivedSpan['status'];
}
interface OtlpExport {
  resourceSpans?: { resource?: { attributes?: OtlpAttribute[] }; scopeSpans?: { spans?: OtlpSpan[] }[] }[];
}

const attributesOf = (list: OtlpAttribute[] = []): Record<string, unknown> =>
  Object.fromEntries(list.map(({ key, value }) => [key, Object.values(value)[0]]));

export interface OtlpReceiver {
  /** The value for OTEL_EXPORTER_OTLP_ENDPOINT (the exporter appends /v1/traces). */
  endpoint: string;
  spans: ReceivedSpan[];
  contentTypes: Set<string>;
  close(): Promise<void>;
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const contentTypes = new Set<string>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      contentTypes.add(String(request.headers['content-type']));
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport;
      for (const resourceSpans of body.resourceSpans ?? []) {
        const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name']);
        for (const scope of resourceSpans.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) {
            spans.push({ ...span, service, status: span.status ?? {}, attributes: attributesOf(span.attributes) });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    contentTypes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
