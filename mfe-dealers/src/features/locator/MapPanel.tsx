import type { DealerSearch } from 'shared-contracts/schemas/dealer-locator';
import styles from './locator.module.css';

/**
 * Where the dealer map goes. The map (and its key from runtime settings) loads with the first
 * search in a coming release; until then the frame says so rather than showing an empty map.
 */
export function MapPanel({ search }: { search: DealerSearch | null }) {
  return (
    <figure className={styles.map} aria-labelledby="dealer-map-caption">
      <div className={styles.mapCanvas} aria-hidden="true">
        <span className={styles.mapRing} />
        <svg className={styles.mapPin} viewBox="0 0 32 44" width="32" height="44">
          <path
            d="M16 1.5C8 1.5 1.5 7.9 1.5 15.9 1.5 26.6 16 42.5 16 42.5s14.5-15.9 14.5-26.6C30.5 7.9 24 1.5 16 1.5Z"
            fill="currentColor"
          />
          <circle cx="16" cy="15.5" r="5.5" fill="#f5f2eb" />
        </svg>
        <span className={styles.mapCompass}>N</span>
      </div>
      <figcaption id="dealer-map-caption" className={styles.mapCaption}>
        <span className={styles.mapCaptionTitle}>Dealer map</span>
        {search
          ? `The map of dealers within ${search.radius} miles of ${search.zip} opens with dealer search, soon.`
          : 'The map loads when you search for dealers by zip code.'}
      </figcaption>
    </figure>
  );
}
