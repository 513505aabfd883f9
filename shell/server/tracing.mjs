/**
 * The shell server's traces (issue 31, docs/decisions/0027), started only when
 * OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set: without it no
 * OpenTelemetry package is loaded (every import below is dynamic) and startTracing answers null.
 * The same SDK, exporter and versions as the API (api/src/platform/telemetry/tracing.ts): OTLP/HTTP
 * with JSON, batched (OTEL_BSP_* apply), service name `halvorsen-shell` unless OTEL_SERVICE_NAME.
 *
 * The shell server has no instrumentation library: its spans are made here, by hand, with explicit
 * parents (no context is carried through async code, so nothing else is paid per request):
 *
 *   GET <route>           a page request (SERVER): continues an incoming W3C `traceparent`;
 *                         attributes http.route (the route table's pattern or `not-found`),
 *                         http.response.status_code and remote (the route's owner)
 *     render <remote>     a remote's server render (INTERNAL), attributes remote and version, an
 *                         error status when it fails or outlasts its budget; its `traceparent` goes
 *                         to the render, whose API calls send it (shared-kit's HTTP client)
 *     browser             a mark for the page's first API calls from the browser (ended at once):
 *                         its `traceparent` is written into the page (`<meta name="traceparent">`)
 */

/** @typedef {{ traceparent: string, end: (failure?: null | { reason: 'error' | 'timeout', error?: unknown }) => void }} RenderTrace */
/**
 * @typedef {{
 *   traceId: string,
 *   route: (route: string | null) => void,
 *   forBrowser: () => string,
 *   render: (remote: string, version: string) => RenderTrace,
 *   end: (outcome: { status: number, remote?: string | null }) => void,
 * }} PageTrace
 */
/** @typedef {{ page: (method: string, headers: object) => PageTrace, shutdown: () => Promise<void> }} Tracing */

/** @returns {Promise<Tracing | null>} */
export async function startTracing(serviceName = 'halvorsen-shell', env = process.env) {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return null;
  const [api, { NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ]);
  const { ROOT_CONTEXT, SpanKind, SpanStatusCode, propagation, trace } = api;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || serviceName }),
    // The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (and appends /v1/traces) itself.
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // Global tracer provider and the W3C trace-context propagator.
  provider.register();
  const tracer = provider.getTracer('shell-server');

  /** The W3C `traceparent` naming `span`. */
  const traceparentOf = (span) => {
    const carrier = {};
    propagation.inject(trace.setSpan(ROOT_CONTEXT, span), carrier);
    return carrier.traceparent;
  };

  return {
    page(method, headers) {
      const incoming = propagation.extract(ROOT_CONTEXT, headers);
      const span = tracer.startSpan(
        method,
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } },
        incoming,
      );
      const within = trace.setSpan(ROOT_CONTEXT, span);
      return {
        traceId: span.spanContext().traceId,
        route(route) {
          const label = route ?? 'not-found';
          span.updateName(`${method} ${label}`);
          span.setAttribute('http.route', label);
        },
        forBrowser() {
          const mark = tracer.startSpan('browser', { kind: SpanKind.INTERNAL }, within);
          mark.end();
          return traceparentOf(mark);
        },
        render(remote, version) {
          const child = tracer.startSpan(`render ${remote}`, { attributes: { remote, version } }, within);
          return {
            traceparent: traceparentOf(child),
            end(failure = null) {
              if (failure) {
                child.setAttribute('render.failure', failure.reason);
                if (failure.error instanceof Error) child.recordException(failure.error);
                child.setStatus({ code: SpanStatusCode.ERROR, message: failure.reason });
              }
              child.end();
            },
          };
        },
        end({ status, remote = null }) {
          span.setAttribute('http.response.status_code', status);
          if (remote) span.setAttribute('remote', remote);
          if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
        },
      };
    },
    shutdown: () => provider.shutdown(),
  };
}
