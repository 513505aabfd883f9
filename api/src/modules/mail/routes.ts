/**
 * GET /dev/outbox?to= : the outbox for end-to-end tests and local development. Never registered
 * when NODE_ENV is production, so the mails of real customers cannot be read through it.
 */
import type { FastifyPluginAsync } from 'fastify';
import { number, object, string } from 'yup';
import { validate } from '../../platform/plugins/validate';
import { listOutboxMail } from './queries';

const outboxQuery = object({
  to: string().trim().max(320).optional(),
  limit: number().integer().min(1).max(200).default(50),
});

export const mailRoutes: FastifyPluginAsync = async (app) => {
  if (process.env.NODE_ENV === 'production') return;
  app.get('/dev/outbox', { schema: { hide: true } }, async (request) => {
    const { to, limit } = await validate(outboxQuery, request.query);
    return { messages: await listOutboxMail(app.db, { to, limit }) };
  });
};
