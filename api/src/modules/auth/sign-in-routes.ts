/** Accounts and their sessions: register, sign in, refresh the token set, sign out. */
import type { AuthResponse } from 'shared-contracts/api/auth';
import {
  AUTH_API_MESSAGES,
  loginSchema,
  refreshTokenSchema,
  registerRequestSchema,
} from 'shared-contracts/schemas/auth';
import { validate } from '../../platform/plugins/validate';
import { openApiBody, validatedByYup } from '../../platform/plugins/yup-openapi';
import { requireCaptcha } from '../../providers/captcha/index';
import { type AccountRoute, TOKEN_SET_SCHEMA } from './account-route-kit';
import { login, register } from './accounts';
import { requireAccount } from './guards';
import { AUTH_RATE_LIMITS } from './rate-limits';
import { endSession, refreshSession } from './sessions';

const registerRoute: AccountRoute = (app, { deps, limit, clientOf }) => {
  app.post(
    '/Auth/register',
    {
      ...validatedByYup,
      schema: {
        tags: ['auth'],
        summary: 'Create an account (captcha required); answers the token set under token.',
        body: openApiBody(registerRequestSchema),
        response: { 200: TOKEN_SET_SCHEMA },
      },
    },
    async (request, reply): Promise<AuthResponse> => {
      const input = await validate(registerRequestSchema, request.body);
      await limit(reply, AUTH_RATE_LIMITS.registerPerClient, clientOf(request));
      await requireCaptcha(request, input.captcha);
      return { token: await register(deps(), { ...input, newsletter: input.newsletter ?? false }) };
    },
  );
};

const loginRoute: AccountRoute = (app, { deps, limit, clientOf }) => {
  app.post(
    '/Auth/login',
    {
      ...validatedByYup,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password (captcha required); answers the token set under token.',
        body: openApiBody(loginSchema),
        response: { 200: TOKEN_SET_SCHEMA },
      },
    },
    async (request, reply): Promise<AuthResponse> => {
      const input = await validate(loginSchema, request.body);
      await limit(reply, AUTH_RATE_LIMITS.loginPerClient, clientOf(request));
      await limit(reply, AUTH_RATE_LIMITS.loginPerAccount, input.email);
      await requireCaptcha(request, input.captcha);
      return { token: await login(deps(), input.email, input.password) };
    },
  );
};

const refreshTokenRoute: AccountRoute = (app) => {
  app.post(
    '/Auth/refresh-token',
    {
      ...validatedByYup,
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new token set (the refresh token rotates).',
        body: openApiBody(refreshTokenSchema),
      },
    },
    async (request) => {
      const { refreshToken } = await validate(refreshTokenSchema, request.body);
      return refreshSession(app.db, app.tokens, refreshToken);
    },
  );
};

const logoutRoute: AccountRoute = (app) => {
  app.post(
    '/Auth/logout',
    { schema: { tags: ['auth'], summary: 'End the session of the bearer token (its refresh family).' } },
    async (request) => {
      const account = await requireAccount(request);
      if (account.sessionId) await endSession(app.db, account.sessionId);
      return { message: AUTH_API_MESSAGES.loggedOut };
    },
  );
};

export const SIGN_IN_ROUTES: AccountRoute[] = [registerRoute, loginRoute, refreshTokenRoute, logoutRoute];
