/**
 * Checkout forms (specification 000, sections 3 and 5): billing, dealer, card and discount code.
 * One definition used by the checkout remote's forms and by `POST /Checkout/simplified` on the
 * server, so a message the shopper sees is the message the API answers with.
 */
import { boolean, type InferType, mixed, object, string } from 'yup';
import { LIMITS, TEXT_LIMITS, tooLongMessage } from '../domain/limits';
import { COUNTRY, isUsStateCode } from '../domain/us-states';
import { dateOfBirthField } from './date-of-birth';
import { CHECKOUT_MESSAGES, CHECKOUT_SUMMARIES, isZipLongEnough } from './form-texts';
import { EMAIL_PATTERN, PHONE_PATTERN } from './patterns';

export { CHECKOUT_MESSAGES, CHECKOUT_SUMMARIES, isZipLongEnough };

const M = CHECKOUT_MESSAGES;

/** Every text field is bounded (issue 13); a field may narrow or widen the bound with its own max. */
const text = (max: number = TEXT_LIMITS.line) => string().trim().default('').max(max, tooLongMessage(max));
const requiredText = (max?: number) => text(max).required(M.required);
const zip = () => requiredText(TEXT_LIMITS.zip).test('zip-min', M.zip, isZipLongEnough);
const state = () => requiredText().test('us-state', M.state, (v) => !v || isUsStateCode(v));
const isUsCountry = (v: string) => v === COUNTRY.code || v === COUNTRY.name;
const country = () => requiredText().test('us-only', M.country, (v) => !v || isUsCountry(v));
const email = () =>
  requiredText(TEXT_LIMITS.email).matches(EMAIL_PATTERN, { message: M.email, excludeEmptyString: true });
/** Optional phone: checked only when given. */
const optionalPhone = () =>
  text(TEXT_LIMITS.phone).matches(PHONE_PATTERN, { message: M.phone, excludeEmptyString: true });

/**
 * A text field required only when the shopper ships somewhere other than the billing address.
 * A test that reads its sibling, not `.when()`: yup resolves a `.when()` by cloning the field's
 * schema on every check, which made the API's check of a checkout twice as dear (decision 0050).
 */
const whenShippingDiffers = (max?: number) =>
  text(max).test('required', M.required, function requiredWhileShippingDiffers(value) {
    return (this.parent as { shippingSameAsBilling?: boolean }).shippingSameAsBilling !== false || Boolean(value);
  });

/** Checks on shipping fields apply only while they are in use. */
function whileShippingDiffers(check: (value: string) => boolean) {
  return function shippingCheck(this: { parent: { shippingSameAsBilling?: boolean } }, value: string | undefined) {
    return this.parent.shippingSameAsBilling !== false || !value || check(value);
  };
}

const shippingZip = () =>
  whenShippingDiffers(TEXT_LIMITS.zip).test('zip-min', M.zip, whileShippingDiffers(isZipLongEnough));

/** The address and option fields the billing form and the checkout payload have in common. */
const sharedBillingFields = {
  email: email(),
  company: text(),
  /** Billing phone (optional). */
  mainContact: optionalPhone(),
  address: requiredText(),
  city: requiredText(),
  state: state(),
  zip: zip(),
  country: country(),
  shippingCompany: text(),
  /** Shipping phone (optional). */
  addressContact: text(TEXT_LIMITS.phone).test(
    'phone',
    M.phone,
    whileShippingDiffers((v) => PHONE_PATTERN.test(v)),
  ),
  shippingAddress: whenShippingDiffers(),
  shippingCity: whenShippingDiffers(),
  shippingState: whenShippingDiffers().test('us-state', M.state, whileShippingDiffers(isUsStateCode)),
  shippingZip: shippingZip(),
  shippingCountry: whenShippingDiffers().test('us-only', M.country, whileShippingDiffers(isUsCountry)),
  optInNewsletter: boolean().default(false),
  shippingSameAsBilling: boolean().default(true),
  shippingMethodId: string()
    .transform((_value, original: unknown) =>
      original === null || original === undefined || original === '' ? undefined : String(original),
    )
    .required(M.required)
    .max(TEXT_LIMITS.code, tooLongMessage(TEXT_LIMITS.code)),
};

/** The billing form as the shopper fills it in (section 3, "Billing form"). */
export const billingFormSchema = object({
  ...sharedBillingFields,
  /** Asked only when a line has an age class (issue 30); sent beside customerInfo, not in it. */
  dateOfBirth: dateOfBirthField(),
  firstName: requiredText(),
  lastName: requiredText(),
  shippingFirstName: whenShippingDiffers(),
  shippingLastName: whenShippingDiffers(),
});
export type BillingForm = InferType<typeof billingFormSchema>;

/**
 * `customerInfo` of the checkout submit: the billing form with `name` and `shippingName` in place
 * of the first and last name fields (section 7).
 */
export const customerInfoSchema = object({
  ...sharedBillingFields,
  name: requiredText(),
  shippingName: whenShippingDiffers(),
});
export type CustomerInfo = InferType<typeof customerInfoSchema>;

/** A directory dealer's id (a UUID), or nothing. */
export function dealerIdField() {
  return string()
    .trim()
    .nullable()
    .optional()
    .default(undefined)
    .max(36, M.dealerId)
    .matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
      message: M.dealerId,
      excludeEmptyString: true,
    });
}

