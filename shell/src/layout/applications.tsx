/**
 * What each application of the route table runs: a remote's lifecycles (through Module
 * Federation), the shell's not-found page, or, when a remote cannot be loaded, fallback
 * lifecycles that show the error panel in its place (the cart fails silently: it has no place).
 */
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { AppProps, LifeCycles, ParcelConfigObject } from 'single-spa';
import { describeAppError } from '../error/describe-error';
import { ErrorPanel } from '../error/ErrorPanel';
import type { FallbackFactory } from '../federation/fallback-plugin';
import { loadFailureMessage } from '../federation/fallback-plugin';
import { remoteModuleFor, remoteOf, SPECIAL_APPS } from '../federation/remote-apps';
import { afterPageLoad } from '../lib/after-page-load';
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

export async function loadApplication({ name }: AppProps): Promise<LifeCycles> {
  const id = remoteModuleFor(name);
  if (id === null) return notFoundLifecycles;
  if (name === SPECIAL_APPS.cart) await afterPageLoad();
  const lifecycles = await loadLifecycles(id);
  if (!lifecycles) throw new Error(loadFailureMessage(remoteOf(id)));
  return lifecycles;
}

/** The layout's `error="panel"`: mounted by single-spa-layout with the error as a prop. */
export const errorPanelParcel = reactLifecycles<{ name?: string; error?: unknown }>(({ error }) => (
  <ErrorPanel detail={describeAppError(error)} />
)) as ParcelConfigObject;

/** The layout's `error="silent"`: nothing to show (the failure is logged by single-spa-layout). */
export const silentParcel = silentLifecycles as ParcelConfigObject;
