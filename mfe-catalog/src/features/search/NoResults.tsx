import { useId } from 'react';
import { button } from 'shared-kit/buttons';
import styles from './NoResults.module.css';
import { usePopularCollections } from './popular-collections';
import type { SearchLinkRenderer } from './search-api';

export interface NoResultsProps {
  /** Light on the results page, dark in the overlay. */
  tone: 'light' | 'dark';
  renderLink: SearchLinkRenderer;
}

/**
 * Nothing found, even with the typos forgiven: 'No items found' (spec 001 §8) and somewhere to go
 * from here, the collections the shop's navigation leads to.
 */
export function NoResults({ tone, renderLink }: NoResultsProps) {
  const id = useId();
  const collections = usePopularCollections();
  return (
    <section className={`${styles.none} ${styles[tone]}`} aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.title}>
        No items found
      </p>
      <p className={styles.hint}>Check the spelling or try fewer words, or start from one of our collections:</p>
      {collections && (
        <nav aria-label="Popular collections">
          <ul className={styles.collections}>
            {collections.map((collection) => (
              <li key={collection.url}>
                {renderLink({
                  href: collection.url,
                  className: button(tone === 'dark' ? 'ghost' : 'secondary', { size: 'lg' }),
                  children: collection.title,
                })}
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
