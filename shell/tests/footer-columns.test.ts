import { describe, expect, it } from 'vitest';
import { splitIntoColumns } from '../src/footer/split-into-columns';

describe('splitIntoColumns (footer links split as evenly as possible into 3 columns)', () => {
  it('splits an even count into equal columns, keeping the order', () => {
    expect(splitIntoColumns([1, 2, 3, 4, 5, 6], 3)).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
  });

  it('gives the remainder to the first columns so lengths differ by at most one', () => {
    expect(splitIntoColumns([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([
      [1, 2, 3],
      [4, 5],
      [6, 7],
    ]);
    expect(splitIntoColumns([1, 2, 3, 4, 5, 6, 7, 8], 3)).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8],
    ]);
    for (let n = 0; n < 30; n++) {
      const lengths = splitIntoColumns(
        Array.from({ length: n }, (_, i) => i),
        3,
      ).map((c) => c.length);
      expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(1);
      expect(lengths.reduce((a, b) => a + b, 0)).toBe(n);
    }
  });

  it('always answers the asked number of columns, empty ones when links are few', () => {
    expect(splitIntoColumns(['a'], 3)).toEqual([['a'], [], []]);
    expect(splitIntoColumns([], 3)).toEqual([[], [], []]);
  });

  it('treats a nonsense column count as one column', () => {
    expect(splitIntoColumns([1, 2], 0)).toEqual([[1, 2]]);
  });
});
