/**
 * Mounts a fragment another remote lends, through the shell's fragment host (fragment-host.ts):
 *
 *   <FragmentSlot id="account/newsletter-signup" props={{ variant: 'inline' }} fallback={null} />
 *
 * The fragment is loaded once the slot is in a browser page, lazily inside Suspense and an error
 * boundary. On the server, and in the browser until the page has hydrated, the slot is its
 * `fallback`: the fragment host lives on `window` and another remote's code is loaded only in the
 * browser, so a server render (and the hydration that must match it) draws the fallback and the
 * fragment mounts right after. While it loads, and when it cannot be had (host missing after a
 * bounded wait, remote down, fragment throws), the slot shows `fallback` (nothing by default) and
 * logs why; the page around it carries on.
 */
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense } from 'react';
import { DEFAULT_HOST_WAIT_MS, waitForFragmentHost } from './fragment-host';
import { SlotBoundary } from './fragment-slot/SlotBoundary';
import { useStoreSnapshot } from './store-snapshot';

export type { FragmentHost, FragmentModule } from './fragment-host';
export { DEFAULT_HOST_WAIT_MS, FragmentHostMissingError, registerFragmentHost } from './fragment-host';

// biome-ignore lint/suspicious/noExplicitAny: each fragment declares its own props at its call site (FragmentSlot<P>)
type AnyProps = any;

/** One lazy component per fragment id and page, so remounting a slot does not load it again. */
const loaded = new Map<string, LazyExoticComponent<ComponentType<AnyProps>>>();

function lazyFragment<P>(id: string, hostWaitMs: number): LazyExoticComponent<ComponentType<P>> {
  let component = loaded.get(id);
  if (!component) {
    component = lazy(async () => {
      try {
        const host = await waitForFragmentHost(hostWaitMs);
        const module = await host.loadFragment<AnyProps>(id);
        if (!module?.default) throw new Error(`Fragment '${id}' has no default export`);
        return module;
      } catch (error) {
        // Forget the failure, so that a slot mounted later (the remote may be back) tries again.
        loaded.delete(id);
        throw error;
      }
    });
    loaded.set(id, component);
  }
  return component as LazyExoticComponent<ComponentType<P>>;
}

export interface FragmentSlotProps<P> {
  /** `<remote>/<fragment>`, e.g. 'account/newsletter-signup'. */
  id: string;
  props: P;
  /** Shown while loading and when the fragment failed; nothing by default. */
  fallback?: ReactNode;
  /** How long to wait for the shell's fragment host; only tests need to change it. */
  hostWaitMs?: number;
}

const noSubscription = () => () => {};

/** False on the server and while hydrating its HTML; true once the slot renders in the browser. */
function useInBrowser(): boolean {
  return useStoreSnapshot(
    noSubscription,
    () => true,
    () => false,
  );
}

export function FragmentSlot<P extends object>({
  id,
  props,
  fallback = null,
  hostWaitMs = DEFAULT_HOST_WAIT_MS,
}: FragmentSlotProps<P>) {
  if (!useInBrowser()) return <>{fallback}</>;
  const Lent = lazyFragment<P>(id, hostWaitMs);
  return (
    <SlotBoundary id={id} fallback={fallback}>
      <Suspense fallback={fallback}>
        <Lent {...props} />
      </Suspense>
    </SlotBoundary>
  );
}
