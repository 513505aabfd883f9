/**
 * Notify-me for out-of-stock products: POST /ProductNotification/subscribe, the e-mail's
 * unsubscribe (POST /ProductNotification/unsubscribe {token}), and the dispatcher's timer.
 */
import type { FastifyInstance } from 'fastify';
import { STOCK_ALERT_MESSAGES, stockAlertSchema } from 'shared-contracts/schemas/stock-alert';
import { object, string } from 'yup';
import { notFound } from '../../platform/http-errors';
import { validate } from '../../platform/plugins/validate';
import { openApiBody, validatedByYup } from '../../platform/plugins/yup-openapi';
import { enforceRateLimit, type RateLimitRule } from '../../platform/rate-limit';
import { metrics } from '../../platform/telemetry/metrics';
import { requireCaptcha } from '../../providers/captcha/index';
import { mailSettingsFromEnv } from '../../providers/mail/index';
import {
  alertsDue,
  dispatchStockAlerts,
  STOCK_ALERT_API_MESSAGES,
  subscribeToStockAlert,
  unsubscribeFromStockAlerts,
} from './service';

export const STOCK_ALERT_RATE_LIMITS = {
  perClient: { name: 'stock-alert:ip', limit: 30, windowSeconds: 60 * 60 },
  perAddress: { name: 'stock-alert:email', limit: 20, windowSeconds: 60 * 60 },
  unsubscribePerClient: { name: 'stock-alert:unsubscribe', limit: 30, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

const unsubscribeSchema = object({
  token: string().trim().required('Token is required').max(128, 'This unsubscribe link is not valid'),
});

export async function stockAlertRoutes(app: FastifyInstance): Promise<void> {
  // The stock_alerts_due gauge reads the backlog at scrape time (metrics on: METRICS_PORT).
  const unwatch = metrics.watchStockAlertsDue(() => alertsDue(app.db));
  app.addHook('onClose', async () => unwatch());

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

  app.post(
    '/ProductNotification/unsubscribe',
    {
      ...validatedByYup,
      schema: {
        tags: ['stock-alerts'],
        summary: "No more back-in-stock e-mails for the address of the e-mail's link.",
        body: openApiBody(unsubscribeSchema),
      },
    },
    async (request, reply) => {
      await enforceRateLimit(app.db, reply, STOCK_ALERT_RATE_LIMITS.unsubscribePerClient, request.ip);
      const { token } = await validate(unsubscribeSchema, request.body);
      if (!(await unsubscribeFromStockAlerts(app.db, token))) throw notFound(STOCK_ALERT_API_MESSAGES.unknownLink);
      return { message: STOCK_ALERT_API_MESSAGES.unsubscribed };
    },
  );

  // Every process sends what is due now and then (stock can change by paths other than a restock).
  const every = app.config.stockAlertIntervalMs;
  if (every > 0) {
    const deps = { db: app.db, mailer: app.providers.mailer, shopUrl: mailSettingsFromEnv().shopUrl, log: app.log };
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      dispatchStockAlerts(deps)
        .catch((error) => app.log.warn({ err: error }, 'back-in-stock dispatch failed; it runs again'))
        .finally(() => {
          running = false;
        });
    }, every);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
