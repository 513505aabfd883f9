/**
 * The Google Maps adapter, used when runtime settings carry a maps key (`providers.maps` is
 * `{ kind: 'maps', key }`). Loads the Maps JavaScript API with that key by a script tag (the shell's
 * CSP allows maps.googleapis.com only when the key is configured); a rejected key calls
 * `window.gm_authFailure`, which the locator shows as the specification's two messages.
 * Only the handful of Maps API members this adapter uses are typed here.
 */
import type { DealerLocation } from 'shared-contracts/api/dealers';
import {
  type CreateDealerMap,
  type DealerMap,
  MAP_FIT_PADDING,
  MILES_TO_METERS,
  type SearchArea,
  WORLD_BOUNDS,
} from './map-provider';

interface GLatLngLiteral {
  lat: number;
  lng: number;
}
interface GBounds {
  extend(point: GLatLngLiteral): GBounds;
}
interface GMarker {
  setMap(map: GMap | null): void;
  setIcon(icon: object): void;
  setZIndex(z: number): void;
  getPosition(): GLatLngLiteral | undefined;
  addListener(event: string, handler: () => void): void;
}
interface GMap {
  fitBounds(bounds: GBounds | { south: number; west: number; north: number; east: number }, padding?: number): void;
  panTo(point: GLatLngLiteral): void;
}
interface GCircle {
  setMap(map: GMap | null): void;
}
interface GoogleMaps {
  Map: new (el: HTMLElement, options: object) => GMap;
  Circle: new (options: object) => GCircle;
  Marker: new (options: object) => GMarker;
  LatLngBounds: new () => GBounds;
  SymbolPath: { CIRCLE: number };
}
interface MapsWindow {
  google?: { maps?: GoogleMaps };
  gm_authFailure?: () => void;
  __dealersMapsReady?: () => void;
}

const SCRIPT_ID = 'dealers-google-maps';
let loading: Promise<GoogleMaps> | null = null;

/** The Maps JavaScript API, loaded once per page (a second map reuses it). */
function loadGoogleMaps(key: string): Promise<GoogleMaps> {
  const w = window as Window & MapsWindow;
  if (w.google?.maps?.Map) return Promise.resolve(w.google.maps);
  if (!loading) {
    loading = new Promise<GoogleMaps>((resolve, reject) => {
      w.__dealersMapsReady = () => (w.google?.maps ? resolve(w.google.maps) : reject(new Error('Maps API missing')));
      const script = document.createElement('script');
      script.id = SCRIPT_ID;
      script.async = true;
      script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&callback=__dealersMapsReady`;
      script.onerror = () => {
        loading = null;
        script.remove();
        reject(new Error('The Maps JavaScript API could not be loaded'));
      };
      document.head.appendChild(script);
    });
  }
  return loading;
}

const pinIcon = (maps: GoogleMaps, active: boolean) => ({
  path: maps.SymbolPath.CIRCLE,
  scale: active ? 12 : 8,
  fillColor: active ? '#b4441a' : '#121314',
  fillOpacity: 1,
  strokeColor: '#ffffff',
  strokeWeight: active ? 3 : 2,
});

export function googleMapAdapter(key: string): CreateDealerMap {
  return async (container, events) => {
    const w = window as Window & MapsWindow;
    // Google calls this global when it rejects the key (after the script loaded).
    w.gm_authFailure = () => events.onAuthFailure();
    const maps = await loadGoogleMaps(key);
    const map = new maps.Map(container, { colorScheme: 'LIGHT', streetViewControl: false, mapTypeControl: false });
    map.fitBounds(WORLD_BOUNDS, 0);
    const pins = new Map<string, GMarker>();
    let active: string | null = null;
    let ring: GCircle | null = null;

    const handle: DealerMap = {
      showDealers(dealers: readonly DealerLocation[], area?: SearchArea | null) {
        ring?.setMap(null);
        ring = null;
        if (area && dealers.length > 0) {
          ring = new maps.Circle({
            map,
            center: { lat: area.origin.latitude, lng: area.origin.longitude },
            radius: area.radiusMiles * MILES_TO_METERS,
            strokeColor: '#b4441a',
            strokeWeight: 1.5,
            fillColor: '#b4441a',
            fillOpacity: 0.05,
            clickable: false,
          });
        }
        for (const pin of pins.values()) pin.setMap(null);
        pins.clear();
        active = null;
        const bounds = new maps.LatLngBounds();
        for (const dealer of dealers) {
          const position = { lat: dealer.latitude, lng: dealer.longitude };
          const pin = new maps.Marker({ position, map, title: dealer.name, icon: pinIcon(maps, false) });
          pin.addListener('click', () => events.onSelect(dealer.id));
          pin.addListener('mouseover', () => events.onHover(dealer.id));
          pin.addListener('mouseout', () => events.onHover(null));
          pins.set(dealer.id, pin);
          bounds.extend(position);
        }
        // With results: fit them (padding 16). Without: the whole world, no centre (001 section 9).
        if (dealers.length > 0) map.fitBounds(bounds, MAP_FIT_PADDING);
        else map.fitBounds(WORLD_BOUNDS, 0);
      },
      highlight(id) {
        if (active) pins.get(active)?.setIcon(pinIcon(maps, false));
        active = id;
        const pin = id ? pins.get(id) : undefined;
        pin?.setIcon(pinIcon(maps, true));
        pin?.setZIndex(1000);
      },
      reveal(id) {
        const at = pins.get(id)?.getPosition();
        if (at) map.panTo(at);
      },
      destroy() {
        ring?.setMap(null);
        for (const pin of pins.values()) pin.setMap(null);
        pins.clear();
        container.replaceChildren();
      },
    };
    return handle;
  };
}
