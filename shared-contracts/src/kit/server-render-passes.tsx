/**
 * Rendering a remote's page on the server, in passes (Node only: a remote's server build imports
 * this, its browser code never does; docs/decisions/0017):
 *
 *   1. the page is rendered; every resource it asks for and has not got is recorded;
 *   2. those are loaded (from the API, as the browser would) and the page rendered again, until
 *      nothing more is wanted (a collection's prices follow its products) or MAX_PASSES is reached;
 *   3. the answer is the HTML, the data it was rendered with (embedded in the page for hydration),
 *      the head the page declared and its HTTP status.
 *
 * A component that throws, or data that cannot be loaded, fails the render: the shell then sends
 * the page for rendering in the browser.
 */
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { getRuntimeConfig, setRuntimeConfig } from '../runtime-config';
import { type PageHead, type ServerRenderContext, ServerRenderProvider } from './server-render';

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
}

export interface RenderedPage {
  html: string;
  data: Record<string, unknown>;
  head: PageHead;
  status: number;
}

async function renderPass(context: ServerRenderContext, page: ReactNode, signal?: AbortSignal): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(<ServerRenderProvider value={context}>{page}</ServerRenderProvider>, {
    signal,
    // Every boundary inline: no streaming scripts to run (the page's CSP) before hydration.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A component that throws would leave a hole for the browser to fill (and a hydration error).
    onError: (error) => {
      failure ??= error;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  if (failure) throw failure;
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders `page(url)` for a request in passes (see above). */
export async function renderInPasses(
  { url, apiBase, origin = '', signal }: RenderRequest,
  page: (url: string) => ReactNode,
): Promise<RenderedPage> {
  if (getRuntimeConfig().apiBase !== apiBase) setRuntimeConfig({ ...getRuntimeConfig(), apiBase });
  const data: Record<string, unknown> = {};
  for (let pass = 1; ; pass++) {
    const context: ServerRenderContext = { origin, data, wanted: new Map(), head: {}, status: 200 };
    const html = await renderPass(context, page(url), signal);
    if (context.wanted.size === 0 || pass === MAX_PASSES) {
      return { html, data, head: context.head, status: context.status };
    }
    const loaded = await Promise.all([...context.wanted].map(async ([key, load]) => [key, await load()] as const));
    for (const [key, value] of loaded) data[key] = value;
    signal?.throwIfAborted();
  }
}
