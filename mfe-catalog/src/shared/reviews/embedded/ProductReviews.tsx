/**
 * The embedded provider's product widget: rating summary with distribution bars, the product's
 * approved reviews newest first, and 'Write a review' (the form's code loads when it is opened).
 */
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { ProductReview, ProductReviewsAnswer } from 'shared-contracts';
import { button } from 'shared-kit/buttons';
import type { ProductReviewsProps } from '../reviews-provider';
import { RatingSummary } from './RatingSummary';
import { ReviewItem } from './ReviewItem';
import { ReviewList } from './ReviewList';
import { ReviewsPending } from './ReviewsPending';
import styles from './reviews.module.css';
import { fetchProductReviews } from './reviews-api';
import { usePagedReviews } from './use-paged-reviews';

const WriteReviewForm = lazy(() => import('./WriteReviewForm'));

export function ProductReviews({ productId, productTitle }: ProductReviewsProps) {
  const fetchPage = useCallback((page: number) => fetchProductReviews(productId, page), [productId]);
  const list = usePagedReviews<ProductReview, ProductReviewsAnswer>(productId, fetchPage);
  const [writing, setWriting] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);

  if (list.status !== 'ready') return <ReviewsPending list={list} />;

  const { summary } = list.first;
  const close = () => {
    setWriting(false);
    requestAnimationFrame(() => opener.current?.focus());
  };

  return (
    <div className={styles.widget} data-reviews-widget="product">
      <aside className={styles.side} aria-label={`Rating of the ${productTitle}`}>
        <RatingSummary summary={summary}>
          {!writing && !thanks && (
            <button
              ref={opener}
              type="button"
              className={button('dark', { size: 'lg' })}
              onClick={() => setWriting(true)}
            >
              Write a review
            </button>
          )}
        </RatingSummary>
      </aside>
      <div className={styles.main}>
        {thanks && (
          <p className={styles.thanks} role="status">
            {thanks}
          </p>
        )}
        {writing && (
          <Suspense
            fallback={
              <p className={styles.loading} role="status">
                Loading the review form…
              </p>
            }
          >
            <WriteReviewForm
              productId={productId}
              productTitle={productTitle}
              onCancel={close}
              onSubmitted={(message) => {
                setWriting(false);
                setThanks(message);
              }}
            />
          </Suspense>
        )}
        {summary.count === 0 ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>No reviews yet</p>
            <p>Own the {productTitle}? Be the first to tell other owners how it shoots, fits and wears.</p>
          </div>
        ) : (
          <ReviewList
            label={`Reviews of the ${productTitle}`}
            hasMore={list.hasMore}
            loadingMore={list.loadingMore}
            moreFailed={list.moreFailed}
            onMore={list.loadMore}
          >
            {list.reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem {...review} />
              </li>
            ))}
          </ReviewList>
        )}
      </div>
    </div>
  );
}
