/** The list under a summary, with "Show more reviews" while pages remain. */
import type { ReactNode } from 'react';
import styles from './reviews.module.css';

export function ReviewList({
  label,
  children,
  hasMore,
  loadingMore,
  moreFailed,
  onMore,
}: {
  label: string;
  children: ReactNode;
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  onMore(): void;
}) {
  return (
    <div className={styles.listBlock}>
      <ul className={styles.list} aria-label={label}>
        {children}
      </ul>
      {moreFailed && (
        <p className={styles.error} role="alert">
          More reviews could not be loaded. Please try again.
        </p>
      )}
      {hasMore && (
        <button type="button" className={styles.more} onClick={onMore} disabled={loadingMore}>
          {loadingMore ? 'Loading…' : 'Show more reviews'}
        </button>
      )}
    </div>
  );
}
