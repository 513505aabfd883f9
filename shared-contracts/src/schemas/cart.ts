/**
 * Cart calls (specification 000, section 7): add a line, change a quantity, compute, promo code,
 * merge. Used by the checkout remote before it calls and by the API to answer 400 with the same
 * texts. Required fields give '{Label} is required' (section 5, generic rule).
 */
import { array, type InferType, mixed, number, object, string } from 'yup';
import { CART_QUANTITY_MAX, TEXT_LIMITS, tooLongMessage } from '../domain/limits';
import { COUNTRY } from '../domain/us-states';
import { CART_MESSAGES, CHECKOUT_MESSAGES, isZipLongEnough, regionToStateCode } from './form-texts';

export { CART_MESSAGES, regionToStateCode };

const C = CART_MESSAGES;

/** A body number that may arrive as a numeric string from a form field. */
const quantity = () =>
  number()
    .transform((value, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(C.quantityWhole)
    .integer(C.quantityWhole)
    .max(CART_QUANTITY_MAX, C.quantityMax)
    .required(C.quantity);

const idString = (message: string) =>
  string()
    .transform((_v, original: unknown) =>
      original === null || original === undefined || original === '' ? undefined : String(original),
    )
    .required(message)
    .max(TEXT_LIMITS.code, tooLongMessage(TEXT_LIMITS.code));

/** Optional id: the cart is found from the caller's identity; when given it must be that cart. */
const optionalId = () =>
  string()
    .transform((_v, original: unknown) =>
      original === null || original === undefined || original === '' ? undefined : String(original),
    )
    .max(TEXT_LIMITS.code, tooLongMessage(TEXT_LIMITS.code));

/** Free text the server ignores or only displays, bounded all the same (issue 13). */
const shownText = (max: number = TEXT_LIMITS.line) => string().default('').max(max, tooLongMessage(max));

const option = object({ label: shownText(), value: shownText() });

/**
 * Add to cart (the cart-line payload). Prices, names and flags in it are accepted for the
 * client's convenience but the server ignores them and prices the line from its own list.
 */
export const cartLineSchema = object({
  productId: string().trim().required(C.productId).max(TEXT_LIMITS.code, tooLongMessage(TEXT_LIMITS.code)),
  quantity: quantity().min(1, C.quantityPositive),
  productName: shownText(),
  imageUrl: shownText(TEXT_LIMITS.long),
  productPrice: mixed().optional(),
  price: mixed().optional(),
  productUrl: shownText(TEXT_LIMITS.long),
  isFflItem: mixed().optional(),
  isReceiverItem: mixed().optional(),
  optionIds: array(mixed<number | string>().defined()).default([]),
  options: array(option).default([]),
  buildId: string().nullable().max(TEXT_LIMITS.code, tooLongMessage(TEXT_LIMITS.code)).default(null),
  notes: string().nullable().max(500, 'Notes must be at most 500 characters').default(null),
  restrictedStates: mixed().optional(),
  restrictedZips: mixed().optional(),
});
export type CartLineInput = InferType<typeof cartLineSchema>;

/** `PUT .../items/{id}`: 0 removes the line. */
export const cartQuantitySchema = object({
  quantity: quantity().min(0, C.quantityNotNegative),
});

const line = (label: string) => string().trim().max(TEXT_LIMITS.line, tooLongMessage(TEXT_LIMITS.line, label));

export const cartAddressSchema = object({
  line1: line('Address').required(C.line1),
  line2: line('Address').default(''),
  city: line('City').required(C.city),
  region: line('State')
    .required(C.region)
    .test('us-state', C.regionUnknown, (v) => !v || regionToStateCode(v) !== null),
  postalCode: string()
    .trim()
    .required(C.postalCode)
    .max(TEXT_LIMITS.zip, tooLongMessage(TEXT_LIMITS.zip, 'Zip code'))
    .test('zip-min', CHECKOUT_MESSAGES.zip, isZipLongEnough),
  country: line('Country')
    .default(COUNTRY.code)
    .test('us-only', CHECKOUT_MESSAGES.country, (v) => !v || v === COUNTRY.code || v === COUNTRY.name),
  taxCode: string().trim().default('').max(TEXT_LIMITS.code, tooLongMessage(TEXT_LIMITS.code, 'Tax code')),
});
export type CartAddress = InferType<typeof cartAddressSchema>;

/** `POST .../compute`. */
export const computeCartSchema = object({
  address: cartAddressSchema.required(C.address),
  shippingMethodId: idString(C.shippingMethodId),
  cartId: optionalId(),
});

/** `POST .../promo-code`: required, sent (and stored) uppercased. */
export const promoCodeSchema = object({
  promoCode: string()
    .trim()
    .required(C.promoCode)
    .max(TEXT_LIMITS.code, tooLongMessage(TEXT_LIMITS.code, 'Discount code'))
    .transform((v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v)),
  cartId: optionalId(),
});

/** The discount code form on the payment step. */
export const discountCodeFormSchema = object({
  promoCode: string().trim().required(C.promoCode),
});
