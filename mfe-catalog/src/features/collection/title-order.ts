/**
 * A collection's items sorted by title, ignoring case and reading numbers as numbers. Done where
 * the collection is loaded (collection-api.ts): on the server for a first view, so the browser's
 * hydration does not build an ICU collator (a first one costs about 55 ms of a phone's main
 * thread; decision 0019). Its own module: the catalog's app entry prefetches collections and
 * so carries collection-api.ts, but not the collection page's rules.
 */
let collator: Intl.Collator | undefined;

export function sortedByTitle<T extends { title: string }>(items: readonly T[]): T[] {
  collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  const compare = collator.compare;
  return [...items].sort((a, b) => compare(a.title, b.title));
}
