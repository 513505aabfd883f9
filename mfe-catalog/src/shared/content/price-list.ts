/**
 * The price list (GET Products) is fetched once per browser session: kept in memory and in
 * sessionStorage, shared by every component through a tiny external store (no state library needed
 * for one value). When the cached list is empty the API is asked to bypass its cache (Products/nocache).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { apiCall, type ContentPriceRow } from 'shared-contracts';

export type PriceRow = Omit<ContentPriceRow, 'sku'>;
export type PriceList = Record<string, PriceRow>;

interface ProductsAnswer {
  products: PriceList | null;
}

export const PRICE_LIST_STORAGE_KEY = 'catalog:price-list@1';

let memory: PriceList | null = null;
let inFlight: Promise<PriceList> | null = null;
const listeners = new Set<() => void>();

function readSession(): PriceList | null {
  try {
    const raw = sessionStorage.getItem(PRICE_LIST_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as PriceList) : null;
  } catch {
    return null;
  }
}

function publish(list: PriceList) {
  memory = list;
  try {
    sessionStorage.setItem(PRICE_LIST_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage full or blocked: the in-memory copy still serves this page.
  }
  for (const listener of listeners) listener();
}

async function fetchPriceList(): Promise<PriceList> {
  const first = await apiCall<ProductsAnswer>('/Products', { skipErrorHandler: true });
  if (first.products && Object.keys(first.products).length > 0) return first.products;
  const fresh = await apiCall<ProductsAnswer>('/Products/nocache', { skipErrorHandler: true });
  return fresh.products ?? {};
}

/** Loads the list unless this session already has it. Never rejects: failure means no prices. */
export function loadPriceList(): Promise<PriceList> {
  if (memory) return Promise.resolve(memory);
  const stored = readSession();
  if (stored && Object.keys(stored).length > 0) {
    publish(stored);
    return Promise.resolve(stored);
  }
  inFlight ??= fetchPriceList()
    .then((list) => {
      publish(list);
      return list;
    })
    .catch((error: unknown) => {
      console.error('[catalog] price list could not be loaded', error);
      return {} as PriceList;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): PriceList | null {
  return memory;
}

/** The session's price list, or null while it loads. */
export function usePriceList(): PriceList | null {
  const list = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (!memory) void loadPriceList();
  }, []);
  return list;
}

/** For tests. */
export function resetPriceList(): void {
  memory = null;
  inFlight = null;
}
