/** CORS for the shop's own origins only; anything else gets no Access-Control headers. */
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const corsPlugin = fp(
  async (app: FastifyInstance, options: { origins: string[] }) => {
    await app.register(cors, {
      origin: options.origins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: [
        'Content-Type',
        'Authorization',
        'X-Request-ID',
        'X-Guest-Id',
        'If-None-Match',
        'Idempotency-Key',
        // W3C trace context: a traced page's first calls join its trace (shared-kit http/trace-context.ts).
        'traceparent',
      ],
      exposedHeaders: ['X-Request-ID', 'ETag'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
