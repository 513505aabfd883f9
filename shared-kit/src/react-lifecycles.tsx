/**
 * single-spa lifecycles for a React root: what every remote's './app' (and the checkout's './cart')
 * exports, and what the shell's own screens run on. It does the part of single-spa-react the shop
 * uses, in a fraction of its size (single-spa-react was 2.2 KB gzip on every page's first load):
 *
 *   - mount renders `rootComponent` with the props single-spa gives (name, singleSpa, mountParcel,
 *     custom props) into the application's element: `props.domElement` when single-spa-layout
 *     passes one (its loader and error parcels), else `#single-spa-application:<name>`, which the
 *     layout made for the route. It resolves once the root has committed and its effects ran, so
 *     single-spa announces the route (`single-spa:routing-event`: scroll to top, page view with the
 *     page's title) after the page is there, as single-spa-react did;
 *   - an error while rendering shows `errorView(error)` in that element only (ErrorBoundary);
 *   - `renderType` (hydrateFirstMount in `shared-kit/server-render`) makes a mount
 *     hydrate the HTML the shell's server put in the element instead of drawing it again;
 *   - unmount unmounts the root, leaving the element empty.
 *
 * The client is passed in (`withTransitionRoots(ReactDOMClient)`, or hydrateFirstMount's client),
 * so the roots render as transitions exactly as before. No `update` lifecycle: no parcel of the
 * shop is updated. No element is made up when there is none: a mount without a place fails.
 * Tests call the lifecycles as single-spa does, outside React's `act()`: inside it, a mount would
 * wait for act to end and act for the mount.
 *
 *   export const { bootstrap, mount, unmount } = reactLifecycles({
 *     client: withTransitionRoots(ReactDOMClient),
 *     rootComponent: App,
 *     errorView: (error) => <AppCrash remote="account" error={error} />,
 *   });
 */
import { type ComponentType, type ErrorInfo, type ReactNode, useEffect } from 'react';
import { ErrorBoundary } from './react-lifecycles/ErrorBoundary';

export { ErrorBoundary, type ErrorBoundaryProps } from './react-lifecycles/ErrorBoundary';

/** What single-spa passes to a mount (plus `singleSpa`, `mountParcel` and the custom props). */
export interface MountProps {
  name?: string;
  /** single-spa-layout's parcels (loader, error view) get their element this way. */
  domElement?: HTMLElement | null;
}

interface RootLike {
  render(children: ReactNode): void;
  unmount(): void;
}

/** react-dom/client, or a wrapper of it (withTransitionRoots, hydrateFirstMount). */
export interface RootClient {
  createRoot(container: HTMLElement): RootLike;
  hydrateRoot(container: HTMLElement, children: ReactNode): RootLike;
}

export interface ReactLifecycleOptions<P extends MountProps> {
  client: RootClient;
  /** The application; it receives the single-spa props. */
  rootComponent: ComponentType<P>;
  /** Shown in the application's element when it throws while rendering (what was thrown). */
  errorView: (error: Error) => ReactNode;
  /** Called with what the error boundary caught, e.g. for a log line. */
  onError?: (error: unknown, info: ErrorInfo, props: P) => void;
  /** Asked on each mount: hydrate the element's server-rendered HTML, or render afresh (default). */
  renderType?: () => 'hydrateRoot' | 'createRoot';
}

export interface ReactLifecycles<P extends MountProps> {
  bootstrap(props: P): Promise<void>;
  mount(props: P): Promise<void>;
  unmount(props: P): Promise<void>;
}

function elementFor(props: MountProps): HTMLElement {
  const element =
    props.domElement ?? (props.name ? document.getElementById(`single-spa-application:${props.name}`) : null);
  if (!element) throw new Error(`No element to mount ${props.name ?? 'the application'} into`);
  return element;
}

/** Rendered around the application: its effect runs after every effect below it, on the first commit. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(() => onCommit(), [onCommit]);
  return children;
}

export function reactLifecycles<P extends MountProps = MountProps>({
  client,
  rootComponent: Root,
  errorView,
  onError,
  renderType,
}: ReactLifecycleOptions<P>): ReactLifecycles<P> {
  // By application (or parcel) name; a parcel mounted without one, by its element.
  const roots = new Map<unknown, RootLike>();
  const fallback = (error: unknown) => errorView(error as Error);

  return {
    bootstrap: async () => {},
    mount: (props) =>
      new Promise<void>((resolve) => {
        const element = elementFor(props);
        const tree = (
          <Committed onCommit={resolve}>
            <ErrorBoundary fallback={fallback} onError={onError && ((error, info) => onError(error, info, props))}>
              <Root {...props} />
            </ErrorBoundary>
          </Committed>
        );
        let root: RootLike;
        if (renderType?.() === 'hydrateRoot') {
          root = client.hydrateRoot(element, tree);
        } else {
          root = client.createRoot(element);
          root.render(tree);
        }
        roots.set(props.name ?? element, root);
      }),
    unmount: async (props) => {
      const key = props.name ?? elementFor(props);
      roots.get(key)?.unmount();
      roots.delete(key);
    },
  };
}
