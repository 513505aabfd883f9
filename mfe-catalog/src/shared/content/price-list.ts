/**
 * Price and stock of the SKUs a page shows (issue 14, "data at the size of the page"), from
 * `GET /Products/prices?skus=A,B`: only SKUs this page session does not know yet are asked, the
 * calls made in the same tick in one request (split at the API's limits). What is known is kept in
 * memory for the page session and shared by every component through a tiny external store.
 * A server-rendered page hands the browser the prices it rendered with `seedPrices`, so the first
 * render already shows them.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ContentPriceRow } from 'shared-contracts';
import { apiCall } from 'shared-kit';
import { useServerRender } from 'shared-kit/server-render';
import { seededWithPrefix } from './fetch-once';

export type PriceRow = Omit<ContentPriceRow, 'sku'>;
export type PriceList = Record<string, PriceRow>;

interface PricesAnswer {
  products: PriceList | null;
}

/**
 * What one request may hold (api/src/modules/catalog/price-query.ts): 100 SKUs, each like the
 * seed's (anything else is never asked, it has no price), and a query value under 2048 characters.
 */
const MAX_SKUS_PER_REQUEST = 100;
const MAX_QUERY_CHARACTERS = 2000;
const SKU = /^[A-Za-z0-9._-]{1,64}$/;

/** Each SKU this page session knows: its row, or null when it has none (unknown, or its request failed). */
const known = new Map<string, PriceRow | null>();
/** SKUs known as null because their request failed: the next load asks again. */
const failed = new Set<string>();
/** SKUs asked and not answered yet, with the request that answers them. */
const pending = new Map<string, Promise<void>>();
let queue: { skus: string[]; sent: Promise<void> } | null = null;
let version = 0;
/** Bumped by resetPrices: answers to requests made before it are dropped. */
let generation = 0;
const listeners = new Set<() => void>();

