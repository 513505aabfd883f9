/**
 * Media files are fetched as blobs and turned into local object URLs, falling back to the original
 * URL on failure (spec 001 §7). One object URL per file, shared by everything showing it and
 * revoked when the last of them lets go (the file is no longer shown), so blobs do not pile up in
 * memory. At most four files are fetched at a time, so a long download list does not crowd out
 * the page's own requests.
 */

interface Entry {
  users: number;
  /** The object URL, or the original URL when the fetch failed; null while fetching. */
  url: string | null;
  listeners: Set<(url: string) => void>;
  controller: AbortController;
}

const entries = new Map<string, Entry>();
const MAX_PARALLEL = 4;
let running = 0;
const waiting: Array<() => void> = [];

function nextSlot(): Promise<void> {
  if (running < MAX_PARALLEL) {
    running += 1;
    return Promise.resolve();
  }
  return new Promise((resolve) => waiting.push(resolve));
}

function releaseSlot(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

async function load(source: string, entry: Entry): Promise<void> {
  await nextSlot();
  let url = source;
  try {
    if (entry.controller.signal.aborted) return;
    const response = await fetch(source, { signal: entry.controller.signal, credentials: 'omit' });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    const blob = await response.blob();
    if (entry.controller.signal.aborted) return;
    url = URL.createObjectURL(blob);
  } catch (error) {
    if (entry.controller.signal.aborted) return;
    console.warn(`[catalog] media ${source} could not be fetched; using its original URL`, error);
  } finally {
    releaseSlot();
  }
  entry.url = url;
  for (const listener of entry.listeners) listener(url);
}

/**
 * Starts showing `source`: `onUrl` gets the object URL (or the original URL on failure) once known,
 * at once when it already is. The returned function stops showing it.
 */
export function acquireMediaUrl(source: string, onUrl: (url: string) => void): () => void {
  let entry = entries.get(source);
  if (!entry) {
    entry = { users: 0, url: null, listeners: new Set(), controller: new AbortController() };
    entries.set(source, entry);
    void load(source, entry);
  }
  const current = entry;
  current.users += 1;
  current.listeners.add(onUrl);
  if (current.url) onUrl(current.url);
  return () => {
    current.listeners.delete(onUrl);
    current.users -= 1;
    if (current.users > 0) return;
    entries.delete(source);
    current.controller.abort();
    if (current.url?.startsWith('blob:')) URL.revokeObjectURL(current.url);
  };
}

/** For tests: how many files are held. */
export function heldMediaCount(): number {
  return entries.size;
}
