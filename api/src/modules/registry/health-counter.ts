/**
 * Remote health counts, summed in memory per (minute, remote, version, kind) and written once a
 * second as ONE multi-row upsert into registry_health (adding to what other API processes wrote;
 * shared/summed-counts.ts). The minute is the API's clock when the beacon arrived. A failed write
 * keeps the counts for the next flush.
 *
 * Memory and rows are bounded: only known versions are counted (health-known-versions.ts), so the
 * keys are at most known versions x 5 kinds x the minutes since the last flush.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/index';
import { SummedCounts } from '../../shared/summed-counts';
import type { HealthKind } from './health-schema';

const MINUTE_MS = 60_000;
/** Rows per statement: 5 parameters a row stays well under PostgreSQL's 65,535 parameters. */
const MAX_ROWS_PER_STATEMENT = 5000;

interface HealthTally {
  minute: number;
  remote: string;
  version: string;
  kind: HealthKind;
  count: number;
}

export class HealthCounter {
  private readonly counts: SummedCounts<HealthTally>;

  constructor(
    db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.counts = new SummedCounts<HealthTally>({
      keyOf: (tally) => `${tally.minute}\u0000${tally.remote}\u0000${tally.version}\u0000${tally.kind}`,
      maxRowsPerStatement: MAX_ROWS_PER_STATEMENT,
      async write(rows) {
        await db
          .insertInto('registry_health')
          .values(
            rows.map((tally) => ({
              minute: new Date(tally.minute),
              remote: tally.remote,
              version: tally.version,
              kind: tally.kind,
              count: tally.count,
            })),
          )
          .onConflict((oc) =>
            oc
              .columns(['remote', 'version', 'minute', 'kind'])
              .doUpdateSet({ count: sql`registry_health.count + excluded.count` }),
          )
          .execute();
      },
    });
  }

  /** Counts `count` occurrences of `kind` for this version, in the current minute. */
  add(remote: string, version: string, kind: HealthKind, count: number): void {
    this.counts.add({ minute: Math.floor(this.now() / MINUTE_MS) * MINUTE_MS, remote, version, kind, count });
  }

  /** Tallies waiting for the next flush. */
  get pending(): number {
    return this.counts.pending;
  }

  /** Writes what was counted; answers the rows written. One flush at a time. */
  flush(): Promise<number> {
    return this.counts.flush();
  }
}
