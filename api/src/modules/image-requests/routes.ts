/**
 * POST /Registration/image-request: the media library's image request (captcha checked); and the
 * back office's inbox of them (inbox.handle): GET /staff/inbox/image-requests and
 * POST /staff/inbox/image-requests/{id}/handled.
 */
import type { FastifyInstance } from 'fastify';
import { IMAGE_REQUEST_MESSAGES, imageRequestSchema } from 'shared-contracts/schemas/image-request';
import { staffInboxQuerySchema } from 'shared-contracts/schemas/staff-inbox';
import { validate } from '../../platform/plugins/validate';
import { openApiBody, validatedByYup } from '../../platform/plugins/yup-openapi';
import { enforceRateLimit, type RateLimitRule } from '../../platform/rate-limit';
import { requireCaptcha } from '../../providers/captcha/index';
import { requireStaff, staffActorOf, staffDoc } from '../../shared/staff-access';
import { handleImageRequest, imageRequestInbox } from './inbox';
import { receiveImageRequest } from './service';

export const IMAGE_REQUEST_RATE_LIMITS = {
  perClient: { name: 'image-request:ip', limit: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

export async function imageRequestRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/Registration/image-request',
    {
      ...validatedByYup,
      schema: {
        tags: ['image-requests'],
        summary: 'Ask for product images (captcha required); staff are e-mailed.',
        body: openApiBody(imageRequestSchema),
      },
    },
    async (request, reply) => {
      const input = await validate(imageRequestSchema, request.body);
      await enforceRateLimit(app.db, reply, IMAGE_REQUEST_RATE_LIMITS.perClient, request.ip);
      await requireCaptcha(request, input.captcha);
      const { captcha: _captcha, ...fields } = input;
      await receiveImageRequest(
        { db: app.db, mailer: app.providers.mailer, staffEmail: app.config.staffEmail },
        fields,
      );
      return { message: IMAGE_REQUEST_MESSAGES.sent };
    },
  );

  // ---- staff ------------------------------------------------------------------------------------
  app.get(
    '/staff/inbox/image-requests',
    {
      ...validatedByYup,
      ...requireStaff('inbox.handle'),
      schema: staffDoc({
        summary: 'Image requests, newest first: state open (default), handled or all; page and pageSize.',
        querystring: openApiBody(staffInboxQuerySchema),
      }),
    },
    async (request) => imageRequestInbox(app.db, await validate(staffInboxQuerySchema, request.query)),
  );

  app.post<{ Params: { id: string } }>(
    '/staff/inbox/image-requests/:id/handled',
    {
      ...requireStaff('inbox.handle'),
      schema: staffDoc({
        summary: 'Marks an image request handled (once: a handled one answers 409 naming who and when). No body.',
      }),
    },
    async (request) => handleImageRequest(app.db, staffActorOf(request), request.params.id),
  );
}
