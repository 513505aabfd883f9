/**
 * The submit's forms checked with the browser's own schemas (shared-contracts): a 400 whose
 * message is the specification's summary of the form that has the errors, with the field errors.
 * A text PostgreSQL cannot store (NUL) is one of them: the order is written after its payment is
 * authorised (decision 0055), so nothing the database would refuse may get that far.
 */
import { CHECKOUT_API_MESSAGES } from 'shared-contracts/api/checkout';
import {
  CHECKOUT_SUMMARIES,
  checkoutSubmitSchema,
  type DealerInfo,
  dealerFormSchema,
} from 'shared-contracts/schemas/checkout';
import { type AnySchema, type InferType, ValidationError } from 'yup';
import { inspectInput } from '../../platform/hardening/value-shapes';
import { badRequest, type HttpError } from '../../platform/http-errors';
import { fieldErrors } from '../../platform/plugins/validate';

/** The summary of the form the first erring field belongs to: billing before dealer. */
export function summaryOf(fields: string[], fallback = 'The request is not valid'): string {
  if (fields.some((f) => f.startsWith('customerInfo.'))) return CHECKOUT_SUMMARIES.billing;
  if (fields.some((f) => f.startsWith('dealerInfo.'))) return CHECKOUT_SUMMARIES.dealer;
  return fallback;
}

/** True when a text anywhere in `value` holds NUL (the body parser bounds how deep it nests). */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object') return false;
  return Object.values(value).some(holdsNul);
}

/**
 * The schema's fields whose text holds NUL, with the shop's message for it under the field's label.
 * Only a value that holds NUL is walked against the schema; a field the schema does not know is
 * stripped, never stored.
 */
function nulErrors(schema: AnySchema, value: unknown): Record<string, string[]> {
  return holdsNul(value) ? inspectInput(schema, value).textErrors : {};
}

/** 400 with field errors; the message is the spec's form summary of the form that has them. */
function checkoutFieldsError(errors: Record<string, string[]>): HttpError {
  return badRequest(summaryOf(Object.keys(errors), Object.values(errors)[0]?.[0]), errors);
}

/** Validates `value` against `schema`: the cast value, or the 400 listing the schema's errors, then the NUL fields'. */
async function checked<S extends AnySchema>(schema: S, value: unknown, prefix: string): Promise<InferType<S>> {
  const refused = nulErrors(schema, value);
  let errors: Record<string, string[]> = {};
  try {
    const cast = await schema.validate(value, { abortEarly: false, stripUnknown: true });
    if (Object.keys(refused).length === 0) return cast as InferType<S>;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    errors = fieldErrors(error);
  }
  for (const [field, messages] of Object.entries(refused)) errors[field] ??= messages;
  throw checkoutFieldsError(
    Object.fromEntries(Object.entries(errors).map(([field, messages]) => [`${prefix}${field}`, messages])),
  );
}

export function validateSubmit(body: unknown) {
  return checked(checkoutSubmitSchema, body ?? {}, '');
}

export async function validateDealer(dealerInfo: unknown): Promise<DealerInfo> {
  if (dealerInfo === null || dealerInfo === undefined || typeof dealerInfo !== 'object') {
    throw badRequest(CHECKOUT_API_MESSAGES.dealerRequired, { dealerInfo: [CHECKOUT_API_MESSAGES.dealerRequired] });
  }
  return checked(dealerFormSchema, dealerInfo, 'dealerInfo.');
}
