/**
 * The catalog's server build (exposed as `./server` by the Node target of the same federation
 * config; docs/decisions/0017). The shell's server loads it for the registry's current version and
 * calls `renderPage` for every page the catalog owns; the pages are rendered in passes with their
 * data (shared-kit/server-render-passes) below a router at the request's URL. The answer's
 * data, head (with its structured data) and status are settled when it resolves; its HTML is a
 * stream the shell sends after the start of its page.
 */

import { serverDataElementId } from 'shared-kit/server-render';
import { type RenderedPage, type RenderRequest, renderInPasses } from 'shared-kit/server-render-passes';
import { CatalogFrame, CatalogPages } from '../app/App';
import { StaticRouter } from '../shared/location';
import type { StructuredPage } from '../shared/seo/page-structured-data';
import { structuredHead } from './structured-head';

export const SERVER_DATA_ELEMENT_ID = serverDataElementId('catalog');

export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const page = await renderInPasses(request, (url) => (
    <CatalogFrame>
      <StaticRouter location={url}>
        <CatalogPages />
      </StaticRouter>
    </CatalogFrame>
  ));
  const { structured, ...head } = page.head;
  const site = { origin: request.origin ?? '', mediaBase: request.apiBase };
  return { ...page, head: { ...head, jsonLd: structuredHead(structured as StructuredPage | undefined, site) } };
}
