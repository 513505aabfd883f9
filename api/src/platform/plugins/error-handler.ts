/**
 * The one error path of the API. Client errors answer their message; server errors are logged with
 * the request id and answered with a generic message, so no internals leak.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiError } from 'shared-contracts/api/errors';
import { ValidationError } from 'yup';
import { HttpError } from '../http-errors';
import { validationHttpError } from './validate';

export const GENERIC_SERVER_ERROR = 'Something went wrong on our side. Please try again later.';

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && ('code' in error || 'statusCode' in error);
}

/** Fastify's own client errors (bad JSON, wrong content type, body too large, schema validation). */
function fastifyClientError(error: FastifyError): { status: number; body: ApiError } | null {
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  if (error.validation) {
    const errors: Record<string, string[]> = {};
    for (const item of error.validation) {
      const field =
        item.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(item.params?.missingProperty ?? '');
      errors[field] = [...(errors[field] ?? []), item.message ?? 'is not valid'];
    }
    return { status: 400, body: { message: error.message, title: 'Bad Request', errors } };
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return { status: 400, body: { message: 'The request body is not valid JSON', title: 'Bad Request' } };
  }
  return { status, body: { message: error.message } };
}

export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply) => {
      let status: number;
      let body: ApiError;
      if (error instanceof HttpError) {
        status = error.statusCode;
        body = error.toBody();
      } else if (error instanceof ValidationError) {
        const httpError = validationHttpError(error);
        status = httpError.statusCode;
        body = httpError.toBody();
      } else {
        const client = isFastifyError(error) ? fastifyClientError(error) : null;
        if (client) {
          status = client.status;
          body = client.body;
        } else {
          status = 500;
          body = { message: GENERIC_SERVER_ERROR, title: 'Internal Server Error' };
        }
      }
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ status, message: body.message }, 'client error');
      return reply.status(status).send(body);
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0];
      const body: ApiError = { message: `Route ${request.method} ${path} was not found`, title: 'Not Found' };
      return reply.status(404).send(body);
    });
  },
  { name: 'error-handler' },
);
