/**
 * A shopper of the real API, for what a test needs to have happened before the page opens (a
 * cart with lines, an order placed) or elsewhere meanwhile (another tab). Each call goes through
 * the whole API (app.inject: routing, identity, validation, database), is not recorded as the
 * page's traffic, and fails the test on an unexpected answer. `enter()` hands the session to the
 * page the way the shell does: credentials in local storage, the auth state announced.
 */
import type { buildApp, Db } from 'api/testkit';
import {
  authState,
  type CartWithLines as Cart,
  type CartLinePayload,
  type CheckoutSubmitResponse,
  GUEST_CART_KEY,
  type Order,
  SESSION_KEYS,
} from 'shared-contracts';
import { COUNTRY, stateName } from 'shared-contracts/domain/us-states';
import { encodeTestToken } from 'shared-contracts/payments/test-token';
import { type BillingForm, type DealerInfo, toCustomerInfo } from 'shared-contracts/schemas/checkout';
import { BILLING_DEFAULTS } from '../../src/features/checkout/form-defaults';
import type { SeedSku } from './seed-products';

type App = Awaited<ReturnType<typeof buildApp>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Answer<T> {
  status: number;
  body: T;
}

/** A complete billing form (Bozeman, Montana; same shipping address; first shipping method). */
export function billingForm(overrides: Partial<BillingForm> = {}): BillingForm {
  return {
    ...BILLING_DEFAULTS,
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    mainContact: '(406) 555-0142',
    address: '12 Main St',
    city: 'Bozeman',
    state: 'MT',
    zip: '59715',
    shippingMethodId: '1',
    ...overrides,
  };
}

export function dealerForm(overrides: Partial<DealerInfo> = {}): DealerInfo {
  return {
    dealerName: 'Gallatin Valley Arms',
    dealerAddress: '400 Rouse Ave',
    dealerEmail: 'ffl@gallatinarms.com',
    dealerPhone: '(406) 555-0199',
    dealerCity: 'Bozeman',
    dealerState: 'MT',
    dealerZip: '59715',
    dealerCountry: COUNTRY.code,
    ...overrides,
  };
}

/** A Visa sandbox card, tokenised as the browser-side test tokeniser does. */
export const APPROVED_VISA_TOKEN = encodeTestToken({ last4: '1111', brand: 'Visa' });

export class Shopper {
  /** The API holds a cart for this guest (added to): the browser that added remembers it. */
  private hasCart = false;

  private constructor(
    private readonly app: App,
    readonly session: { guestId: string } | { accessToken: string; email: string },
  ) {}

  static async guest(app: App): Promise<Shopper> {
    const answer = await app.inject({ method: 'POST', url: '/Auth/guest' });
    const { guestId } = answer.json() as { guestId: string };
    return new Shopper(app, { guestId });
  }

