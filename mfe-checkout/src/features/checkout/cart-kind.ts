import type { Cart } from 'shared-contracts';

/** The FFL dealer block shows only when FFL items are in the cart. */
export function hasFflItems(cart: Pick<Cart, 'items'>): boolean {
  return cart.items.some((item) => item.isFflItem);
}

/** When every item is an FFL item, the ordinary shipping block is hidden: it all goes to the dealer. */
export function hasOnlyFflItems(cart: Pick<Cart, 'items'>): boolean {
  return cart.items.length > 0 && cart.items.every((item) => item.isFflItem);
}
