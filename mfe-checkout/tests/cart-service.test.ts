import {
  type AnalyticsEvent,
  addCartItem,
  analytics,
  authState,
  cartState,
  notify,
  openCartDrawer,
  resetCart,
  type ShopNotification,
} from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startCartService } from '../src/features/cart/cart-service';
import { cartStore, currentCart, drawerOpenAtom } from '../src/shared/cart-store';
import { cartItem, type FakeShopApi, installFakeApi, linePayload } from './fake-api';

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

async function settle(): Promise<void> {
  // Lets the service's queued cart reads finish (they are promise chains, no timers).
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  stop();
  for (const off of unsubscribes.splice(0)) off();
});

describe('cart service: guest', () => {
  let api: FakeShopApi;
  beforeEach(async () => {
    api = installFakeApi({ guestToken: 'gid_abc' });
    listen();
    stop = startCartService();
    authState.emit({ status: 'guest', guestId: 'gid_abc' });
    await settle();
  });

  it('keeps the default empty guest cart when the guest cart is not found (404 ignored, no toast)', () => {
    expect(api.calls('GET', /^\/Cart\/guest\/gid_abc$/)).toHaveLength(1);
    expect(currentCart().items).toEqual([]);
    expect(currentCart().isGuest).toBe(true);
    expect(toasts).toEqual([]);
  });

  it('adds a new line through the guest path, toasts and reports add_to_cart', async () => {
    const cart = await addCartItem.send(linePayload());
    expect(api.calls('POST', /^\/Cart\/guest\/gid_abc\/items$/)).toHaveLength(1);
    expect(cart.items).toHaveLength(1);
    expect(cartState.current()?.items).toHaveLength(1);
    expect(toasts).toContainEqual({ type: 'success', message: 'You added Canvas Rifle Sling to your shopping cart' });
    expect(events).toContainEqual(expect.objectContaining({ name: 'add_to_cart', currency: 'USD', value: 49 }));
  });

  it('raises the quantity by one through an update when the sku is already in the cart', async () => {
    await addCartItem.send(linePayload());
    await addCartItem.send(linePayload());
    expect(api.calls('POST', /\/items$/)).toHaveLength(1);
    const put = api.calls('PUT', /^\/Cart\/guest\/gid_abc\/items\/\d+$/);
    expect(put).toHaveLength(1);
    expect(put[0]?.body).toEqual({ quantity: 2 });
    expect(currentCart().items[0]?.quantity).toBe(2);
    expect(toasts.at(-1)).toEqual({ type: 'success', message: 'You updated Canvas Rifle Sling in your shopping cart' });
    expect(events.at(-1)).toEqual(expect.objectContaining({ name: 'update_cart', currency: 'USD', value: 98 }));
  });

  it('serialises quick adds so two clicks never make two lines', async () => {
    await Promise.all([addCartItem.send(linePayload()), addCartItem.send(linePayload())]);
    expect(api.calls('POST', /\/items$/)).toHaveLength(1);
    expect(currentCart().items[0]?.quantity).toBe(2);
  });

  it('rejects the command with the server message shown through the shared handler', async () => {
    api.override((r) => (r.method === 'POST' ? { status: 409, body: { message: 'Only 2 left in stock' } } : undefined));
    await expect(addCartItem.send(linePayload())).rejects.toThrow();
    expect(toasts).toContainEqual({ type: 'error', message: 'Error: Only 2 left in stock' });
    expect(currentCart().items).toEqual([]);
  });

  it('opens the drawer on openCartDrawer', async () => {
    await openCartDrawer.send();
    expect(cartStore.get(drawerOpenAtom)).toBe(true);
  });
});

describe('cart service: identity changes', () => {
  it('reads the user cart with the bearer path after sign-in, and resets on sign-out', async () => {
    const api = installFakeApi({ guestToken: 'gid_abc' });
    api.setCart('token-1', { items: [cartItem({ id: 5, quantity: 3 })] });
    listen();
    stop = startCartService();
    authState.emit({ status: 'guest', guestId: 'gid_abc' });
    await settle();

    localStorage.setItem('shop.accessToken', 'token-1');
    authState.emit({ status: 'authenticated', email: 'ada@example.com' });
    await settle();
    expect(api.calls('GET', /^\/Cart$/)).toHaveLength(1);
    expect(api.calls('GET', /^\/Cart$/)[0]?.headers.authorization).toBe('Bearer token-1');
    expect(currentCart().items[0]?.quantity).toBe(3);

    localStorage.removeItem('shop.accessToken');
    authState.emit({ status: 'guest', guestId: 'gid_abc' });
    await settle();
    expect(currentCart().items).toEqual([]);
  });

  it('does not re-read the cart when the same identity is announced again', async () => {
    const api = installFakeApi({ guestToken: 'gid_abc' });
    stop = startCartService();
    authState.emit({ status: 'guest', guestId: 'gid_abc' });
    authState.emit({ status: 'guest', guestId: 'gid_abc' });
    await settle();
    expect(api.calls('GET', /^\/Cart\/guest/)).toHaveLength(1);
  });

  it('resetCart forgets the cart and reads the new session', async () => {
    const api = installFakeApi({ guestToken: 'gid_abc' });
    api.setCart('gid_abc', { items: [cartItem()] });
    stop = startCartService();
    authState.emit({ status: 'guest', guestId: 'gid_abc' });
    await settle();
    expect(currentCart().items).toHaveLength(1);
    api.carts.delete('gid_abc');
    await resetCart.send();
    expect(currentCart().items).toEqual([]);
  });
});
