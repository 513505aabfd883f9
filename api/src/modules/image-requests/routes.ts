/** POST /Registration/image-request: the media library's image request (captcha checked). */
import type { FastifyInstance } from 'fastify';
import { IMAGE_REQUEST_MESSAGES, imageRequestSchema } from 'shared-contracts/schemas/image-request';
import { validate } from '../../platform/plugins/validate';
import { openApiBody, validatedByYup } from '../../platform/plugins/yup-openapi';
import { enforceRateLimit, type RateLimitRule } from '../../platform/rate-limit';
import { requireCaptcha } from '../../providers/captcha/index';
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
}
