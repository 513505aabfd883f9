/**
 * Content is fetched once and kept for later visits (spec 001 §4). A module-level map of promises
 * means concurrent callers for the same key share the first request instead of polling for it.
 * A failed load is forgotten so that the next visit tries again.
 */
const pending = new Map<string, Promise<unknown>>();
const settled = new Map<string, unknown>();

export function fetchOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
  const existing = pending.get(key);
  if (existing) return existing as Promise<T>;
  const promise = load().then(
    (value) => {
      settled.set(key, value);
      return value;
    },
    (error: unknown) => {
      pending.delete(key);
      throw error;
    },
  );
  pending.set(key, promise);
  return promise;
}

/** The value of a finished load, so a revisited page renders at once without a loading frame. */
export function peekOnce<T>(key: string): { hit: true; value: T } | { hit: false } {
  return settled.has(key) ? { hit: true, value: settled.get(key) as T } : { hit: false };
}

/**
 * Values a server-rendered page was rendered with (the page's embedded data): the first render in
 * the browser finds them, as the server did, and nothing is fetched again.
 */
export function seedOnce(values: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(values)) {
    if (pending.has(key)) continue;
    settled.set(key, value);
    pending.set(key, Promise.resolve(value));
  }
}

/** The seeded values whose keys start with `prefix` (the prices a server render came with). */
export function seededWithPrefix(prefix: string): Array<[string, unknown]> {
  return [...settled].filter(([key]) => key.startsWith(prefix));
}

/** For tests. */
export function clearFetchOnce(): void {
  pending.clear();
  settled.clear();
}
