/**
 * The one error path of the API. Client errors answer their message; server errors are logged with
 * the request id and answered with a generic message, so no internals leak.
 *
 * Bad input never answers 5xx (issue 13): a database error the input caused (a value out of range,
 * NUL in a text, ...) answers 400 and is logged as a warning, not an error (database-errors.ts).
 * Messages that quote the input are cut to a short prefix.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiError } from 'shared-contracts/api/errors';
import { INPUT_LIMITS } from 'shared-contracts/domain/limits';
import { ValidationError } from 'yup';
import { databaseInputMessage, isDatabaseError } from '../hardening/database-errors';
import { HttpError } from '../http-errors';
import { quoteInput, VALIDATION_FALLBACK_MESSAGE, validationHttpError } from './validate';

export const GENERIC_SERVER_ERROR = 'Something went wrong on our side. Please try again later.';
/** The 413 message, naming the route's own limit (POST /Beacons takes 16 KB, the rest 1 MB). */
export function bodyTooLargeMessage(limitBytes: number): string {
  const size = limitBytes >= 1024 * 1024 ? `${limitBytes / 1024 / 1024} MB` : `${Math.round(limitBytes / 1024)} KB`;
  return `The request body is too large (at most ${size})`;
}
export const BODY_TOO_LARGE_MESSAGE = bodyTooLargeMessage(INPUT_LIMITS.jsonBodyBytes);
export const BAD_URL_MESSAGE = 'The request address is not valid';

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && ('code' in error || 'statusCode' in error);
}

/** Fastify's own client errors (bad JSON, wrong content type, body too large, schema validation). */
function fastifyClientError(
  error: FastifyError,
  bodyLimit: number = INPUT_LIMITS.jsonBodyBytes,
): { status: number; body: ApiError } | null {
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  if (error.validation) {
    const errors: Record<string, string[]> = {};
    for (const item of error.validation.slice(0, 50)) {
      const field =
        item.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(item.params?.missingProperty ?? '');
      errors[field] = [...(errors[field] ?? []), quoteInput(item.message ?? 'is not valid')];
    }
    return { status: 400, body: { message: quoteInput(error.message), title: 'Bad Request', errors } };
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return { status: 400, body: { message: 'The request body is not valid JSON', title: 'Bad Request' } };
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { status: 413, body: { message: bodyTooLargeMessage(bodyLimit), title: 'Payload Too Large' } };
  }
  return { status, body: { message: quoteInput(error.message) } };
}

interface Answer {
  status: number;
  body: ApiError;
  /** How loud the log line is: a fault of ours (error), input the database refused (warn), a client error (info). */
  level: 'error' | 'warn' | 'info';
}

/**
 * A TypeError thrown from inside yup: a schema's transform met a value it cannot read (`trim()` on
 * an array). validate() stops these first; a module that calls a schema itself is caught here.
 */
function isValidationCrash(error: unknown): boolean {
  return error instanceof TypeError && /[\\/]yup[\\/]/.test(error.stack ?? '');
}

function answerFor(error: unknown, bodyLimit?: number): Answer {
  if (error instanceof HttpError) return { status: error.statusCode, body: error.toBody(), level: 'info' };
  if (error instanceof ValidationError) {
    const httpError = validationHttpError(error);
    return { status: httpError.statusCode, body: httpError.toBody(), level: 'info' };
  }
  if (isValidationCrash(error))
    return { status: 400, body: { message: VALIDATION_FALLBACK_MESSAGE, title: 'Bad Request' }, level: 'warn' };
  const databaseMessage = databaseInputMessage(error);
  if (databaseMessage) return { status: 400, body: { message: databaseMessage, title: 'Bad Request' }, level: 'warn' };
  const client = isFastifyError(error) ? fastifyClientError(error, bodyLimit) : null;
  if (client) return { ...client, level: 'info' };
  return { status: 500, body: { message: GENERIC_SERVER_ERROR, title: 'Internal Server Error' }, level: 'error' };
}

/** Errors Fastify meets before routing (a URL that does not decode): answered in the API's shape. */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ code: error.code }, 'client error before routing');
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send({ message: BAD_URL_MESSAGE, title: 'Bad Request' } satisfies ApiError);
}

export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply) => {
      const { status, body, level } = answerFor(error, request.routeOptions.bodyLimit);
      if (level === 'error') request.log.error({ err: error }, 'request failed');
      else if (level === 'warn') {
        const code = isDatabaseError(error) ? error.code : undefined;
        const detail = error instanceof Error ? quoteInput(error.message) : undefined;
        request.log.warn({ status, code, detail, message: body.message }, 'malformed input refused');
      } else request.log.info({ status, message: body.message }, 'client error');
      return reply.status(status).send(body);
    });

    app.setNotFoundHandler((request, reply) => {
      const path = quoteInput(request.url.split('?')[0] ?? '');
      const body: ApiError = { message: `Route ${request.method} ${path} was not found`, title: 'Not Found' };
      return reply.status(404).send(body);
    });
  },
  { name: 'error-handler' },
);
