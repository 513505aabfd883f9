/**
 * HTTP of customer accounts: one small function per route, grouped by what the shopper does
 * (sign-in-routes.ts: register, login, refresh, logout; password-routes.ts: forgot, reset, change;
 * verification-routes.ts: verify the e-mail, send a new link).
 */
import type { FastifyInstance } from 'fastify';
import { accountRouteKit } from './account-route-kit';
import { PASSWORD_ROUTES } from './password-routes';
import { SIGN_IN_ROUTES } from './sign-in-routes';
import { VERIFICATION_ROUTES } from './verification-routes';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const kit = accountRouteKit(app);
  for (const addRoute of [...SIGN_IN_ROUTES, ...PASSWORD_ROUTES, ...VERIFICATION_ROUTES]) addRoute(app, kit);
}