  /** A customer account (there is no sign-in route yet: the token comes from the API's token service). */
  static async customer(app: App, db: Db, email = `ada.${crypto.randomUUID().slice(0, 8)}@example.com`) {
    const user = await db
      .insertInto('users')
      .values({ email, first_name: 'Ada', last_name: 'Lovelace' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { accessToken } = await app.tokens.issueAccessToken({ userId: user.id, email });
    return new Shopper(app, { accessToken, email });
  }

  get guestId(): string | null {
    return 'guestId' in this.session ? this.session.guestId : null;
  }

  get email(): string | null {
    return 'email' in this.session ? this.session.email : null;
  }

  /** `/Cart` + rest for a customer, `/Cart/guest/{id}` + rest for a guest (the page's paths). */
  cartPath(rest = ''): string {
    return 'guestId' in this.session ? `/Cart/guest/${this.session.guestId}${rest}` : `/Cart${rest}`;
  }

  private get headers(): Record<string, string> {
    return 'guestId' in this.session
      ? { 'x-guest-id': this.session.guestId }
      : { authorization: `Bearer ${this.session.accessToken}` };
  }

  async call<T>(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const answer = await this.app.inject({
      method,
      url,
      headers: { ...this.headers, ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: answer.statusCode, body: (answer.body ? JSON.parse(answer.body) : null) as T };
  }

  private async ok<T>(method: Method, url: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
    const answer = await this.call<T>(method, url, body, headers);
    if (answer.status >= 400)
      throw new Error(`${method} ${url} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  /**
   * Puts `quantity` of the sku in the cart (the server prices it; the client's price is ignored);
   * `build` adds it as a 3D build (its id and add-ons) as the builder does.
   */
  add(product: SeedSku, quantity = 1, build: Partial<CartLinePayload> = {}): Promise<Cart> {
    this.hasCart = true;
    return this.ok<Cart>('POST', this.cartPath('/items'), { ...linePayload(product, quantity), ...build });
  }

  /** The cart as the server has it now; null when a guest has none. */
  async cart(): Promise<Cart | null> {
    const answer = await this.call<Cart>('GET', this.cartPath());
    return answer.status === 404 ? null : answer.body;
  }

  /** Prices the cart for the billing address and its shipping method. */
  compute(billing: BillingForm = billingForm()): Promise<Cart> {
    return this.ok<Cart>('POST', this.cartPath('/compute'), {
      address: {
        line1: billing.address,
        line2: '',
        city: billing.city,
        region: stateName(billing.state),
        postalCode: billing.zip,
        country: COUNTRY.code,
        taxCode: '',
      },
      shippingMethodId: billing.shippingMethodId,
    });
  }

  applyPromo(promoCode: string): Promise<Cart> {
    return this.ok<Cart>('POST', this.cartPath('/promo-code'), { promoCode });
  }

  /** Checks the cart out as the page would (computed, then paid with a sandbox Visa); the order id. */
  async placeOrder(options: { billing?: BillingForm; dealer?: DealerInfo; promo?: string } = {}): Promise<number> {
    const billing = options.billing ?? billingForm();
    const cart = await this.compute(billing);
    if (options.promo) await this.applyPromo(options.promo);
    const answer = await this.ok<CheckoutSubmitResponse>(
      'POST',
      '/Checkout/simplified',
      {
        cartId: cart.id,
        customerInfo: toCustomerInfo(billing),
        ...(options.dealer ? { dealerInfo: options.dealer } : {}),
        paymentToken: APPROVED_VISA_TOKEN,
        // An adult, as the checkout asks when a line has an age class (issue 30); ignored otherwise.
        dateOfBirth: '1980-06-15',
      },
      { 'idempotency-key': crypto.randomUUID() },
    );
    if (answer.orderId == null) throw new Error(`No order: ${answer.message}`);
    return answer.orderId;
  }

  /** The order as its owner sees it (GET /Order/{id}); null when the API will not show it. */
  async order(orderId: number | string): Promise<Order | null> {
    const answer = await this.call<Order>('GET', `/Order/${orderId}`);
    return answer.status === 200 ? answer.body : null;
  }

  /** Opens the page as this shopper: credentials where the shell keeps them, then announced. */
  enter(): void {
    if ('guestId' in this.session) {
      localStorage.setItem(SESSION_KEYS.guestToken, this.session.guestId);
      // As the checkout remote writes it when the guest's add answers the cart (guest-cart-marker.ts).
      if (this.hasCart) localStorage.setItem(GUEST_CART_KEY, this.session.guestId);
      authState.emit({ status: 'guest', guestId: this.session.guestId });
    } else {
      localStorage.setItem(SESSION_KEYS.accessToken, this.session.accessToken);
      authState.emit({ status: 'authenticated', email: this.session.email });
    }
  }
}

/** What the product page sends for a sku (name and price are display hints; the server prices it). */
export function linePayload(product: SeedSku, quantity = 1): CartLinePayload {
  return {
    productName: product.name,
    productId: product.sku,
    quantity,
    imageUrl: '',
    productPrice: product.price,
    price: product.listPrice,
    productUrl: '',
    isFflItem: product.isFflItem,
    isReceiverItem: false,
    optionIds: [],
    options: product.options,
    buildId: null,
    notes: null,
    restrictedStates: product.restrictedStates,
    restrictedZips: [],
  };
}
