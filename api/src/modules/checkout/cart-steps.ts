/** The step of placing an order that holds, reads and closes the cart. */
import { CHECKOUT_API_MESSAGES } from 'shared-contracts/api/checkout';
import { badRequest, conflict, notFound } from '../../platform/http-errors';
import { CART_API_MESSAGES, type CartLines, type CartRow, openCartForOrderWith } from '../cart/index';
import { findOrderIdOfCart, NEXT_ORDER_ID } from '../orders/index';
import type { OrderScope } from './order-context';
import { AlreadyOrderedError } from './order-errors';
import { assertReservationClaimed, type StockReservation } from './stock-steps';
import { step } from './workflow';

/** The cart's opening, answering the order's number alongside (decision 0055). */
const openCartForOrder = openCartForOrderWith(NEXT_ORDER_ID);

/**
 * The cart, in ONE round trip (decision 0036): the shopper's cart row-locked until the order
 * commits (a second submit of the same cart waits here, then finds it converted: 409 naming the
 * order), its lines at the server's current prices (every sku must still be sold), the stock
 * reserved for it claimed (the locked cart must hold what was reserved) and the cart marked
 * converted: the guest's next GET answers 404, the next add starts a new cart. A later step that
 * fails rolls the claim and the conversion back. The same round trip takes the order's number
 * (decision 0055): the payment is authorised with it before the order is written.
 */
export const openCart = step(
  'lock the cart, read its lines, claim its stock, close it',
  async ({
    trx,
    owner,
    cartId,
    reservation,
  }: OrderScope & { cartId: string; reservation: StockReservation }): Promise<{
    cart: CartRow;
    lines: CartLines;
    orderId: number;
  }> => {
    const answer = await openCartForOrder(trx, owner, cartId, reservation.id);
    const opened = answer?.opened;
    if (!answer || !opened) throw notFound(CART_API_MESSAGES.cartNotFound);
    const { cart, lines, claimed } = opened;
    if (cart.status === 'converted') {
      throw new AlreadyOrderedError((await findOrderIdOfCart(trx, cart.id)) ?? null);
    }
    if (cart.status !== 'active' || !lines) throw notFound(CART_API_MESSAGES.cartNotFound);
    if (lines.items.length === 0) throw badRequest(CHECKOUT_API_MESSAGES.emptyCart);
    const missing = lines.items.find((item) => !lines.details.has(item.sku));
    if (missing) throw conflict(CART_API_MESSAGES.productUnavailable(missing.sku));
    assertReservationClaimed(lines, reservation, claimed);
    return { cart, lines, orderId: answer.alongside };
  },
  'rollback',
);
