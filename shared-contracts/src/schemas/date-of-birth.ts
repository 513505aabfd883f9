/**
 * The buyer's date of birth (issue 30): asked when a line has an age class. One field definition for
 * `POST /Compliance/evaluate` and `POST /Checkout/simplified`, so the order transaction checks the
 * very date the browser checked.
 */
import { string } from 'yup';
import { DATE_OF_BIRTH_MESSAGES } from './form-texts';

export { DATE_OF_BIRTH_MESSAGES };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD, from 1900 on. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '1900-01-01';
}

/** Optional: absent or empty means not given (an age-classed line is then refused, asking for it). */
export const dateOfBirthField = () =>
  string()
    .trim()
    .transform((value: string) => (value === '' ? undefined : value))
    .optional()
    .max(10, DATE_OF_BIRTH_MESSAGES.dateOfBirth)
    .test('iso-date', DATE_OF_BIRTH_MESSAGES.dateOfBirth, (v) => v === undefined || isIsoDate(v))
    .test(
      'not-future',
      DATE_OF_BIRTH_MESSAGES.dateOfBirthFuture,
      // A day of slack: the buyer's today may be tomorrow in UTC.
      (v) => v === undefined || !isIsoDate(v) || v <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    );
