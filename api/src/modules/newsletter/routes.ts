/** Newsletter: status by e-mail, subscribe (captcha checked), unsubscribe. */
import type { FastifyInstance } from 'fastify';
import { NEWSLETTER_MESSAGES, newsletterSubscribeSchema } from 'shared-contracts/schemas/newsletter';
import { validate } from '../../platform/plugins/validate';
import { openApiBody, validatedByYup } from '../../platform/plugins/yup-openapi';
import { requireCaptcha } from '../../providers/captcha/index';
import { isSubscribed, subscribeToNewsletter, unsubscribeFromNewsletter } from './service';

const emailOnlySchema = newsletterSubscribeSchema.pick(['email']);

export async function newsletterRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { email: string } }>(
    '/Newsletter/status/:email',
    {
      ...validatedByYup,
      schema: { tags: ['newsletter'], summary: 'Whether an address is subscribed: { isSubscribed }.' },
    },
    async (request) => {
      const { email } = await validate(emailOnlySchema, request.params);
      return { isSubscribed: await isSubscribed(app.db, email) };
    },
  );

  app.post(
    '/Newsletter/subscribe',
    {
      ...validatedByYup,
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an address (captcha required).',
        body: openApiBody(newsletterSubscribeSchema),
      },
    },
    async (request) => {
      const input = await validate(newsletterSubscribeSchema, request.body);
      await requireCaptcha(request, input.captcha);
      await subscribeToNewsletter(app.db, input);
      return { message: NEWSLETTER_MESSAGES.subscribed };
    },
  );

  app.post(
    '/Newsletter/unsubscribe',
    {
      ...validatedByYup,
      schema: { tags: ['newsletter'], summary: 'Unsubscribe an address.', body: openApiBody(emailOnlySchema) },
    },
    async (request) => {
      const { email } = await validate(emailOnlySchema, request.body);
      await unsubscribeFromNewsletter(app.db, email);
      return { message: NEWSLETTER_MESSAGES.unsubscribed };
    },
  );
}
