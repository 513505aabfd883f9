import { LoadFailed } from '../LoadFailed';
import styles from './reviews.module.css';
import type { PagedReviewsPending } from './use-paged-reviews';

/** A review list before its first page: loading, or failed with a way to try again. */
export function ReviewsPending({ list }: { list: PagedReviewsPending }) {
  if (list.status === 'failed') return <LoadFailed what="The reviews" retry={list.retry} />;
  return (
    <p className={styles.loading} role="status">
      Loading reviews…
    </p>
  );
}
