import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { withTransitionRoots } from 'shared-contracts';
import singleSpaReact from 'single-spa-react';
import { App } from './app/App';
import { AppError } from './app/AppError';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient: withTransitionRoots(ReactDOMClient),
  rootComponent: App,
  errorBoundary: (err: Error) => <AppError error={err} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
