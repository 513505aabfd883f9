/**
 * './cart': the single-spa application the shell mounts outside every route. Mounting starts the
 * cart service (command handlers, auth listener, cartState) before the drawer renders.
 */
import ReactDOMClient from 'react-dom/client';
import { withTransitionRoots } from 'shared-kit';
import { AppCrash } from 'shared-kit/crash-view';
import { type MountProps, reactLifecycles } from 'shared-kit/react-lifecycles';
import { startCartService } from '../features/cart/cart-service';
import { CartApp } from './CartApp';

const react = reactLifecycles({
  client: withTransitionRoots(ReactDOMClient),
  rootComponent: CartApp,
  errorView: (error) => <AppCrash remote="checkout" error={error} />,
});

let stopService: (() => void) | undefined;

export const bootstrap = react.bootstrap;

export function mount(props: MountProps) {
  stopService ??= startCartService();
  return react.mount(props);
}

export function unmount(props: MountProps) {
  stopService?.();
  stopService = undefined;
  return react.unmount(props);
}
