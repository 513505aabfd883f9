/**
 * The remote registry as the shell's server reads it: GET <REGISTRY_URL>/Registry/state from the
 * API (the registry module, docs/decisions on issue 28), which every shell server shares:
 *
 *   { revision, remotes: { catalog: { current: { version, serverManifest } | null,
 *                                     canary: { version, percent, serverManifest } | null }, ... } }
 *
 * Read through a short cache so a page costs no round trip to the API:
 *   - younger than `cacheMs` (REGISTRY_CACHE_MS, 1 s): used as it is;
 *   - up to twice that: used, and read again in the background (the next page has the new one);
 *   - older (or none yet): the page waits for the read, at most `timeoutMs`, then takes the last
 *     good state. So a promote shows on every shell server within 2 × cacheMs.
 * One read is in flight at a time; every page that needs it shares it. When the API fails or
 * answers nonsense, the last good state is kept (and logged); before any good read, the registry
 * is empty (every remote renders its error panel, the shell itself still works).
 */

/** The registry before anything was read: no remote has a version. */
export const EMPTY_STATE = Object.freeze({ revision: null, remotes: {} });

function isState(body) {
  return !!body && typeof body === 'object' && !!body.remotes && typeof body.remotes === 'object';
}

/**
 * @param {{ registryUrl: string, cacheMs?: number, timeoutMs?: number, log?: { warn: Function }, fetch?: typeof fetch, now?: () => number }} options
 * @returns {{ state: () => Promise<object>, last: () => object }}
 */
export function createRegistryClient({
  registryUrl,
  cacheMs = 1000,
  timeoutMs = 1000,
  log = { warn() {} },
  fetch: fetchFn = globalThis.fetch,
  now = Date.now,
}) {
  let good = null;
  let readAt = Number.NEGATIVE_INFINITY;
  let inFlight = null;

  const read = () => {
    inFlight ??= (async () => {
      try {
        const response = await fetchFn(`${registryUrl}/Registry/state`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(Math.max(timeoutMs, 1000) * 5),
        });
        if (!response.ok) throw new Error(`GET /Registry/state answered ${response.status}`);
        const body = await response.json();
        if (!isState(body)) throw new Error('GET /Registry/state answered no registry state');
        good = body;
      } catch (error) {
        log.warn({ err: error }, 'the registry could not be read; the last state read is kept');
      } finally {
        // A failed read counts as a read: the API is asked again after cacheMs, not on every page.
        readAt = now();
        inFlight = null;
      }
      return good ?? EMPTY_STATE;
    })();
    return inFlight;
  };

  return {
    async state() {
      const age = now() - readAt;
      if (age < cacheMs) return good ?? EMPTY_STATE;
      const reading = read();
      if (age < 2 * cacheMs && good) return good;
      let timer;
      const late = new Promise((resolve) => {
        timer = setTimeout(() => resolve(good ?? EMPTY_STATE), timeoutMs);
      });
      try {
        return await Promise.race([reading, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    /** The last good state, without reading (tools, logs). */
    last: () => good ?? EMPTY_STATE,
  };
}
