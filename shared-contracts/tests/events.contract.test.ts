import { afterEach, describe, expect, it } from 'vitest';
import { type Cart, type CartLinePayload, emptyGuestCart } from '../src/api/cart';
import { CommandTimeoutError, defineCommand, defineStateEvent } from '../src/events/bus';
import {
  addCartItem,
  analytics,
  authState,
  cartState,
  contracts,
  loadingCount,
  notify,
  openCartDrawer,
  resetCart,
  signedIn,
  signInWanted,
  signOutRequested,
  toggleSearch,
} from '../src/events/contracts';

const line: CartLinePayload = {
  productName: 'Ridgeback 308',
  productId: 'HA-RB308-20-BLK',
  quantity: 1,
  imageUrl: '/media/products/ridgeback.svg',
  productPrice: 1499,
  price: 1599,
  productUrl: '/product/ridgeback-308',
  isFflItem: true,
  isReceiverItem: false,
  optionIds: [1, 4],
  options: [{ label: 'Calibre', value: '.308 Win' }],
  buildId: null,
  notes: null,
  restrictedStates: ['CA'],
  restrictedZips: [],
};

afterEach(() => {
  (window as unknown as { __shopEventState?: Map<string, unknown> }).__shopEventState?.clear();
  (window as unknown as { __shopCommandHandlers?: Map<string, unknown> }).__shopCommandHandlers?.clear();
});

describe('event contracts', () => {
  it('names every event after its owner and carries a contract version', () => {
    const types = Object.values(contracts).map((c) => c.type);
    expect(types).toEqual([
      'shell:auth-state@1',
      'account:signed-in@1',
      'shell:sign-out-requested@1',
      'shell:sign-in-wanted@1',
      'checkout:cart-state@1',
      'checkout:cart-state@2',
      'checkout:add-item@1',
      'checkout:open-drawer@1',
      'checkout:reset@1',
      'shell:notification@1',
      'catalog:search-toggle@1',
      'shell:loading-count@1',
      'shop:analytics@1',
      'shop:remote-error@1',
    ]);
    expect(new Set(types).size).toBe(types.length);
  });

  it('travels on window as a CustomEvent whose detail is the typed payload', () => {
    const seen: unknown[] = [];
    window.addEventListener(notify.type, (e) => seen.push((e as CustomEvent).detail));
    notify.emit({ type: 'success', message: 'You have been subscribed to the newsletter' });
    expect(seen).toEqual([{ type: 'success', message: 'You have been subscribed to the newsletter' }]);
  });

  it('replays the last auth state to a subscriber that arrives late', () => {
    authState.emit({ status: 'guest', guestId: 'gid_abc' });
    authState.emit({ status: 'authenticated', email: 'ava@example.com' });
    const seen: unknown[] = [];
    const stop = authState.subscribe((s) => seen.push(s));
    expect(seen).toEqual([{ status: 'authenticated', email: 'ava@example.com' }]);
    stop();
    authState.emit({ status: 'anonymous' });
    expect(seen).toHaveLength(1);
  });

  it('replays the last cart to a late subscriber, with the spec cart shape', () => {
    const cart: Cart = { ...emptyGuestCart('gid_1'), items: [], subTotal: 0 };
    cartState.emit(cart);
    let received: Cart | undefined;
    cartState.subscribe((c) => {
      received = c;
    });
    expect(received).toEqual(cart);
    expect(Object.keys(received ?? {}).sort()).toEqual(
      [
        'appliedDiscounts',
        'discountAmount',
        'guestId',
        'id',
        'isAbandoned',
        'isGuest',
        'items',
        'shipping',
        'subTotal',
        'taxAmount',
        'totalAmount',
        'userId',
      ].sort(),
    );
  });

  it('does not replay signals (notifications, analytics, toggles) to late subscribers', () => {
    notify.emit({ type: 'error', message: 'Error: boom' });
    toggleSearch.emit({});
    analytics.emit({ name: 'page_view', path: '/', title: 'Home' });
    const seen: unknown[] = [];
    notify.subscribe((n) => seen.push(n));
    toggleSearch.subscribe((n) => seen.push(n));
    analytics.subscribe((n) => seen.push(n));
    expect(seen).toEqual([]);
  });

  it('delivers sign-in, sign-out and sign-in-wanted signals', () => {
    const seen: unknown[] = [];
    signedIn.subscribe((v) => seen.push(['in', v]));
    signOutRequested.subscribe(() => seen.push(['out']));
    signInWanted.subscribe((v) => seen.push(['wanted', v]));
    signedIn.emit({ email: 'a@b.co' });
    signOutRequested.emit();
    signInWanted.emit({ returnTo: '/profile' });
    expect(seen).toEqual([['in', { email: 'a@b.co' }], ['out'], ['wanted', { returnTo: '/profile' }]]);
  });

  it('keeps the loading count as replayed state', () => {
    loadingCount.emit(2);
    expect(loadingCount.current()).toBe(2);
  });
});

describe('commands', () => {
  it('answers add-item through the single registered owner', async () => {
    const cart = { ...emptyGuestCart('gid_1'), subTotal: 1499 };
    const received: CartLinePayload[] = [];
    addCartItem.handle(async (payload) => {
      received.push(payload);
      return cart;
    });
    await expect(addCartItem.send(line)).resolves.toEqual(cart);
    expect(received).toEqual([line]);
  });

  it('waits for an owner that registers after the command was sent (a remote still loading)', async () => {
    const pending = openCartDrawer.send(undefined, 1000);
    setTimeout(() => openCartDrawer.handle(() => undefined), 60);
    await expect(pending).resolves.toBeUndefined();
  });

  it('fails with a clear message when nobody answers in time', async () => {
    await expect(addCartItem.send(line, 120)).rejects.toBeInstanceOf(CommandTimeoutError);
    await expect(resetCart.send(undefined, 60)).rejects.toThrow(
      'Nobody answered "checkout:reset@1" within 60 ms. Please try again.',
    );
  });

  it("passes the owner's failure on to the caller", async () => {
    addCartItem.handle(async () => {
      throw new Error('Only 2 left in stock');
    });
    await expect(addCartItem.send(line)).rejects.toThrow('Only 2 left in stock');
  });

  it('stops answering once the owner unregisters', async () => {
    const stop = defineCommand<number, number>('test', 'double').handle((n) => n * 2);
    stop();
    await expect(defineCommand<number, number>('test', 'double').send(2, 50)).rejects.toThrow('Nobody answered');
  });

  it('keeps contracts of different versions apart', () => {
    const v1 = defineStateEvent<number>('test', 'thing', 1);
    const v2 = defineStateEvent<string>('test', 'thing', 2);
    v1.emit(1);
    expect(v2.current()).toBeUndefined();
  });
});
