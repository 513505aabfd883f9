/**
 * Product registration: GET /Registration/product/models (what can be registered),
 * POST /Registration/product (captcha checked; signed in or not), and the signed-in customer's own
 * list, GET /User/product-registrations; and the back office's inbox of them (inbox.handle):
 * GET /staff/inbox/product-registrations and POST /staff/inbox/product-registrations/{id}/handled.
 */
import type { FastifyInstance } from 'fastify';
import { productRegistrationSchema } from 'shared-contracts/schemas/product-registration';
import { staffInboxQuerySchema } from 'shared-contracts/schemas/staff-inbox';
import { validate } from '../../platform/plugins/validate';
import { openApiBody, validatedByYup } from '../../platform/plugins/yup-openapi';
import { enforceRateLimit, type RateLimitRule } from '../../platform/rate-limit';
import { requireCaptcha } from '../../providers/captcha/index';
import { mailSettingsFromEnv } from '../../providers/mail/index';
import { requireStaff, staffActorOf, staffDoc } from '../../shared/staff-access';
import { requireAccount } from '../auth/index';
import { handleProductRegistration, productRegistrationInbox } from './inbox';
import { registrableModels } from './queries';
import { productsOfCustomer, registerProduct } from './service';

export const PRODUCT_REGISTRATION_RATE_LIMITS = {
  perClient: { name: 'product-registration:ip', limit: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

export async function productRegistrationRoutes(app: FastifyInstance): Promise<void> {
  const shopUrl = mailSettingsFromEnv().shopUrl;

  app.get(
    '/Registration/product/models',
    { schema: { tags: ['product-registrations'], summary: 'The firearms of the catalogue an owner can register.' } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return registrableModels(app.db);
    },
  );

  app.post(
    '/Registration/product',
    {
      ...validatedByYup,
      schema: {
        tags: ['product-registrations'],
        summary: 'Register a firearm by its serial number (captcha required); a confirmation is e-mailed.',
        body: openApiBody(productRegistrationSchema),
      },
    },
    async (request, reply) => {
      const form = await validate(productRegistrationSchema, request.body);
      await enforceRateLimit(app.db, reply, PRODUCT_REGISTRATION_RATE_LIMITS.perClient, request.ip);
      await requireCaptcha(request, form.captcha);
      const identity = request.identity;
      const userId = identity.kind === 'user' ? identity.userId : null;
      return registerProduct({ db: app.db, mailer: app.providers.mailer, shopUrl }, form, userId);
    },
  );

  app.get(
    '/User/product-registrations',
    { schema: { tags: ['product-registrations'], summary: 'Your registered products, newest first.' } },
    async (request) => {
      const account = await requireAccount(request);
      return productsOfCustomer(app.db, account.userId);
    },
  );

  // ---- staff ------------------------------------------------------------------------------------
  app.get(
    '/staff/inbox/product-registrations',
    {
      ...validatedByYup,
      ...requireStaff('inbox.handle'),
      schema: staffDoc({
        summary: 'Product registrations, newest first: state open (default), handled or all; page and pageSize.',
        querystring: openApiBody(staffInboxQuerySchema),
      }),
    },
    async (request) => productRegistrationInbox(app.db, await validate(staffInboxQuerySchema, request.query)),
  );

  app.post<{ Params: { id: string } }>(
    '/staff/inbox/product-registrations/:id/handled',
    {
      ...requireStaff('inbox.handle'),
      schema: staffDoc({
        summary: 'Marks a product registration handled (once: a handled one answers 409 naming who and when). No body.',
      }),
    },
    async (request) => handleProductRegistration(app.db, staffActorOf(request), request.params.id),
  );
}
