/** The audit log's before-and-after diff, field by field (features/audit/json-diff.ts). */
import { describe, expect, it } from 'vitest';
import { changedCount, diffObjects } from '../src/features/audit/json-diff';

describe('the before-and-after diff', () => {
  it('marks changed, added, removed and same fields by their path, nested objects and arrays included', () => {
    const before = {
      role: 'support',
      party: { name: 'Ridge', ffl: '1-23' },
      lines: [{ sku: 'A', qty: 2 }],
      gone: true,
    };
    const after = {
      role: 'owner',
      party: { name: 'Ridge', ffl: null },
      lines: [
        { sku: 'A', qty: 1 },
        { sku: 'B', qty: 1 },
      ],
    };
    expect(diffObjects(before, after)).toEqual([
      { path: 'role', kind: 'changed', before: 'support', after: 'owner' },
      { path: 'party.name', kind: 'same', before: 'Ridge', after: 'Ridge' },
      { path: 'party.ffl', kind: 'changed', before: '1-23', after: 'null' },
      { path: 'lines[0].sku', kind: 'same', before: 'A', after: 'A' },
      { path: 'lines[0].qty', kind: 'changed', before: '2', after: '1' },
      { path: 'lines[1].sku', kind: 'added', after: 'B' },
      { path: 'lines[1].qty', kind: 'added', after: '1' },
      { path: 'gone', kind: 'removed', before: 'true' },
    ]);
  });

  it('reads a side that was not recorded as no fields: a creation is all added, nothing recorded is no lines', () => {
    const created = diffObjects(null, { email: 'a@b.example', role: 'support' });
    expect(created.map((line) => line.kind)).toEqual(['added', 'added']);
    expect(changedCount(created)).toBe(2);
    expect(diffObjects(null, null)).toEqual([]);
    expect(diffObjects({ tags: [] }, { tags: [] })).toEqual([
      { path: 'tags', kind: 'same', before: '[]', after: '[]' },
    ]);
  });
});
