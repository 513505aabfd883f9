/** The step of placing an order that holds, reads and closes the cart. */
import { sql } from 'kysely';
import { CHECKOUT_API_MESSAGES } from 'shared-contracts/api/checkout';
import { badRequest, conflict, notFound } from '../../platform/http-errors';
import { CART_API_MESSAGES, type CartLines, type CartRow, openCartForOrderWith } from '../cart/index';
import { findOrderIdOfCart, NEXT_ORDER_ID } from '../orders/index';
import { activeShippingMethodJson, type ShippingMethodRow, shippingMethodIdOrNull } from '../shipping/index';
import type { OrderScope } from './order-context';
import { AlreadyOrderedError } from './order-errors';
import { assertReservationClaimed, type StockReservation } from './stock-steps';
import { step } from './workflow';

/**
 * The cart's opening, answering alongside the order's number (decision 0055) and the shipping
 * method the shopper chose, when it is offered (decision 0058).
 */
const openCartForOrder = openCartForOrderWith(
  (v: { shippingMethodId: number | null }) =>
    sql<{
      orderId: number;
      shippingMethod: ShippingMethodRow | null;
    }>`json_build_object('orderId', ${NEXT_ORDER_ID}, 'shippingMethod', ${activeShippingMethodJson(v.shippingMethodId)})`,
);

/**
 * The cart, in ONE round trip (decision 0036): the shopper's cart row-locked until the order
 * commits (a second submit of the same cart waits here, then finds it converted: 409 naming the
 * order), its lines at the server's current prices (every sku must still be sold), the stock
 * reserved for it claimed (the locked cart must hold what was reserved) and the cart marked
 * converted: the guest's next GET answers 404, the next add starts a new cart. A later step that
 * fails rolls the claim and the conversion back. The same round trip takes the order's number
 * (decision 0055): the payment is authorised with it before the order is written; and reads the
 * chosen shipping method (decision 0058), undefined when it is not offered: the pricing step says
 * so, in its place among the checks.
 */
export const openCart = step(
  'lock the cart, read its lines, claim its stock, close it',
  async ({
    trx,
    owner,
    cartId,
    reservation,
    shippingMethodId,
  }: OrderScope & { cartId: string; reservation: StockReservation; shippingMethodId: string | number }): Promise<{
    cart: CartRow;
    lines: CartLines;
    orderId: number;
    shippingMethod: ShippingMethodRow | undefined;
  }> => {
    const answer = await openCartForOrder(trx, owner, cartId, reservation.id, {
      shippingMethodId: shippingMethodIdOrNull(shippingMethodId),
    });
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
    const { orderId, shippingMethod } = answer.alongside;
    return { cart, lines, orderId, shippingMethod: shippingMethod ?? undefined };
  },
  'rollback',
);
