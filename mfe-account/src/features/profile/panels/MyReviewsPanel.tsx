import { formatOrderDate } from 'shared-contracts';
import type { MyReview } from 'shared-contracts/api/account';
import { button } from 'shared-kit/buttons';
import { FormNotice } from '../../../shared/forms/FormNotice';
import { AccountLink } from '../../../shared/navigation/AccountLink';
import { useApiLoad } from '../../../shared/profile/use-api-load';
import styles from './panels.module.css';
import reviews from './reviews.module.css';

const STATUS_NOTE: Record<MyReview['status'], string> = {
  Pending: 'Waiting for moderation',
  Published: 'Published on the product page',
  Rejected: 'Not published',
};

/** My Reviews: what the customer wrote, with where each review stands in moderation. */
export function MyReviewsPanel() {
  const load = useApiLoad('/reviews/mine', (answer: { reviews: MyReview[] }) => answer.reviews);

  if (load.state === 'loading') {
    return (
      <p role="status" className={styles.cardText}>
        Loading your reviews…
      </p>
    );
  }
  if (load.state === 'failed') return <FormNotice kind="error">{load.text}</FormNotice>;
  if (load.value.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>No reviews yet</p>
        <p className={styles.cardText}>Own one of our rifles or pistols? Tell other shooters how it performs.</p>
        <AccountLink to="/reviews" className={button('primary')}>
          Read Customer Reviews
        </AccountLink>
      </div>
    );
  }
  return (
    <ul className={reviews.list}>
      {load.value.map((review) => (
        <li key={review.id} className={reviews.item}>
          <div className={reviews.head}>
            {review.productUrl ? (
              <AccountLink to={review.productUrl} className={reviews.product}>
                {review.productTitle}
              </AccountLink>
            ) : (
              <span className={reviews.product}>{review.productTitle}</span>
            )}
            <span className={reviews.status} data-status={review.status}>
              {review.status}
              <span className="visually-hidden">: {STATUS_NOTE[review.status]}</span>
            </span>
          </div>
          <p className={reviews.stars}>
            <span aria-hidden="true">{'★'.repeat(review.rating)}</span>
            <span aria-hidden="true" className={reviews.off}>
              {'★'.repeat(5 - review.rating)}
            </span>
            <span className="visually-hidden">{review.rating} out of 5 stars</span>
          </p>
          <p className={reviews.title}>{review.title}</p>
          <p className={reviews.body}>{review.body}</p>
          <p className={reviews.date}>Written {formatOrderDate(review.createdAt)}</p>
        </li>
      ))}
    </ul>
  );
}
