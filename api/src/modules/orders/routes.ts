/** `GET /Order/{orderId}`: bearer owner or the guest (X-Guest-Id) who placed it; 404 for anybody else. */
import type { FastifyInstance } from 'fastify';
import { getOrderFor } from './service';

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { orderId: string } }>(
    '/Order/:orderId',
    { schema: { tags: ['orders'], summary: 'One order for the confirmation page (owner only).' } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getOrderFor(app.db, request.identity, request.params.orderId);
    },
  );
}
