/**
 * What the shell's server renders (a remote's page, its own header and footer) shares two rules:
 * a render has a time budget, and a finished render is reused for a while by every request that
 * asks for the same thing (requests arriving meanwhile share the one in flight). A render that
 * failed (answered null) is never reused: the next request tries again; nor is one that fails
 * later (a streamed page's HTML), which the render reports by calling the `forget` it is given.
 */

/** `work`, or a rejection once `budgetMs` has passed (`onOverrun` is called then, e.g. to abort). */
export async function withinBudget(work, budgetMs, onOverrun = () => {}) {
  let timer;
  const overrun = new Promise((_, reject) => {
    timer = setTimeout(() => {
      onOverrun();
      reject(new Error(`render exceeded its budget of ${budgetMs} ms`));
    }, budgetMs);
  });
  try {
    return await Promise.race([work, overrun]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * @param {{ reuseMs: number, maxEntries?: number, onHit?: () => void }} options
 *   `onHit` is called for each call answered by a render already made or in flight (metrics.mjs).
 * @returns {<T>(key: string, render: (forget: () => void) => Promise<T | null>) => Promise<T | null>}
 *   With `reuseMs` 0 every call renders. `forget` drops this render from reuse (when it is still the
 *   one kept for its key).
 */
export function renderReuse({ reuseMs, maxEntries = 500, onHit = () => {} }) {
  const entries = new Map();
  return (key, render) => {
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < reuseMs) {
      onHit();
      return hit.result;
    }
    let result = null;
    const forget = () => {
      if (result && entries.get(key)?.result === result) entries.delete(key);
    };
    result = render(forget);
    if (reuseMs > 0) {
      entries.delete(key);
      entries.set(key, { at: Date.now(), result });
      // The oldest goes first.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value);
      result.then((value) => value === null && forget());
    }
    return result;
  };
}
