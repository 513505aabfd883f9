/**
 * Seeding machinery. What to seed is domain knowledge: each module has its own seeder
 * (`modules/<domain>/seed.ts`) and the composition root lists them (src/seeders.ts); this file only
 * runs such a list.
 */
import type { Db } from './index';

export interface Seeder {
  name: string;
  /** Seeds what is missing (must be safe to run on every start); true when it wrote anything. */
  run(db: Db): Promise<boolean>;
}

/** Runs the seeders in order; answers the names of those that wrote something. */
export async function runSeeders(db: Db, seeders: readonly Seeder[]): Promise<string[]> {
  const ran: string[] = [];
  for (const seeder of seeders) {
    if (await seeder.run(db)) ran.push(seeder.name);
  }
  return ran;
}
