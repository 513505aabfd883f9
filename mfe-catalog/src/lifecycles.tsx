import ReactDOMClient from 'react-dom/client';
import { withTransitionRoots } from 'shared-kit';
import { reactLifecycles } from 'shared-kit/react-lifecycles';
import { hydrateFirstMount, readEmbeddedData } from 'shared-kit/server-render';
import { App } from './app/App';
import { LazyAppCrash } from './app/LazyAppCrash';
import { prefetchFirstPage } from './app/route-prefetch';
import { seedOnce } from './shared/content/fetch-once';

// A page the shell's server rendered with the catalog's server build carries the data it was
// rendered with: the first mount hydrates that HTML from that data (nothing is fetched again).
const embedded = readEmbeddedData('catalog', window.location.pathname);
// (The price store takes its prices from there when its module is first evaluated.)
if (embedded) seedOnce(embedded.data);
const { client, renderType } = hydrateFirstMount('catalog', withTransitionRoots(ReactDOMClient), embedded);

export const { bootstrap, mount, unmount } = reactLifecycles({
  client,
  rootComponent: App,
  errorView: (error) => <LazyAppCrash error={error} />,
  renderType,
});

// Evaluated when the shell first asks for './app': start the page's code (and, unless the page
// came with its data, the page's data) now.
prefetchFirstPage(window.location.pathname);
