import { useEffect, useRef, useState } from 'react';
import { getRuntimeConfig } from 'shared-contracts';
import type { DealerLocation } from 'shared-contracts/api/dealers';
import styles from './locator.module.css';
import { loadMapAdapter } from './map/load-map';
import { type DealerMap, MAP_AUTH_FAILURE, type SearchArea } from './map/map-provider';

/** Starts loading the map's code (on the first sign the visitor is about to search). */
let adapter: ReturnType<typeof loadMapAdapter> | null = null;
export function preloadMap() {
  if (!adapter) {
    adapter = loadMapAdapter(getRuntimeConfig().providers.maps);
    adapter.catch(() => {
      adapter = null; // a later search tries again
    });
  }
  return adapter;
}

interface MapPanelProps {
  /** A search was made: the map is needed from now on. */
  active: boolean;
  /** The dealers of the latest answer (none yet, or none found: the whole map). */
  dealers: readonly DealerLocation[];
  /** Where the latest answer searched (drawn as a ring under the pins). */
  area?: SearchArea | null;
  highlighted: string | null;
  /** The dealer last chosen in the list: brought into view. */
  revealed: string | null;
  caption: string;
  onSelect(id: string): void;
  onHover(id: string | null): void;
}

type MapState = 'idle' | 'loading' | 'ready' | 'failed' | 'auth-failure';

/**
 * The dealer map. Its code (a map library and a bundled US atlas, or the Google adapter when a maps
 * key is set) is not in the page's first load: it is fetched when the visitor starts a search.
 * Until then the frame shows a quiet placeholder. The list beside it carries the same dealers for
 * keyboard and screen-reader use, so the map itself is hidden from assistive technology.
 */
export function MapPanel({
  active,
  dealers,
  area = null,
  highlighted,
  revealed,
  caption,
  onSelect,
  onHover,
}: MapPanelProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<DealerMap | null>(null);
  const [state, setState] = useState<MapState>('idle');
  const handlers = useRef({ onSelect, onHover });
  handlers.current = { onSelect, onHover };

  useEffect(() => {
    if (!active || !container.current) return;
    let live = true;
    const el = container.current;
    setState('loading');
    preloadMap()
      .then((create) =>
        create(el, {
          onSelect: (id) => handlers.current.onSelect(id),
          onHover: (id) => handlers.current.onHover(id),
          onAuthFailure: () => live && setState('auth-failure'),
        }),
      )
      .then((made) => {
        if (!live) return made.destroy();
        map.current = made;
        setState((current) => (current === 'auth-failure' ? current : 'ready'));
      })
      .catch((error: unknown) => {
        console.warn('[dealers] map not loaded:', error instanceof Error ? error.message : error);
        if (live) setState((current) => (current === 'auth-failure' ? current : 'failed'));
      });
    return () => {
      live = false;
      map.current?.destroy();
      map.current = null;
    };
  }, [active]);

  useEffect(() => {
    if (state === 'ready') map.current?.showDealers(dealers, area);
  }, [state, dealers, area]);

  useEffect(() => {
    if (state === 'ready') map.current?.highlight(highlighted);
  }, [state, highlighted]);

  // A dealer chosen in the list is brought into view (not on mere hover: the map would jump).
  useEffect(() => {
    if (state === 'ready' && revealed) map.current?.reveal(revealed);
  }, [state, revealed]);

  if (!active) {
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
          The map loads when you search for dealers by zip code.
        </figcaption>
      </figure>
    );
  }

  return (
    <figure className={styles.map} aria-labelledby="dealer-map-caption" data-map-state={state}>
      <div ref={container} className={styles.mapLive} data-testid="dealer-map" />
      {state === 'auth-failure' ? (
        <div className={styles.mapFailure} role="alert">
          <p className={styles.mapFailureTitle}>{MAP_AUTH_FAILURE.title}</p>
          <p>{MAP_AUTH_FAILURE.text}</p>
        </div>
      ) : null}
      <figcaption id="dealer-map-caption" className="visually-hidden">
        {state === 'failed' ? 'The map could not be loaded; the list shows every dealer found.' : caption}
      </figcaption>
      {state === 'failed' ? (
        <p className={styles.mapNote} role="status">
          The map could not be loaded. The list shows every dealer found.
        </p>
      ) : null}
    </figure>
  );
}
