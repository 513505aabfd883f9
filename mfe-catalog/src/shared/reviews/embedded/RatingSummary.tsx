/**
 * The summary block of a reviews widget: the average as a number and as stars, how many reviews it
 * rests on, and one bar per star count (5 to 1) with its number of reviews.
 */
import type { ReactNode } from 'react';
import { groupDigits, type ReviewSummary, STAR_RATINGS_DESC } from 'shared-contracts';
import styles from './RatingSummary.module.css';
import { StarGlyph, Stars } from './Stars';

/**
 * '1 review', '12 reviews', '1,234 reviews': grouped as money is (format.ts), without
 * `toLocaleString`, whose first call loads ICU's data on the main thread (decision 0019).
 */
export function reviewsCount(count: number): string {
  return count === 1 ? '1 review' : `${groupDigits(String(count))} reviews`;
}

export function RatingSummary({ summary, children }: { summary: ReviewSummary; children?: ReactNode }) {
  return (
    <div className={styles.summary}>
      <div className={styles.score}>
        <p className={styles.average} aria-hidden="true">
          {summary.count > 0 ? summary.average.toFixed(1) : '–'}
        </p>
        <div className={styles.scoreText}>
          <Stars value={summary.average} size="lg" />
          <p className={styles.basedOn}>
            {summary.count > 0 ? `Based on ${reviewsCount(summary.count)}` : 'No reviews yet'}
          </p>
        </div>
      </div>
      <ul className={styles.bars} aria-label="Reviews by rating">
        {STAR_RATINGS_DESC.map((stars) => {
          const count = summary.distribution[stars];
          const share = summary.count > 0 ? (count / summary.count) * 100 : 0;
          return (
            <li key={stars} className={styles.row}>
              <span className={styles.rowLabel}>
                {stars}
                <StarGlyph className={styles.rowStar} />
                <span className="visually-hidden">{stars === 1 ? ' star' : ' stars'}:</span>
              </span>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.fill} style={{ width: `${share}%` }} />
              </span>
              <span className={styles.rowCount}>
                {count}
                <span className="visually-hidden">{count === 1 ? ' review' : ' reviews'}</span>
              </span>
            </li>
          );
        })}
      </ul>
      {children}
    </div>
  );
}
