import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { withTransitionRoots } from 'shared-contracts';
import { AppCrash } from 'shared-contracts/kit/crash-view';
import singleSpaReact from 'single-spa-react';
import { App } from './app/App';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient: withTransitionRoots(ReactDOMClient),
  rootComponent: App,
  errorBoundary: (err: Error) => <AppCrash remote="dealers" error={err} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
