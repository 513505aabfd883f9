/**
 * Rendering a remote's page on the server, in passes (Node only: a remote's server build imports
 * this, its browser code never does; docs/decisions/0017):
 *
 *   1. the page is rendered; every resource it asks for and has not got is recorded;
 *   2. those are loaded (from the API, as the browser would), the pass is dropped and the page
 *      rendered again, until nothing more is wanted (a collection's prices follow its products) or
 *      MAX_PASSES is reached;
 *   3. the answer is known before any HTML is sent: the data the page was rendered with (embedded in
 *      the page for hydration), the head it declared and its HTTP status; and the last pass's HTML
 *      as a stream, which the shell's server sends after the head of its page.
 *
 * Each pass waits for the whole page (`onAllReady`: lazy page chunks loaded, every Suspense boundary
 * resolved) before it is judged, so the last pass is not rendered again: its HTML is already in
 * React's buffers and flows into the stream as it is read. Every boundary is written inline
 * (`progressiveChunkSize` infinite): no streaming script (which the page's CSP would block) is
 * needed before hydration.
 *
 * A component that throws, or data that cannot be loaded, fails the render before anything is
 * streamed: the shell then sends the page for rendering in the browser.
 *
 * When the shell's server traces, the request carries the render span's `traceparent`: the render
 * runs inside it (http/trace-context.ts), so the API calls of its loaders send it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, type Readable } from 'node:stream';
import type { ReactNode } from 'react';
import { type PipeableStream, renderToPipeableStream } from 'react-dom/server';
import { getRuntimeConfig, type RuntimeConfig, setRuntimeConfig } from 'shared-contracts';
import { installServerTraceStore, type ServerTraceContext } from './http/trace-context';
import { PAGE_ID_PREFIX, type PageHead, type ServerRenderContext, ServerRenderProvider } from './server-render';

const MAX_PASSES = 4;

export interface RenderRequest {
  /** The page's path and query, e.g. `/product/bridger-hr1`. */
  url: string;
  /** The API base the browser uses (media URLs in the HTML are made absolute with it). */
  apiBase: string;
  /** The shop's public origin, e.g. https://shop.example (absolute URLs in structured data). */
  origin?: string;
  /** Aborts the render when the shell's budget is spent. */
  signal?: AbortSignal;
  /**
   * The page's runtime config as the browser gets it (the versions chosen for the visitor, so the
   * render shows the same `data-release` as the page hydrates with). Shells before issue 28 send
   * only `apiBase`.
   */
  config?: RuntimeConfig;
  /**
   * The W3C trace context of the shell's render span, given only while the shell's server traces:
   * the render's API calls send it (shells before issue 31 never give it).
   */
  traceparent?: string;
}

/**
 * A remote's server render of a page, what `./server`'s `renderPage` answers. Everything but
 * `stream` is settled when it resolves, so the shell can send the status and the head first.
 */
export interface RenderedPage {
  /**
   * The page's HTML (the owner's element's content), readable once. React writes the resources the
   * page asked for (`<link>` preloads, e.g. its largest image) first: the shell moves those into its
   * head. The whole page was rendered before the answer resolved, so this stream does not fail.
   */
  stream: Readable;
  data: Record<string, unknown>;
  head: PageHead;
  status: number;
}

/** Reads a rendered page's stream to its end, as text (tests, callers that need a string). */
export async function readHtml(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** One pass, once it is all ready: React holds its whole HTML, not yet written anywhere. */
async function renderPass(
  context: ServerRenderContext,
  page: ReactNode,
  signal?: AbortSignal,
): Promise<PipeableStream> {
  signal?.throwIfAborted();
  let failure: unknown = null;
  let resolve = () => {};
  let reject: (error: unknown) => void = () => {};
  const ready = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  const pass = renderToPipeableStream(<ServerRenderProvider value={context}>{page}</ServerRenderProvider>, {
    // Every boundary inline: no streaming scripts to run (the page's CSP) before hydration.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    identifierPrefix: PAGE_ID_PREFIX,
    // A component that throws would leave a hole for the browser to fill (and a hydration error).
    onError: (error) => {
      failure ??= error;
    },
    onShellError: (error) => reject(failure ?? error),
    onAllReady: () => (failure ? reject(failure) : resolve()),
  });
  const onAbort = () => reject(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    await ready;
    return pass;
  } catch (error) {
    pass.abort(error);
    throw error;
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

/** Renders `page(url)` for a request in passes (see above), inside its trace context when it has one. */
export function renderInPasses(request: RenderRequest, page: (url: string) => ReactNode): Promise<RenderedPage> {
  if (!request.traceparent) return renderPasses(request, page);
  const store = installServerTraceStore(() => new AsyncLocalStorage<ServerTraceContext>());
  return store.run({ traceparent: request.traceparent }, () => renderPasses(request, page));
}

async function renderPasses(
  { url, apiBase, origin = '', signal, config }: RenderRequest,
  page: (url: string) => ReactNode,
): Promise<RenderedPage> {
  if (config) setRuntimeConfig({ ...config, apiBase });
  else if (getRuntimeConfig().apiBase !== apiBase) setRuntimeConfig({ ...getRuntimeConfig(), apiBase });
  const data: Record<string, unknown> = {};
  for (let pass = 1; ; pass++) {
    const context: ServerRenderContext = { origin, data, wanted: new Map(), head: {}, status: 200 };
    const rendered = await renderPass(context, page(url), signal);
    if (context.wanted.size === 0 || pass === MAX_PASSES) {
      // React writes what it holds as the stream is read (and waits while the reader is behind).
      const stream = new PassThrough();
      rendered.pipe(stream);
      return { stream, data, head: context.head, status: context.status };
    }
    // This pass's HTML is not wanted: the next pass renders with more data.
    rendered.abort();
    const loaded = await Promise.all([...context.wanted].map(async ([key, load]) => [key, await load()] as const));
    for (const [key, value] of loaded) data[key] = value;
    signal?.throwIfAborted();
  }
}
