/**
 * Input validation with the yup schemas of shared-contracts (the same rules and messages the client
 * forms use). Every error is collected (abortEarly: false) and answered as 400 with field errors.
 */
import { type AnySchema, type InferType, ValidationError } from 'yup';
import { badRequest, type HttpError } from '../http-errors';

/** yup's errors as `{ field: [messages] }`; errors without a path go under `''`. */
export function fieldErrors(error: ValidationError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const inner = error.inner.length > 0 ? error.inner : [error];
  for (const item of inner) {
    const field = item.path ?? '';
    const messages = errors[field] ?? [];
    for (const message of item.errors) if (!messages.includes(message)) messages.push(message);
    errors[field] = messages;
  }
  return errors;
}

export function validationHttpError(error: ValidationError): HttpError {
  const errors = fieldErrors(error);
  // The toast shows `message`: the first problem is the most useful single line.
  const first = Object.values(errors)[0]?.[0] ?? 'The request is not valid';
  return badRequest(first, errors);
}

/** Validates and casts `value`; throws the 400 answer on failure. */
export async function validate<S extends AnySchema>(schema: S, value: unknown): Promise<InferType<S>> {
  try {
    return await schema.validate(value ?? {}, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw validationHttpError(error);
    throw error;
  }
}
