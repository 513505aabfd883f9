/**
 * Field errors from the shared yup schemas, the same way in every form of the shop: the first
 * message per field, in the schema's order (so 'required' wins over a format message).
 *
 * Typed structurally, not against yup: a form may hand over a schema it loads lazily (yup stays
 * out of the first load), and this module imports nothing from yup itself.
 */

/** The part of a yup schema `validateWith` needs. */
export interface ValidatingSchema<T> {
  validate(value: unknown, options: { abortEarly: false }): Promise<T>;
}

/** The shape of yup's ValidationError this module reads. */
interface ValidationErrorLike {
  name: 'ValidationError';
  path?: string;
  message: string;
  inner?: Array<{ path?: string; message: string }>;
}

/** Key of an error that belongs to no field (a test on the whole object). */
export const FORM_ERROR_KEY = '_';

function isValidationError(error: unknown): error is ValidationErrorLike {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'ValidationError';
}

/**
 * The first message per field of a yup ValidationError (schema order), or null when `error` is not
 * a ValidationError (a bug or a network failure, which the caller must not show as field errors).
 * A message without a path is kept under `_`.
 */
export function fieldErrorsFrom(error: unknown): Record<string, string> | null {
  if (!isValidationError(error)) return null;
  const errors: Record<string, string> = {};
  const issues = error.inner?.length ? error.inner : [error];
  for (const issue of issues) {
    const key = issue.path || FORM_ERROR_KEY;
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/**
 * Runs a schema with every error collected. Resolves with the validated (cast) value or with the
 * field errors; anything other than a ValidationError is re-thrown.
 */
export async function validateWith<T>(schema: ValidatingSchema<T>, value: unknown): Promise<Validated<T>> {
  try {
    return { ok: true, value: await schema.validate(value, { abortEarly: false }) };
  } catch (error) {
    const errors = fieldErrorsFrom(error);
    if (!errors) throw error;
    return { ok: false, errors };
  }
}

export const DEFAULT_FAILURE_MESSAGE = 'Something went wrong, please try again later';

/**
 * What to tell the visitor when an API call failed: the server's message (or title) when it sent
 * one (ApiCallError.body), else the error's own message, else `fallback`.
 */
export function serverMessage(error: unknown, fallback: string = DEFAULT_FAILURE_MESSAGE): string {
  if (error && typeof error === 'object') {
    const body = (error as { body?: { message?: unknown; title?: unknown } }).body;
    if (typeof body?.message === 'string' && body.message) return body.message;
    if (typeof body?.title === 'string' && body.title) return body.title;
    if (error instanceof Error && error.message) return error.message;
  }
  return fallback;
}

/**
 * The field errors of an API 400 (`{ message, errors: { field: [messages] } }`, ApiCallError.body),
 * first message per field, so a form can show them where the visitor typed. Empty when none.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string' && first) out[field] = first;
  }
  return out;
}
