import {
  type AnalyticsEvent,
  addCartItem,
  analytics,
  authState,
  cartState,
  cartStateV2,
  GUEST_CART_KEY,
  notify,
  openCartDrawer,
  resetCart,
  SESSION_KEYS,
  type ShopNotification,
} from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startCartService } from '../src/features/cart/cart-service';
import { refreshCart } from '../src/shared/cart-actions';
import { cartStore, currentCart, drawerOpenAtom, withCartLock } from '../src/shared/cart-store';
import { shopApiPerFile } from './checkout-helpers';
import { cents } from './support/money';
import { BUILDER_RIFLE, CAP, SOLD_OUT } from './support/seed-products';
import { linePayload, type Shopper } from './support/shopper';

const shop = shopApiPerFile();

let stop: () => void = () => {};
let toasts: ShopNotification[] = [];
let events: AnalyticsEvent[] = [];
const unsubscribes: Array<() => void> = [];

function listen() {
  toasts = [];
  events = [];
  unsubscribes.push(
    notify.subscribe((n) => toasts.push(n)),
    analytics.subscribe((e) => events.push(e)),
  );
}

/** Waits until the cart work the service has queued so far (reads, adds) has finished. */
function settle(): Promise<void> {
  return withCartLock(async () => undefined);
}

afterEach(() => {
  stop();
  for (const off of unsubscribes.splice(0)) off();
});

