/** HTTP of customer accounts: register, login, refresh, logout, passwords, e-mail verification. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthResponse } from 'shared-contracts/api/auth';
import {
  AUTH_API_MESSAGES,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  refreshTokenSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyRegistrationSchema,
} from 'shared-contracts/schemas/auth';
import { validate } from '../../platform/plugins/validate';
import { openApiBody, validatedByYup } from '../../platform/plugins/yup-openapi';
import { enforceRateLimit, hitRateLimit, type RateLimitRule } from '../../platform/rate-limit';
import { requireCaptcha } from '../../providers/captcha/index';
import { mailSettingsFromEnv } from '../../providers/mail/index';
import {
  type AccountDeps,
  changePassword,
  forgotPassword,
  login,
  register,
  resendVerification,
  resetPassword,
  verifyRegistration,
} from './accounts';
import { requireAccount } from './guards';
import { AUTH_RATE_LIMITS } from './rate-limits';
import { endSession, refreshSession } from './sessions';

const TOKEN_SET_SCHEMA = {
  type: 'object',
  properties: {
    token: {
      type: 'object',
      properties: {
        accessToken: { type: 'string' },
        refreshToken: { type: 'string' },
        tokenType: { type: 'string' },
        expiresIn: { type: 'number' },
      },
    },
  },
} as const;

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const shopUrl = mailSettingsFromEnv().shopUrl;
  const deps = (): AccountDeps => ({ db: app.db, tokens: app.tokens, mailer: app.providers.mailer, shopUrl });
  const limit = (reply: FastifyReply, rule: RateLimitRule, subject: string) =>
    enforceRateLimit(app.db, reply, rule, subject);
  const clientOf = (request: FastifyRequest) => request.ip;

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

  app.post(
    '/Auth/logout',
    { schema: { tags: ['auth'], summary: 'End the session of the bearer token (its refresh family).' } },
    async (request) => {
      const account = await requireAccount(request);
      if (account.sessionId) await endSession(app.db, account.sessionId);
      return { message: AUTH_API_MESSAGES.loggedOut };
    },
  );

  app.post(
    '/Auth/forgot-password',
    {
      ...validatedByYup,
      schema: {
        tags: ['auth'],
        summary: 'Send a reset link (captcha required); answers the same whether the e-mail has an account.',
        body: openApiBody(forgotPasswordSchema),
      },
    },
    async (request, reply) => {
      const input = await validate(forgotPasswordSchema, request.body);
      await limit(reply, AUTH_RATE_LIMITS.forgotPerClient, clientOf(request));
      await requireCaptcha(request, input.captcha);
      // Per account, but silently: a 429 here would tell that the e-mail was asked for before.
      const perAccount = await hitRateLimit(app.db, AUTH_RATE_LIMITS.forgotPerAccount, input.email);
      if (perAccount.allowed) await forgotPassword(deps(), input.email);
      return { message: AUTH_API_MESSAGES.forgotPasswordSent };
    },
  );

  app.post(
    '/Auth/reset-password',
    {
      ...validatedByYup,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of the e-mail link (captcha required); ends every session.',
        body: openApiBody(resetPasswordRequestSchema),
      },
    },
    async (request) => {
      const input = await validate(resetPasswordRequestSchema, request.body);
      await requireCaptcha(request, input.captcha);
      await resetPassword(deps(), input.token, input.password);
      return { message: AUTH_API_MESSAGES.passwordReset };
    },
  );

  app.post(
    '/Auth/change-password',
    {
      ...validatedByYup,
      schema: {
        tags: ['auth'],
        summary: 'Change the password (bearer); ends every other session.',
        body: openApiBody(changePasswordSchema),
      },
    },
    async (request) => {
      const account = await requireAccount(request);
      const input = await validate(changePasswordSchema, request.body);
      await changePassword(deps(), account, input.currentPassword, input.newPassword);
      return { message: AUTH_API_MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/Auth/verify-registration',
    {
      ...validatedByYup,
      schema: {
        tags: ['auth'],
        summary: 'Verify the e-mail of an account with the token of the link.',
        body: openApiBody(verifyRegistrationSchema),
      },
    },
    async (request) => {
      const { token } = await validate(verifyRegistrationSchema, request.body);
      await verifyRegistration(deps(), token);
      return { message: AUTH_API_MESSAGES.emailVerified };
    },
  );

  app.post(
    '/Auth/resend-verification',
    { schema: { tags: ['auth'], summary: 'Send a new verification link (bearer); same answer if already verified.' } },
    async (request, reply) => {
      const account = await requireAccount(request);
      await limit(reply, AUTH_RATE_LIMITS.resendPerAccount, account.userId);
      await resendVerification(deps(), account.userId);
      return { message: AUTH_API_MESSAGES.verificationSent };
    },
  );
}
