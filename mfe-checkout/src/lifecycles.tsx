/** './app': the checkout routes (/checkout and /confirm/:orderId) as single-spa lifecycles. */
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { withTransitionRoots } from 'shared-contracts';
import singleSpaReact from 'single-spa-react';
import { CheckoutApp } from './app/CheckoutApp';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient: withTransitionRoots(ReactDOMClient),
  rootComponent: CheckoutApp,
  errorBoundary: (err: Error) => <div data-boundary="checkout">Unexpected Application Error! {err.message}</div>,
});

export const { bootstrap, mount, unmount } = lifecycles;
