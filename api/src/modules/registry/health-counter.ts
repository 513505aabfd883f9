/**
 * Remote health counts, summed in memory per (minute, remote, version, kind) and written once a
 * second as ONE multi-row upsert into registry_health (adding to what other API processes wrote),
 * so a thousand beacons a second cost one statement, not a thousand. The minute is the API's clock
 * when the beacon arrived. A failed write keeps the counts for the next flush.
 *
 * Memory and rows are bounded: only known versions are counted (health-known-versions.ts), so the
 * keys are at most known versions x 5 kinds x the minutes since the last flush.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/index';
import type { HealthKind } from './health-schema';

const MINUTE_MS = 60_000;
/** Rows per statement: 5 parameters a row stays well under PostgreSQL's 65,535 parameters. */
const MAX_ROWS_PER_STATEMENT = 5000;

interface Tally {
  minute: number;
  remote: string;
  version: string;
  kind: HealthKind;
  count: number;
}

export class HealthCounter {
  private tallies = new Map<string, Tally>();
  private flushing: Promise<number> | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts `count` occurrences of `kind` for this version, in the current minute. */
  add(remote: string, version: string, kind: HealthKind, count: number): void {
    this.merge({ minute: Math.floor(this.now() / MINUTE_MS) * MINUTE_MS, remote, version, kind, count });
  }

  private merge(tally: Tally): void {
    const key = `${tally.minute}\u0000${tally.remote}\u0000${tally.version}\u0000${tally.kind}`;
    const existing = this.tallies.get(key);
    if (existing) existing.count += tally.count;
    else this.tallies.set(key, { ...tally });
  }

  /** Tallies waiting for the next flush. */
  get pending(): number {
    return this.tallies.size;
  }

  /** Writes what was counted; answers the rows written. One flush at a time. */
  flush(): Promise<number> {
    this.flushing ??= this.write().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async write(): Promise<number> {
    if (this.tallies.size === 0) return 0;
    const taken = [...this.tallies.values()];
    this.tallies = new Map();
    let written = 0;
    try {
      for (let start = 0; start < taken.length; start += MAX_ROWS_PER_STATEMENT) {
        const rows = taken.slice(start, start + MAX_ROWS_PER_STATEMENT);
        await this.db
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
        written += rows.length;
      }
    } catch (error) {
      // Put back what was not written, so the next flush tries again.
      for (const tally of taken.slice(written)) this.merge(tally);
      throw error;
    }
    return written;
  }
}
