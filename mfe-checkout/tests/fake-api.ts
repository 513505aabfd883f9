/**
 * A stand-in for the shop API over `fetch`, for the remote's component tests: it keeps one cart
 * per guest token / bearer session and answers the calls of specification 000, section 7 with
 * the shapes of shared-contracts. Every request is recorded so tests can check what was sent.
 */
import {
  type Cart,
  type CartItem,
  type CartLinePayload,
  type CheckoutSubmitResponse,
  emptyGuestCart,
  type Order,
  SESSION_KEYS,
  type ShippingMethod,
} from 'shared-contracts';
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

type Reply = { status: number; body: unknown } | 'network-error';
type Override = (request: RecordedRequest) => Reply | undefined;

export const SHIPPING_METHODS: ShippingMethod[] = [
  { id: 1, name: 'Standard Ground', price: 0 },
  { id: 2, name: 'Two-Day Express', price: 24.95 },
];

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 1,
    productId: 'HA-SLING-01',
    productName: 'Canvas Rifle Sling',
    productPrice: 49,
    price: 49,
    quantity: 1,
    options: [{ label: 'Color', value: 'Olive' }],
    imageUrl: '/media/sling.jpg',
    isFflItem: false,
    isReceiverItem: false,
    restrictedStates: [],
    restrictedZips: [],
    productUrl: '/product/canvas-rifle-sling',
    ...overrides,
  };
}

export function linePayload(overrides: Partial<CartLinePayload> = {}): CartLinePayload {
  return {
    productName: 'Canvas Rifle Sling',
    productId: 'HA-SLING-01',
    quantity: 1,
    imageUrl: '/media/sling.jpg',
    productPrice: 49,
    price: 49,
    productUrl: '/product/canvas-rifle-sling',
    isFflItem: false,
    isReceiverItem: false,
    optionIds: [],
    options: [],
    buildId: null,
    notes: null,
    restrictedStates: [],
    restrictedZips: [],
    ...overrides,
  };
}

function totals(cart: Cart): Cart {
  const subTotal = Math.round(cart.items.reduce((sum, item) => sum + item.productPrice * item.quantity, 0) * 100) / 100;
  const totalAmount = Math.round((subTotal - cart.discountAmount + cart.shipping + cart.taxAmount) * 100) / 100;
  return { ...cart, subTotal, totalAmount };
}

export class FakeShopApi {
  readonly requests: RecordedRequest[] = [];
  readonly carts = new Map<string, Cart>();
  readonly orders = new Map<string, Order>();
  private overrides: Override[] = [];
  private nextItemId = 100;
  private nextOrderId = 5000;

  /** Answers a request differently (first matching override wins); return undefined to pass. */
  override(fn: Override): void {
    this.overrides.push(fn);
  }

  setCart(owner: string, cart: Partial<Cart>): Cart {
    const full = totals({
      ...emptyGuestCart(owner.startsWith('gid_') ? owner : null),
      id: 77,
      isGuest: owner.startsWith('gid_'),
      ...cart,
    });
    this.carts.set(owner, full);
    return full;
  }

