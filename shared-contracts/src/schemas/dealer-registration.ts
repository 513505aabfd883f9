/**
 * Dealer registration (001 sections 3 and 5; issue 11): every field of the form with its rules and
 * the specification's messages. One definition for the dealers remote's form and the API's
 * multipart validation (`POST /Registration/dealer`), so both say the same words. Multipart sends
 * every value as text: booleans arrive as 'true' / 'false' and yup reads them as such.
 */
import { boolean, type InferType, object, ref, string } from 'yup';
import { LIMITS, TEXT_LIMITS } from '../domain/limits';
import { isUsStateCode } from '../domain/us-states';
import { labelledText, requiredLabelledText } from './labelled-text';
import { EMAIL_PATTERN, PHONE_PATTERN, WEBSITE_PATTERN } from './patterns';

export const DEALER_REGISTRATION_LABELS = {
  company: 'Company',
  website: 'Website',
  phone: 'Phone',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  firstName: 'First Name',
  lastName: 'Last Name',
  streetAddress: 'Street Address',
  city: 'City',
  state: 'State',
  postalCode: 'Zip Code',
  country: 'Country',
  fflNumber: 'FFL Number',
  sotEin: 'SOT EIN',
  fflDocument: 'FFL Document',
  sotDocument: 'SOT Document',
} as const;

export const DEALER_REGISTRATION_MESSAGES = {
  required: (label: string) => `${label} is required`,
  website: 'Website must be a valid URL',
  phone: 'Phone must be a valid phone number',
  email: 'Email must be a valid email address',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordsMatch: 'Password values must match',
  captcha: 'Please complete the reCAPTCHA',
  state: 'Choose a state',
  zip: `${DEALER_REGISTRATION_LABELS.postalCode} must be 5 digits`,
  country: 'Only addresses in the United States can be registered',
  fflNumber: `${DEALER_REGISTRATION_LABELS.fflNumber} must look like 1-23-456-78-9A-12345`,
  sotEin: `${DEALER_REGISTRATION_LABELS.sotEin} must be 9 digits (12-3456789)`,
  fflDocument: `${DEALER_REGISTRATION_LABELS.fflDocument} is required`,
} as const;

/** FFL and SOT documents: PDF or TIFF (checked by their bytes on the server), each under 5 MB. */
export const DEALER_DOCUMENT_ACCEPT = '.pdf,.tif,.tiff,application/pdf,image/tiff';
export const DEALER_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const DEALER_DOCUMENT_FIELDS = ['fflDocument', 'sotDocument'] as const;

/** An FFL number as ATF prints it: 1-23-456-78-9A-12345 (dashes optional). */
export const FFL_NUMBER_PATTERN = /^\d-?\d{2}-?\d{3}-?\d{2}-?[0-9A-Z]{2}-?\d{5}$/i;
export const EIN_PATTERN = /^\d{2}-?\d{7}$/;
const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
const COUNTRY_NAMES = ['United States', 'US'];

const M = DEALER_REGISTRATION_MESSAGES;
const L = DEALER_REGISTRATION_LABELS;
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const text = labelledText;
const required = requiredLabelledText;

/** An address block's fields, required only when `inUse` says the block is used. */
function addressBlock(prefix: '' | 'billing' | 'locator', inUse?: (values: Record<string, unknown>) => boolean) {
  const key = (name: string) => (prefix ? `${prefix}${name.charAt(0).toUpperCase()}${name.slice(1)}` : name);
  const needed = (label: string, max?: number) =>
    inUse
      ? text(label, max).test('needed', M.required(label), function check(value) {
          return !inUse(this.parent) || Boolean(value);
        })
      : required(label, max);
  const checked = (label: string, max: number | undefined, ok: (v: string) => boolean, message: string) =>
    needed(label, max).test('format', message, function check(value) {
      return (inUse && !inUse(this.parent)) || !value || ok(value);
    });
  return {
    [key('streetAddress')]: needed(L.streetAddress),
    [key('city')]: needed(L.city),
    [key('state')]: checked(L.state, undefined, (v) => isUsStateCode(v.toUpperCase()), M.state),
    [key('postalCode')]: checked(L.postalCode, TEXT_LIMITS.zip, (v) => ZIP_PATTERN.test(v), M.zip),
    [key('country')]: text(L.country)
      .default(COUNTRY_NAMES[0])
      .test('us-only', M.country, (v) => !v || COUNTRY_NAMES.includes(v)),
  };
}

const billingInUse = (values: Record<string, unknown>) => values.useForBillingAddress === false;
const locatorInUse = (values: Record<string, unknown>) =>
  values.appearInDealerLocator !== false && values.useThisAddressInDealerLocator === false;

/** The text fields of the form (the documents travel as files beside them). */
export const dealerRegistrationSchema = object({
  company: required(L.company),
  website: required(L.website).matches(WEBSITE_PATTERN, { message: M.website, excludeEmptyString: true }),
  phone: required(L.phone, TEXT_LIMITS.phone).matches(PHONE_PATTERN, { message: M.phone, excludeEmptyString: true }),
  email: required(L.email, TEXT_LIMITS.email)
    .transform((v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v))
    .matches(EMAIL_PATTERN, { message: M.email, excludeEmptyString: true }),
  password: required(L.password, 128).min(LIMITS.passwordMinLength, M.passwordTooShort),
  confirmPassword: required(L.confirmPassword, 128).oneOf([ref('password')], M.passwordsMatch),
  firstName: required(L.firstName, TEXT_LIMITS.name),
  lastName: required(L.lastName, TEXT_LIMITS.name),
  ...addressBlock(''),
  useForBillingAddress: boolean().default(true),
  appearInDealerLocator: boolean().default(true),
  useThisAddressInDealerLocator: boolean().default(true),
  ...addressBlock('billing', billingInUse),
  ...addressBlock('locator', locatorInUse),
  hasFflSot: boolean().default(false),
  fflNumber: text(L.fflNumber, 40)
    .test('ffl', M.required(L.fflNumber), function check(value) {
      return this.parent.hasFflSot !== true || Boolean(value);
    })
    .test('ffl-format', M.fflNumber, (v) => !v || FFL_NUMBER_PATTERN.test(v)),
  sotEin: text(L.sotEin, 20).test('ein', M.sotEin, (v) => !v || EIN_PATTERN.test(v)),
  captcha: string().transform(trimmed).max(TEXT_LIMITS.token, M.captcha).required(M.captcha),
});
export type DealerRegistration = InferType<typeof dealerRegistrationSchema>;

/** The form's starting values (001 section 4: billing reuses the address, the dealer appears). */
export function emptyDealerRegistration(): DealerRegistration {
  return dealerRegistrationSchema.cast({}, { assert: false }) as DealerRegistration;
}
