/**
 * Health beacons from the shell's server (issue 28): each server-render failure and timeout of a
 * remote's version is counted here and sent to POST <registry>/Beacons as
 * `{ type: 'remote-health', remote, version, kind, count }`, summed and batched once a second (at
 * most 100 items a request, as the ingest takes). Sending never holds a page back and a failed send
 * is dropped (health is a sample, not a ledger), so the API being down costs nothing but the counts.
 */
const MAX_BATCH = 100;
const MAX_COUNT = 1000;

/**
 * @param {{ registryUrl: string, intervalMs?: number, log?: { warn: Function }, fetch?: typeof fetch }} options
 * @returns {{ count: (beacon: { remote: string, version: string, kind: string }) => void, flush: () => Promise<void>, close: () => Promise<void> }}
 */
export function createBeaconSender({
  registryUrl,
  intervalMs = 1000,
  log = { warn() {} },
  fetch: fetchFn = globalThis.fetch,
}) {
  /** `remote version kind` -> count */
  let counts = new Map();
  let timer = null;

  const flush = async () => {
    timer = null;
    if (counts.size === 0) return;
    const taken = counts;
    counts = new Map();
    const beacons = [...taken.values()];
    for (let at = 0; at < beacons.length; at += MAX_BATCH) {
      try {
        const response = await fetchFn(`${registryUrl}/Beacons`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ beacons: beacons.slice(at, at + MAX_BATCH) }),
          signal: AbortSignal.timeout(5000),
        });
        if (!response.ok) throw new Error(`POST /Beacons answered ${response.status}`);
      } catch (error) {
        log.warn({ err: error }, 'health beacons could not be sent; they are dropped');
      }
    }
  };

  return {
    count({ remote, version, kind }) {
      const key = `${remote} ${version} ${kind}`;
      const beacon = counts.get(key);
      if (beacon) beacon.count = Math.min(MAX_COUNT, beacon.count + 1);
      else counts.set(key, { type: 'remote-health', remote, version, kind, count: 1 });
      if (!timer) {
        timer = setTimeout(flush, intervalMs);
        timer.unref?.();
      }
    },
    flush,
    async close() {
      if (timer) clearTimeout(timer);
      await flush();
    },
  };
}
