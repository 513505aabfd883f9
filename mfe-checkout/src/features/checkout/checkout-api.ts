/** Checkout calls of specification 000, section 7, on the guest or bearer paths of the cart. */
import type {
  CartWithLines,
  CheckoutSubmitRequest,
  CheckoutSubmitResponse,
  ComputeCartRequest,
  RestrictedItemsError,
  ShippingMethod,
} from 'shared-contracts';
import { ApiCallError, apiCall } from 'shared-kit';
import { cartAudience, cartPath, NoSessionError } from '../../shared/cart-api';

/** Whose cart the call is for; throws while the shell is still starting the session. */
export function audience() {
  const found = cartAudience();
  if (!found) throw new NoSessionError();
  return found;
}

export function fetchShippingMethods(): Promise<ShippingMethod[]> {
  return apiCall<ShippingMethod[]>('/Cart/shipping-methods', { simple: true });
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
export function computeCart(request: ComputeCartRequest): Promise<CartWithLines> {
  return apiCall<CartWithLines>(cartPath(audience(), '/compute'), {
    method: 'POST',
    body: request,
    skipErrorHandler: isRestrictedAnswer,
  });
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
