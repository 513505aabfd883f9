/** Auth over HTTP: guest sessions here, customer accounts in account-routes.ts. */
import type { FastifyInstance } from 'fastify';
import type { GuestTokenResponse } from 'shared-contracts/api/auth';
import { accountRoutes } from './account-routes';
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

  await accountRoutes(app);
}
