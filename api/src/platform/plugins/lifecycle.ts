/**
 * The process's lifecycle as the routes see it: `app.lifecycle.draining` turns true when a
 * graceful shutdown starts (serve.ts), so /ready answers 503 and a load balancer stops sending new
 * requests while the ones in flight finish. While draining, every answer asks its client to close
 * the connection: a proxy's keep-alive connection would otherwise hold the process open.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Lifecycle {
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export const lifecyclePlugin = fp(
  async (app: FastifyInstance) => {
    const lifecycle: Lifecycle = { draining: false };
    app.decorate('lifecycle', lifecycle);
    app.addHook('onSend', async (_request, reply, payload) => {
      if (lifecycle.draining) reply.header('connection', 'close');
      return payload;
    });
  },
  { name: 'lifecycle' },
);
