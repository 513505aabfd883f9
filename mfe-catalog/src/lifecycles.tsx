import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { withTransitionRoots } from 'shared-contracts';
import singleSpaReact from 'single-spa-react';
import { App } from './app/App';
import { LazyAppCrash } from './app/LazyAppCrash';
import { prefetchFirstPage } from './app/route-prefetch';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient: withTransitionRoots(ReactDOMClient),
  rootComponent: App,
  errorBoundary: (error: Error) => <LazyAppCrash error={error} />,
});

export const { bootstrap, mount, unmount } = lifecycles;

// Evaluated when the shell first asks for './app': start the page's code and data now.
prefetchFirstPage(window.location.pathname);
