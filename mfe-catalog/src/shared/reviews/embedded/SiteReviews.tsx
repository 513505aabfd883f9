/**
 * The embedded provider's /reviews widget: the site-wide rating and every product's approved
 * reviews, newest first, each linking to its product. User-related fields removed: the reviewer is
 * a display name only (no verified-owner badge, nothing of an account), and no review is written here.
 */
import { useCallback } from 'react';
import type { SiteReview, SiteReviewsAnswer } from 'shared-contracts';
import { RatingSummary } from './RatingSummary';
import { ReviewItem } from './ReviewItem';
import { ReviewList } from './ReviewList';
import { ReviewsPending } from './ReviewsPending';
import styles from './reviews.module.css';
import { fetchSiteReviews } from './reviews-api';
import { usePagedReviews } from './use-paged-reviews';

export function SiteReviews() {
  const fetchPage = useCallback((page: number) => fetchSiteReviews(page), []);
  const list = usePagedReviews<SiteReview, SiteReviewsAnswer>('site', fetchPage);

  if (list.status !== 'ready') return <ReviewsPending list={list} />;

  return (
    <div className={styles.widget} data-reviews-widget="site">
      <aside className={styles.side} aria-label="Rating of all Halvorsen Arms products">
        <RatingSummary summary={list.first.summary}>
          <p className={styles.note}>
            Reviews are written by owners and read by our team before they appear. To review a product, open its page
            and choose Write a review.
          </p>
        </RatingSummary>
      </aside>
      <div className={styles.main}>
        {list.first.summary.count === 0 ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>No reviews yet</p>
          </div>
        ) : (
          <ReviewList
            label="Latest reviews"
            hasMore={list.hasMore}
            loadingMore={list.loadingMore}
            moreFailed={list.moreFailed}
            onMore={list.loadMore}
          >
            {list.reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem
                  rating={review.rating}
                  title={review.title}
                  body={review.body}
                  displayName={review.displayName}
                  createdAt={review.createdAt}
                  product={review.product}
                />
              </li>
            ))}
          </ReviewList>
        )}
      </div>
    </div>
  );
}
