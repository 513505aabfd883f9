/**
 * Gives back the stock of reservations no order claimed (decision 0035): a worker killed between a
 * checkout's reservation and its commit leaves one behind. Every API process sweeps once soon after
 * it starts (a replacement worker returns what its predecessor held) and then every minute; the
 * sweeps of several processes skip each other's rows. A reservation is stale once it is older than
 * any checkout can run (the Idempotency-Key's lease and the request timeouts are far shorter).
 */
import type { FastifyInstance } from 'fastify';
import { scheduleBackgroundJobs } from '../../shared/background-jobs';
import { sweepStaleReservations } from '../catalog/index';

export const STALE_RESERVATION_SECONDS = 120;
const SWEEP_EVERY_MS = 60_000;
const FIRST_SWEEP_AFTER_MS = 5_000;

export function scheduleStockSweep(app: FastifyInstance): void {
  scheduleBackgroundJobs(app, 'stock reservations', [
    {
      what: 'sweep',
      everyMs: SWEEP_EVERY_MS,
      firstAfterMs: FIRST_SWEEP_AFTER_MS,
      work: async () => {
        const returned = await sweepStaleReservations(app.db, STALE_RESERVATION_SECONDS);
        if (returned > 0) app.log.warn({ returned }, 'stock of unclaimed reservations given back');
      },
    },
  ]);
}
