/**
 * Real-user Web Vitals as the API keeps them (issue 31, item 4):
 * - VitalsCounter: each accepted figure adds 1 to its histogram bucket (buckets.ts) for the current
 *   minute, page type, remote and version, summed in memory and written once a second as one upsert
 *   (shared/summed-counts.ts, the same piece remote health uses);
 * - rumReport: the p75 and sample size of each metric per page type and per remote over a window;
 * - sweepVitals: retention, 30 days, swept hourly (rum_vitals holds at most, per minute, 5 metrics x
 *   9 page types x (owners x versions sent) x 79 buckets; only occupied buckets have rows).
 */
import { PAGE_TYPES, VITAL_NAMES, type VitalName } from 'shared-contracts/domain/web-vitals';
import type { Db } from '../../platform/db/index';
import { SummedCounts } from '../../shared/summed-counts';
import { bucketOf, quantileOf } from './buckets';
import { addVitalCounts, type BucketCount, bucketCountsSince, deleteVitalsBefore, type VitalCountRow } from './queries';
import { RUM_OWNERS, type ValidVitalBeacon } from './schema';

const MINUTE_MS = 60_000;
/** Rows per statement: 7 parameters a row stays well under PostgreSQL's 65,535. */
const MAX_ROWS_PER_STATEMENT = 5000;

export const RUM_RETENTION_DAYS = 30;
export const RUM_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export class VitalsCounter {
  private readonly counts: SummedCounts<VitalCountRow>;

  constructor(
    db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.counts = new SummedCounts<VitalCountRow>({
      keyOf: (row) => [row.minute, row.metric, row.pageType, row.remote, row.version, row.bucket].join('\u0000'),
      write: (rows) => addVitalCounts(db, rows),
      maxRowsPerStatement: MAX_ROWS_PER_STATEMENT,
    });
  }

  /** Counts one figure in its bucket, in the current minute. */
  add(vital: ValidVitalBeacon): void {
    this.counts.add({
      minute: Math.floor(this.now() / MINUTE_MS) * MINUTE_MS,
      metric: vital.name,
      pageType: vital.pageType,
      remote: vital.remote,
      version: vital.version,
      bucket: bucketOf(vital.name, vital.value),
      count: 1,
    });
  }

  get pending(): number {
    return this.counts.pending;
  }

  flush(): Promise<number> {
    return this.counts.flush();
  }
}

/** One metric's figure in a report: its p75 and how many figures it was read from. */
export interface VitalSummary {
  p75: number | null;
  samples: number;
}

export interface RumReportRow {
  /** The page type or the remote. */
  name: string;
  metrics: Record<VitalName, VitalSummary>;
}

export interface RumReport {
  minutes: number;
  since: string;
  pageTypes: RumReportRow[];
  remotes: RumReportRow[];
}

/** Rows per group in `order` (groups without figures left out), each metric's p75 and sample size. */
function summarise(counts: BucketCount[], order: readonly string[]): RumReportRow[] {
  const histograms = new Map<string, Map<string, Map<number, number>>>();
  for (const { group, metric, bucket, count } of counts) {
    const byMetric = histograms.get(group) ?? new Map<string, Map<number, number>>();
    const buckets = byMetric.get(metric) ?? new Map<number, number>();
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + count);
    byMetric.set(metric, buckets);
    histograms.set(group, byMetric);
  }
  return order
    .filter((name) => histograms.has(name))
    .map((name) => {
      const byMetric = histograms.get(name) as Map<string, Map<number, number>>;
      const metrics = Object.fromEntries(
        VITAL_NAMES.map((metric) => {
          const buckets = byMetric.get(metric) ?? new Map<number, number>();
          const samples = [...buckets.values()].reduce((sum, count) => sum + count, 0);
          return [metric, { p75: quantileOf(metric, buckets, 0.75), samples }];
        }),
      ) as Record<VitalName, VitalSummary>;
      return { name, metrics };
    });
}

/** The p75 of each metric per page type and per remote over the last `minutes` (written figures only). */
export async function rumReport(db: Db, minutes: number, now: number = Date.now()): Promise<RumReport> {
  const since = new Date(Math.floor((now - minutes * MINUTE_MS) / MINUTE_MS) * MINUTE_MS);
  const [byPageType, byRemote] = await Promise.all([
    bucketCountsSince(db, since, 'page_type'),
    bucketCountsSince(db, since, 'remote'),
  ]);
  return {
    minutes,
    since: since.toISOString(),
    pageTypes: summarise(byPageType, PAGE_TYPES),
    remotes: summarise(byRemote, RUM_OWNERS),
  };
}

/** Deletes the minutes past the retention; answers how many rows went. */
export function sweepVitals(db: Db, now: number = Date.now()): Promise<number> {
  return deleteVitalsBefore(db, new Date(now - RUM_RETENTION_DAYS * 24 * 60 * 60 * 1000));
}
