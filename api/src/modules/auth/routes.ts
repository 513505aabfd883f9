/** Platform part of auth: guest sessions. Login, register and tokens of users live elsewhere. */
import type { FastifyInstance } from 'fastify';
import type { GuestTokenResponse } from 'shared-contracts/api/auth';
import { createGuest } from './service';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/Auth/guest',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start a guest session; the answer is the guest id (starts with gid_).',
        response: {
          200: { type: 'object', properties: { guestId: { type: 'string' } }, required: ['guestId'] },
        },
      },
    },
    async (): Promise<GuestTokenResponse> => ({ guestId: await createGuest(app.db) }),
  );
}
