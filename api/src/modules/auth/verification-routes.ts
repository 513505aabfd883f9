/** The account's e-mail address: verified with the link's token, or a new link sent. */
import { AUTH_API_MESSAGES, verifyRegistrationSchema } from 'shared-contracts/schemas/auth';
import { validate } from '../../platform/plugins/validate';
import { openApiBody, validatedByYup } from '../../platform/plugins/yup-openapi';
import type { AccountRoute } from './account-route-kit';
import { resendVerification, verifyRegistration } from './accounts';
import { requireAccount } from './guards';
import { AUTH_RATE_LIMITS } from './rate-limits';

const verifyRegistrationRoute: AccountRoute = (app, { deps }) => {
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
};

const resendVerificationRoute: AccountRoute = (app, { deps, limit }) => {
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
};

export const VERIFICATION_ROUTES: AccountRoute[] = [verifyRegistrationRoute, resendVerificationRoute];
