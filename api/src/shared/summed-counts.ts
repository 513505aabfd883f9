/**
 * Counts summed in memory by key and written in one statement per flush: the shape of every
 * high-rate counter fed by beacons (remote health, Web Vitals histograms). A thousand beacons a
 * second then cost one multi-row upsert a second, not a thousand statements. The caller's `write`
 * adds a slice of rows to what the table holds (ON CONFLICT ... count = count + excluded.count), so
 * several API processes flushing the same keys add up. One flush at a time; a failed write puts the
 * rows it did not write back for the next flush.
 */

export interface Tally {
  count: number;
}

export interface SummedCountsOptions<Row extends Tally> {
  /** The identity of a row: rows with the same key are summed. */
  keyOf(row: Row): string;
  /** Adds these rows to the table, in one statement. */
  write(rows: Row[]): Promise<void>;
  /** Rows per statement (keep parameters x rows under PostgreSQL's 65,535). */
  maxRowsPerStatement: number;
}

export class SummedCounts<Row extends Tally> {
  private rows = new Map<string, Row>();
  private flushing: Promise<number> | null = null;

  constructor(private readonly options: SummedCountsOptions<Row>) {}

  /** Adds the row's count to the waiting row of its key (or waits as a new row). */
  add(row: Row): void {
    const key = this.options.keyOf(row);
    const existing = this.rows.get(key);
    if (existing) existing.count += row.count;
    else this.rows.set(key, { ...row });
  }

  /** Rows waiting for the next flush. */
  get pending(): number {
    return this.rows.size;
  }

  /** Writes what was summed; answers the rows written. One flush at a time. */
  flush(): Promise<number> {
    this.flushing ??= this.writeAll().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async writeAll(): Promise<number> {
    if (this.rows.size === 0) return 0;
    const taken = [...this.rows.values()];
    this.rows = new Map();
    const { maxRowsPerStatement } = this.options;
    let written = 0;
    try {
      for (let start = 0; start < taken.length; start += maxRowsPerStatement) {
        const slice = taken.slice(start, start + maxRowsPerStatement);
        await this.options.write(slice);
        written += slice.length;
      }
    } catch (error) {
      // Put back what was not written, so the next flush tries again.
      for (const row of taken.slice(written)) this.add(row);
      throw error;
    }
    return written;
  }
}
