import { BRAND } from 'shared-contracts';
import type { DealerSearch } from 'shared-contracts/schemas/dealer-locator';
import styles from './locator.module.css';

/**
 * The dealer list. The dealer directory and geocoding arrive in a coming release, so a search is
 * acknowledged plainly instead of answered with made-up results.
 */
export function DealerResults({ search }: { search: DealerSearch | null }) {
  return (
    <section className={styles.results} aria-labelledby="dealer-results-title" aria-live="polite">
      <h2 id="dealer-results-title" className={styles.resultsTitle}>
        Dealers
      </h2>
      {search ? (
        <div className={styles.notice} role="status">
          <p>
            <strong>Dealer search opens soon.</strong> The dealer directory is being switched on, so nothing was
            searched within {search.radius} miles of {search.zip} yet.
          </p>
          <p>
            Until then, e-mail <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a> and we will point you
            to your nearest dealer.
          </p>
        </div>
      ) : (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>No dealers found</p>
          <p className={styles.emptyText}>Enter your zip code and choose a distance to see dealers near you.</p>
        </div>
      )}
    </section>
  );
}
