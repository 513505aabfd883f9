import { Fragment } from 'react';
import styles from './CorrectedQueryNote.module.css';
import { correctedSegments, type SearchLinkRenderer, type SearchOutcome, searchUrl } from './search-api';

export interface CorrectedQueryNoteProps {
  /** The query as the shopper typed it. */
  query: string;
  correction: NonNullable<SearchOutcome['correction']>;
  /** Light on the results page, dark in the overlay. */
  tone: 'light' | 'dark';
  renderLink: SearchLinkRenderer;
}

/**
 * "Showing results for {corrected}" (the corrected words emphasised), announced politely, and a
 * link that searches the words exactly as typed: the results page with `?exact=1`.
 */
export function CorrectedQueryNote({ query, correction, tone, renderLink }: CorrectedQueryNoteProps) {
  const original = query.trim();
  return (
    <div className={`${styles.note} ${styles[tone]}`}>
      <p className={styles.line} role="status">
        Showing results for{' '}
        <span className={styles.query}>
          {correctedSegments(original, correction).map((segment, i) => (
            <Fragment key={i}>
              {segment.corrected ? <em className={styles.corrected}>{segment.text}</em> : segment.text}
            </Fragment>
          ))}
        </span>
      </p>
      <p className={styles.instead}>
        {renderLink({
          href: searchUrl(original, { exact: true }),
          className: styles.link ?? '',
          children: <>Search instead for {original}</>,
        })}
      </p>
    </div>
  );
}
