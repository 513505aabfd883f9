import type { DealerLocation } from 'shared-contracts/api/dealers';
import { milesText, resultsCountText, SEARCH_FAILED_TEXT, telHref } from '../../shared/dealer-search';
import styles from './locator.module.css';
import type { LocatorState } from './use-locator-search';

interface DealerResultsProps {
  state: LocatorState;
  highlighted: string | null;
  onHover(id: string | null): void;
  onSelect(id: string): void;
}

/**
 * The dealer list, nearest first: each dealer's name is a button that shows it on the map, with
 * address, a phone link and the distance. The count is announced politely ("N dealers within R
 * miles of ZIP"); a failed search's reason is the shared banner's, the list only says it did not finish.
 */
export function DealerResults({ state, highlighted, onHover, onSelect }: DealerResultsProps) {
  const { search, answer, status } = state;
  return (
    <section className={styles.results} aria-labelledby="dealer-results-title" aria-busy={status === 'loading'}>
      <h2 id="dealer-results-title" className={styles.resultsTitle}>
        Dealers
      </h2>
      <p className={styles.count} role="status" aria-live="polite">
        {status === 'loading' && search ? `Searching within ${search.radius} miles of ${search.zip}…` : null}
        {status === 'done' && answer ? resultsCountText(answer.dealers.length, answer.radius, answer.zip) : null}
      </p>
      {status === 'error' ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>No dealers found</p>
          <p className={styles.emptyText}>{SEARCH_FAILED_TEXT}</p>
        </div>
      ) : null}
      {status === 'idle' ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>No dealers found</p>
          <p className={styles.emptyText}>Enter your zip code and choose a distance to see dealers near you.</p>
        </div>
      ) : null}
      {status === 'done' && answer && answer.dealers.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>No dealers found</p>
          <p className={styles.emptyText}>
            There is no dealer within {answer.radius} miles of {answer.zip}.{' '}
            {answer.radius < 250 ? 'Try a larger distance.' : 'Try a nearby zip code.'}
          </p>
        </div>
      ) : null}
      {answer && answer.dealers.length > 0 && status !== 'error' ? (
        <ol className={styles.list} aria-label="Dealers, nearest first">
          {answer.dealers.map((dealer) => (
            <DealerItem
              key={dealer.id}
              dealer={dealer}
              active={highlighted === dealer.id}
              onHover={onHover}
              onSelect={onSelect}
            />
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function DealerItem({
  dealer,
  active,
  onHover,
  onSelect,
}: {
  dealer: DealerLocation;
  active: boolean;
  onHover(id: string | null): void;
  onSelect(id: string): void;
}) {
  const nameId = `dealer-${dealer.id}-name`;
  return (
    <li
      className={`${styles.item} ${active ? styles.itemActive : ''}`}
      data-dealer-id={dealer.id}
      onMouseEnter={() => onHover(dealer.id)}
      onMouseLeave={() => onHover(null)}
    >
      <h3 className={styles.itemName}>
        <button
          id={nameId}
          type="button"
          className={styles.itemButton}
          aria-pressed={active}
          aria-describedby={`dealer-${dealer.id}-distance`}
          onClick={() => onSelect(dealer.id)}
          onFocus={() => onHover(dealer.id)}
          onBlur={() => onHover(null)}
        >
          {dealer.name}
        </button>
      </h3>
      <p id={`dealer-${dealer.id}-distance`} className={styles.itemDistance}>
        <span aria-hidden="true">{milesText(dealer.distanceMiles)}</span>
        <span className="visually-hidden">{dealer.distanceMiles} miles away</span>
      </p>
      <address className={styles.itemAddress}>
        <span>{dealer.address1}</span>
        {dealer.address2 ? <span>{dealer.address2}</span> : null}
        <span>
          {dealer.city}, {dealer.state} {dealer.zip}
        </span>
      </address>
      {dealer.phoneNumber ? (
        <a className={styles.itemPhone} href={telHref(dealer.phoneNumber)} aria-describedby={nameId}>
          {dealer.phoneNumber}
        </a>
      ) : null}
    </li>
  );
}
