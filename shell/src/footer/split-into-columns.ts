/**
 * Footer links are split as evenly as possible into columns (001 sections 2 and 9: 3 columns).
 * Order is kept top-to-bottom, left-to-right; the first columns take the remainder, so column
 * lengths never differ by more than one.
 */
export function splitIntoColumns<T>(items: readonly T[], columns: number): T[][] {
  const count = Math.max(1, Math.floor(columns));
  const base = Math.floor(items.length / count);
  const remainder = items.length % count;
  const result: T[][] = [];
  let start = 0;
  for (let column = 0; column < count; column++) {
    const size = base + (column < remainder ? 1 : 0);
    result.push(items.slice(start, start + size));
    start += size;
  }
  return result;
}
