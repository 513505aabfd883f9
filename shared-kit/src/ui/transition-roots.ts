/**
 * React roots whose renders are transitions. A root's first render (a whole page, the header)
 * would otherwise run as one long task; as a transition React renders it in ~5 ms slices and lets
 * the browser paint, take input and start requests between them (TBT on a cold load). Used by the
 * shell's own roots and by every remote's single-spa lifecycles (`reactLifecycles({ client:
 * withTransitionRoots(ReactDOMClient), ... })` from `shared-kit/react-lifecycles`).
 */
import { type ReactNode, startTransition } from 'react';

interface RootLike {
  render(children: ReactNode): void;
  unmount(): void;
}

export function withTransitionRoots<C extends { createRoot: (...args: never[]) => RootLike }>(client: C): C {
  const createRoot = (...args: Parameters<C['createRoot']>): RootLike => {
    const root = client.createRoot(...args);
    return {
      render: (children) => startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  };
  return { ...client, createRoot };
}
