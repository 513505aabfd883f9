/** Passwords: the reset link asked for, the new password set with it, a password changed. */
import {
  AUTH_API_MESSAGES,
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordRequestSchema,
} from 'shared-contracts/schemas/auth';
import { validate } from '../../platform/plugins/validate';
import { openApiBody, validatedByYup } from '../../platform/plugins/yup-openapi';
import { hitRateLimit } from '../../platform/rate-limit';
import { requireCaptcha } from '../../providers/captcha/index';
import type { AccountRoute } from './account-route-kit';
import { changePassword, forgotPassword, resetPassword } from './accounts';
import { requireAccount } from './guards';
import { AUTH_RATE_LIMITS } from './rate-limits';

const forgotPasswordRoute: AccountRoute = (app, { deps, limit, clientOf }) => {
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
};

const resetPasswordRoute: AccountRoute = (app, { deps }) => {
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
};

const changePasswordRoute: AccountRoute = (app, { deps }) => {
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
};

export const PASSWORD_ROUTES: AccountRoute[] = [forgotPasswordRoute, resetPasswordRoute, changePasswordRoute];
