/**
 * A readable diff of an audit entry's object before and after: both sides flattened to their leaf
 * fields (`party.name`, `lines[0].sku`), each field marked same, changed, added or removed. Pure, so
 * the page only draws it.
 */

export type DiffKind = 'same' | 'changed' | 'added' | 'removed';

export interface DiffLine {
  /** Where the field sits in the object: `role`, `party.address`, `lines[1].quantity`. */
  path: string;
  kind: DiffKind;
  /** The value as text; undefined when the side has no such field. */
  before?: string;
  after?: string;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A leaf value as a person reads it: strings as they are, the rest as JSON. */
function leafText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value);
}

/** Every leaf of `value` by its path; empty objects and arrays are leaves of their own. */
export function flatten(value: unknown, path = ''): Map<string, string> {
  const fields = new Map<string, string>();
  const walk = (node: unknown, at: string) => {
    if (Array.isArray(node) && node.length > 0) {
      for (const [index, item] of node.entries()) walk(item, `${at}[${index}]`);
    } else if (isPlainObject(node) && Object.keys(node).length > 0) {
      for (const [key, item] of Object.entries(node)) walk(item, at ? `${at}.${key}` : key);
    } else {
      fields.set(at || '(value)', leafText(node));
    }
  };
  walk(value, path);
  return fields;
}

const recorded = (side: unknown) => side !== null && side !== undefined;

/**
 * The fields of before and after, in the after side's order, then what only the before side had.
 * A side that was not recorded (null) contributes no fields: a creation is all `added`.
 */
export function diffObjects(before: unknown, after: unknown): DiffLine[] {
  const old = recorded(before) ? flatten(before) : new Map<string, string>();
  const now = recorded(after) ? flatten(after) : new Map<string, string>();
  const lines: DiffLine[] = [];
  for (const [path, value] of now) {
    if (!old.has(path)) lines.push({ path, kind: 'added', after: value });
    else {
      const was = old.get(path);
      lines.push({ path, kind: was === value ? 'same' : 'changed', before: was, after: value });
    }
  }
  for (const [path, value] of old) {
    if (!now.has(path)) lines.push({ path, kind: 'removed', before: value });
  }
  return lines;
}

/** How many fields the action changed, added or removed. */
export function changedCount(lines: DiffLine[]): number {
  return lines.filter((line) => line.kind !== 'same').length;
}
