/**
 * single-spa lifecycles for the shell's own React screens (not-found page, error fallbacks, the
 * layout's error view). Each mount gets its own root in the element single-spa(-layout) made for
 * it, wrapped in an error boundary so a crash shows the error panel instead of a blank area.
 */
import type { ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import { withTransitionRoots } from 'shared-contracts';
import type { LifeCycles } from 'single-spa';
import { describeAppError } from '../error/describe-error';
import { ErrorPanel } from '../error/ErrorPanel';
import { ErrorBoundary } from './ErrorBoundary';

/** Renders as transitions: the first paint of each part is sliced instead of one long task. */
const { createRoot } = withTransitionRoots(ReactDOMClient);

interface MountProps {
  name?: string;
  domElement?: HTMLElement | null;
}

function elementFor(props: MountProps): HTMLElement | null {
  if (props.domElement) return props.domElement;
  return props.name ? document.getElementById(`single-spa-application:${props.name}`) : null;
}

export function reactLifecycles<P extends MountProps>(render: (props: P) => ReactNode): LifeCycles<P> {
  const roots = new WeakMap<HTMLElement, ReturnType<typeof createRoot>>();
  return {
    bootstrap: async () => {},
    mount: async (props) => {
      const element = elementFor(props);
      if (!element) throw new Error(`No element to mount ${props.name ?? 'the screen'} into`);
      const root = createRoot(element);
      roots.set(element, root);
      root.render(
        <ErrorBoundary
          label={props.name ?? 'shell screen'}
          fallback={(error) => <ErrorPanel detail={describeAppError(error)} />}
        >
          {render(props)}
        </ErrorBoundary>,
      );
    },
    unmount: async (props) => {
      const element = elementFor(props);
      if (!element) return;
      roots.get(element)?.unmount();
      roots.delete(element);
    },
  };
}
