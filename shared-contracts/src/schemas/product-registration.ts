/**
 * Product registration (001 §4 leaves its contents open; issue 12): the model from the catalogue,
 * the serial number (two letters and six to eight digits as stamped on the receiver; spaces and
 * dashes ignored, one registration per serial), the purchase date, where it was bought (a dealer of
 * the directory, or a shop typed in), the owner's contact and captcha. One definition for the form
 * and `POST /Registration/product`.
 */
import { type InferType, object, string } from 'yup';
import { TEXT_LIMITS } from '../domain/limits';
import { labelledText, requiredLabelledText } from './labelled-text';
import { EMAIL_PATTERN, PHONE_PATTERN } from './patterns';

export const PRODUCT_REGISTRATION_LABELS = {
  productId: 'Model',
  serialNumber: 'Serial number',
  purchaseDate: 'Purchase date',
  dealerName: 'Where you bought it',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  postalCode: 'Zip code',
} as const;

export const PRODUCT_REGISTRATION_MESSAGES = {
  required: (label: string) => `${label} is required`,
  serial: 'Serial number must be 2 letters and 6 to 8 digits, as stamped on the receiver (e.g. HA1234567)',
  serialTaken: 'This serial number is already registered. If it is yours, contact support.',
  date: 'Enter the date you bought it',
  dateInFuture: 'The purchase date cannot be in the future',
  dateTooOld: 'The purchase date must be in 2000 or later',
  dealer: 'Choose the dealer or type where you bought it',
  email: 'Email must be a valid email address',
  phone: 'Phone must be a valid phone number',
  zip: 'Zip code must be 5 digits',
  captcha: 'Please complete the captcha',
  unknownModel: 'Choose a model from the list',
  registered: (title: string) => `Your ${title} is registered. A confirmation is on its way to your e-mail.`,
} as const;

/** 'ha-123 4567' -> 'HA1234567'. */
export function normalizeSerial(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}
export const SERIAL_PATTERN = /^[A-Z]{2}\d{6,8}$/;

const M = PRODUCT_REGISTRATION_MESSAGES;
const L = PRODUCT_REGISTRATION_LABELS;
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const text = labelledText;
const required = requiredLabelledText;

/** A calendar date 'YYYY-MM-DD' that exists. */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const productRegistrationSchema = object({
  productId: required(L.productId, TEXT_LIMITS.code),
  serialNumber: required(L.serialNumber, 40)
    .transform((value: unknown) => (typeof value === 'string' ? normalizeSerial(value) : value))
    .matches(SERIAL_PATTERN, { message: M.serial, excludeEmptyString: true }),
  purchaseDate: required(L.purchaseDate, 10)
    .test('date', M.date, (v) => !v || isCalendarDate(v))
    .test('not-future', M.dateInFuture, (v) => !v || !isCalendarDate(v) || v <= new Date().toISOString().slice(0, 10))
    .test('not-too-old', M.dateTooOld, (v) => !v || !isCalendarDate(v) || v >= '2000-01-01'),
  /** A dealer of the directory (its id), or empty with `dealerName` typed in. */
  dealerId: text('Dealer', 36)
    .default('')
    .matches(/^[0-9a-f-]{36}$/i, { message: M.dealer, excludeEmptyString: true }),
  dealerName: text(L.dealerName).test('dealer', M.dealer, function check(value) {
    return Boolean(value) || Boolean(this.parent.dealerId);
  }),
  firstName: required(L.firstName, TEXT_LIMITS.name),
  lastName: required(L.lastName, TEXT_LIMITS.name),
  email: required(L.email, TEXT_LIMITS.email)
    .transform((v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v))
    .matches(EMAIL_PATTERN, { message: M.email, excludeEmptyString: true }),
  phone: text(L.phone, TEXT_LIMITS.phone).matches(PHONE_PATTERN, { message: M.phone, excludeEmptyString: true }),
  postalCode: required(L.postalCode, TEXT_LIMITS.zip).matches(/^\d{5}(-?\d{4})?$/, {
    message: M.zip,
    excludeEmptyString: true,
  }),
  captcha: string().transform(trimmed).max(TEXT_LIMITS.token, M.captcha).required(M.captcha),
});
export type ProductRegistration = InferType<typeof productRegistrationSchema>;

/** GET /Registration/product/models: the firearms a customer can register. */
export interface RegistrableModel {
  productId: string;
  title: string;
}

/** GET /User/product-registrations: the signed-in customer's registered products. */
export interface RegisteredProduct {
  id: string;
  productId: string;
  productTitle: string;
  serialNumber: string;
  purchaseDate: string;
  dealerName: string;
  registeredAt: string;
}
