/**
 * The checkout's and cart's texts and small rules without the schemas: what a page shows before
 * any form is checked (summaries, messages, the state from a region name, the date-of-birth
 * texts). The yup schemas (checkout.ts, cart.ts, date-of-birth.ts) use and re-export them; a
 * first view that needs only these imports this module, so it does not bring yup (about 12 KB
 * gzipped) before the shopper's first check (bench/logs/0034-first-view-js.md).
 */
import { CART_QUANTITY_MAX, LIMITS } from '../domain/limits';
import { isUsStateCode, US_STATES } from '../domain/us-states';

/** The exact texts of section 5 (billing step, dealer form). */
export const CHECKOUT_MESSAGES = {
  required: 'Required',
  email: 'Must be a valid email address',
  zip: 'Zip code must be at least 5 digits',
  phone: 'Must be a valid phone number',
  /** Not quoted by the specification: only reachable by a client that bypasses the state select. */
  state: 'Must be a US state',
  country: 'Only the United States is supported',
  /** Only reachable by a client that bypasses the dealer picker. */
  dealerId: 'Choose the dealer again from the list',
} as const;

/** Section 8 form summaries. */
export const CHECKOUT_SUMMARIES = {
  billing: 'Errors in the Billing Form',
  dealer: 'Errors in the Dealer Address Form',
  restricted: 'Restricted Items in Cart',
} as const;

/** Zip: at least 5 characters, at least 5 of them digits ("12345", "12345-6789"). */
export function isZipLongEnough(value: string | undefined | null): boolean {
  if (!value) return true; // emptiness is the `required` rule's business
  const trimmed = value.trim();
  return trimmed.length >= LIMITS.zipMinLength && (trimmed.match(/\d/g)?.length ?? 0) >= LIMITS.zipMinLength;
}

/** State as the compute call sends it: the full name ('Montana'); a two-letter code is accepted too. */
export function regionToStateCode(region: string): string | null {
  const trimmed = region.trim();
  const upper = trimmed.toUpperCase();
  if (isUsStateCode(upper)) return upper;
  const match = Object.entries(US_STATES).find(([, name]) => name.toLowerCase() === trimmed.toLowerCase());
  return match ? match[0] : null;
}

export const DATE_OF_BIRTH_MESSAGES = {
  dateOfBirth: 'Enter your date of birth as YYYY-MM-DD',
  dateOfBirthFuture: 'Date of birth cannot be in the future',
  /** The field is empty and a line has a minimum age (the checkout form and the order's 400 alike). */
  dateOfBirthNeeded: 'Enter your date of birth: an item in your cart has a minimum age',
} as const;

export const CART_MESSAGES = {
  productId: 'Product is required',
  quantity: 'Quantity is required',
  quantityWhole: 'Quantity must be a whole number',
  quantityPositive: 'Quantity must be at least 1',
  quantityNotNegative: 'Quantity must be 0 or more',
  quantityMax: `Quantity must be at most ${CART_QUANTITY_MAX}`,
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
