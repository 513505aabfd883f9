/**
 * Fallback lifecycles that heal: the first mount (right after the failed load and its retries)
 * shows the error panel; each later mount (the visitor comes back to the route) first asks for the
 * remote again and, once it answers, runs the real application in the same place. So a remote that
 * comes back is picked up without a page reload, although single-spa thinks the app is loaded.
 */
import type { AppProps, LifeCycleFn, LifeCycles } from 'single-spa';
import { ErrorPanel } from '../error/ErrorPanel';
import { reactLifecycles } from '../lib/react-lifecycles';

const FALLBACK = Symbol.for('halvorsen.shell.fallback-lifecycles');

export type FallbackLifecycles = LifeCycles & { [FALLBACK]: true };

/** True for lifecycles the shell made up in place of a remote's. */
export function isFallback(lifecycles: unknown): boolean {
  return !!lifecycles && typeof lifecycles === 'object' && FALLBACK in lifecycles;
}

async function run(fns: LifeCycleFn<object> | Array<LifeCycleFn<object>> | undefined, props: AppProps): Promise<void> {
  for (const fn of [fns ?? []].flat()) await fn(props);
}

export function recoveringFallback(
  id: string,
  message: string,
  load: (id: string) => Promise<LifeCycles | null>,
): FallbackLifecycles {
  const panel = reactLifecycles(() => <ErrorPanel detail={message} />);
  let real: LifeCycles | null = null;
  let realBootstrapped = false;
  let showing: 'real' | 'panel' | null = null;
  let mounts = 0;

  return {
    [FALLBACK]: true,
    bootstrap: async () => {},
    async mount(props) {
      mounts += 1;
      if (!real && mounts > 1) {
        const candidate = await load(id).catch(() => null);
        // A failed load answers another fallback (the errorLoadRemote plugin): still down.
        if (candidate && !isFallback(candidate)) real = candidate;
      }
      if (real) {
        if (!realBootstrapped) {
          await run(real.bootstrap as LifeCycleFn<object>, props);
          realBootstrapped = true;
        }
        await run(real.mount as LifeCycleFn<object>, props);
        showing = 'real';
        return;
      }
      await run(panel.mount as LifeCycleFn<object>, props);
      showing = 'panel';
    },
    async unmount(props) {
      if (showing === 'real' && real) await run(real.unmount as LifeCycleFn<object>, props);
      if (showing === 'panel') await run(panel.unmount as LifeCycleFn<object>, props);
      showing = null;
    },
  };
}
