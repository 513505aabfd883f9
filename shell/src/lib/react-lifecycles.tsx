/**
 * single-spa lifecycles for the shell's own React screens (not-found page, error fallbacks, the
 * layout's error view), on the kit's lifecycles (`shared-kit/react-lifecycles`, the same
 * the remotes use). Each mount gets its own root in the element single-spa(-layout) made for it,
 * behind an error boundary, so a crash shows the error panel instead of a blank area.
 */
import type { ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import { withTransitionRoots } from 'shared-kit';
import { reactLifecycles as kitLifecycles, type MountProps } from 'shared-kit/react-lifecycles';
import type { LifeCycles } from 'single-spa';
import { describeAppError } from '../error/describe-error';
import { ErrorPanel } from '../error/ErrorPanel';
import { logCaught } from './ErrorBoundary';

/** Renders as transitions: the first paint of each part is sliced instead of one long task. */
const client = withTransitionRoots(ReactDOMClient);

export function reactLifecycles<P extends MountProps>(render: (props: P) => ReactNode): LifeCycles<P> {
  return kitLifecycles<P>({
    client,
    rootComponent: (props) => render(props),
    errorView: (error) => <ErrorPanel detail={describeAppError(error)} />,
    onError: (error, info, props) => logCaught(props.name ?? 'shell screen', error, info),
  });
}
