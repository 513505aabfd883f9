/**
 * What every route gets before its handler runs, whatever its own validation (issue 13,
 * docs/decisions/0013): the hardened JSON body parser (size, depth, prototype keys, text length),
 * a bound on query-string values, and a cap on the size of error answers, so a client error can
 * never cost more to answer than to send. What a value means (NUL in a search, a repeated query
 * parameter) is left to the route's own validation; validate() and the error handler make sure
 * that whatever slips through answers 400, not 500.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiError } from 'shared-contracts/api/errors';
import { INPUT_LIMITS } from 'shared-contracts/domain/limits';
import { parseJsonBody } from '../hardening/json-body';
import { badRequest } from '../http-errors';
import { quoteInput } from './validate';

export const INPUT_GUARD_MESSAGES = {
  tooLong: (name: string) =>
    `Query parameter "${quoteInput(name, 64)}" must be at most ${INPUT_LIMITS.queryValueLength} characters`,
} as const;

async function checkQuery(request: FastifyRequest): Promise<void> {
  const query = request.query;
  if (!query || typeof query !== 'object') return;
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string' && item.length > INPUT_LIMITS.queryValueLength) {
        throw badRequest(INPUT_GUARD_MESSAGES.tooLong(name));
      }
    }
  }
}

/** Error answers (4xx) larger than this are cut to their message: nothing a client sent is echoed at length. */
export const MAX_ERROR_ANSWER_BYTES = 16 * 1024;

/** A 4xx answer over the cap keeps its status and title, and a message cut to the quoting limit. */
async function capErrorAnswer(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (reply.statusCode < 400 || reply.statusCode >= 500 || typeof payload !== 'string') return payload;
  if (Buffer.byteLength(payload) <= MAX_ERROR_ANSWER_BYTES) return payload;
  let body: ApiError = { message: 'The request is not valid' };
  try {
    const parsed = JSON.parse(payload) as Partial<ApiError>;
    body = {
      message: quoteInput(String(parsed.message ?? body.message)),
      ...(parsed.title ? { title: quoteInput(String(parsed.title)) } : {}),
    };
  } catch {
    // not JSON: the generic message above
  }
  reply.header('content-type', 'application/json; charset=utf-8');
  return JSON.stringify(body);
}

export const inputGuardPlugin = fp(
  async (app: FastifyInstance, options: { bodyLimit: number }) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: options.bodyLimit },
      (_request, body, done) => {
        try {
          done(null, parseJsonBody(body as string));
        } catch (error) {
          done(error as Error, undefined);
        }
      },
    );
    app.addHook('onRequest', checkQuery);
    app.addHook('onSend', capErrorAnswer);
  },
  { name: 'input-guard' },
);
