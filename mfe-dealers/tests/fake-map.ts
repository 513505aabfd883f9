/**
 * A stand-in for the map adapters in component tests (happy-dom draws no map): it records what
 * the locator asks of the DealerMap interface and lets a test act as the visitor on a pin.
 */
import type { DealerLocation } from 'shared-contracts/api/dealers';
import type { CreateDealerMap, DealerMapEvents } from '../src/features/locator/map/map-provider';

export const fakeMap = {
  created: 0,
  pins: [] as string[],
  highlighted: null as string | null,
  revealed: [] as string[],
  events: null as DealerMapEvents | null,
  reset() {
    this.created = 0;
    this.pins = [];
    this.highlighted = null;
    this.revealed = [];
    this.events = null;
  },
};

export const createFakeMap: CreateDealerMap = async (_container, events) => {
  fakeMap.created += 1;
  fakeMap.events = events;
  return {
    showDealers(dealers: readonly DealerLocation[]) {
      fakeMap.pins = dealers.map((d) => d.id);
    },
    highlight(id) {
      fakeMap.highlighted = id;
    },
    reveal(id) {
      fakeMap.revealed.push(id);
    },
    destroy() {},
  };
};
