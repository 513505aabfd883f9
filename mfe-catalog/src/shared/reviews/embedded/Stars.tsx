/**
 * A five-star rating drawn in SVG, partly filled for averages (4.6 fills 92%). Screen readers hear
 * its text alternative ("Rated 4.6 out of 5 stars"), never five glyphs.
 */
import styles from './Stars.module.css';

const STAR = 'M12 2.5l2.94 6.5 7.06.62-5.35 4.64 1.6 6.92L12 17.77l-6.25 3.41 1.6-6.92L2 9.62l7.06-.62z';

/** 4 -> "4", 4.55 -> "4.6". */
export function formatRating(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function starsLabel(value: number): string {
  return `Rated ${formatRating(value)} out of 5 stars`;
}

function StarRow() {
  return (
    <>
      {[0, 1, 2, 3, 4].map((index) => (
        <svg key={index} viewBox="0 0 24 24" className={styles.star} focusable="false">
          <path d={STAR} />
        </svg>
      ))}
    </>
  );
}

export function Stars({ value, size = 'md' }: { value: number; size?: 'sm' | 'md' | 'lg' }) {
  const filled = (Math.max(0, Math.min(5, value)) / 5) * 100;
  return (
    <span className={`${styles.stars} ${styles[size]}`} role="img" aria-label={starsLabel(value)}>
      <span className={styles.empty} aria-hidden="true">
        <StarRow />
      </span>
      <span className={styles.full} style={{ width: `${filled}%` }} aria-hidden="true">
        <StarRow />
      </span>
    </span>
  );
}

/** One star glyph for labels (distribution rows, the rating input). */
export function StarGlyph({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className ?? styles.glyph} aria-hidden="true" focusable="false">
      <path d={STAR} />
    </svg>
  );
}
