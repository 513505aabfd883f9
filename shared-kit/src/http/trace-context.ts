/**
 * The W3C `traceparent` the shared HTTP client sends, so that the API's spans join the trace of the
 * page that made the call (issue 31, docs/decisions/0027). Only while the shell's server traces:
 *
 *   on the server   a remote's server render runs its API calls inside the render's trace context
 *                   (server-render-passes.tsx: `renderPage` is given the render span's `traceparent`);
 *                   the context is one AsyncLocalStorage kept on `globalThis`, so every remote's
 *                   server build in the shell's process (each bundles its own copy of the kit)
 *                   reads the same one
 *   in the browser  the page carries `<meta name="traceparent">` (the shell's server writes it
 *                   only when tracing is on); the page's first calls send it, at most
 *                   BROWSER_TRACED_CALLS and only in the first BROWSER_TRACED_MS after the
 *                   navigation: later calls (a visitor's clicks) are no part of the page's request.
 *                   A `simple` call never sends it: the header would make it ask a CORS preflight
 *
 * Without tracing nothing is sent and nothing is kept.
 */

/** What a server render's API calls are traced under. */
export interface ServerTraceContext {
  traceparent: string;
}

interface ContextStore {
  getStore(): ServerTraceContext | undefined;
  run<R>(store: ServerTraceContext, callback: () => R): R;
}

const SERVER_TRACE_CONTEXT = Symbol.for('shop.server-trace-context');

/** The process's store (set by server-render-passes.tsx, Node only), or undefined. */
export function serverTraceStore(): ContextStore | undefined {
  return (globalThis as { [SERVER_TRACE_CONTEXT]?: ContextStore })[SERVER_TRACE_CONTEXT];
}

/** Installs the process's store once (the first remote's server build to render does). */
export function installServerTraceStore(make: () => ContextStore): ContextStore {
  const holder = globalThis as { [SERVER_TRACE_CONTEXT]?: ContextStore };
  holder[SERVER_TRACE_CONTEXT] ??= make();
  return holder[SERVER_TRACE_CONTEXT];
}

/** The page's first calls carry the page's trace context: this many at most... */
export const BROWSER_TRACED_CALLS = 8;
/** ...made in this long after the navigation started. */
export const BROWSER_TRACED_MS = 15_000;

const TRACEPARENT = /^00-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$/;
let browserCallsTraced = 0;
/** When the page's navigation started, on performance.now()'s clock (0 in a browser). */
let navigationStart = 0;

/** The `traceparent` for the next API call, or undefined (tracing off, or past the page's first calls). */
export function traceparentForCall({ simple = false }: { simple?: boolean } = {}): string | undefined {
  if (typeof window === 'undefined') return serverTraceStore()?.getStore()?.traceparent;
  if (simple || browserCallsTraced >= BROWSER_TRACED_CALLS || performance.now() - navigationStart > BROWSER_TRACED_MS)
    return undefined;
  const content = document.querySelector('meta[name="traceparent"]')?.getAttribute('content');
  if (!content || !TRACEPARENT.test(content)) return undefined;
  browserCallsTraced++;
  return content;
}

/** Tests: the page's count of traced calls starts again, as if navigated at `now`. */
export function resetBrowserTracedCalls(now = 0): void {
  browserCallsTraced = 0;
  navigationStart = now;
}