  calls(method: string, pathPattern: RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && pathPattern.test(r.path));
  }

  readonly fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key.toLowerCase()] = value;
    });
    const body = typeof init.body === 'string' && init.body ? JSON.parse(init.body) : undefined;
    const request: RecordedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname + url.search,
      headers,
      body,
    };
    this.requests.push(request);
    const reply = this.overrides.map((fn) => fn(request)).find((r) => r !== undefined) ?? this.route(request);
    if (reply === 'network-error') throw new TypeError('fetch failed');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });

  private ownerOf(request: RecordedRequest, guestToken: string | undefined): string | null {
    if (guestToken) return decodeURIComponent(guestToken);
    const auth = request.headers.authorization;
    return auth?.startsWith('Bearer ') ? auth.slice(7) : null;
  }

  private route(request: RecordedRequest): Reply {
    const { method, path } = request;
    if (method === 'GET' && path === '/Cart/shipping-methods') return { status: 200, body: SHIPPING_METHODS };
    const order = /^\/Order\/(\d+)$/.exec(path);
    if (method === 'GET' && order) {
      const found = this.orders.get(order[1]!);
      return found ? { status: 200, body: found } : { status: 404, body: { message: 'Order not found' } };
    }
    if (method === 'POST' && path === '/Checkout/simplified') return this.checkout(request);

    const cartPath = /^\/Cart(?:\/guest\/([^/]+))?(\/.*)?$/.exec(path);
    if (!cartPath) return { status: 404, body: { message: 'Not found' } };
    const owner = this.ownerOf(request, cartPath[1]);
    if (!owner) return { status: 401, body: { message: 'Unauthorized' } };
    const rest = cartPath[2] ?? '';
    const cart = this.carts.get(owner);

    if (method === 'GET' && rest === '')
      return cart ? { status: 200, body: cart } : { status: 404, body: { message: 'Cart not found' } };
    const current = cart ?? this.setCart(owner, {});
    if (method === 'POST' && rest === '/items') {
      const payload = request.body as CartLinePayload;
      const item = cartItem({
        ...payload,
        id: this.nextItemId++,
        productPrice: payload.productPrice,
        price: payload.price,
      });
      return { status: 200, body: this.save(owner, { ...current, items: [...current.items, item] }) };
    }
    const itemPath = /^\/items\/([^/]+)$/.exec(rest);
    if (itemPath && method === 'PUT') {
      const quantity = (request.body as { quantity: number }).quantity;
      const items = current.items.map((item) => (String(item.id) === itemPath[1] ? { ...item, quantity } : item));
      return { status: 200, body: this.save(owner, { ...current, items }) };
    }
    if (itemPath && method === 'DELETE') {
      return {
        status: 200,
        body: this.save(owner, { ...current, items: current.items.filter((item) => String(item.id) !== itemPath[1]) }),
      };
    }
    if (method === 'POST' && rest === '/compute') {
      const method = SHIPPING_METHODS.find(
        (m) => String(m.id) === String((request.body as { shippingMethodId: string }).shippingMethodId),
      );
      const shipping = method?.price ?? 0;
      const taxAmount = Math.round(current.subTotal * 0.05 * 100) / 100;
      return { status: 200, body: this.save(owner, { ...current, shipping, taxAmount }) };
    }
    if (method === 'POST' && rest === '/promo-code') {
      const code = (request.body as { promoCode: string }).promoCode;
      if (code !== 'RANGE10') return { status: 400, body: { message: 'Discount code is invalid' } };
      const discountAmount = Math.round(current.subTotal * 0.1 * 100) / 100;
      return {
        status: 200,
        body: { ...this.save(owner, { ...current, discountAmount }), message: 'Discount code applied successfully' },
      };
    }
    return { status: 404, body: { message: 'Not found' } };
  }

  private save(owner: string, cart: Cart): Cart {
    const saved = totals(cart);
    this.carts.set(owner, saved);
    return saved;
  }

  private checkout(_request: RecordedRequest): Reply {
    const id = this.nextOrderId++;
    const response: CheckoutSubmitResponse = { orderId: id, success: true, message: 'Your order has been placed' };
    return { status: 200, body: response };
  }
}

/** Installs the fake API as `fetch` and a guest (or signed-in) session in local storage. */
export function installFakeApi(
  session: { guestToken?: string; accessToken?: string } = { guestToken: 'gid_test' },
): FakeShopApi {
  const api = new FakeShopApi();
  vi.stubGlobal('fetch', api.fetch);
  if (session.guestToken) localStorage.setItem(SESSION_KEYS.guestToken, session.guestToken);
  if (session.accessToken) localStorage.setItem(SESSION_KEYS.accessToken, session.accessToken);
  return api;
}
