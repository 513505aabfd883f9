/** Notify-me for out-of-stock products. */
import type { FastifyInstance } from 'fastify';
import { STOCK_ALERT_MESSAGES, stockAlertSchema } from 'shared-contracts/schemas/stock-alert';
import { validate } from '../../platform/plugins/validate';
import { openApiBody, validatedByYup } from '../../platform/plugins/yup-openapi';
import { enforceRateLimit, type RateLimitRule } from '../../platform/rate-limit';
import { requireCaptcha } from '../../providers/captcha/index';
import { subscribeToStockAlert } from './service';

export const STOCK_ALERT_RATE_LIMITS = {
  perClient: { name: 'stock-alert:ip', limit: 30, windowSeconds: 60 * 60 },
  perAddress: { name: 'stock-alert:email', limit: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

export async function stockAlertRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/ProductNotification/subscribe',
    {
      ...validatedByYup,
      schema: {
        tags: ['stock-alerts'],
        summary: 'Be e-mailed when a product is back in stock (captcha required).',
        body: openApiBody(stockAlertSchema),
      },
    },
    async (request, reply) => {
      const input = await validate(stockAlertSchema, request.body);
      await enforceRateLimit(app.db, reply, STOCK_ALERT_RATE_LIMITS.perClient, request.ip);
      await requireCaptcha(request, input.captcha);
      await enforceRateLimit(app.db, reply, STOCK_ALERT_RATE_LIMITS.perAddress, input.email.toLowerCase());
      await subscribeToStockAlert(app.db, input);
      return { message: STOCK_ALERT_MESSAGES.subscribed(input.productName) };
    },
  );
}
