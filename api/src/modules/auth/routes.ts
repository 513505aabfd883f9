/** Auth over HTTP: guest sessions here, customer accounts in account-routes.ts. */
import type { FastifyInstance } from 'fastify';
import type { GuestTokenResponse } from 'shared-contracts/api/auth';
import { afterOrdersUnderWay } from '../../platform/orders-first';
import { tooManyRequests } from '../../platform/rate-limit';
import { accountRoutes } from './account-routes';
import { AUTH_RATE_LIMITS } from './rate-limits';
import { createGuest } from './service';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/Auth/guest',
    {
      onRequest: afterOrdersUnderWay,
      schema: {
        tags: ['auth'],
        summary: 'Start a guest session; the answer is the guest id (starts with gid_).',
        response: {
          200: { type: 'object', properties: { guestId: { type: 'string' } }, required: ['guestId'] },
        },
      },
    },
    async (request, reply): Promise<GuestTokenResponse> => {
      // Every page of a new visitor asks once; a flood from one address would only fill the table.
      const rule = AUTH_RATE_LIMITS.guestPerClient;
      const made = await createGuest(app.db, rule, request.ip);
      if ('retryAfterSeconds' in made) tooManyRequests(reply, rule, made.retryAfterSeconds);
      return { guestId: made.guestId };
    },
  );

  await accountRoutes(app);
}
