/**
 * The bundled map adapter (Leaflet + the us-atlas state shapes) in happy-dom: one pin per dealer,
 * highlighting, and the base map drawn with no tile server.
 */
import type { DealerLocation } from 'shared-contracts/api/dealers';
import { afterEach, describe, expect, it } from 'vitest';
import { createLeafletMap } from '../src/features/locator/map/leaflet-map';
import { usStates } from '../src/features/locator/map/us-base-map';

const dealer = (id: string, latitude: number, longitude: number): DealerLocation => ({
  id,
  name: `Dealer ${id}`,
  fflNumber: null,
  phoneNumber: '406-555-0100',
  email: null,
  address1: '1 Main St',
  address2: null,
  city: 'Bozeman',
  state: 'MT',
  zip: '59715',
  latitude,
  longitude,
  sot: false,
  distanceMiles: 1,
});

let container: HTMLDivElement | undefined;
afterEach(() => container?.remove());

function frame() {
  container = document.createElement('div');
  Object.defineProperty(container, 'clientWidth', { value: 600 });
  Object.defineProperty(container, 'clientHeight', { value: 400 });
  document.body.append(container);
  return container;
}

const noEvents = { onSelect() {}, onHover() {}, onAuthFailure() {} };

describe('bundled US base map', () => {
  it('has the 50 states and DC from us-atlas, Alaska in one piece', () => {
    const names = usStates().features.map((f) => (f.properties as { name: string }).name);
    for (const state of ['Montana', 'Alaska', 'Hawaii', 'District of Columbia']) expect(names).toContain(state);
    const alaska = usStates().features.find((f) => (f.properties as { name: string }).name === 'Alaska');
    const longitudes = JSON.stringify(alaska?.geometry).match(/\[(-?[\d.]+),/g) ?? [];
    expect(longitudes.every((l) => Number.parseFloat(l.slice(1)) < 0)).toBe(true);
  });
});

describe('Leaflet adapter', () => {
  it('draws one pin per dealer and marks the highlighted one, with no tile images', async () => {
    const el = frame();
    const selected: string[] = [];
    const map = await createLeafletMap(el, { ...noEvents, onSelect: (id) => selected.push(id) });
    map.showDealers([dealer('a', 45.68, -111.04), dealer('b', 45.77, -111.18), dealer('c', 45.82, -110.9)]);
    const pins = el.querySelectorAll('path.dealer-pin');
    expect(pins).toHaveLength(3);
    expect(Array.from(pins, (p) => p.getAttribute('data-dealer-id'))).toEqual(['a', 'b', 'c']);
    expect(el.querySelectorAll('img')).toHaveLength(0);

    map.highlight('b');
    expect(el.querySelector('path.dealer-pin-active')?.getAttribute('data-dealer-id')).toBe('b');
    map.highlight(null);
    expect(el.querySelector('path.dealer-pin-active')).toBeNull();

    map.showDealers([]);
    expect(el.querySelectorAll('path.dealer-pin')).toHaveLength(0);
    map.destroy();
  });
});
