/**
 * `POST /Compliance/evaluate` and the buyer's date of birth (issue 30). The same date field is read
 * by `POST /Checkout/simplified`, so the order transaction checks the age the browser checked.
 */
import { array, type InferType, object, string } from 'yup';
import { TEXT_LIMITS, tooLongMessage } from '../domain/limits';
import { isUsStateCode } from '../domain/us-states';
import { CHECKOUT_MESSAGES, dealerIdField, isZipLongEnough } from './checkout';
import { DATE_OF_BIRTH_MESSAGES, dateOfBirthField } from './date-of-birth';

export const COMPLIANCE_MESSAGES = {
  ...DATE_OF_BIRTH_MESSAGES,
  lines: 'Send between 1 and 100 lines',
} as const;

/** A cart holds at most this many lines in one evaluation. */
export const COMPLIANCE_MAX_LINES = 100;

const place = () =>
  object({
    state: string()
      .trim()
      .required(CHECKOUT_MESSAGES.required)
      .max(2, CHECKOUT_MESSAGES.state)
      .test('us-state', CHECKOUT_MESSAGES.state, (v) => !v || isUsStateCode(v.toUpperCase())),
    zip: string()
      .trim()
      .required(CHECKOUT_MESSAGES.required)
      .max(TEXT_LIMITS.zip, tooLongMessage(TEXT_LIMITS.zip))
      .test('zip-min', CHECKOUT_MESSAGES.zip, isZipLongEnough),
  });

export const complianceEvaluateSchema = object({
  lines: array(
    object({
      id: string().trim().max(TEXT_LIMITS.code, tooLongMessage(TEXT_LIMITS.code)).optional(),
      sku: string().trim().required(CHECKOUT_MESSAGES.required).max(TEXT_LIMITS.code, tooLongMessage(TEXT_LIMITS.code)),
    }),
  )
    .required(COMPLIANCE_MESSAGES.lines)
    .min(1, COMPLIANCE_MESSAGES.lines)
    .max(COMPLIANCE_MAX_LINES, COMPLIANCE_MESSAGES.lines),
  /**
   * Where the goods go. Left out (the shopper has typed no address yet), only the federal rules
   * apply: the checkout learns at once which lines have an age class and asks for the date of birth.
   */
  shipTo: place().optional().default(undefined),
  /** The FFL dealer's address: FFL lines are evaluated there; its directory id tells its SOT status. */
  dealer: place().shape({ dealerId: dealerIdField() }).nullable().optional().default(undefined),
  dateOfBirth: dateOfBirthField(),
});

export type ComplianceEvaluateRequest = InferType<typeof complianceEvaluateSchema>;