/** The dealer form: every field required, e-mail, phone and zip checked (section 5). */
export const dealerFormSchema = object({
  dealerName: requiredText(),
  dealerAddress: requiredText(),
  dealerEmail: email(),
  dealerPhone: requiredText(TEXT_LIMITS.phone).matches(PHONE_PATTERN, { message: M.phone, excludeEmptyString: true }),
  dealerCity: requiredText(),
  dealerState: state(),
  dealerZip: zip(),
  dealerCountry: country(),
  /**
   * The directory dealer the picker chose, when one was chosen (issue 30): the server reads its SOT
   * status there, which an NFA line needs. A dealer typed in by hand has none.
   */
  dealerId: dealerIdField(),
});
export type DealerInfo = InferType<typeof dealerFormSchema>;

/** The client form's fields -> the submit payload's `customerInfo`. */
export function toCustomerInfo(form: BillingForm): CustomerInfo {
  const { firstName, lastName, shippingFirstName, shippingLastName, dateOfBirth: _sentApart, ...rest } = form;
  const name = `${firstName} ${lastName}`.trim();
  const shippingName = form.shippingSameAsBilling ? name : `${shippingFirstName} ${shippingLastName}`.trim();
  return { ...rest, name, shippingName };
}

// ---- payment step ---------------------------------------------------------------------------

export type CardBrand = 'Visa' | 'Mastercard' | 'Amex' | 'Discover';

/** Brand from the leading digits (Visa 4; Mastercard 51-55 and 2221-2720; Amex 34/37; Discover 6011, 65, 644-649). */
export function detectCardBrand(cardNumber: string): CardBrand | null {
  const digits = cardNumber.replace(/\D/g, '');
  if (/^4/.test(digits)) return 'Visa';
  if (/^3[47]/.test(digits)) return 'Amex';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)/.test(digits)) return 'Mastercard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return null;
}

/** 15 digits for numbers starting 34 or 37, otherwise 16 (section 5). */
export function cardNumberLength(cardNumber: string): 15 | 16 {
  return /^3[47]/.test(cardNumber.replace(/\D/g, '')) ? 15 : 16;
}

/** Card input grouped in fours, cut at the brand's length. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '');
  const cut = digits.slice(0, cardNumberLength(digits));
  return cut.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Expiry years offered: the current year plus 9 more. */
export function expiryYears(now: Date = new Date()): number[] {
  const first = now.getFullYear();
  return Array.from({ length: LIMITS.expiryYearsOffered }, (_, i) => first + i);
}

/** What the card fields are called on screen; their messages are made from these (000: '{Label} is required'). */
export const CARD_LABELS = {
  cardNumber: 'Card number',
  month: 'Month',
  year: 'Year',
  cardCode: 'Security code',
} as const;

export const CARD_MESSAGES = {
  cardNumber: `${CARD_LABELS.cardNumber} is required`,
  month: `${CARD_LABELS.month} is required`,
  year: `${CARD_LABELS.year} is required`,
  cardCode: `${CARD_LABELS.cardCode} is required`,
  /** Not quoted by the specification. */
  cardNumberLength: `${CARD_LABELS.cardNumber} must have 16 digits (15 for American Express)`,
  cardCodeFormat: `${CARD_LABELS.cardCode} must be 3 or 4 digits`,
  expired: 'Card has expired',
} as const;

/** Card form (payment step). Only the browser ever sees it: the server receives an opaque token. */
export const cardFormSchema = object({
  cardNumber: text()
    .required(CARD_MESSAGES.cardNumber)
    .test('length', CARD_MESSAGES.cardNumberLength, (v) => {
      const digits = (v ?? '').replace(/\D/g, '');
      return !digits || digits.length === cardNumberLength(digits);
    }),
  month: text()
    .required(CARD_MESSAGES.month)
    .test('month', CARD_MESSAGES.month, (v) => !v || (Number(v) >= 1 && Number(v) <= 12)),
  year: text()
    .required(CARD_MESSAGES.year)
    .test('expired', CARD_MESSAGES.expired, function notExpired(v) {
      const month = Number(this.parent.month);
      if (!v || !month) return true;
      const now = new Date();
      const year = Number(v);
      return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
    }),
  cardCode: text()
    .required(CARD_MESSAGES.cardCode)
    .matches(/^\d{3,4}$/, { message: CARD_MESSAGES.cardCodeFormat, excludeEmptyString: true }),
});
export type CardForm = InferType<typeof cardFormSchema>;

// ---- the submit ----------------------------------------------------------------------------

export const CHECKOUT_SUBMIT_MESSAGES = {
  cartId: 'Cart id is required',
  paymentToken: 'Payment token is required',
} as const;

/**
 * `POST /Checkout/simplified`. `dealerInfo` is checked against `dealerFormSchema` only when the
 * cart holds FFL items; the server decides that from its own data, so it is optional here.
 */
export const checkoutSubmitSchema = object({
  cartId: string()
    .transform((_v, original: unknown) => (original === null || original === undefined ? undefined : String(original)))
    .required(CHECKOUT_SUBMIT_MESSAGES.cartId)
    .max(TEXT_LIMITS.code, tooLongMessage(TEXT_LIMITS.code)),
  customerInfo: customerInfoSchema.required(M.required),
  // Passed through untouched (an empty object() would strip its fields); checked by dealerFormSchema.
  dealerInfo: mixed<Record<string, unknown>>().nullable().optional(),
  paymentToken: text(TEXT_LIMITS.token).required(CHECKOUT_SUBMIT_MESSAGES.paymentToken),
  /** The buyer's date of birth (YYYY-MM-DD), for lines with an age class (issue 30). */
  dateOfBirth: dateOfBirthField(),
});
