/**
 * Cart calls (specification 000, section 7): add a line, change a quantity, compute, promo code,
 * merge. Used by the checkout remote before it calls and by the API to answer 400 with the same
 * texts. Required fields give '{Label} is required' (section 5, generic rule).
 */
import { array, type InferType, mixed, number, object, string } from 'yup';
import { COUNTRY, isUsStateCode, US_STATES } from '../domain/us-states';
import { CHECKOUT_MESSAGES, isZipLongEnough } from './checkout';

export const CART_MESSAGES = {
  productId: 'Product is required',
  quantity: 'Quantity is required',
  quantityWhole: 'Quantity must be a whole number',
  quantityPositive: 'Quantity must be at least 1',
  quantityNotNegative: 'Quantity must be 0 or more',
  cartId: 'Cart id is required',
  shippingMethodId: 'Shipping method is required',
  address: 'Address is required',
  line1: 'Address is required',
  city: 'City is required',
  region: 'State is required',
  regionUnknown: 'State must be a US state',
  postalCode: 'Zip code is required',
  country: 'Country is required',
  promoCode: 'Discount code is required',
  promoInvalid: 'Discount code is invalid',
  promoApplied: 'Discount code applied successfully',
  guestId: 'Guest id is required',
} as const;

const C = CART_MESSAGES;

/** A body number that may arrive as a numeric string from a form field. */
const quantity = () =>
  number()
    .transform((value, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(C.quantityWhole)
    .integer(C.quantityWhole)
    .required(C.quantity);

const idString = (message: string) =>
  string()
    .transform((_v, original: unknown) =>
      original === null || original === undefined || original === '' ? undefined : String(original),
    )
    .required(message);

/** Optional id: the cart is found from the caller's identity; when given it must be that cart. */
const optionalId = () =>
  string().transform((_v, original: unknown) =>
    original === null || original === undefined || original === '' ? undefined : String(original),
  );

const option = object({ label: string().default(''), value: string().default('') });

/**
 * Add to cart (the cart-line payload). Prices, names and flags in it are accepted for the
 * client's convenience but the server ignores them and prices the line from its own list.
 */
export const cartLineSchema = object({
  productId: string().trim().required(C.productId),
  quantity: quantity().min(1, C.quantityPositive),
  productName: string().default(''),
  imageUrl: string().default(''),
  productPrice: mixed().optional(),
  price: mixed().optional(),
  productUrl: string().default(''),
  isFflItem: mixed().optional(),
  isReceiverItem: mixed().optional(),
  optionIds: array(mixed<number | string>().defined()).default([]),
  options: array(option).default([]),
  buildId: string().nullable().default(null),
  notes: string().nullable().max(500, 'Notes must be at most 500 characters').default(null),
  restrictedStates: mixed().optional(),
  restrictedZips: mixed().optional(),
});
export type CartLineInput = InferType<typeof cartLineSchema>;

/** `PUT .../items/{id}`: 0 removes the line. */
export const cartQuantitySchema = object({
  quantity: quantity().min(0, C.quantityNotNegative),
});

/** State as the compute call sends it: the full name ('Montana'); a two-letter code is accepted too. */
export function regionToStateCode(region: string): string | null {
  const trimmed = region.trim();
  const upper = trimmed.toUpperCase();
  if (isUsStateCode(upper)) return upper;
  const match = Object.entries(US_STATES).find(([, name]) => name.toLowerCase() === trimmed.toLowerCase());
  return match ? match[0] : null;
}

export const cartAddressSchema = object({
  line1: string().trim().required(C.line1),
  line2: string().trim().default(''),
  city: string().trim().required(C.city),
  region: string()
    .trim()
    .required(C.region)
    .test('us-state', C.regionUnknown, (v) => !v || regionToStateCode(v) !== null),
  postalCode: string().trim().required(C.postalCode).test('zip-min', CHECKOUT_MESSAGES.zip, isZipLongEnough),
  country: string()
    .trim()
    .default(COUNTRY.code)
    .test('us-only', CHECKOUT_MESSAGES.country, (v) => !v || v === COUNTRY.code || v === COUNTRY.name),
  taxCode: string().trim().default(''),
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
    .transform((v: string) => v.toUpperCase()),
  cartId: optionalId(),
});

/** The discount code form on the payment step. */
export const discountCodeFormSchema = object({
  promoCode: string().trim().required(C.promoCode),
});
