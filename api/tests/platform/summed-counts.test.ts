/**
 * The "sum in memory, write as one upsert" piece (src/shared/summed-counts.ts) that remote health
 * and the Web Vitals histograms share: rows of one key are summed; a flush writes them in slices of
 * at most the statement size; one flush runs at a time; a failed write puts back what it did not
 * write, summed with what arrived meanwhile, for the next flush.
 */
import { describe, expect, it } from 'vitest';
import { SummedCounts } from '../../src/shared/summed-counts';

interface Row {
  key: string;
  count: number;
}

function summer(maxRowsPerStatement = 2) {
  const statements: Row[][] = [];
  let failNext = false;
  const counts = new SummedCounts<Row>({
    keyOf: (row) => row.key,
    maxRowsPerStatement,
    async write(rows) {
      if (failNext) {
        failNext = false;
        throw new Error('the database is away');
      }
      statements.push(rows.map((row) => ({ ...row })));
    },
  });
  return { counts, statements, failOnce: () => (failNext = true) };
}

describe('SummedCounts', () => {
  it('sums rows of one key and writes them in statements of at most the given size', async () => {
    const { counts, statements } = summer(2);
    for (const key of ['a', 'b', 'a', 'c', 'a']) counts.add({ key, count: 1 });
    expect(counts.pending).toBe(3);
    expect(await counts.flush()).toBe(3);
    expect(statements).toEqual([
      [
        { key: 'a', count: 3 },
        { key: 'b', count: 1 },
      ],
      [{ key: 'c', count: 1 }],
    ]);
    expect(counts.pending).toBe(0);
    expect(await counts.flush()).toBe(0);
    expect(statements.length).toBe(2);
  });

  it('runs one flush at a time: a second call while one runs gets the same one', async () => {
    const { counts } = summer();
    counts.add({ key: 'a', count: 1 });
    const first = counts.flush();
    expect(counts.flush()).toBe(first);
    expect(await first).toBe(1);
  });

  it('a failed write keeps its rows, summed with later ones, for the next flush', async () => {
    const { counts, statements, failOnce } = summer(10);
    counts.add({ key: 'a', count: 2 });
    failOnce();
    await expect(counts.flush()).rejects.toThrow('the database is away');
    counts.add({ key: 'a', count: 5 });
    expect(await counts.flush()).toBe(1);
    expect(statements).toEqual([[{ key: 'a', count: 7 }]]);
  });
});
