/**
 * Dealer locator search (specification 001, sections 5 and 9): a zip of digits only and one of the
 * offered radii (50, 100, 150, 200, 250 miles; default 50). The messages are ours: the
 * specification quotes none for this form.
 */
import { type InferType, number, object, string } from 'yup';
import { LIMITS } from '../domain/limits';

/** The label the locator's zip field shows; its messages say the same words. */
export const DEALER_LOCATOR_LABELS = { zip: 'Zip Code', radius: 'Distance' } as const;

export const DEALER_LOCATOR_MESSAGES = {
  zipRequired: `${DEALER_LOCATOR_LABELS.zip} is required`,
  zipDigits: `${DEALER_LOCATOR_LABELS.zip} must be 5 digits`,
  radius: 'Choose one of the offered distances',
} as const;

/** Keeps only digits, at most five: what the zip field accepts as the visitor types. */
export function digitsOnlyZip(input: string): string {
  return input.replace(/\D/g, '').slice(0, LIMITS.zipMinLength);
}

export const dealerSearchSchema = object({
  zip: string()
    .trim()
    .required(DEALER_LOCATOR_MESSAGES.zipRequired)
    .matches(/^\d{5}$/, { message: DEALER_LOCATOR_MESSAGES.zipDigits, excludeEmptyString: true }),
  radius: number()
    .default(LIMITS.locatorDefaultRadiusMiles)
    .oneOf([...LIMITS.locatorRadiiMiles], DEALER_LOCATOR_MESSAGES.radius),
});
export type DealerSearch = InferType<typeof dealerSearchSchema>;
