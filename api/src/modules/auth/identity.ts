/**
 * Who is calling: a signed-in user (verified bearer JWT), a guest (known `X-Guest-Id`), or nobody.
 * Resolved once per request for every module; routes then ask with requireUser / requireGuest. A
 * bearer counts only while its account exists and its session is live (checked here, once).
 * The plugin also attaches the token service (`app.tokens`) that issues and verifies the JWTs.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isGuestId } from 'shared-contracts/api/auth';
import { bearerIsCurrent } from './queries';
import { guestExists } from './service';
import type { TokenService } from './tokens';

export type Identity =
  | { kind: 'user'; userId: string; email: string; sessionId?: string }
  | { kind: 'guest'; guestId: string }
  /** `tokenProblem` says why a bearer token was ignored, so requireUser can answer precisely. */
  | { kind: 'anonymous'; tokenProblem?: 'expired' | 'invalid' };

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
  interface FastifyRequest {
    identity: Identity;
  }
}

function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

export const identityPlugin = fp(
  async (app: FastifyInstance, options: { tokens: TokenService }) => {
    app.decorate('tokens', options.tokens);
    // Fastify wants a non-reference initial value; the hook below sets the real one on every request.
    app.decorateRequest('identity', null, []);
    app.addHook('onRequest', async (request) => {
      request.identity = { kind: 'anonymous' };
      const token = bearerToken(request.headers.authorization);
      let tokenProblem: 'expired' | 'invalid' | undefined;
      if (token) {
        const result = await app.tokens.verifyAccessToken(token);
        // A well-signed token of a deleted account or an ended session is not a session: every
        // route answers 401 for it, never a 500 further down or a ghost cart.
        if (result.ok && (await bearerIsCurrent(app.db, result.claims.userId, result.claims.sessionId))) {
          request.identity = { kind: 'user', ...result.claims };
          return;
        }
        tokenProblem = result.ok ? 'invalid' : result.reason;
      }
      const guestHeader = request.headers['x-guest-id'];
      const guestId = Array.isArray(guestHeader) ? guestHeader[0] : guestHeader;
      if (isGuestId(guestId) && (await guestExists(app.db, guestId))) {
        request.identity = { kind: 'guest', guestId };
        return;
      }
      request.identity = tokenProblem ? { kind: 'anonymous', tokenProblem } : { kind: 'anonymous' };
    });
  },
  { name: 'identity', dependencies: ['platform-decorations'] },
);
