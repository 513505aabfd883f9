import type { FastifyInstance } from 'fastify';
import { pingDatabase } from './queries';

export interface HealthResponse {
  status: 'ok';
  database: 'pglite' | 'postgres';
}

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
}
