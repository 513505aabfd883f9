/**
 * Newsletter with double opt-in and no leaks:
 * - POST /Newsletter/subscribe (captcha): sends a confirmation link; the same answer whether the
 *   address was subscribed before or not.
 * - GET /Newsletter/verify/{token}: the link of that e-mail; the subscription starts.
 * - GET /Newsletter/status/{email} and POST /Newsletter/unsubscribe {email}: only the signed-in
 *   customer's own address; anybody else's is not found.
 * - POST /Newsletter/unsubscribe {token}: the unsubscribe link every newsletter e-mail carries.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  NEWSLETTER_API_MESSAGES,
  NEWSLETTER_MESSAGES,
  newsletterSubscribeSchema,
  newsletterUnsubscribeSchema,
} from 'shared-contracts/schemas/newsletter';
import { object, string } from 'yup';
import { badRequest, notFound, unauthorized } from '../../platform/http-errors';
import { validate } from '../../platform/plugins/validate';
import { openApiBody, validatedByYup } from '../../platform/plugins/yup-openapi';
import { enforceRateLimit, type RateLimitRule } from '../../platform/rate-limit';
import { requireCaptcha } from '../../providers/captcha/index';
import { mailSettingsFromEnv } from '../../providers/mail/index';
import {
  confirmSubscription,
  newsletterStatus,
  subscribeToNewsletter,
  unsubscribeAddress,
  unsubscribeByKey,
} from './service';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
export const NEWSLETTER_RATE_LIMITS = {
  subscribePerClient: { name: 'newsletter-subscribe:ip', limit: 20, windowSeconds: HOUR },
  /** One address cannot be flooded with confirmation e-mails. */
  subscribePerAddress: { name: 'newsletter-subscribe:email', limit: 5, windowSeconds: HOUR },
  linksPerClient: { name: 'newsletter-link:ip', limit: 60, windowSeconds: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

const emailParamSchema = newsletterSubscribeSchema.pick(['email']);
const tokenParamSchema = object({
  token: string().trim().required(NEWSLETTER_API_MESSAGES.linkInvalid).max(256, NEWSLETTER_API_MESSAGES.linkInvalid),
});
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The signed-in customer's e-mail. The identity plugin counts a bearer only while its account
 * exists and its session is live, so this module needs nothing more of the auth module (which
 * itself calls this module's door on registration: no cycle).
 */
function signedInEmail(request: FastifyRequest): string {
  const identity = request.identity;
  if (identity.kind !== 'user') throw unauthorized();
  return identity.email;
}

export async function newsletterRoutes(app: FastifyInstance): Promise<void> {
  const shopUrl = mailSettingsFromEnv().shopUrl;
  const deps = () => ({ db: app.db, mailer: app.providers.mailer, shopUrl });
  const limit = (reply: FastifyReply, rule: RateLimitRule, subject: string) =>
    enforceRateLimit(app.db, reply, rule, subject);
  const clientOf = (request: FastifyRequest) => request.ip;

  app.get<{ Params: { email: string } }>(
    '/Newsletter/status/:email',
    {
      ...validatedByYup,
      schema: {
        tags: ['newsletter'],
        summary: "The signed-in customer's own subscription: { isSubscribed, pending }.",
      },
    },
    async (request) => {
      const { email } = await validate(emailParamSchema, request.params);
      if (!sameAddress(email, signedInEmail(request))) throw notFound(NEWSLETTER_API_MESSAGES.notFound);
      return newsletterStatus(app.db, email);
    },
  );

  app.post(
    '/Newsletter/subscribe',
    {
      ...validatedByYup,
      schema: {
        tags: ['newsletter'],
        summary: 'Ask to subscribe an address (captcha required); a confirmation e-mail follows.',
        body: openApiBody(newsletterSubscribeSchema),
      },
    },
    async (request, reply) => {
      const input = await validate(newsletterSubscribeSchema, request.body);
      await limit(reply, NEWSLETTER_RATE_LIMITS.subscribePerClient, clientOf(request));
      await requireCaptcha(request, input.captcha);
      await limit(reply, NEWSLETTER_RATE_LIMITS.subscribePerAddress, input.email.toLowerCase());
      await subscribeToNewsletter(deps(), input);
      return { message: NEWSLETTER_MESSAGES.subscribed, confirmation: NEWSLETTER_API_MESSAGES.confirmationSent };
    },
  );

  app.get<{ Params: { token: string } }>(
    '/Newsletter/verify/:token',
    {
      ...validatedByYup,
      schema: { tags: ['newsletter'], summary: 'Confirm a subscription with the link of its e-mail.' },
    },
    async (request, reply) => {
      const { token } = await validate(tokenParamSchema, request.params);
      await limit(reply, NEWSLETTER_RATE_LIMITS.linksPerClient, clientOf(request));
      if (!(await confirmSubscription(app.db, token))) {
        throw badRequest(NEWSLETTER_API_MESSAGES.linkInvalid, { token: [NEWSLETTER_API_MESSAGES.linkInvalid] });
      }
      return { message: NEWSLETTER_API_MESSAGES.confirmed };
    },
  );

  app.post(
    '/Newsletter/unsubscribe',
    {
      ...validatedByYup,
      schema: {
        tags: ['newsletter'],
        summary: "Unsubscribe the signed-in customer's own address ({ email }) or by an e-mail's link ({ token }).",
        body: openApiBody(newsletterUnsubscribeSchema),
      },
    },
    async (request, reply) => {
      const input = await validate(newsletterUnsubscribeSchema, request.body);
      if (input.token) {
        await limit(reply, NEWSLETTER_RATE_LIMITS.linksPerClient, clientOf(request));
        if (!(await unsubscribeByKey(app.db, input.token))) throw notFound(NEWSLETTER_API_MESSAGES.notFound);
        return { message: NEWSLETTER_MESSAGES.unsubscribed };
      }
      const own = signedInEmail(request);
      if (!input.email || !sameAddress(input.email, own)) throw notFound(NEWSLETTER_API_MESSAGES.notFound);
      await unsubscribeAddress(app.db, input.email);
      return { message: NEWSLETTER_MESSAGES.unsubscribed };
    },
  );
}
