/**
 * A component another remote lends the shell (the newsletter signup, the search overlay), loaded
 * through Module Federation on first render. If the remote is down the fragment renders its small
 * fallback (or nothing) and is logged; the header or footer around it carries on.
 */
import { loadRemote } from '@module-federation/enhanced/runtime';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { ErrorBoundary } from '../lib/ErrorBoundary';

// biome-ignore lint/suspicious/noExplicitAny: each fragment declares its own props at its call site
type AnyProps = any;
const components = new Map<string, LazyExoticComponent<ComponentType<LoadedProps<AnyProps>>>>();

/** Loads `<remote>/<fragment>`; its default export is the component. */
export function loadFragment<P>(id: string): Promise<{ default: ComponentType<P> }> {
  return loadRemote<{ default?: ComponentType<P> }>(id).then((module) => {
    if (!module?.default) throw new Error(`Fragment '${id}' has no default export`);
    return { default: module.default };
  });
}

interface LoadedProps<P> {
  props: P;
  onReady?: () => void;
}

/**
 * The fragment, and `onReady` called from an effect of the component around it: a component's
 * effects run after its children's, so the fragment's own effects (its event subscriptions) have run.
 * It is rendered only once the fragment's code is there, under either renderer: Preact runs the
 * effects of a suspended boundary's other children before the lazy child has loaded.
 */
function withReady(Fragment: ComponentType<AnyProps>): ComponentType<LoadedProps<AnyProps>> {
  return function LoadedFragment({ props, onReady }: LoadedProps<AnyProps>) {
    useEffect(() => onReady?.(), [onReady]);
    return <Fragment {...props} />;
  };
}

function lazyFragment<P>(id: string): LazyExoticComponent<ComponentType<LoadedProps<P>>> {
  let component = components.get(id);
  if (!component) {
    component = lazy(() =>
      loadFragment<AnyProps>(id).then(({ default: Fragment }) => ({ default: withReady(Fragment) })),
    );
    components.set(id, component);
  }
  return component as LazyExoticComponent<ComponentType<LoadedProps<P>>>;
}

export interface RemoteFragmentProps<P> {
  /** e.g. 'account/newsletter-signup'. */
  id: string;
  props: P;
  /** Shown while loading and when the fragment failed; nothing by default. */
  fallback?: ReactNode;
  /** Called once the fragment is on the page (its own effects, e.g. event subscriptions, ran). */
  onReady?: () => void;
}

export function RemoteFragment<P extends object>({ id, props, fallback = null, onReady }: RemoteFragmentProps<P>) {
  const Lent = lazyFragment<P>(id);
  return (
    <ErrorBoundary label={`fragment ${id}`} fallback={() => fallback}>
      <Suspense fallback={fallback}>
        <Lent props={props} onReady={onReady} />
      </Suspense>
    </ErrorBoundary>
  );
}
