/**
 * Input validation with the yup schemas of shared-contracts (the same rules and messages the client
 * forms use). Every error is collected (abortEarly: false) and answered as 400 with field errors.
 *
 * Hardened for input no form sends (issue 13, docs/decisions/0013):
 * - values of the wrong shape (an array or object where text is expected) are found by a look at
 *   the input before the schema reads it, and kept from the schema's transforms (value-shapes.ts);
 *   the answer lists them with every other field's problems;
 * - text fields holding NUL (which PostgreSQL refuses) or longer than INPUT_LIMITS.textLength are
 *   field errors too, unless the schema already has its own rule for them;
 * - yup's default type message prints the whole value it was given; it is replaced by one that
 *   names the expected kind, and every message is cut to INPUT_LIMITS.errorQuoteLength characters,
 *   so an answer never echoes a large input;
 * - anything else a schema throws while reading the input is the input's fault: 400, not 500.
 */
import { INPUT_LIMITS } from 'shared-contracts/domain/limits';
import { type AnySchema, type InferType, ValidationError } from 'yup';
import { inspectInput, shapeMessage } from '../hardening/value-shapes';
import { badRequest, type HttpError } from '../http-errors';

/** At most this many fields are listed in one answer (a body of 10,000 bad fields answers 50). */
export const MAX_FIELD_ERRORS = 50;

export const VALIDATION_FALLBACK_MESSAGE = 'The request has a value of the wrong type';

/** Cuts a message (or anything quoted from the input) to the answer's quoting limit. */
export function quoteInput(text: string, max: number = INPUT_LIMITS.errorQuoteLength): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** yup's built-in "must be a `number` type, but the final value was: ..." (it quotes the value). */
const DEFAULT_TYPE_MESSAGE = /must be a `[a-z]+` type/;

function messageOf(item: ValidationError, message: string): string {
  if (item.type === 'typeError' && DEFAULT_TYPE_MESSAGE.test(message)) {
    const params = (item.params ?? {}) as { label?: string; type?: string };
    return shapeMessage(params.label ?? item.path ?? 'The value', params.type ?? 'value');
  }
  return quoteInput(message);
}

/** yup's errors as `{ field: [messages] }`; errors without a path go under `''`. */
export function fieldErrors(error: ValidationError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const inner = error.inner.length > 0 ? error.inner : [error];
  for (const item of inner) {
    const field = quoteInput(item.path ?? '', 100);
    if (!(field in errors) && Object.keys(errors).length >= MAX_FIELD_ERRORS) break;
    const messages = errors[field] ?? [];
    for (const raw of item.errors) {
      const message = messageOf(item, raw);
      if (!messages.includes(message)) messages.push(message);
    }
    errors[field] = messages;
  }
  return errors;
}

function firstMessage(errors: Record<string, string[]>): string {
  return Object.values(errors)[0]?.[0] ?? 'The request is not valid';
}

export function validationHttpError(error: ValidationError): HttpError {
  const errors = fieldErrors(error);
  // The toast shows `message`: the first problem is the most useful single line.
  return badRequest(firstMessage(errors), errors);
}

/**
 * One answer's field errors: the shape check's first (the schema did not see those values), then
 * the schema's, then the text checks' on fields the schema found nothing wrong with (a schema's own
 * rule and message about length or control characters wins).
 */
function mergeErrors(
  shapeErrors: Record<string, string[]>,
  schemaErrors: Record<string, string[]>,
  textErrors: Record<string, string[]>,
): Record<string, string[]> {
  const merged: Record<string, string[]> = { ...shapeErrors };
  for (const [field, messages] of Object.entries(schemaErrors)) if (!(field in merged)) merged[field] = messages;
  for (const [field, messages] of Object.entries(textErrors)) if (!(field in merged)) merged[field] = messages;
  return Object.fromEntries(Object.entries(merged).slice(0, MAX_FIELD_ERRORS));
}

/** Validates and casts `value`; throws the 400 answer on failure. */
export async function validate<S extends AnySchema>(schema: S, value: unknown): Promise<InferType<S>> {
  const { shapeErrors, textErrors, readable } = inspectInput(schema, value ?? {});
  let result: InferType<S> | undefined;
  let schemaErrors: Record<string, string[]> = {};
  try {
    result = await schema.validate(readable, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    // Anything but a ValidationError is a transform or test that met a value it cannot read.
    if (!(error instanceof ValidationError)) throw badRequest(VALIDATION_FALLBACK_MESSAGE);
    schemaErrors = fieldErrors(error);
  }
  const errors = mergeErrors(shapeErrors, schemaErrors, textErrors);
  if (Object.keys(errors).length > 0) throw badRequest(firstMessage(errors), errors);
  return result as InferType<S>;
}
