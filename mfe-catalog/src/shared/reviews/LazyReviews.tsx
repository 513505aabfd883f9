/**
 * Where a page puts a reviews widget. The provider's chunk loads only when needed: for a product
 * page when the block comes near the viewport (or the URL points at #reviews), for /reviews at once.
 */
import { useEffect, useRef, useState } from 'react';
import { useNearViewport } from '../ui/use-near-viewport';
import styles from './LazyReviews.module.css';
import { LoadFailed } from './LoadFailed';
import { loadReviewsProvider } from './load-reviews-provider';
import type { ProductReviewsProps, ReviewsProvider } from './reviews-provider';

type ProviderState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; provider: ReviewsProvider };

function useReviewsProvider(wanted: boolean): [ProviderState, () => void] {
  const [state, setState] = useState<ProviderState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load after a failure.
  useEffect(() => {
    if (!wanted) return;
    let alive = true;
    setState({ status: 'loading' });
    loadReviewsProvider().then(
      (provider) => alive && setState({ status: 'ready', provider }),
      (error: unknown) => {
        console.error('[catalog] the reviews provider could not be loaded', error);
        if (alive) setState({ status: 'failed' });
      },
    );
    return () => {
      alive = false;
    };
  }, [wanted, attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}

function Pending({ state, retry }: { state: ProviderState; retry: () => void }) {
  if (state.status === 'failed') {
    return <LoadFailed what="The reviews" retry={retry} />;
  }
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.bar} aria-hidden="true" />
      <span className="visually-hidden">{state.status === 'loading' ? 'Loading reviews' : 'Reviews'}</span>
    </div>
  );
}

export function LazyProductReviews(props: ProductReviewsProps) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  const linked = typeof window !== 'undefined' && window.location.hash === '#reviews';
  const [state, retry] = useReviewsProvider(near || linked);
  return (
    <div
      ref={slot}
      className={styles.slot}
      data-reviews-provider={state.status === 'ready' ? state.provider.kind : undefined}
    >
      {state.status === 'ready' ? (
        <state.provider.ProductReviews {...props} />
      ) : (
        <Pending state={state} retry={retry} />
      )}
    </div>
  );
}

export function LazySiteReviews() {
  const [state, retry] = useReviewsProvider(true);
  return (
    <div className={styles.slot} data-reviews-provider={state.status === 'ready' ? state.provider.kind : undefined}>
      {state.status === 'ready' ? <state.provider.SiteReviews /> : <Pending state={state} retry={retry} />}
    </div>
  );
}
