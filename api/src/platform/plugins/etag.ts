/**
 * Conditional GET for content answers: a strong ETag over the JSON body, 304 when the client's
 * If-None-Match already names it. Browsers and the shell's fetch revalidate instead of re-downloading.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** Sends `payload` as JSON with an ETag, or 304 with no body when it has not changed. */
export function sendWithEtag(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  cacheControl = 'no-cache',
): FastifyReply {
  const body = JSON.stringify(payload);
  const etag = etagOf(body);
  reply.header('ETag', etag).header('Cache-Control', cacheControl);
  if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}
