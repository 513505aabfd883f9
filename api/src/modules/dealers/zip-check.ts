/**
 * Whether a zip lies in a state, from the bundled zip table (issue 13: a restricted item cannot be
 * shipped by spelling the zip of a restricted state differently, nor by naming another state).
 * The zip is normalised first (shared-contracts/domain/zip): its first five digits.
 */
import { normalizeZip } from 'shared-contracts/domain/zip';
import type { Db } from '../../platform/db/index';
import { findZip } from './queries';

export type ZipCheck = { ok: true; zip: string } | { ok: false; reason: 'malformed' | 'unknown' | 'other-state' };

export async function zipBelongsToState(db: Db, zip: string, state: string): Promise<ZipCheck> {
  const normal = normalizeZip(zip);
  if (normal.length < 5) return { ok: false, reason: 'malformed' };
  const row = await findZip(db, normal);
  if (!row) return { ok: false, reason: 'unknown' };
  return row.state === state.trim().toUpperCase() ? { ok: true, zip: normal } : { ok: false, reason: 'other-state' };
}