function publish() {
  version++;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The distinct SKUs worth asking for, sorted (one cache key and one URL for the same set). */
function askable(skus: readonly string[]): string[] {
  return [...new Set(skus)].filter((sku) => SKU.test(sku)).sort();
}

function requestsFor(skus: string[]): string[][] {
  const requests: string[][] = [];
  let current: string[] = [];
  let characters = 0;
  for (const sku of skus) {
    if (current.length === MAX_SKUS_PER_REQUEST || characters + sku.length + 1 > MAX_QUERY_CHARACTERS) {
      requests.push(current);
      current = [];
      characters = 0;
    }
    current.push(sku);
    characters += sku.length + 1;
  }
  if (current.length > 0) requests.push(current);
  return requests;
}

/**
 * The rows of `skus`: from `GET /Products/prices`, or, when that call fails or answers no list, from
 * the whole list read fresh, `GET /Products/nocache` (the specification's fallback: 001 section 7,
 * "if empty, GET Products/nocache"). Rejects only when both fail.
 */
async function priceRowsOf(skus: string[]): Promise<PriceList> {
  try {
    // Only [A-Za-z0-9._-] (askable): nothing to encode.
    const answer = await apiCall<PricesAnswer>(`/Products/prices?skus=${skus.join(',')}`, { skipErrorHandler: true });
    if (answer.products) return answer.products;
  } catch (error) {
    console.warn('[catalog] the price call failed; reading the whole price list (Products/nocache)', error);
  }
  const whole = await apiCall<PricesAnswer>('/Products/nocache', { skipErrorHandler: true });
  return whole.products ?? {};
}

async function fetchPrices(skus: string[], asked: number): Promise<void> {
  try {
    const rows = await priceRowsOf(skus);
    if (asked !== generation) return;
    for (const sku of skus) {
      known.set(sku, rows[sku] ?? null);
      failed.delete(sku);
    }
  } catch (error) {
    if (asked !== generation) return;
    console.error('[catalog] prices could not be loaded', error);
    for (const sku of skus) {
      // A price seeded while the request was out stays.
      if (known.has(sku) && !failed.has(sku)) continue;
      known.set(sku, null);
      failed.add(sku);
    }
  }
  publish();
}

/** Asks for `sku` with the other SKUs asked in this tick. */
function enqueue(sku: string): Promise<void> {
  if (!queue) {
    const skus: string[] = [];
    const asked = generation;
    const sent: Promise<void> = Promise.resolve().then(async () => {
      if (asked !== generation) return;
      queue = null;
      await Promise.all(requestsFor(skus.sort()).map((request) => fetchPrices(request, asked)));
      for (const done of skus) if (pending.get(done) === sent) pending.delete(done);
    });
    queue = { skus, sent };
  }
  queue.skus.push(sku);
  pending.set(sku, queue.sent);
  return queue.sent;
}

/** The rows of `skus` (sorted, askable), or null while one of them is not known yet. */
function pick(skus: readonly string[]): PriceList | null {
  const list: PriceList = {};
  for (const sku of skus) {
    if (!known.has(sku)) return null;
    const row = known.get(sku);
    if (row) list[sku] = row;
  }
  return list;
}

function sameList(a: PriceList | null, b: PriceList | null): boolean {
  if (a === null || b === null) return a === b;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((sku) => a[sku] === b[sku]);
}

/**
 * Loads the prices of `skus` that this page session does not know yet (the others are not asked
 * again) and answers the rows of all of them; a SKU the API does not know has no row. Never
 * rejects: a failed request means no price for its SKUs (asked again by the next load).
 */
export async function loadPrices(skus: readonly string[]): Promise<PriceList> {
  const wanted = askable(skus);
  const waits = new Set<Promise<void>>();
  for (const sku of wanted) {
    const inFlight = pending.get(sku);
    if (inFlight) waits.add(inFlight);
    else if (!known.has(sku) || failed.has(sku)) waits.add(enqueue(sku));
  }
  await Promise.all(waits);
  return pick(wanted) ?? {};
}

/** Where a server render keeps the prices of a set of SKUs in its data (and the page's copy). */
const SERVER_KEY_PREFIX = 'prices:';

/**
 * Prices of `skus` asked now, for a server render: a server has no page session to remember them
 * in (each render's data is its own), and a failed request fails the render (the browser renders).
 */
async function pricesForServer(skus: string[]): Promise<PriceList> {
  const answers = await Promise.all(
    requestsFor(skus).map((part) => apiCall<PricesAnswer>(`/Products/prices?skus=${part.join(',')}`)),
  );
  return Object.assign({}, ...answers.map((answer) => answer.products ?? {}));
}

/**
 * Price and stock of `skus`, or null while one of them is not known yet (they are then loaded).
 * A SKU that has no price (unknown to the API) is missing from the list. With nothing to ask, `{}`.
 * On the server they come from the render's own data (asked for by a first pass).
 */
export function usePrices(skus: readonly string[]): PriceList | null {
  const server = useServerRender();
  const key = askable(skus).join(',');
  const getSnapshot = useMemo(() => {
    const wanted = key ? key.split(',') : [];
    let seen = -1;
    let last: PriceList | null = null;
    return () => {
      if (seen !== version) {
        seen = version;
        const next = pick(wanted);
        if (!sameList(last, next)) last = next;
      }
      return last;
    };
  }, [key]);
  // The server snapshot is the memory copy too: seeded prices show in the first (hydrating) render.
  const prices = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  useEffect(() => {
    if (key) void loadPrices(key.split(','));
  }, [key]);
  if (server && key) {
    const serverKey = SERVER_KEY_PREFIX + key;
    if (serverKey in server.data) return server.data[serverKey] as PriceList;
    server.wanted.set(serverKey, () => pricesForServer(key.split(',')));
    return null;
  }
  return prices;
}

/**
 * The prices a server-rendered page rendered with, handed to the browser before its first render:
 * those SKUs are served from memory and not asked. `asked`: the SKUs the server looked up; those
 * missing from `list` are known to have no price (and are not asked either).
 */
export function seedPrices(list: PriceList, asked: readonly string[] = []): void {
  for (const [sku, row] of Object.entries(list)) {
    known.set(sku, row);
    failed.delete(sku);
  }
  for (const sku of asked) {
    if (Object.hasOwn(list, sku)) continue;
    known.set(sku, null);
    failed.delete(sku);
  }
  publish();
}

/**
 * The prices a server-rendered page came with (seeded with the page's data, see lifecycles.tsx):
 * taken when this module is first evaluated, which is before the page that shows them renders.
 */
for (const [key, list] of seededWithPrefix(SERVER_KEY_PREFIX)) {
  if (list && typeof list === 'object') seedPrices(list as PriceList, key.slice(SERVER_KEY_PREFIX.length).split(','));
}

/** For tests: forgets every price (a new page session). */
export function resetPrices(): void {
  known.clear();
  failed.clear();
  pending.clear();
  queue = null;
  generation++;
  publish();
}
