/**
 * One review: stars, date, title, text and who wrote it. On a product page a verified owner carries
 * the badge; on /reviews (user-related fields removed) only the display name and the product show.
 */
import { useId } from 'react';
import { formatOrderDate, type ReviewedProduct } from 'shared-contracts';
import { CatalogLink } from '../../ui/CatalogLink';
import styles from './ReviewItem.module.css';
import { Stars } from './Stars';

export interface ReviewItemProps {
  rating: number;
  title: string;
  body: string;
  displayName: string;
  createdAt: string;
  /** Product pages only. */
  verifiedOwner?: boolean;
  /** /reviews only: the product the review is about. */
  product?: ReviewedProduct;
}

export function ReviewItem({ rating, title, body, displayName, createdAt, verifiedOwner, product }: ReviewItemProps) {
  const titleId = useId();
  return (
    <article className={styles.review} aria-labelledby={titleId}>
      <div className={styles.meta}>
        <Stars value={rating} size="sm" />
        <time className={styles.date} dateTime={createdAt}>
          {formatOrderDate(createdAt)}
        </time>
      </div>
      {product && (
        <p className={styles.product}>
          <CatalogLink to={`/product/${encodeURIComponent(product.slug)}`}>{product.title}</CatalogLink>
        </p>
      )}
      <h3 id={titleId} className={styles.title}>
        {title}
      </h3>
      <p className={styles.body}>{body}</p>
      <p className={styles.author}>
        <span className={styles.name}>{displayName}</span>
        {verifiedOwner && (
          <span className={styles.badge}>
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={styles.check}>
              <path d="M6.4 11.2 3.2 8l1.1-1.1 2.1 2.1 5.3-5.3 1.1 1.1z" />
            </svg>
            Verified owner
          </span>
        )}
      </p>
    </article>
  );
}
