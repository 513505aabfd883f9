/**
 * GET /dev/outbox?to= : the embedded outbox, for a newcomer following a verification or reset link
 * by hand and for the end-to-end tests. Registered only while the shop sends mail to its own
 * outbox (the embedded default, `npm start`): with a real mail server (SMTP) mail leaves the shop
 * and the route does not exist, so real customers' mails can never be read through it. The same
 * plugin starts the outbox's delivery through that server (delivery.ts).
 * A browser gets a readable page with clickable links; anything else gets JSON.
 */
import type { FastifyPluginAsync } from 'fastify';
import { number, object, string } from 'yup';
import { validate } from '../../platform/plugins/validate';
import { scheduleMailDelivery, waitsForServer } from './delivery';
import { outboxPage } from './outbox-page';
import { listOutboxMail } from './queries';

const outboxQuery = object({
  to: string().trim().max(320).optional(),
  limit: number().integer().min(1).max(200).default(50),
});

export const mailRoutes: FastifyPluginAsync = async (app) => {
  scheduleMailDelivery(app);
  if (waitsForServer(app.providers.mailer)) return;
  app.get('/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    const { to, limit } = await validate(outboxQuery, request.query);
    const messages = await listOutboxMail(app.db, { to, limit });
    reply.header('cache-control', 'no-store');
    if (request.headers.accept?.includes('text/html')) {
      return reply.type('text/html; charset=utf-8').send(outboxPage(messages, to));
    }
    return { messages };
  });
};
