/**
 * Whether a zip lies in a state, from the bundled zip table (issue 13: a restricted item cannot be
 * shipped by spelling the zip of a restricted state differently, nor by naming another state).
 * The zip is normalised first (shared-contracts/domain/zip): its first five digits.
 */
import { normalizeZip } from 'shared-contracts/domain/zip';
import type { Db } from '../../platform/db/index';
import { findZip } from './queries';

export type ZipCheck = { ok: true; zip: string } | { ok: false; reason: 'malformed' | 'unknown' | 'other-state' };

/**
 * The state of each zip found so far. The table's rows are only ever added (the bundled table is
 * seeded with `on conflict do nothing`, never updated), so a zip's state, once found, holds; an
 * unknown zip is asked again. Every checkout asks for its zips: this saves it a round trip
 * (decision 0035). Bounded: there are about 41,000 US zips.
 */
const stateOfZip = new Map<string, string>();
const MAX_REMEMBERED_ZIPS = 50_000;

async function stateOf(db: Db, zip: string): Promise<string | undefined> {
  const known = stateOfZip.get(zip);
  if (known) return known;
  const row = await findZip(db, zip);
  if (row && stateOfZip.size < MAX_REMEMBERED_ZIPS) stateOfZip.set(zip, row.state);
  return row?.state;
}

export async function zipBelongsToState(db: Db, zip: string, state: string): Promise<ZipCheck> {
  const normal = normalizeZip(zip);
  if (normal.length < 5) return { ok: false, reason: 'malformed' };
  const zipState = await stateOf(db, normal);
  if (!zipState) return { ok: false, reason: 'unknown' };
  return zipState === state.trim().toUpperCase() ? { ok: true, zip: normal } : { ok: false, reason: 'other-state' };
}
