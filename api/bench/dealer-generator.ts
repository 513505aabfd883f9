/**
 * Generated dealers for the bench (and the search test): `count` dealers at random zip centroids
 * of the bundled table, jittered a few miles, from a seeded random sequence (the same set every
 * run). About one in twenty is pending or hidden from the locator, as a real directory has.
 */

import type { NewDealer } from '../src/modules/dealers/queries';
import type { Db } from '../src/platform/db/index';

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function generatedDealers(db: Db, count: number, seed = 1): Promise<NewDealer[]> {
  const zips = await db.selectFrom('zip_codes').selectAll().orderBy('zip').execute();
  const random = mulberry32(seed);
  const dealers: NewDealer[] = [];
  for (let i = 0; i < count; i++) {
    const town = zips[Math.floor(random() * zips.length)]!;
    const roll = random();
    dealers.push({
      name: `Bench Dealer ${seed}-${i}`,
      ffl_number: null,
      phone: `(555) 555-${String(i % 10000).padStart(4, '0')}`,
      email: null,
      website: null,
      address1: `${100 + i} Generated Rd`,
      address2: null,
      city: town.city,
      state: town.state,
      zip: town.zip,
      latitude: town.latitude + (random() - 0.5) * 0.1,
      longitude: town.longitude + (random() - 0.5) * 0.1,
      in_locator: roll > 0.03,
      status: roll > 0.02 ? 'Approved' : 'Pending',
      user_id: null,
    });
  }
  return dealers;
}
