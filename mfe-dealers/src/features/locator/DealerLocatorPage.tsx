import { useState } from 'react';
import type { DealerSearch } from 'shared-contracts/schemas/dealer-locator';
import { PageHero } from '../../shared/PageHero';
import { BecomeDealerCard } from './BecomeDealerCard';
import { DealerResults } from './DealerResults';
import { LocatorSearchForm } from './LocatorSearchForm';
import styles from './locator.module.css';
import { MapPanel } from './MapPanel';

/** /dealer-locator: zip and radius search, the dealer list, the map, and the way to become one. */
export function DealerLocatorPage() {
  const [search, setSearch] = useState<DealerSearch | null>(null);
  return (
    <>
      <PageHero
        eyebrow="Dealers"
        title="Find a Dealer"
        intro={<p>Handle a Halvorsen before you buy. Find a stocking dealer near you by zip code.</p>}
      />
      {/* Phones read top to bottom: search, list, map, signup. Desktops keep the map beside them. */}
      <div className={styles.layout}>
        <LocatorSearchForm onSearch={setSearch} />
        <DealerResults search={search} />
        <MapPanel search={search} />
        <BecomeDealerCard />
      </div>
    </>
  );
}
