/**
 * Account area forms (specification 001, sections 4-7): profile details and the address book. One
 * definition for the account remote's forms and the API (`/User/profile`, `/User/addresses`).
 * Import as `shared-contracts/schemas/account` (not re-exported from the package index).
 */
import { boolean, type InferType, number, object, string } from 'yup';
import { LIMITS } from '../domain/limits';
import { AUTH_LABELS, AUTH_LIMITS, AUTH_MESSAGES } from './auth';
import { dateOfBirthField } from './date-of-birth';
import { EMAIL_PATTERN } from './patterns';

export const ACCOUNT_LIMITS = { name: 100, text: 200, phone: 40, postalCode: 20 } as const;

export const ADDRESS_LABELS = {
  addressName: 'Address Name',
  firstName: 'First Name',
  lastName: 'Last Name',
  company: 'Company',
  mainContact: 'Phone',
  faxContact: 'Fax',
  addressContact: 'Address Contact',
  addressLine1: 'Street Address',
  addressLine2: 'Street Address Line 2',
  city: 'City',
  state: 'State',
  postalCode: 'Zip',
  country: 'Country',
  addressType: 'Address Type',
  phoneNumber: 'Phone',
} as const;

export const DEFAULT_ADDRESS_COUNTRY = 'United States';

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f]*$/;
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

const text = (label: string, max: number = ACCOUNT_LIMITS.text) =>
  string()
    .transform(trimmed)
    .max(max, AUTH_MESSAGES.tooLong(label, max))
    .matches(NO_CONTROL_CHARACTERS, { message: AUTH_MESSAGES.invalidCharacters(label), excludeEmptyString: true });
const required = (label: string, max?: number) => text(label, max).required(AUTH_MESSAGES.required(label));
const optional = (label: string, max?: number) => text(label, max).nullable().default(null);

/** POST /User/addresses and PUT /User/addresses/{id} (the id is dropped on create). */
export const addressSchema = object({
  addressName: required(ADDRESS_LABELS.addressName),
  firstName: required(ADDRESS_LABELS.firstName, ACCOUNT_LIMITS.name),
  lastName: required(ADDRESS_LABELS.lastName, ACCOUNT_LIMITS.name),
  company: optional(ADDRESS_LABELS.company),
  mainContact: required(ADDRESS_LABELS.mainContact, ACCOUNT_LIMITS.phone),
  faxContact: optional(ADDRESS_LABELS.faxContact, ACCOUNT_LIMITS.phone),
  addressContact: optional(ADDRESS_LABELS.addressContact),
  addressType: number()
    .typeError(`${ADDRESS_LABELS.addressType} must be a number`)
    .integer(`${ADDRESS_LABELS.addressType} must be a number`)
    .min(0, `${ADDRESS_LABELS.addressType} must be a number`)
    .max(1000, `${ADDRESS_LABELS.addressType} must be a number`)
    .default(LIMITS.defaultAddressType)
    .required(AUTH_MESSAGES.required(ADDRESS_LABELS.addressType)),
  isDefaultShipping: boolean().default(true),
  isDefaultBilling: boolean().default(true),
  addressLine1: required(ADDRESS_LABELS.addressLine1),
  addressLine2: optional(ADDRESS_LABELS.addressLine2),
  city: required(ADDRESS_LABELS.city),
  state: required(ADDRESS_LABELS.state),
  postalCode: required(ADDRESS_LABELS.postalCode, ACCOUNT_LIMITS.postalCode),
  country: required(ADDRESS_LABELS.country).default(DEFAULT_ADDRESS_COUNTRY),
  residential: boolean().default(true),
});
export type AddressInput = InferType<typeof addressSchema>;

const lowerCased = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);

/**
 * PUT /User/profile: firstName, lastName, email, phoneNumber, as the specification's call sends them
 * (001 section 7). The e-mail is read-only on Edit Information (001 section 2): it is the sign-in,
 * and a change would need verifying again. The server checks it as an e-mail and refuses one that is
 * not the account's (ACCOUNT_MESSAGES.emailReadOnly); it never changes it.
 */
export const profileUpdateSchema = object({
  firstName: required(ADDRESS_LABELS.firstName, ACCOUNT_LIMITS.name),
  lastName: required(ADDRESS_LABELS.lastName, ACCOUNT_LIMITS.name),
  email: required(AUTH_LABELS.email, AUTH_LIMITS.email)
    .transform(lowerCased)
    .matches(EMAIL_PATTERN, { message: AUTH_MESSAGES.invalidEmail(AUTH_LABELS.email), excludeEmptyString: true }),
  phoneNumber: optional(ADDRESS_LABELS.phoneNumber, ACCOUNT_LIMITS.phone),
  /** YYYY-MM-DD, the same rules as the checkout's (issue 30); left empty, the stored date is kept. */
  dateOfBirth: dateOfBirthField(),
});
export type ProfileUpdate = InferType<typeof profileUpdateSchema>;

export const ACCOUNT_MESSAGES = {
  addressNotFound: 'Address not found',
  addressDeleted: 'Address deleted',
  emailReadOnly: 'Email cannot be changed: it is how you sign in',
} as const;
