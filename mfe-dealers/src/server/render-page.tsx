/**
 * The dealers remote's server build (exposed as `./server` by the Node target of the same
 * federation config; docs/decisions/0017): the locator's and the registration page's first view
 * with their content, rendered by the shell's server (in passes, the HTML answered as a stream:
 * shared-kit/server-render-passes). The map is drawn in the browser only.
 */
import { StaticRouter } from 'react-router-dom';
import { serverDataElementId } from 'shared-kit/server-render';
import { type RenderedPage, type RenderRequest, renderInPasses } from 'shared-kit/server-render-passes';
import { DealerRoutes } from '../app/routes';

export const SERVER_DATA_ELEMENT_ID = serverDataElementId('dealers');

export function renderPage(request: RenderRequest): Promise<RenderedPage> {
  return renderInPasses(request, (url) => (
    <StaticRouter location={url}>
      <DealerRoutes />
    </StaticRouter>
  ));
}
