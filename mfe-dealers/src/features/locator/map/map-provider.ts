/**
 * The one small interface both map adapters implement (issue 11): the bundled Leaflet map that
 * works offline (the embedded default) and the Google Maps adapter chosen when runtime settings
 * carry a maps key. The locator page talks only to this; neither adapter is in its first load.
 */
import type { DealerLocation, LatLng } from 'shared-contracts/api/dealers';

/** Where the visitor searched: the zip's centre and the radius, drawn as a ring for context. */
export interface SearchArea {
  origin: LatLng;
  radiusMiles: number;
}

export interface DealerMapEvents {
  /** A pin was clicked (or tapped, or chosen by keyboard on the map). */
  onSelect(id: string): void;
  /** The pointer entered (id) or left (null) a pin. */
  onHover(id: string | null): void;
  /** The map service refused the key (Google's gm_authFailure). */
  onAuthFailure(): void;
}

export interface DealerMap {
  /**
   * One pin per dealer; fits them with 16 px padding, or the whole map (no centre) when there are
   * none. The search area, when given, is drawn under the pins (a ring of the radius).
   */
  showDealers(dealers: readonly DealerLocation[], area?: SearchArea | null): void;
  /** Marks one dealer's pin (null: none). */
  highlight(id: string | null): void;
  /** Brings a dealer's pin into view (after the visitor chose it in the list). */
  reveal(id: string): void;
  destroy(): void;
}

export type CreateDealerMap = (container: HTMLElement, events: DealerMapEvents) => Promise<DealerMap>;

/** Miles to meters (001 section 9), for the radius ring. */
export const MILES_TO_METERS = 1609.34;

/** The specification's map fit padding (001 section 9). */
export const MAP_FIT_PADDING = 16;

/** Without a centre and zoom the map fits the whole world (001 section 9). */
export const WORLD_BOUNDS = { south: -90, west: -180, north: 90, east: 180 } as const;

/** The two messages of a rejected maps key (001 section 8), shown exactly. */
export const MAP_AUTH_FAILURE = {
  title: 'Error: AuthFailure',
  text: 'A problem with your API key prevents the map from rendering correctly.',
} as const;
