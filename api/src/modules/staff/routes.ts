/** The staff module's routes: sign-in and the staffer's own session, and staff management. */
import type { FastifyInstance } from 'fastify';
import { staffAuthRoutes } from './auth-routes';
import { staffManagementRoutes } from './staff-routes';

export async function staffRoutes(app: FastifyInstance): Promise<void> {
  await staffAuthRoutes(app);
  await staffManagementRoutes(app);
}
