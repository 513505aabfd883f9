/**
 * The cart service: the one owner of the cart in the page. It answers the `addCartItem`,
 * `openCartDrawer` and `resetCart` commands from any remote, re-reads the cart whenever the
 * visitor's identity changes and announces every change on `cartState` (via storeCart).
 */
import {
  type AuthState,
  addCartItem,
  analytics,
  authState,
  type CartLinePayload,
  type CartWithLines,
  notify,
  openCartDrawer,
  readSessionCredentials,
  resetCart,
} from 'shared-contracts';
import { analyticsItem } from '../../shared/analytics';
import { readCartOnce, refreshCart, resetAndRefreshCart } from '../../shared/cart-actions';
import { postCartItem, putCartItemQuantity, requireAudience } from '../../shared/cart-api';
import { currentCart, setDrawerOpen, storeCart, withCartLock } from '../../shared/cart-store';
import { addedToast, lineFor, planAddItem, updatedToast } from './add-item';

const round = (amount: number) => Math.round(amount * 100) / 100;

/** Adds a line, or raises the quantity of the line with the same SKU and build by one. */
export function addItem(payload: CartLinePayload): Promise<CartWithLines> {
  return withCartLock(async () => {
    try {
      await requireAudience();
    } catch (error) {
      notify.emit({ type: 'error', message: `Error: ${(error as Error).message}` });
      throw error;
    }
    const plan = planAddItem(currentCart(), payload);
    if (plan.kind === 'raise') {
      const cart = storeCart(await putCartItemQuantity(plan.item.id, plan.quantity));
      const line = cart.items.find((item) => item.id === plan.item.id) ?? { ...plan.item, quantity: plan.quantity };
      notify.emit({ type: 'success', message: updatedToast(line.productName) });
      analytics.emit({
        name: 'update_cart',
        currency: 'USD',
        value: round(line.productPrice * line.quantity),
        items: [analyticsItem(line)],
      });
      return cart;
    }
    const cart = storeCart(await postCartItem(plan.payload));
    const line = lineFor(cart, payload);
    const added = { ...payload, productPrice: line?.productPrice ?? payload.productPrice };
    notify.emit({ type: 'success', message: addedToast(payload.productName) });
    analytics.emit({
      name: 'add_to_cart',
      currency: 'USD',
      value: round(added.productPrice * added.quantity),
      items: [analyticsItem(added)],
    });
    return cart;
  });
}

/** Who the cart belongs to; the cart is re-read only when this changes (not on token refresh). */
function identityOf(state: AuthState | undefined): string {
  const { accessToken, guestToken } = readSessionCredentials();
  if (state?.status === 'authenticated' || accessToken)
    return `user:${state?.status === 'authenticated' ? state.email : ''}`;
  return `guest:${guestToken ?? ''}`;
}

/** apiCall already showed the shared error toast; the last cart we had stays. */
const keepLastCart = () => undefined;

export function startCartService(): () => void {
  let identity: string | null = null;
  const onAuth = (state: AuthState | undefined) => {
    const next = identityOf(state);
    if (next === identity) return;
    const first = identity === null;
    const wasUser = identity?.startsWith('user:') ?? false;
    identity = next;
    // Signing out must not leave the previous account's lines on screen while we re-read. The
    // first state only needs the session's cart once (a cold /checkout may have read it already).
    const signedOut = wasUser && !next.startsWith('user:');
    const reread = first ? readCartOnce() : signedOut ? resetAndRefreshCart() : refreshCart();
    reread.catch(keepLastCart);
  };

  const stops = [
    addCartItem.handle(addItem),
    openCartDrawer.handle(() => setDrawerOpen(true)),
    resetCart.handle(async () => {
      await resetAndRefreshCart().catch(keepLastCart);
    }),
    authState.subscribe(onAuth),
  ];
  // Running alone (no shell announcing the session yet): read the cart anyway.
  if (authState.current() === undefined) onAuth(undefined);

  return () => {
    for (const stop of stops) stop();
  };
}
