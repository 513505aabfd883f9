/**
 * The beacons module: the ingest (POST /Beacons) and the handler registry (`app.beacons`), which
 * is decorated on the root so that modules registered after this one add their beacon types.
 * The route itself stays encapsulated (its text/plain parser applies to it alone).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BeaconHandlers } from './handlers';
import { beaconIngestRoutes } from './routes';

export type { BeaconContext, BeaconHandler, BeaconOutcome } from './handlers';
export { BeaconHandlers } from './handlers';
export { beaconRateLimit } from './routes';
export { BEACON_LIMITS, BEACON_MESSAGES } from './schema';

export const beaconRoutes = fp(
  async (app: FastifyInstance) => {
    app.decorate('beacons', new BeaconHandlers());
    await app.register(beaconIngestRoutes);
  },
  { name: 'beacons' },
);
