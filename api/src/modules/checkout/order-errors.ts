/** How placing an order fails in ways the shopper is told about (service.ts turns them into answers). */
import { CHECKOUT_API_MESSAGES } from 'shared-contracts/api/checkout';
import { HttpError } from '../../platform/http-errors';

export const promoGoneMessage = (code: string) =>
  `Discount code ${code} can no longer be applied. Please review your order.`;

/** 409: the cart was ordered already; the body names the order so a client can show it. */
export class AlreadyOrderedError extends HttpError {
  constructor(readonly orderId: number | null) {
    super(409, CHECKOUT_API_MESSAGES.alreadyOrdered, { title: 'Conflict' });
  }

  override toBody() {
    return { ...super.toBody(), orderId: this.orderId };
  }
}

/** The gateway declined the card: answered 402 with the gateway's own words. */
export class PaymentDeclined extends Error {
  constructor(readonly gatewayMessage: string) {
    super(gatewayMessage);
  }
}

/** The cart's promo code stopped applying (expired, used up, cart changed): 409, and it comes off the cart. */
export class PromoGone extends Error {
  constructor(readonly code: string) {
    super(promoGoneMessage(code));
  }
}
