import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { withTransitionRoots } from 'shared-contracts';
import singleSpaReact from 'single-spa-react';
import { App } from './app/App';
import { LazyAppCrash } from './app/LazyAppCrash';
import { prefetchFirstPage } from './app/route-prefetch';
import { seedOnce } from './shared/content/fetch-once';
import { seedPricesFromServer } from './shared/content/price-list';
import { readEmbeddedData } from './shared/server/embedded-data';

// A page the shell's server rendered with the catalog's server build carries the data it was
// rendered with: the first mount hydrates that HTML from that data (nothing is fetched again);
// every later mount renders afresh.
const embedded = readEmbeddedData(window.location.pathname);
if (embedded) {
  seedOnce(embedded.data);
  seedPricesFromServer(embedded.data);
}
let hydrate = embedded !== null;

// A hydration that React has to recover from is logged with the component it happened in.
const client = withTransitionRoots(ReactDOMClient);
const hydrateRoot: typeof ReactDOMClient.hydrateRoot = (container, children, options) =>
  ReactDOMClient.hydrateRoot(container, children, {
    ...options,
    onRecoverableError: (error, info) => console.error('[catalog] hydration', error, info.componentStack),
  });

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient: { ...client, hydrateRoot },
  rootComponent: App,
  errorBoundary: (error: Error) => <LazyAppCrash error={error} />,
  renderType: () => {
    const rendered = hydrate ? document.querySelector('[data-server-rendered="catalog"]') : null;
    hydrate = false;
    // Once hydrated it is the catalog's own element, shown with the page loader on a later visit.
    rendered?.removeAttribute('data-server-rendered');
    return rendered ? 'hydrateRoot' : 'createRoot';
  },
});

export const { bootstrap, mount, unmount } = lifecycles;

// Evaluated when the shell first asks for './app': start the page's code (and, unless the page
// came with its data, the page's data) now.
prefetchFirstPage(window.location.pathname);
