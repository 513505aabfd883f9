/**
 * The catalog's server build (exposed as `./server` by the Node target of the same federation
 * config; docs/decisions/0017). The shell's server loads it for the registry's current version and
 * calls `renderPage` for every page the catalog owns:
 *
 *   1. the route is rendered; every resource a page asks for and has not got is recorded;
 *   2. those are loaded (from the API, as the browser would) and the route rendered again, until
 *      nothing more is wanted (a collection's prices follow its products) or MAX_PASSES is reached;
 *   3. the answer is the HTML of the catalog's root, the data it was rendered with (embedded in the
 *      page for hydration), the head the page declared and its HTTP status.
 *
 * A page whose data cannot be loaded throws: the shell then sends the page for browser rendering.
 */
import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { getRuntimeConfig, setRuntimeConfig } from 'shared-contracts';
import { CatalogFrame, CatalogPages } from '../app/App';
import { type PageHead, type ServerRenderContext, ServerRenderProvider } from '../shared/server/server-render-context';

export { SERVER_DATA_ELEMENT_ID } from '../shared/server/embedded-data';

const MAX_PASSES = 4;

export interface RenderRequest {
  /** The page's path and query, e.g. `/product/bridger-hr-1`. */
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

async function renderPass(context: ServerRenderContext, url: string, signal?: AbortSignal): Promise<string> {
  // A component that throws would leave a hole for the browser to fill (and a hydration error):
  // the whole page is rendered in the browser instead.
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(
    <ServerRenderProvider value={context}>
      <CatalogFrame>
        <StaticRouter location={url}>
          <CatalogPages />
        </StaticRouter>
      </CatalogFrame>
    </ServerRenderProvider>,
    {
      signal,
      // Every boundary inline: no streaming scripts to run (the page's CSP) before hydration.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failure ??= error;
      },
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  if (failure) throw failure;
  return Buffer.concat(chunks).toString('utf8');
}

export async function renderPage({ url, apiBase, origin = '', signal }: RenderRequest): Promise<RenderedPage> {
  if (getRuntimeConfig().apiBase !== apiBase) setRuntimeConfig({ ...getRuntimeConfig(), apiBase });
  const data: Record<string, unknown> = {};
  for (let pass = 1; ; pass++) {
    const context: ServerRenderContext = { origin, data, wanted: new Map(), head: {}, status: 200 };
    const html = await renderPass(context, url, signal);
    if (context.wanted.size === 0 || pass === MAX_PASSES) {
      return { html, data, head: context.head, status: context.status };
    }
    const loaded = await Promise.all([...context.wanted].map(async ([key, load]) => [key, await load()] as const));
    for (const [key, value] of loaded) data[key] = value;
    signal?.throwIfAborted();
  }
}
