/**
 * What the catalog shows when one of its pages throws: the shared kit's crash view
 * (`AppCrash` from `shared-kit/crash-view`), loaded only when a crash happens, so that it
 * adds nothing to the first load of `/` (cold JavaScript is held to a 170 KB budget). The shell and
 * the other remotes keep working.
 *
 * When its code cannot be loaded either (the crash was a chunk that failed to load: the network is
 * down, or a deploy replaced the files), the plain title and message stand in.
 */
import { lazy, Suspense, useEffect } from 'react';

const REMOTE = 'catalog';

function PlainCrash({ error }: { error: Error }) {
  useEffect(() => console.error(`[${REMOTE}] crashed`, error), [error]);
  return (
    <div data-boundary={REMOTE} role="alert">
      <h1>Unexpected Application Error!</h1>
      <p>{error.message}</p>
    </div>
  );
}

const KitCrash = lazy(() =>
  import('shared-kit/crash-view').then(
    (kit) => ({ default: ({ error }: { error: Error }) => <kit.AppCrash remote={REMOTE} error={error} /> }),
    (loadError: unknown) => {
      console.error(`[${REMOTE}] the crash view could not be loaded`, loadError);
      return { default: PlainCrash };
    },
  ),
);

export function LazyAppCrash({ error }: { error: Error }) {
  return (
    <Suspense fallback={null}>
      <KitCrash error={error} />
    </Suspense>
  );
}
