/**
 * The checkout's rules around placing an order (place-order.ts): the submit validated, the order
 * placed, its failures turned into the answers the shop expects, and what follows a placed order.
 */
import { CHECKOUT_API_MESSAGES, type CheckoutSubmitResponse } from 'shared-contracts/api/checkout';
import type { ApiError } from 'shared-contracts/api/errors';
import type { Order } from 'shared-contracts/api/order';
import type { CustomerInfo } from 'shared-contracts/schemas/checkout';
import { conflict } from '../../platform/http-errors';
import { PaymentUnavailableError } from '../../providers/payments/index';
import { TaxUnavailableError } from '../../providers/tax/index';
import { findOwnedCart, taxUnavailable, touchCart } from '../cart/index';
import { deliverMailSoon } from '../mail/index';
import { subscribeToNewsletter } from '../newsletter/index';
import { validateSubmit } from './checkout-validation';
import type { CheckoutDeps, CheckoutOwner, IdempotencyKeyClaim } from './order-context';
import { PaymentDeclined, PromoGone } from './order-errors';
import { placeOrder } from './place-order';

/**
 * What the route answers; `placed` is set only when an order was committed by this request, and
 * then its Idempotency-Key, if it sent one, has its answer already (written with the order).
 */
export interface CheckoutOutcome {
  status: number;
  body: CheckoutSubmitResponse | (ApiError & Record<string, unknown>);
  placed?: PlacedOrder;
}

/** A placed order's answer. */
function placedAnswer(orderId: number): { status: 200; body: CheckoutSubmitResponse } {
  return { status: 200, body: { orderId, success: true, message: CHECKOUT_API_MESSAGES.orderPlaced } };
}

export interface PlacedOrder {
  /** The order as written: what the confirmation e-mail shows, without reading it back. */
  order: Order;
  email: string;
  customerInfo: CustomerInfo;
}

/**
 * Validates and places the order. Throws HttpError for client errors; answers declines as 402. A
 * body that is not valid is refused before the Idempotency-Key is claimed, so nothing is kept
 * under the key (decision 0059); the key may throw its own answer (AnsweredByKey).
 */
export async function submitCheckout(
  deps: CheckoutDeps,
  owner: CheckoutOwner,
  rawBody: unknown,
  keyClaim?: IdempotencyKeyClaim,
): Promise<CheckoutOutcome> {
  const input = await validateSubmit(rawBody);
  const cartId = input.cartId;
  try {
    const order = await placeOrder(deps, owner, {
      cartId,
      customerInfo: input.customerInfo,
      dealerInfo: input.dealerInfo,
      paymentToken: input.paymentToken,
      dateOfBirth: input.dateOfBirth,
      idempotency: keyClaim && { claim: keyClaim, answerFor: placedAnswer },
    });
    return {
      ...placedAnswer(order.id),
      placed: {
        order,
        email: owner.email ?? input.customerInfo.email,
        customerInfo: input.customerInfo,
      },
    };
  } catch (error) {
    if (error instanceof PaymentDeclined) {
      return { status: 402, body: { orderId: null, success: false, message: error.gatewayMessage } };
    }
    if (error instanceof PaymentUnavailableError) {
      return { status: 502, body: { orderId: null, success: false, message: error.message } };
    }
    if (error instanceof TaxUnavailableError) throw taxUnavailable(error);
    if (error instanceof PromoGone) {
      // The code stopped applying (expired, used up, cart changed): take it off the cart so the
      // summary the shopper reviews next shows what will really be charged.
      const cart = await findOwnedCart(deps.db, owner, cartId);
      if (cart?.status === 'active' && cart.promo_code === error.code)
        await touchCart(deps.db, cart.id, { promo_code: null });
      throw conflict(error.message);
    }
    throw error;
  }
}

/**
 * After the commit (only in the request that placed the order, never on an idempotent replay):
 * the newsletter signup when opted in (a confirmation link: double opt-in), and a nudge to the mail
 * delivery, which sends the confirmation the order's transaction queued (decision 0043). A failed
 * signup is logged, not answered: the order is placed and paid either way.
 */
export async function afterOrderPlaced(deps: CheckoutDeps, placed: PlacedOrder): Promise<void> {
  const { customerInfo } = placed;
  if (customerInfo.optInNewsletter) {
    const [firstName = '', ...rest] = customerInfo.name.trim().split(/\s+/);
    try {
      await subscribeToNewsletter(deps, { email: placed.email, firstName, lastName: rest.join(' ') }, 'checkout');
    } catch (error) {
      deps.log.error({ err: error, orderId: placed.order.id }, 'newsletter signup after the order failed');
    }
  }
  deliverMailSoon(deps.mailer);
}
