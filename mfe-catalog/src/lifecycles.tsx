import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { App } from './app/App';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: App,
  errorBoundary: (err: Error) => <div>Unexpected Application Error! {err.message}</div>,
});

export const { bootstrap, mount, unmount } = lifecycles;
