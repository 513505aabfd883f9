/** Shapes of the checkout calls (specification 000, section 7). */

import type { CartAddress } from '../schemas/cart';
import type { CustomerInfo, DealerInfo } from '../schemas/checkout';
import type { Cart } from './cart';

/** `GET /Cart/shipping-methods`. A price of 0 shows as Free. */
export interface ShippingMethod {
  id: number;
  name: string;
  price: number;
}

/** `POST /Cart/compute` and `/Cart/guest/{token}/compute`. */
export interface ComputeCartRequest {
  address: CartAddress;
  cartId?: number | string | null;
  shippingMethodId: number | string;
}

/** `POST /Cart/promo-code`: the updated cart plus 'Discount code applied successfully'. */
export interface PromoCodeRequest {
  promoCode: string;
  cartId?: number | string | null;
}
export type PromoCodeResponse = Cart & { message: string };

/** `POST /Cart/merge?guestId=`. */
export interface MergeCartRequest {
  guestId: string;
}

/**
 * `POST /Checkout/simplified`. Send an `Idempotency-Key` header (a fresh random id per Place
 * Order attempt, reused for retries of that attempt): a retried or double-clicked submit then
 * answers the same order instead of charging twice.
 */
export interface CheckoutSubmitRequest {
  cartId: number | string;
  customerInfo: CustomerInfo;
  /** Only when the cart holds FFL items. */
  dealerInfo?: DealerInfo | null;
  /** Opaque token from the browser-side tokeniser; card data never reaches the API. */
  paymentToken: string;
  /** YYYY-MM-DD; required when a line has an age class (`POST /Compliance/evaluate` says which). */
  dateOfBirth?: string;
}

/**
 * 200 with success true on a paid order; 402 with success false and the gateway's message on a
 * decline. Other failures answer the `ApiError` shape (400 validation, 409 stock/conflict).
 */
export interface CheckoutSubmitResponse {
  orderId: number | null;
  success: boolean;
  message: string;
}

/** 400 'Restricted Items in Cart': the blocked cart item ids, so the modal can list and remove them. */
export interface RestrictedItemsError {
  message: 'Restricted Items in Cart';
  restrictedItemIds: Array<number | string>;
  errors?: Record<string, string[]>;
}

export const CHECKOUT_API_MESSAGES = {
  restricted: 'Restricted Items in Cart',
  dealerRequired: 'Dealer information is required for FFL items',
  emptyCart: 'Your cart is empty',
  alreadyOrdered: 'This cart has already been ordered',
  cartChanged: 'Your cart changed while the order was being placed; review it and place the order again',
  orderPlaced: 'Your order has been placed',
  idempotencyInProgress: 'This order is already being processed',
  idempotencyMismatch: 'This Idempotency-Key was already used for a different request',
} as const;
