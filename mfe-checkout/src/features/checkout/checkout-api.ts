/** Checkout calls of specification 000, section 7, on the guest or bearer paths of the cart. */
import {
  ApiCallError,
  apiCall,
  type Cart,
  type CheckoutSubmitRequest,
  type CheckoutSubmitResponse,
  type ComputeCartRequest,
  type PromoCodeResponse,
  type RestrictedItemsError,
  type ShippingMethod,
} from 'shared-contracts';
import { CART_MESSAGES } from 'shared-contracts/schemas/cart';
import { cartAudience, cartPath, NoSessionError } from '../../shared/cart-api';

function audience() {
  const found = cartAudience();
  if (!found) throw new NoSessionError();
  return found;
}

export function fetchShippingMethods(): Promise<ShippingMethod[]> {
  return apiCall<ShippingMethod[]>('/Cart/shipping-methods');
}

/** The server's 400 'Restricted Items in Cart' names the blocked lines; the modal lists them. */
export function restrictedItemIdsOf(error: unknown): Array<number | string> | null {
  if (!(error instanceof ApiCallError) || error.status !== 400) return null;
  const body = error.body as Partial<RestrictedItemsError> | undefined;
  return Array.isArray(body?.restrictedItemIds) ? body.restrictedItemIds : null;
}

const isRestrictedAnswer = (error: ApiCallError) => restrictedItemIdsOf(error) !== null;

/**
 * 409 'This cart has already been ordered' names the order: the first submit went through but its
 * answer was lost (a reload, a dropped connection), so the shopper is shown that order.
 */
export function alreadyOrderedIdOf(error: unknown): number | null {
  if (!(error instanceof ApiCallError) || error.status !== 409) return null;
  const orderId = (error.body as { orderId?: unknown } | undefined)?.orderId;
  return typeof orderId === 'number' ? orderId : null;
}

/** Prices the cart for an address and shipping method; the answer carries the items and totals. */
export function computeCart(request: ComputeCartRequest): Promise<Cart> {
  return apiCall<Cart>(cartPath(audience(), '/compute'), {
    method: 'POST',
    body: request,
    skipErrorHandler: isRestrictedAnswer,
  });
}

export type PromoOutcome = { ok: true; cart: Cart } | { ok: false; message: string };

/**
 * Applies a discount code (sent uppercased). A code the server refuses answers a 4xx: that is the
 * 'Discount code is invalid' toast, not the generic error toast.
 */
export async function applyPromoCode(promoCode: string, cartId: Cart['id']): Promise<PromoOutcome> {
  try {
    const answer = await apiCall<PromoCodeResponse>(cartPath(audience(), '/promo-code'), {
      method: 'POST',
      body: { promoCode: promoCode.trim().toUpperCase(), cartId },
      skipErrorHandler: (error) => error.status !== undefined && error.status >= 400 && error.status < 500,
    });
    const { message: _message, ...cart } = answer;
    return { ok: true, cart };
  } catch (error) {
    if (error instanceof ApiCallError && error.status !== undefined && error.status < 500) {
      return { ok: false, message: CART_MESSAGES.promoInvalid };
    }
    throw error;
  }
}

/**
 * Places the order. The Idempotency-Key makes a retried or double-clicked submit answer the same
 * order. A decline (402) and other failures show the server's message through the shared handler.
 */
export function submitCheckout(
  request: CheckoutSubmitRequest,
  idempotencyKey: string,
): Promise<CheckoutSubmitResponse> {
  return apiCall<CheckoutSubmitResponse>('/Checkout/simplified', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
    skipErrorHandler: (error) => isRestrictedAnswer(error) || alreadyOrderedIdOf(error) !== null,
  });
}
