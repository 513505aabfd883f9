/**
 * The star rating of the review form: five real radio buttons (arrow keys move between them, a
 * screen reader hears "4 stars, Very good"), drawn as stars that fill up to the one hovered or chosen.
 */
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { StarGlyph } from './Stars';
import styles from './WriteReviewForm.module.css';

export const RATING_WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

export function StarRatingInput({
  id,
  legend,
  registration,
  value,
  error,
}: {
  id: string;
  legend: string;
  registration: UseFormRegisterReturn;
  /** The chosen rating (1-5), if any. */
  value: number | undefined;
  error?: string;
}) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset
      className={styles.rating}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      onMouseLeave={() => setHovered(null)}
    >
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.starInputs}>
        {[1, 2, 3, 4, 5].map((stars) => (
          <span key={stars} className={styles.starOption}>
            <input
              id={`${id}-${stars}`}
              type="radio"
              value={String(stars)}
              className={`visually-hidden ${styles.starRadio}`}
              {...registration}
            />
            <label
              htmlFor={`${id}-${stars}`}
              className={`${styles.starLabel} ${stars <= shown ? styles.starOn : ''}`}
              onMouseEnter={() => setHovered(stars)}
            >
              <StarGlyph className={styles.starIcon} />
              <span className="visually-hidden">
                {stars === 1 ? '1 star' : `${stars} stars`}, {RATING_WORDS[stars - 1]}
              </span>
            </label>
          </span>
        ))}
        <span className={styles.ratingWord} aria-hidden="true">
          {shown > 0 ? RATING_WORDS[shown - 1] : 'Choose 1 to 5 stars'}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
