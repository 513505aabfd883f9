/**
 * Request ids: the client's X-Request-ID when it is sane, else a new uuid. Fastify puts it on every
 * log line of the request (`reqId`), and it is echoed back in the X-Request-ID response header.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Passed to Fastify as `genReqId`: an untrusted header must not inject into logs. */
export function requestIdFrom(request: IncomingMessage): string {
  const header = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  return value && SAFE_REQUEST_ID.test(value) ? value : randomUUID();
}

export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('X-Request-ID', request.id);
    });
  },
  { name: 'request-id' },
);
