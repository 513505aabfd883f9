/**
 * Whether a zip lies in a state, from the bundled zip table (issue 13: a restricted item cannot be
 * shipped by spelling the zip of a restricted state differently, nor by naming another state).
 * The zip is normalised first: its first five digits, whatever was typed around them.
 */
import type { Db } from '../../platform/db/index';
import { findZip } from './queries';

/** '59715', ' 59715-1234 ', '59715 1234' -> '59715'; null when there are not five digits in a row. */
export function normalizedZip(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{5}(\d{4})?$/.test(digits) ? digits.slice(0, 5) : null;
}

export type ZipCheck = { ok: true; zip: string } | { ok: false; reason: 'malformed' | 'unknown' | 'other-state' };

export async function zipBelongsToState(db: Db, zip: string, state: string): Promise<ZipCheck> {
  const normal = normalizedZip(zip);
  if (!normal) return { ok: false, reason: 'malformed' };
  const row = await findZip(db, normal);
  if (!row) return { ok: false, reason: 'unknown' };
  return row.state === state.trim().toUpperCase() ? { ok: true, zip: normal } : { ok: false, reason: 'other-state' };
}
