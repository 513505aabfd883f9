/**
 * The submit's forms checked with the browser's own schemas (shared-contracts): a 400 whose
 * message is the specification's summary of the form that has the errors, with the field errors.
 */
import { CHECKOUT_API_MESSAGES } from 'shared-contracts/api/checkout';
import {
  CHECKOUT_SUMMARIES,
  checkoutSubmitSchema,
  type DealerInfo,
  dealerFormSchema,
} from 'shared-contracts/schemas/checkout';
import { ValidationError } from 'yup';
import { badRequest, type HttpError } from '../../platform/http-errors';
import { fieldErrors } from '../../platform/plugins/validate';

/** The summary of the form the first erring field belongs to: billing before dealer. */
export function summaryOf(fields: string[], fallback = 'The request is not valid'): string {
  if (fields.some((f) => f.startsWith('customerInfo.'))) return CHECKOUT_SUMMARIES.billing;
  if (fields.some((f) => f.startsWith('dealerInfo.'))) return CHECKOUT_SUMMARIES.dealer;
  return fallback;
}

/** 400 with field errors; the message is the spec's form summary of the form that has them. */
function checkoutValidationError(error: ValidationError, prefix = ''): HttpError {
  const raw = fieldErrors(error);
  const errors = Object.fromEntries(Object.entries(raw).map(([field, messages]) => [`${prefix}${field}`, messages]));
  return badRequest(summaryOf(Object.keys(errors), Object.values(errors)[0]?.[0]), errors);
}

export async function validateSubmit(body: unknown) {
  try {
    return await checkoutSubmitSchema.validate(body ?? {}, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw checkoutValidationError(error);
    throw error;
  }
}

export async function validateDealer(dealerInfo: unknown): Promise<DealerInfo> {
  if (dealerInfo === null || dealerInfo === undefined || typeof dealerInfo !== 'object') {
    throw badRequest(CHECKOUT_API_MESSAGES.dealerRequired, { dealerInfo: [CHECKOUT_API_MESSAGES.dealerRequired] });
  }
  try {
    return await dealerFormSchema.validate(dealerInfo, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw checkoutValidationError(error, 'dealerInfo.');
    throw error;
  }
}
