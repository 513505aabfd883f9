import { useCallback, useMemo, useState } from 'react';
import type { DealerLocation } from 'shared-contracts/api/dealers';
import { textOr, usePageContent } from '../../shared/content/use-page-content';
import { resultsCountText } from '../../shared/dealer-search';
import { PageHero } from '../../shared/PageHero';
import { BecomeDealerCard } from './BecomeDealerCard';
import { DealerResults } from './DealerResults';
import { LocatorSearchForm } from './LocatorSearchForm';
import styles from './locator.module.css';
import { MapPanel, preloadMap } from './MapPanel';
import { useLocatorSearch } from './use-locator-search';

const COPY = {
  title: 'Find a Dealer',
  intro: 'Handle a Halvorsen before you buy. Find a stocking dealer near you by zip code.',
};

const NO_DEALERS: readonly DealerLocation[] = [];

const wideLayout = () => typeof window !== 'undefined' && window.matchMedia?.('(min-width: 960px)').matches;

/** /dealer-locator: zip and radius search, the dealer list, the map, and the way to become one. */
export function DealerLocatorPage() {
  const content = usePageContent('dealerlocator', COPY.title);
  const { state, run } = useLocatorSearch();
  const [hovered, setHovered] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const dealers = state.answer?.dealers ?? NO_DEALERS;
  const area = useMemo(
    () => (state.answer ? { origin: state.answer.origin, radiusMiles: state.answer.radius } : null),
    [state.answer],
  );

  const chooseInList = useCallback((id: string) => setSelected(id), []);
  const chooseOnMap = useCallback((id: string) => {
    setSelected(id);
    // On a wide screen the list sits beside the map: bring the dealer's entry into view. (On a
    // phone the list is above the map; jumping away from the pin just tapped would lose it.)
    if (wideLayout())
      document.querySelector(`[data-dealer-id="${CSS.escape(id)}"]`)?.scrollIntoView({ block: 'nearest' });
  }, []);

  const caption =
    state.status === 'done' && state.answer
      ? `Map of ${resultsCountText(dealers.length, state.answer.radius, state.answer.zip)}`
      : 'Dealer map';

  return (
    <>
      <PageHero
        eyebrow="Dealers"
        title={textOr(content?.title, COPY.title)}
        intro={<p>{textOr(content?.subtitle, COPY.intro)}</p>}
        image={content?.imgUrl}
      />
      {/* Phones read top to bottom: search, map, list, signup. Desktops keep the map beside them. */}
      <div className={styles.layout}>
        <LocatorSearchForm
          onIntent={() => void preloadMap().catch(() => {})}
          onSearch={(search) => {
            setSelected(null);
            setHovered(null);
            void run(search);
          }}
        />
        <DealerResults state={state} highlighted={hovered ?? selected} onHover={setHovered} onSelect={chooseInList} />
        <MapPanel
          active={state.status !== 'idle'}
          dealers={dealers}
          area={area}
          highlighted={hovered ?? selected}
          revealed={selected}
          caption={caption}
          onSelect={chooseOnMap}
          onHover={setHovered}
        />
        <BecomeDealerCard signup={content?.dealerSignup} />
      </div>
    </>
  );
}
