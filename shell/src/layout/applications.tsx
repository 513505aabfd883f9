/**
 * What each application of the route table runs: a remote's lifecycles (through Module
 * Federation), the shell's not-found page, or, when a remote cannot be loaded, fallback
 * lifecycles that show the error panel in its place (the cart fails silently: it has no place).
 */
import { loadRemote } from '@module-federation/enhanced/runtime';
import { readSessionCredentials } from 'shared-contracts';
import { yieldToMain } from 'shared-kit/yield-to-main';
import type { AppProps, LifeCycles, ParcelConfigObject } from 'single-spa';
import { describeAppError } from '../error/describe-error';
import { ErrorPanel } from '../error/ErrorPanel';
import type { FallbackFactory } from '../federation/fallback-plugin';
import { loadFailureMessage } from '../federation/fallback-plugin';
import { remoteModuleFor, remoteOf, SPECIAL_APPS } from '../federation/remote-apps';
import { afterPageLoad } from '../lib/after-page-load';
import { afterFirstInteraction } from '../lib/first-interaction';
import { reactLifecycles } from '../lib/react-lifecycles';
import { NotFound } from '../not-found/NotFound';
import { recoveringFallback } from './recovering-fallback';

const notFoundLifecycles = reactLifecycles(() => <NotFound />);

/** Lifecycles that render nothing (a cart that could not be loaded has no visible place). */
export const silentLifecycles: LifeCycles = {
  bootstrap: async () => {},
  mount: async () => {},
  unmount: async () => {},
};

type LifecycleModule = LifeCycles & { default?: LifeCycles };

async function loadLifecycles(id: string): Promise<LifeCycles | null> {
  const module = await loadRemote<LifecycleModule>(id);
  return module ? (module.default ?? module) : null;
}

export const makeFallback: FallbackFactory = ({ id, message }) =>
  id === remoteModuleFor(SPECIAL_APPS.cart) ? silentLifecycles : recoveringFallback(id, message, loadLifecycles);

/**
 * Whether the visitor arrived with a session from an earlier visit (read when the shell's code is
 * evaluated, before the session service makes a guest token for a new visitor).
 */
const arrivedWithSession = (() => {
  const { accessToken, guestToken } = readSessionCredentials();
  return Boolean(accessToken || guestToken);
})();

/**
 * When the checkout's cart service (and drawer) loads. It is not needed to paint a page. A visitor
 * back with a session may have a cart, whose count the header shows: once the page has loaded and
 * the browser is idle. A first visit has an empty cart: on the first interaction (a pointer, a key,
 * a scroll), which comes before any Add to Cart or cart button can be used; a cart command sent
 * meanwhile waits for its owner (the command contract polls), so nothing is lost.
 */
function cartServiceWanted(): Promise<void> {
  if (arrivedWithSession) return afterPageLoad();
  return new Promise((resolve) => afterFirstInteraction(resolve, null));
}

export async function loadApplication({ name }: AppProps): Promise<LifeCycles> {
  const id = remoteModuleFor(name);
  if (id === null) return notFoundLifecycles;
  if (name === SPECIAL_APPS.cart) await cartServiceWanted();
  const lifecycles = await loadLifecycles(id);
  if (!lifecycles) throw new Error(loadFailureMessage(remoteOf(id)));
  // The remote's code has run; its mount (a render or a hydration) starts in a task of its own.
  await yieldToMain();
  return lifecycles;
}

/** The layout's `error="panel"`: mounted by single-spa-layout with the error as a prop. */
export const errorPanelParcel = reactLifecycles<{ name?: string; error?: unknown }>(({ error }) => (
  <ErrorPanel detail={describeAppError(error)} />
)) as ParcelConfigObject;

/** The layout's `error="silent"`: nothing to show (the failure is logged by single-spa-layout). */
export const silentParcel = silentLifecycles as ParcelConfigObject;
