/**
 * The checkout's server build (exposed as `./server` by the Node target of the same federation
 * config; docs/decisions/0017 and 0022). The checkout's pages are personal, so they are drawn for
 * nobody: `/checkout` as its steps, an empty billing form and an order summary waiting for the cart;
 * a confirmation as its loading state. The browser hydrates that drawing, then reads the visitor's
 * cart, sign-in and kept form. Nothing is fetched on the server.
 */
import { serverDataElementId } from 'shared-kit/server-render';
import { type RenderedPage, type RenderRequest, renderInPasses } from 'shared-kit/server-render-passes';
import { App } from '../app/App';
import { ServerLocationProvider } from '../shared/location';

export const SERVER_DATA_ELEMENT_ID = serverDataElementId('checkout');

export function renderPage(request: RenderRequest): Promise<RenderedPage> {
  return renderInPasses(request, (url) => (
    <ServerLocationProvider url={url}>
      <App />
    </ServerLocationProvider>
  ));
}
