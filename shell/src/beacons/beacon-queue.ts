/**
 * The browser's beacon queue (issue 28; issue 31's web vitals reuse it): anything the shop reports
 * about itself is enqueued as `{ type, ... }` and sent to the API's POST /Beacons in batches of at
 * most 100, with `navigator.sendBeacon` (a JSON string, which it sends as text/plain: no CORS
 * preflight, and it outlives the page). A batch goes when the page is hidden or left (pagehide,
 * visibilitychange to hidden) and every 5 s while anything waits. Hand-written because it is a
 * screen of code and must stay tiny on every page's first load.
 *
 * An item enqueued with a `key` that is still waiting is merged into it (its `count` grows), so a
 * busy page sends one item per remote, version and kind rather than one per event.
 */

export interface Beacon {
  type: string;
  count?: number;
  [field: string]: unknown;
}

const MAX_BATCH = 100;
const MAX_COUNT = 1000;
const FLUSH_EVERY_MS = 5000;

let endpoint = '';
let pending: Beacon[] = [];
const byKey = new Map<string, Beacon>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends what waits, 100 at a time. */
export function flushBeacons(): void {
  clearTimeout(timer);
  timer = undefined;
  if (!endpoint || pending.length === 0 || typeof navigator.sendBeacon !== 'function') return;
  const batch = pending;
  pending = [];
  byKey.clear();
  for (let at = 0; at < batch.length; at += MAX_BATCH) {
    navigator.sendBeacon(endpoint, JSON.stringify({ beacons: batch.slice(at, at + MAX_BATCH) }));
  }
}

/** Queues a beacon; with `key`, merged into a waiting one of the same key. */
export function enqueueBeacon(beacon: Beacon, key?: string): void {
  const waiting = key ? byKey.get(key) : undefined;
  if (waiting) waiting.count = Math.min(MAX_COUNT, (waiting.count ?? 1) + (beacon.count ?? 1));
  else {
    const item = { ...beacon };
    pending.push(item);
    if (key) byKey.set(key, item);
  }
  timer ??= setTimeout(flushBeacons, FLUSH_EVERY_MS);
}

/** Where batches go (`<apiBase>/Beacons`), and when: on leaving or hiding the page. Called once at boot. */
export function startBeacons(apiBase: string): void {
  endpoint = `${apiBase}/Beacons`;
  addEventListener('pagehide', flushBeacons);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flushBeacons());
}
