/**
 * POST /Checkout/simplified places an order in ONE database transaction, as named steps (each
 * file says what its steps do and how they are undone):
 *
 *   lock the cart -> read its lines at the server's prices -> check the lines may go where they
 *   are sent -> price the order -> count the promo use -> write the order -> mark the cart
 *   converted -> take the stock -> authorise the payment -> record it on the order -> commit.
 *
 * The stock is taken as late as it can be, just before the payment: its row stays locked from that
 * update to the commit, and every shopper buying the same piece waits for that lock. At a limited
 * edition's drop hundreds of checkouts queue on one row, so the lock covers two statements and the
 * commit, not six (decision 0032).
 *
 * Anything that fails, the payment decline included, throws and the transaction rolls back every
 * step's writes: no order, stock untouched, cart intact. The payment is the one step outside the
 * database; it comes last, and its undo voids the charge if the order is not kept after all.
 */

import { convertCart, lockCart, readCartLines } from './cart-steps';
import { checkOrderLines } from './line-checks';
import type { CheckoutDeps, CheckoutOwner, OrderScope, PlaceOrderInput } from './order-context';
import { authorizePayment } from './payment-step';
import { countPromoUse, priceOrder, takeStock } from './pricing-steps';
import { recordOrder, recordPayment } from './record-order';
import { runWorkflow } from './workflow';

/** Places the order; answers its id. */
export async function placeOrder(deps: CheckoutDeps, owner: CheckoutOwner, input: PlaceOrderInput): Promise<number> {
  const { customerInfo, dealerInfo, paymentToken, dateOfBirth } = input;
  return runWorkflow(deps.log, (steps) =>
    deps.db.transaction().execute(async (trx) => {
      const scope: OrderScope = { deps, trx, owner };
      const cart = await steps.run(lockCart, { ...scope, cartId: input.cartId });
      const lines = await steps.run(readCartLines, { ...scope, cart });
      const destination = await steps.run(checkOrderLines, { ...scope, lines, customerInfo, dealerInfo, dateOfBirth });
      const order = await steps.run(priceOrder, { ...scope, cart, lines, customerInfo, destination });
      await steps.run(countPromoUse, { ...scope, order });
      const orderId = await steps.run(recordOrder, { ...scope, cart, customerInfo, destination, order });
      await steps.run(convertCart, { ...scope, cart });
      await steps.run(takeStock, { ...scope, order });
      const payment = await steps.run(authorizePayment, { ...scope, orderId, order, customerInfo, paymentToken });
      await steps.run(recordPayment, { ...scope, orderId, payment });
      return orderId;
    }),
  );
}
