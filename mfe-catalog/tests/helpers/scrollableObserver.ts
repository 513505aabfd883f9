import { afterEach, beforeEach, vi } from 'vitest';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

/** happy-dom's IntersectionObserver never reports; this one reports when the test scrolls. */
const observed = new Set<Callback>();
class ScrollableObserver {
  constructor(private readonly callback: Callback) {}
  observe() {
    observed.add(this.callback);
  }
  disconnect() {
    observed.delete(this.callback);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

/** Every test of the file gets the observer above (and every global it stubs is restored after it). */
export function observeScrollingInEachTest() {
  beforeEach(() => {
    observed.clear();
    vi.stubGlobal('IntersectionObserver', ScrollableObserver);
  });
  afterEach(() => vi.unstubAllGlobals());
}

/** The visitor scrolls near everything watched. */
export const scrollNear = () => {
  for (const callback of [...observed]) callback([{ isIntersecting: true }]);
};

/** How many elements are watched now. */
export const watchedCount = () => observed.size;
