import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { App } from './app/App';
import { AppCrash } from './app/AppCrash';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: App,
  errorBoundary: (error: Error) => <AppCrash error={error} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
