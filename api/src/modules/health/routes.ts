/**
 * Probes for supervisors and load balancers:
 * - GET /health: the process answers and the database answers a query (scripts wait for it);
 * - GET /ready: this process should get traffic: the database answers, every migration of this
 *   build has run, and the process is not draining for a shutdown. 503 otherwise, with the reason.
 */
import type { FastifyInstance } from 'fastify';
import { pendingMigrations, pingDatabase } from './queries';

export interface HealthResponse {
  status: 'ok';
  database: 'pglite' | 'postgres';
}

export type ReadyResponse =
  | { status: 'ready'; database: 'pglite' | 'postgres' }
  | { status: 'not ready'; reason: string };

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/health',
    { schema: { tags: ['platform'], summary: 'Liveness with a real database round trip.' } },
    async (): Promise<HealthResponse> => {
      // A failing database throws here and answers 500 through the error handler.
      await pingDatabase(app.db);
      return { status: 'ok', database: app.config.database.kind };
    },
  );

  app.get(
    '/ready',
    { schema: { tags: ['platform'], summary: 'Readiness: database reachable, migrations done, not draining.' } },
    async (_request, reply): Promise<ReadyResponse> => {
      reply.header('cache-control', 'no-store');
      const notReady = (reason: string): ReadyResponse => {
        reply.status(503);
        return { status: 'not ready', reason };
      };
      if (app.lifecycle.draining) return notReady('shutting down');
      try {
        const pending = await pendingMigrations(app.db);
        if (pending.length > 0) return notReady(`migrations not run: ${pending.join(', ')}`);
      } catch {
        return notReady('database unreachable');
      }
      return { status: 'ready', database: app.config.database.kind };
    },
  );
}
