/** Notify-me for out-of-stock products. */
import type { FastifyInstance } from 'fastify';
import { STOCK_ALERT_MESSAGES, stockAlertSchema } from 'shared-contracts/schemas/stock-alert';
import { validate } from '../../platform/plugins/validate';
import { openApiBody, validatedByYup } from '../../platform/plugins/yup-openapi';
import { requireCaptcha } from '../../providers/captcha/index';
import { subscribeToStockAlert } from './service';

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
    async (request) => {
      const input = await validate(stockAlertSchema, request.body);
      await requireCaptcha(request, input.captcha);
      await subscribeToStockAlert(app.db, input);
      return { message: STOCK_ALERT_MESSAGES.subscribed(input.productName) };
    },
  );
}
