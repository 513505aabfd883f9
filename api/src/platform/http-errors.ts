/**
 * Errors a handler throws to answer a client error. The error handler turns them into the one
 * error shape of the API: `{ message, title?, errors? }` (shared-contracts ApiError).
 */
import type { ApiError } from 'shared-contracts/api/errors';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Omit<ApiError, 'message'> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ApiError {
    return { message: this.message, ...this.extra };
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>) =>
  new HttpError(400, message, { title: 'Bad Request', ...(errors ? { errors } : {}) });
export const unauthorized = (message = 'You must be signed in to do this') =>
  new HttpError(401, message, { title: 'Unauthorized' });
export const forbidden = (message = 'You are not allowed to do this') =>
  new HttpError(403, message, { title: 'Forbidden' });
export const notFound = (message: string) => new HttpError(404, message, { title: 'Not Found' });
export const conflict = (message: string, errors?: Record<string, string[]>) =>
  new HttpError(409, message, { title: 'Conflict', ...(errors ? { errors } : {}) });
