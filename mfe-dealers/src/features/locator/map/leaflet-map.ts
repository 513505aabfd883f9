/**
 * The bundled map (the embedded default, works offline): Leaflet drawing the US state shapes of
 * us-atlas as vector paths, one circle pin per dealer. No tile server, no image icons (pins are SVG
 * circles), no inline style attributes (so the shop's CSP stays strict); Leaflet's own CSS is a
 * bundled stylesheet of this chunk.
 */
import 'leaflet/dist/leaflet.css';
import type { FeatureCollection } from 'geojson';
import L from 'leaflet';
import type { DealerLocation } from 'shared-contracts/api/dealers';
import './leaflet-map.css';
import type { CreateDealerMap, DealerMap } from './map-provider';
import { MAP_FIT_PADDING, MILES_TO_METERS } from './map-provider';
import { isStateOrDc, usStates } from './us-base-map';

const INK = '#121314';
const ACCENT = '#b4441a';
/**
 * The closest a fit zooms: the bundled base map has state shapes only, so closer than this shows
 * empty land; from here the state lines and the search ring give the pins their place. The
 * visitor can still zoom in.
 */
const CLOSEST_FIT = 7;
const PIN = { radius: 8, weight: 2, color: '#ffffff', fillColor: INK, fillOpacity: 1 };
const PIN_ACTIVE = { radius: 12, weight: 3, color: '#ffffff', fillColor: ACCENT, fillOpacity: 1 };

export const createLeafletMap: CreateDealerMap = async (container, events) => {
  const map = L.map(container, {
    zoomSnap: 0.25,
    zoomDelta: 0.5,
    minZoom: 2,
    maxZoom: 12,
    worldCopyJump: false,
    attributionControl: true,
    renderer: L.svg({ padding: 0.5 }),
  });
  map.attributionControl.setPrefix('Leaflet');
  L.geoJSON(usStates(), {
    interactive: false,
    style: { color: '#9a927f', weight: 1, fillColor: '#f7f3ea', fillOpacity: 1 },
  }).addTo(map);
  map.attributionControl.addAttribution('US states: U.S. Census Bureau (us-atlas)');
  // The whole map: the 50 states and DC (the territories far out in the Pacific would shrink it).
  const statesAndDc: FeatureCollection = { ...usStates(), features: usStates().features.filter(isStateOrDc) };
  const wholeMap = L.geoJSON(statesAndDc).getBounds();
  map.fitBounds(wholeMap, { padding: [MAP_FIT_PADDING, MAP_FIT_PADDING] });

  const pins = new Map<string, L.CircleMarker>();
  const areaLayer = L.layerGroup().addTo(map);
  const pinLayer = L.layerGroup().addTo(map);
  let active: string | null = null;

  function label(dealer: DealerLocation): HTMLElement {
    // An element, not an HTML string: a dealer's name is data, never markup.
    const el = document.createElement('span');
    el.textContent = dealer.name;
    return el;
  }

  const handle: DealerMap = {
    showDealers(dealers, area) {
      pinLayer.clearLayers();
      areaLayer.clearLayers();
      pins.clear();
      active = null;
      if (area && dealers.length > 0) {
        const centre: [number, number] = [area.origin.latitude, area.origin.longitude];
        L.circle(centre, {
          radius: area.radiusMiles * MILES_TO_METERS,
          interactive: false,
          color: ACCENT,
          weight: 1.5,
          dashArray: '6 6',
          fillColor: ACCENT,
          fillOpacity: 0.05,
          className: 'search-area',
        }).addTo(areaLayer);
        L.circleMarker(centre, {
          radius: 5,
          interactive: false,
          color: ACCENT,
          weight: 2,
          fillColor: '#ffffff',
          fillOpacity: 1,
          className: 'search-origin',
        }).addTo(areaLayer);
      }
      for (const dealer of dealers) {
        const pin = L.circleMarker([dealer.latitude, dealer.longitude], {
          ...PIN,
          className: 'dealer-pin',
          bubblingMouseEvents: false,
        });
        pin.bindTooltip(label(dealer), { direction: 'top', offset: [0, -8] });
        pin.on('click', () => events.onSelect(dealer.id));
        pin.on('mouseover', () => events.onHover(dealer.id));
        pin.on('mouseout', () => events.onHover(null));
        pin.addTo(pinLayer);
        const path = pin.getElement();
        path?.setAttribute('data-dealer-id', dealer.id);
        path?.setAttribute('aria-label', dealer.name);
        pins.set(dealer.id, pin);
      }
      if (dealers.length > 0) {
        const bounds = L.latLngBounds(dealers.map((d) => [d.latitude, d.longitude] as [number, number]));
        map.fitBounds(bounds, { padding: [MAP_FIT_PADDING, MAP_FIT_PADDING], maxZoom: CLOSEST_FIT });
      } else {
        // No results: the whole map, no centre of its own (001 section 9).
        map.fitBounds(wholeMap, { padding: [MAP_FIT_PADDING, MAP_FIT_PADDING] });
      }
    },
    highlight(id) {
      if (active === id) return;
      const previous = active ? pins.get(active) : undefined;
      previous?.setStyle(PIN).setRadius(PIN.radius).closeTooltip();
      previous?.getElement()?.classList.remove('dealer-pin-active');
      active = id;
      const next = id ? pins.get(id) : undefined;
      if (next) {
        next.setStyle(PIN_ACTIVE).setRadius(PIN_ACTIVE.radius).bringToFront().openTooltip();
        next.getElement()?.classList.add('dealer-pin-active');
      }
    },
    reveal(id) {
      const pin = pins.get(id);
      if (pin && !map.getBounds().contains(pin.getLatLng())) map.panTo(pin.getLatLng());
    },
    destroy() {
      map.remove();
    },
  };
  // The frame may have been sized after the map was made (layout settling): measure again.
  requestAnimationFrame(() => map.invalidateSize());
  return handle;
};
