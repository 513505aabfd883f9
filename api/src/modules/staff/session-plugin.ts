/**
 * Lends the staff door (shared/staff-access.ts) the staff sessions: `app.staffSessions` resolves a
 * bearer token to its staffer. Registered before the modules, like the customers' identity plugin,
 * so every module's staff routes see it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { staffSessionResolver } from './sessions';

export const staffSessionPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('staffSessions', staffSessionResolver(app.db));
  },
  { name: 'staff-sessions', dependencies: ['platform-decorations'] },
);
