/**
 * Retention of registry_health: minutes older than 14 days are deleted by an hourly sweep (in every
 * API process; deleting twice is harmless). With only known versions counted, the table holds at
 * most, per (remote, version) that received beacons, 5 kinds x 60 x 24 x (14 days + 1 hour of
 * sweep lag) = 101,100 rows, whatever the traffic: a flood raises counts, never the row count.
 */
import type { Db } from '../../platform/db/index';

export const HEALTH_RETENTION_DAYS = 14;
export const HEALTH_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes the minutes past the retention; answers how many rows went. */
export async function sweepHealth(db: Db, now: number = Date.now()): Promise<number> {
  const cutoff = new Date(now - HEALTH_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const result = await db.deleteFrom('registry_health').where('minute', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
