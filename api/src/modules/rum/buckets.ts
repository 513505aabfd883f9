/**
 * The fixed histogram buckets of real-user Web Vitals, so that a p75 over any window and any group
 * is a sum of counts (rum_vitals stores counts per bucket, never the figures themselves).
 *
 * Each figure is first put in units: milliseconds for LCP, INP, FCP and TTFB; thousandths of a
 * layout-shift score for CLS. Then, log-spaced with four buckets per doubling:
 *
 *   bucket 0        units < 1                      (0 ms; a CLS under 0.001)
 *   bucket k >= 1   2^((k-1)/4) <= units < 2^(k/4)  (each about 19 % wider than the one below)
 *   bucket 78       the last: 2^19.25 units and more (about 623 s; no accepted figure reaches it)
 *
 * e.g. 2,500 ms (LCP's "good" limit) falls in bucket 46 = [2,435, 2,896) ms; 0.1 CLS in bucket 27 =
 * [90.5, 107.6) thousandths. A p75 read from the buckets is interpolated inside its bucket (evenly
 * on the log scale), so it is off by at most the bucket's width (19 %), and in practice by far less.
 * Changing these bounds changes the meaning of stored rows: add a new metric name instead.
 */
import type { VitalName } from 'shared-contracts/domain/web-vitals';

export const BUCKETS_PER_DOUBLING = 4;
export const LAST_BUCKET = 78;

/** How many units one unit of the figure is (CLS is counted in thousandths). */
const UNITS_PER_VALUE: Record<VitalName, number> = { LCP: 1, INP: 1, FCP: 1, TTFB: 1, CLS: 1000 };

/** The bucket a figure falls in. */
export function bucketOf(metric: VitalName, value: number): number {
  const units = value * UNITS_PER_VALUE[metric];
  if (!(units >= 1)) return 0;
  return Math.min(LAST_BUCKET, Math.floor(BUCKETS_PER_DOUBLING * Math.log2(units)) + 1);
}

/** The figure at `fraction` (0..1) of the way through a bucket, evenly on the log scale. */
function valueInside(metric: VitalName, bucket: number, fraction: number): number {
  const units = bucket === 0 ? fraction : 2 ** ((bucket - 1 + fraction) / BUCKETS_PER_DOUBLING);
  return units / UNITS_PER_VALUE[metric];
}

/** Lowest figure a bucket holds (for documentation and tests). */
export function bucketFloor(metric: VitalName, bucket: number): number {
  return valueInside(metric, bucket, 0);
}

/**
 * The `quantile` (0.75 for p75) of a histogram given as counts by bucket; null without figures.
 * Rounded to whole milliseconds, or three decimals for CLS.
 */
export function quantileOf(metric: VitalName, counts: ReadonlyMap<number, number>, quantile: number): number | null {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = quantile * total;
  let before = 0;
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    const count = counts.get(bucket) ?? 0;
    if (count > 0 && before + count >= rank) {
      const value = valueInside(metric, bucket, (rank - before) / count);
      return metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
    }
    before += count;
  }
  return null;
}
