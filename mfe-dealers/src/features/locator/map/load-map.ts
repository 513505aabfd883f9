/**
 * Picks the map adapter from the runtime settings and loads it on demand: each adapter is its own
 * chunk (`dealer-map`: Leaflet, its CSS and the bundled US atlas; `dealer-map-google`: the Google
 * Maps loader), fetched only when the locator first needs a map.
 */
import type { RuntimeConfig } from 'shared-contracts';
import type { CreateDealerMap } from './map-provider';

type MapSettings = RuntimeConfig['providers']['maps'];

export async function loadMapAdapter(settings: MapSettings): Promise<CreateDealerMap> {
  if (settings.kind === 'maps' && settings.key) {
    const { googleMapAdapter } = await import(/* webpackChunkName: "dealer-map-google" */ './google-map');
    return googleMapAdapter(settings.key);
  }
  const { createLeafletMap } = await import(/* webpackChunkName: "dealer-map" */ './leaflet-map');
  return createLeafletMap;
}
