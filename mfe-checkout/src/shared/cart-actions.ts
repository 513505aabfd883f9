/**
 * Cart changes used by more than one feature of this remote (drawer, checkout, the cart service).
 * Each runs under the cart lock and stores the cart the API answers.
 */
import {
  analytics,
  type CartLine,
  type CartWithLines,
  emptyGuestCartWithLines,
  readSessionCredentials,
} from 'shared-contracts';
import { analyticsItem } from './analytics';
import { deleteCartItem, fetchCart, putCartItemQuantity } from './cart-api';
import { currentCart, storeCart, withCartLock } from './cart-store';

/** Which session a read is for: its access token, else its guest token. */
function sessionCredential(): string {
  const { accessToken, guestToken } = readSessionCredentials();
  return accessToken ?? guestToken ?? '';
}

let reading: { credential: string; cart: Promise<CartWithLines> } | null = null;
/** The session whose cart was last read (and stored) from the API. */
let readFor: string | null = null;

/**
 * Re-reads the cart of the current session (after sign-in, sign-out, reset or an order). Asked
 * again for the same session while a read is on its way, the caller shares that read instead of
 * fetching and drawing it twice.
 */
export function refreshCart(): Promise<CartWithLines> {
  const credential = sessionCredential();
  if (reading?.credential === credential) return reading.cart;
  const cart = withCartLock(async () => {
    const read = storeCart(await fetchCart());
    readFor = credential;
    return read;
  });
  const current = { credential, cart };
  reading = current;
  const done = () => {
    if (reading === current) reading = null;
  };
  cart.then(done, done);
  return cart;
}

/**
 * A page's first read of the cart, asked for by both the cart service and a cold /checkout: the
 * cart already read for this session (or on its way) is not read again.
 */
export function readCartOnce(): Promise<CartWithLines> {
  return readFor === sessionCredential() ? Promise.resolve(currentCart()) : refreshCart();
}

/** Forgets the cart at once (so nobody sees the previous session's lines), then re-reads it. */
export function resetAndRefreshCart(): Promise<CartWithLines> {
  storeCart(emptyGuestCartWithLines(readSessionCredentials().guestToken), { loaded: false });
  return refreshCart();
}

export function setItemQuantity(item: CartLine, quantity: number): Promise<CartWithLines> {
  return withCartLock(async () => {
    const cart = storeCart(await putCartItemQuantity(item.id, quantity));
    const updated = cart.items.find((line) => line.id === item.id) ?? { ...item, quantity };
    analytics.emit({
      name: 'update_cart',
      currency: 'USD',
      value: Math.round(updated.productPrice * updated.quantity * 100) / 100,
      items: [analyticsItem(updated)],
    });
    return cart;
  });
}

export function removeItem(item: CartLine): Promise<CartWithLines> {
  return withCartLock(async () => storeCart(await deleteCartItem(item.id)));
}

/** Removes several lines one after another; the cart after the last removal is stored. */
export function removeItems(items: CartLine[]): Promise<CartWithLines> {
  return withCartLock(async () => {
    let cart = currentCart();
    for (const item of items) cart = storeCart(await deleteCartItem(item.id));
    return cart;
  });
}
