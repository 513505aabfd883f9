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
const components = new Map<string, LazyExoticComponent<ComponentType<AnyProps>>>();

/** Loads `<remote>/<fragment>`; its default export is the component. */
export function loadFragment<P>(id: string): Promise<{ default: ComponentType<P> }> {
  return loadRemote<{ default?: ComponentType<P> }>(id).then((module) => {
    if (!module?.default) throw new Error(`Fragment '${id}' has no default export`);
    return { default: module.default };
  });
}

function lazyFragment<P>(id: string): LazyExoticComponent<ComponentType<P>> {
  let component = components.get(id);
  if (!component) {
    component = lazy(() => loadFragment<AnyProps>(id));
    components.set(id, component);
  }
  return component as LazyExoticComponent<ComponentType<P>>;
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

/** Rendered after the fragment inside the same Suspense boundary, so its effect runs after the fragment's. */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return null;
}

export function RemoteFragment<P extends object>({ id, props, fallback = null, onReady }: RemoteFragmentProps<P>) {
  const Lent = lazyFragment<P>(id);
  return (
    <ErrorBoundary label={`fragment ${id}`} fallback={() => fallback}>
      <Suspense fallback={fallback}>
        <Lent {...props} />
        {onReady && <Ready onReady={onReady} />}
      </Suspense>
    </ErrorBoundary>
  );
}