describe('cart service: guest', () => {
  let guest: Shopper;
  beforeEach(async () => {
    guest = await shop().guest();
    listen();
    guest.enter();
    stop = startCartService();
    await settle();
  });

  it("does not ask for a new guest's cart before one exists: no request (no 404), the default empty guest cart, no toast", () => {
    expect(shop().calls('GET', guest.cartPath())).toHaveLength(0);
    expect(currentCart().items).toEqual([]);
    expect(currentCart().isGuest).toBe(true);
    expect(toasts).toEqual([]);
  });

  it("asks for a guest's cart once an add made it, and not for a cart remembered for another guest token", async () => {
    localStorage.setItem(GUEST_CART_KEY, 'gid_someone_else');
    await refreshCart();
    expect(shop().calls('GET', guest.cartPath())).toHaveLength(0);
    await addCartItem.send(linePayload(CAP));
    expect(localStorage.getItem(GUEST_CART_KEY)).toBe(guest.guestId);
    await refreshCart();
    expect(shop().calls('GET', guest.cartPath())).toHaveLength(1);
    expect(currentCart().items).toHaveLength(1);
  });

  it('forgets a remembered guest cart the API no longer has (a 404 is ignored, and not asked again)', async () => {
    localStorage.setItem(GUEST_CART_KEY, guest.guestId ?? '');
    await refreshCart();
    expect(shop().calls('GET', guest.cartPath())).toHaveLength(1);
    expect(toasts).toEqual([]);
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    await refreshCart();
    expect(shop().calls('GET', guest.cartPath())).toHaveLength(1);
  });

  // Only safelisted headers: by the Fetch standard a browser sends it without a CORS preflight.
  it("reads the guest's cart as a simple request: no request id, no session headers", async () => {
    await guest.add(CAP);
    guest.enter();
    await refreshCart();
    const [read] = shop().calls('GET', guest.cartPath());
    expect(read?.headers).not.toHaveProperty('x-guest-id');
    expect(read?.headers).not.toHaveProperty('x-request-id');
    expect(read?.headers).not.toHaveProperty('authorization');
  });

  it('shares a read asked for twice at once (a cold /checkout: the page and the service)', async () => {
    await guest.add(CAP);
    guest.enter();
    shop().forgetRequests();
    const [first, second] = await Promise.all([refreshCart(), refreshCart()]);
    expect(second).toBe(first);
    expect(shop().calls('GET', guest.cartPath())).toHaveLength(1);
    // Once it has ended, the next read fetches again.
    await refreshCart();
    expect(shop().calls('GET', guest.cartPath())).toHaveLength(2);
  });

  it("is not read again when the service starts after a page read this session's cart", async () => {
    stop();
    shop().forgetRequests();
    stop = startCartService();
    await settle();
    expect(shop().calls('GET', guest.cartPath())).toEqual([]);
  });

  it('adds a new line through the guest path, toasts and reports add_to_cart', async () => {
    const cart = await addCartItem.send(linePayload(CAP));
    expect(shop().calls('POST', guest.cartPath('/items'))).toHaveLength(1);
    expect(cart.items).toHaveLength(1);
    expect(cartState.current()?.items).toHaveLength(1);
    expect(toasts).toContainEqual({ type: 'success', message: `You added ${CAP.name} to your shopping cart` });
    expect(events).toContainEqual(expect.objectContaining({ name: 'add_to_cart', currency: 'USD', value: CAP.price }));
  });

  it('raises the quantity by one through an update when the sku is already in the cart', async () => {
    await addCartItem.send(linePayload(CAP));
    await addCartItem.send(linePayload(CAP));
    expect(shop().calls('POST', /\/items$/)).toHaveLength(1);
    const put = shop().calls('PUT', new RegExp(`^${guest.cartPath('/items/')}\\d+$`));
    expect(put).toHaveLength(1);
    expect(put[0]?.body).toEqual({ quantity: 2 });
    expect(currentCart().items[0]?.quantity).toBe(2);
    expect((await guest.cart())?.items[0]?.quantity).toBe(2);
    expect(toasts.at(-1)).toEqual({ type: 'success', message: `You updated ${CAP.name} in your shopping cart` });
    expect(events.at(-1)).toEqual(
      expect.objectContaining({ name: 'update_cart', currency: 'USD', value: cents(CAP.price * 2) }),
    );
  });

  it('adds a second 3D build of the same sku as its own line, and announces both on cart-state 2 and 1', async () => {
    const [magazine, mount] = BUILDER_RIFLE.addOns as [{ id: number; name: string }, { id: number; name: string }];
    const build = (buildId: string, addOnId: number) => ({
      ...linePayload(BUILDER_RIFLE),
      buildId,
      optionIds: [addOnId],
      notes: buildId,
    });
    await addCartItem.send(build('build-a', magazine.id));
    await addCartItem.send(build('build-b', mount.id));
    expect(shop().calls('POST', /\/items$/)).toHaveLength(2);
    expect(shop().calls('PUT', /\/items\//)).toHaveLength(0);
    const lines = currentCart().items.map((item) => [item.buildId, item.addOns.map((a) => a.name), item.quantity]);
    expect(lines).toEqual([
      ['build-a', [magazine.name], 1],
      ['build-b', [mount.name], 1],
    ]);
    expect(cartStateV2.current()?.items.map((item) => item.buildId)).toEqual(['build-a', 'build-b']);
    expect(cartState.current()?.items).toHaveLength(2);
    // The same build again raises its own line.
    await addCartItem.send(build('build-b', mount.id));
    expect(currentCart().items.map((item) => item.quantity)).toEqual([1, 2]);
  });

  it('serialises quick adds so two clicks never make two lines', async () => {
    await Promise.all([addCartItem.send(linePayload(CAP)), addCartItem.send(linePayload(CAP))]);
    expect(shop().calls('POST', /\/items$/)).toHaveLength(1);
    expect(currentCart().items[0]?.quantity).toBe(2);
    expect((await guest.cart())?.items).toHaveLength(1);
  });

  it('rejects the command with the server message shown through the shared handler', async () => {
    await expect(addCartItem.send(linePayload(SOLD_OUT))).rejects.toThrow();
    expect(toasts).toContainEqual({ type: 'error', message: `Error: ${SOLD_OUT.name} is out of stock` });
    expect(currentCart().items).toEqual([]);
  });

  it('opens the drawer on openCartDrawer', async () => {
    await openCartDrawer.send();
    expect(cartStore.get(drawerOpenAtom)).toBe(true);
  });
});

describe('cart service: identity changes', () => {
  it('reads the user cart with the bearer path after sign-in, and resets on sign-out', async () => {
    const guest = await shop().guest();
    const customer = await shop().customer();
    await customer.add(CAP, 3);
    listen();
    guest.enter();
    stop = startCartService();
    await settle();

    customer.enter();
    await settle();
    const reads = shop().calls('GET', '/Cart');
    expect(reads).toHaveLength(1);
    expect(reads[0]?.headers.authorization).toMatch(/^Bearer /);
    expect(currentCart().items[0]?.quantity).toBe(3);

    localStorage.removeItem(SESSION_KEYS.accessToken);
    authState.emit({ status: 'guest', guestId: guest.guestId ?? '' });
    await settle();
    expect(currentCart().items).toEqual([]);
  });

  it("an add made before the visitor has a guest token waits for the shell's retry (5-6 s after a busy shop's 429)", async () => {
    const guest = await shop().guest();
    localStorage.removeItem(SESSION_KEYS.guestToken);
    localStorage.removeItem(SESSION_KEYS.accessToken);
    listen();
    authState.emit({ status: 'anonymous' });
    stop = startCartService();
    await settle();
    const added = addCartItem.send(linePayload(CAP));
    // The shell's first retry comes after the 4 s an add used to wait.
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    guest.enter();
    await added;
    expect(currentCart().items.map((item) => item.productId)).toEqual([CAP.sku]);
    expect(toasts.map((toast) => toast.type)).toEqual(['success']);
  }, 15_000);

  it('does not re-read the cart when the same identity is announced again', async () => {
    const guest = await shop().guest();
    await guest.add(CAP);
    guest.enter();
    stop = startCartService();
    guest.enter();
    await settle();
    expect(shop().calls('GET', /^\/Cart\/guest/)).toHaveLength(1);
  });

  it('resetCart forgets the cart and reads the new session', async () => {
    const guest = await shop().guest();
    await guest.add(CAP);
    guest.enter();
    stop = startCartService();
    await settle();
    expect(currentCart().items).toHaveLength(1);
    // The cart is checked out elsewhere (another tab): the guest has no open cart any more.
    await guest.placeOrder();
    await resetCart.send();
    expect(currentCart().items).toEqual([]);
  });
});
