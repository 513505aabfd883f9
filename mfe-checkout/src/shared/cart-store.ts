/**
 * The cart lives here, inside the checkout remote that owns it. One jotai store is shared by the
 * two apps this remote exposes ('./cart' and './app' share this module instance), and every change
 * is announced on the `cartState` event (versions 2 and 1) so the shell's badge and other remotes follow along.
 */
import { atom, createStore } from 'jotai';
import { type CartWithLines, cartState, cartStateV2, emptyGuestCartWithLines } from 'shared-contracts';

// On the server (src/server/render-page.tsx) there is no event bus and no cart.
export const cartAtom = atom<CartWithLines>(
  (typeof window === 'undefined' ? undefined : cartStateV2.current()) ?? emptyGuestCartWithLines(),
);
/** True once the cart has been read from the API for the current session. */
export const cartLoadedAtom = atom(false);
export const drawerOpenAtom = atom(false);

export const cartStore = createStore();

export function currentCart(): CartWithLines {
  return cartStore.get(cartAtom);
}

/**
 * Replaces the stored cart (most cart calls answer the whole cart) and announces it. `loaded`
 * false marks a placeholder (the empty cart shown while a new session's cart is read).
 */
export function storeCart(cart: CartWithLines, { loaded = true } = {}): CartWithLines {
  cartStore.set(cartAtom, cart);
  cartStore.set(cartLoadedAtom, loaded);
  cartStateV2.emit(cart);
  // Version 1 too, for the remotes that read it (the shell's badge, remotes built before version 2).
  cartState.emit(cart);
  return cart;
}

export function setDrawerOpen(open: boolean): void {
  cartStore.set(drawerOpenAtom, open);
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs cart mutations one after another, so two quick clicks on "add to cart" read the cart the
 * first one produced instead of both adding a new line.
 */
export function withCartLock<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}
