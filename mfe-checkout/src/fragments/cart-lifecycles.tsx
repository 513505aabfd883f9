/**
 * './cart': the single-spa application the shell mounts outside every route. Mounting starts the
 * cart service (command handlers, auth listener, cartState) before the drawer renders.
 */
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { withTransitionRoots } from 'shared-contracts';
import { AppCrash } from 'shared-contracts/kit/crash-view';
import singleSpaReact from 'single-spa-react';
import { startCartService } from '../features/cart/cart-service';
import { CartApp } from './CartApp';

const react = singleSpaReact({
  React,
  ReactDOMClient: withTransitionRoots(ReactDOMClient),
  rootComponent: CartApp,
  errorBoundary: (error: Error) => <AppCrash remote="checkout" error={error} />,
});

type Props = Parameters<typeof react.mount>[0];
let stopService: (() => void) | undefined;

export const bootstrap = react.bootstrap;

export function mount(props: Props) {
  stopService ??= startCartService();
  return react.mount(props);
}

export function unmount(props: Props) {
  stopService?.();
  stopService = undefined;
  return react.unmount(props);
}
