/**
 * A shopper driving the API the way the shop does: a guest (POST /Auth/guest, guest paths,
 * X-Guest-Id) or a signed-in user (bearer paths). Every call is a real request through app.inject.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Cart, CartLinePayload } from 'shared-contracts/api/cart';
import { encodeTestToken } from 'shared-contracts/payments/test-token';
import type { CustomerInfo, DealerInfo } from 'shared-contracts/schemas/checkout';
import type { Db } from '../../../src/platform/db/index';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export class Shopper {
  private constructor(
    readonly app: FastifyInstance,
    readonly kind: 'guest' | 'user',
    /** Guest id, or user id. */
    readonly id: string,
    private readonly accessToken?: string,
    readonly email?: string,
  ) {}

  static async guest(app: FastifyInstance): Promise<Shopper> {
    const response = await app.inject({ method: 'POST', url: '/Auth/guest' });
    const { guestId } = response.json() as { guestId: string };
    return new Shopper(app, 'guest', guestId);
  }

  static async user(
    app: FastifyInstance,
    db: Db,
    email = `buyer-${randomUUID().slice(0, 8)}@example.com`,
  ): Promise<Shopper> {
    const row = await db
      .insertInto('users')
      .values({ email, first_name: 'Test', last_name: 'Buyer' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { accessToken } = await app.tokens.issueAccessToken({ userId: row.id, email });
    return new Shopper(app, 'user', row.id, accessToken, email);
  }

  /** The same shopper against another app instance (after a restart). */
  static async resume(app: FastifyInstance, shopper: Shopper): Promise<Shopper> {
    return new Shopper(app, shopper.kind, shopper.id, shopper.accessToken, shopper.email);
  }

  get headers(): Record<string, string> {
    return this.kind === 'user' ? { authorization: `Bearer ${this.accessToken}` } : { 'x-guest-id': this.id };
  }

  /** `/Cart` + rest for users, `/Cart/guest/{id}` + rest for guests. */
  cartPath(rest = ''): string {
    return this.kind === 'user' ? `/Cart${rest}` : `/Cart/guest/${this.id}${rest}`;
  }

  async call<T = unknown>(
    method: Method,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const response = await this.app.inject({
      method,
      url,
      headers: { ...this.headers, ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const text = response.body;
    return { status: response.statusCode, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
  }

  getCart() {
    return this.call<Cart>('GET', this.cartPath());
  }

  add(sku: string, quantity = 1, extra: Partial<CartLinePayload> = {}) {
    return this.call<Cart>('POST', this.cartPath('/items'), line(sku, quantity, extra));
  }

  setQuantity(itemId: number | string, quantity: number | string) {
    return this.call<Cart>('PUT', this.cartPath(`/items/${itemId}`), { quantity });
  }

  remove(itemId: number | string) {
    return this.call<Cart>('DELETE', this.cartPath(`/items/${itemId}`));
  }

  compute(body: unknown) {
    return this.call<Cart>('POST', this.cartPath('/compute'), body);
  }

  promo(promoCode: string, cartId?: unknown) {
    return this.call<Cart & { message: string }>('POST', this.cartPath('/promo-code'), { promoCode, cartId });
  }

  checkout(body: unknown, headers: Record<string, string> = {}) {
    return this.call<{
      orderId: number | null;
      success: boolean;
      message: string;
      restrictedItemIds?: number[];
      errors?: Record<string, string[]>;
    }>('POST', '/Checkout/simplified', body, headers);
  }
}

/** A new guest whose cart holds these lines (sku, quantity), added one after another. */
export async function guestWith(
  app: FastifyInstance,
  lines: Array<[string, number]>,
): Promise<{ guest: Shopper; cart: Cart }> {
  const guest = await Shopper.guest(app);
  let cart: Cart | undefined;
  for (const [sku, quantity] of lines) cart = (await guest.add(sku, quantity)).body;
  if (!cart) throw new Error('no lines');
  return { guest, cart };
}

export function line(sku: string, quantity = 1, extra: Partial<CartLinePayload> = {}): CartLinePayload {
  return {
    productName: 'whatever the client says',
    productId: sku,
    quantity,
    imageUrl: '',
    productPrice: 0.01,
    price: 0.01,
    productUrl: '',
    isFflItem: false,
    isReceiverItem: false,
    optionIds: [],
    options: [],
    buildId: null,
    notes: null,
    restrictedStates: [],
    restrictedZips: [],
    ...extra,
  };
}

export const APPROVED_VISA = encodeTestToken({ last4: '1111', brand: 'Visa' });

export function billing(overrides: Partial<CustomerInfo> = {}): CustomerInfo {
  return {
    email: 'jane.doe@example.com',
    name: 'Jane Doe',
    company: '',
    mainContact: '(406) 555-0142',
    address: '12 Gallatin Way',
    city: 'Bozeman',
    state: 'MT',
    zip: '59715',
    country: 'US',
    shippingName: '',
    shippingCompany: '',
    addressContact: '',
    shippingAddress: '',
    shippingCity: '',
    shippingState: '',
    shippingZip: '',
    shippingCountry: '',
    optInNewsletter: false,
    shippingSameAsBilling: true,
    shippingMethodId: '1',
    ...overrides,
  };
}

export function dealer(overrides: Partial<DealerInfo> = {}): DealerInfo {
  return {
    dealerName: 'Big Sky Outfitters FFL',
    dealerAddress: '400 Main St',
    dealerEmail: 'transfers@bigsky.example.com',
    dealerPhone: '406-555-0199',
    dealerCity: 'Livingston',
    dealerState: 'MT',
    dealerZip: '59047',
    dealerCountry: 'US',
    ...overrides,
  };
}

export function montana(overrides: Record<string, unknown> = {}) {
  return {
    line1: '12 Gallatin Way',
    line2: '',
    city: 'Bozeman',
    region: 'Montana',
    postalCode: '59715',
    country: 'US',
    taxCode: '',
    ...overrides,
  };
}

export async function shippingMethodId(db: Db, name: string): Promise<number> {
  const row = await db.selectFrom('shipping_methods').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

export async function stockOf(db: Db, sku: string): Promise<number> {
  const row = await db.selectFrom('sku_prices').select('qty_on_hand').where('sku', '=', sku).executeTakeFirstOrThrow();
  return row.qty_on_hand;
}

export async function orderCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
