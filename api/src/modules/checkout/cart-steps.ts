/** The steps of placing an order that hold, read and close the cart. */
import { CHECKOUT_API_MESSAGES } from 'shared-contracts/api/checkout';
import { badRequest, conflict, notFound } from '../../platform/http-errors';
import {
  CART_API_MESSAGES,
  type CartLines,
  type CartRow,
  findOwnedCart,
  listCartLines,
  touchCart,
} from '../cart/index';
import { findOrderIdOfCart } from '../orders/index';
import type { OrderScope } from './order-context';
import { AlreadyOrderedError } from './order-errors';
import { step } from './workflow';

/**
 * The shopper's active cart, row-locked until the order commits: a second submit of the same cart
 * waits here, then finds it converted (409 naming the order).
 */
export const lockCart = step(
  'lock the cart',
  async ({ trx, owner, cartId }: OrderScope & { cartId: string }): Promise<CartRow> => {
    const cart = await findOwnedCart(trx, owner, cartId, { lock: true });
    if (!cart) throw notFound(CART_API_MESSAGES.cartNotFound);
    if (cart.status === 'converted') {
      throw new AlreadyOrderedError((await findOrderIdOfCart(trx, cart.id)) ?? null);
    }
    if (cart.status !== 'active') throw notFound(CART_API_MESSAGES.cartNotFound);
    return cart;
  },
  'rollback',
);

/** The cart's lines with the server's current prices and details; every sku must still be sold. */
export const readCartLines = step(
  "read the lines at the server's prices",
  async ({ trx, cart }: OrderScope & { cart: CartRow }): Promise<CartLines> => {
    const lines = await listCartLines(trx, cart.id);
    if (lines.items.length === 0) throw badRequest(CHECKOUT_API_MESSAGES.emptyCart);
    const missing = lines.items.find((item) => !lines.details.has(item.sku));
    if (missing) throw conflict(CART_API_MESSAGES.productUnavailable(missing.sku));
    return lines;
  },
  'nothing',
);

/** The cart is done: the guest's next GET answers 404, the next add starts a new cart. */
export const convertCart = step(
  'mark the cart converted',
  async ({ trx, cart }: OrderScope & { cart: CartRow }): Promise<void> => {
    await touchCart(trx, cart.id, { status: 'converted' });
  },
  'rollback',
);
