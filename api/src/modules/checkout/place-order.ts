/**
 * POST /Checkout/simplified places an order as named steps (each file says what its steps do and
 * how they are undone):
 *
 *   reserve the stock and claim the Idempotency-Key (one statement, before the transaction, decision
 *   0059) -> in ONE transaction: open the cart
 *   (one round trip: lock it, read its lines at the server's prices, claim the reserved stock, mark
 *   it converted, take the order's number, read the chosen shipping method) -> check the lines may
 *   go where they are sent -> price the order -> count the promo use -> authorise the payment (with
 *   the order's number) -> write the order with its lines and payment, the answer to the request's
 *   Idempotency-Key and the confirmation e-mail in the outbox (one statement) -> commit. A mail
 *   server, when there is one, sends the e-mail after.
 *
 * The stock is reserved outside the transaction so that a SKU's row is locked for one statement,
 * not from its update to the commit: at a limited edition's drop every checkout of the piece wanted
 * that one row, and queued behind each other's transactions (decisions 0032 and 0035).
 *
 * Anything that fails, the payment decline included, throws: the transaction rolls back every
 * step's writes (no order, cart intact) and the compensations run last step first: the payment is
 * voided, the reserved pieces go back on the shelf.
 */

import type { Order } from 'shared-contracts/api/order';
import { openCart } from './cart-steps';
import { checkOrderLines } from './line-checks';
import type { CheckoutDeps, CheckoutOwner, OrderScope, PlaceOrderInput } from './order-context';
import { authorizePayment } from './payment-step';
import { countPromoUse, priceOrder } from './pricing-steps';
import { writeOrder } from './record-order';
import { reserveStock } from './stock-steps';
import { runWorkflow } from './workflow';

/** Places the order; answers it as written (its payment's id aside). */
export async function placeOrder(deps: CheckoutDeps, owner: CheckoutOwner, input: PlaceOrderInput): Promise<Order> {
  const { customerInfo, dealerInfo, paymentToken, dateOfBirth } = input;
  return runWorkflow(deps.log, async (steps) => {
    const keyClaim = input.idempotency?.claim;
    const reservation = await steps.run(reserveStock, { deps, owner, cartId: input.cartId, keyClaim });
    return deps.db.transaction().execute(async (trx) => {
      const scope: OrderScope = { deps, trx, owner };
      const { shippingMethodId } = customerInfo;
      const opened = await steps.run(openCart, { ...scope, cartId: input.cartId, reservation, shippingMethodId });
      const { cart, lines, orderId, shippingMethod } = opened;
      const destination = await steps.run(checkOrderLines, { ...scope, lines, customerInfo, dealerInfo, dateOfBirth });
      const order = await steps.run(priceOrder, { ...scope, cart, lines, shippingMethod, destination });
      await steps.run(countPromoUse, { ...scope, order });
      const payment = await steps.run(authorizePayment, { ...scope, orderId, order, customerInfo, paymentToken });
      const { idempotency } = input;
      return steps.run(writeOrder, { ...scope, orderId, cart, customerInfo, destination, order, payment, idempotency });
    });
  });
}
