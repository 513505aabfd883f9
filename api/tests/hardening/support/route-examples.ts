/**
 * A valid request for each route the shop's own forms and calls make, so that a malformed value in
 * one field travels as far as it can (through validation into the service and the database).
 * Routes without an example here are still attacked: their fields are discovered from the 400 the
 * route answers to an empty body, and every path and query parameter is tried.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { encodeTestToken } from 'shared-contracts/payments/test-token';
import type { Db } from '../../../src/platform/db/index';

/** What the examples need from the seeded shop. */
export interface ShopFacts {
  sku: string;
  productDocumentId: string;
  productTitle: string;
  productGroupTitle: string;
  shippingMethodId: number;
}

/** A customer of one route's attack run (each route gets a fresh one: some calls end sessions). */
export interface Customer {
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  guestId: string;
}

export interface BaseRequest {
  params: Record<string, string>;
  body?: unknown;
  headers: Record<string, string>;
}

export interface ExampleContext {
  app: FastifyInstance;
  db: Db;
  facts: ShopFacts;
  customer: Customer;
}

let counter = 0;
export const captcha = () => `test-pass-${++counter}`;
/** A client address per request: the per-address rate limits never hide a route's validation. */
export const nextClientAddress = () => `10.${(++counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;

export async function shopFacts(db: Db): Promise<ShopFacts> {
  // A plain accessory: no FFL dealer, no restricted states or zips; stock enough for every order.
  const sku = await db
    .selectFrom('catalog_skus')
    .select(['sku', 'product_document_id', 'product_title'])
    .where('is_ffl_item', '=', false)
    .where('is_receiver_item', '=', false)
    // No age class either (issue 30): ammunition would need the buyer's date of birth.
    .where('item_class', '=', 'accessory')
    .where(sql<boolean>`cardinality(restricted_states) = 0 and cardinality(restricted_zips) = 0`)
    .orderBy('sku')
    .executeTakeFirstOrThrow();
  await db.updateTable('sku_prices').set({ qty_on_hand: 1_000_000 }).where('sku', '=', sku.sku).execute();
  const group = await db
    .selectFrom('content_documents')
    .select('title')
    .where('kind', '=', 'product_group')
    .executeTakeFirst();
  const method = await db.selectFrom('shipping_methods').select('id').orderBy('sort_order').executeTakeFirstOrThrow();
  return {
    sku: sku.sku,
    productDocumentId: sku.product_document_id,
    productTitle: sku.product_title,
    productGroupTitle: String(group?.title ?? 'rifles'),
    shippingMethodId: method.id,
  };
}

export async function newCustomer(app: FastifyInstance): Promise<Customer> {
  const email = `attack-${randomUUID().slice(0, 12)}@example.com`;
  const password = 'correct horse battery';
  const registered = await app.inject({
    method: 'POST',
    url: '/Auth/register',
    headers: { 'x-forwarded-for': nextClientAddress() },
    payload: { firstName: 'Ada', lastName: 'Lund', email, password, newsletter: false, captcha: captcha() },
  });
  if (registered.statusCode !== 200) throw new Error(`register failed: ${registered.body}`);
  const { token } = registered.json() as { token: { accessToken: string; refreshToken: string } };
  const guest = await app.inject({
    method: 'POST',
    url: '/Auth/guest',
    headers: { 'x-forwarded-for': nextClientAddress() },
  });
  const { guestId } = guest.json() as { guestId: string };
  return { email, password, accessToken: token.accessToken, refreshToken: token.refreshToken, guestId };
}

const signedIn = (c: Customer) => ({ authorization: `Bearer ${c.accessToken}` });
const asGuest = (c: Customer) => ({ 'x-guest-id': c.guestId });

export function cartLine(sku: string) {
  return {
    productName: 'Test product',
    productId: sku,
    quantity: 1,
    imageUrl: '',
    productPrice: 1,
    price: 1,
    productUrl: '',
    isFflItem: false,
    isReceiverItem: false,
    optionIds: [],
    options: [{ label: 'Finish', value: 'Black' }],
    buildId: null,
    notes: null,
    restrictedStates: [],
    restrictedZips: [],
  };
}

const montana = {
  line1: '12 Gallatin Way',
  line2: '',
  city: 'Bozeman',
  region: 'Montana',
  postalCode: '59715',
  country: 'US',
  taxCode: '',
};

function customerInfo(email: string, shippingMethodId: number) {
  return {
    email,
    name: 'Jane Doe',
    company: '',
    mainContact: '(406) 555-0142',
    address: '12 Gallatin Way',
    city: 'Bozeman',
    state: 'MT',
    zip: '59715',
    country: 'US',
    shippingName: 'John Doe',
    shippingCompany: '',
    addressContact: '(406) 555-0143',
    shippingAddress: '1 Main St',
    shippingCity: 'Helena',
    shippingState: 'MT',
    shippingZip: '59601',
    shippingCountry: 'US',
    optInNewsletter: false,
    shippingSameAsBilling: false,
    shippingMethodId: String(shippingMethodId),
  };
}

const address = {
  addressName: 'Home',
  firstName: 'Ada',
  lastName: 'Lund',
  company: null,
  mainContact: '(406) 555-0142',
  faxContact: null,
  addressContact: null,
  addressType: 10,
  isDefaultShipping: true,
  isDefaultBilling: true,
  addressLine1: '12 Gallatin Way',
  addressLine2: null,
  city: 'Bozeman',
  state: 'MT',
  postalCode: '59715',
  country: 'United States',
  residential: true,
};

/** Adds a line to the customer's cart (bearer or guest) and answers the cart's id and the line's id. */
async function cartWithLine(ctx: ExampleContext, guest: boolean): Promise<{ cartId: string; itemId: string }> {
  const { app, customer, facts } = ctx;
  const response = await app.inject({
    method: 'POST',
    url: guest ? `/Cart/guest/${customer.guestId}/items` : '/Cart/items',
    headers: { ...(guest ? asGuest(customer) : signedIn(customer)), 'x-forwarded-for': nextClientAddress() },
    payload: cartLine(facts.sku),
  });
  const cart = response.json() as { id: string | number; items: Array<{ id: string | number }> };
  if (response.statusCode !== 200 || !cart.items[0]) throw new Error(`add to cart failed: ${response.body}`);
  return { cartId: String(cart.id), itemId: String(cart.items.at(-1)?.id) };
}

async function addressId(ctx: ExampleContext): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/User/addresses',
    headers: { ...signedIn(ctx.customer), 'x-forwarded-for': nextClientAddress() },
    payload: address,
  });
  const body = response.json() as { id?: string | number; addresses?: Array<{ id: string | number }> };
  const id = body.id ?? body.addresses?.at(-1)?.id;
  if (id === undefined) throw new Error(`add address failed: ${response.body}`);
  return String(id);
}

async function placedOrderId(ctx: ExampleContext): Promise<string> {
  const { cartId } = await cartWithLine(ctx, false);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/Checkout/simplified',
    headers: { ...signedIn(ctx.customer), 'x-forwarded-for': nextClientAddress() },
    payload: {
      cartId,
      customerInfo: customerInfo(ctx.customer.email, ctx.facts.shippingMethodId),
      paymentToken: encodeTestToken({ last4: '1111', brand: 'Visa' }),
    },
  });
  const body = response.json() as { orderId?: number | null };
  if (!body.orderId) throw new Error(`checkout failed: ${response.body}`);
  return String(body.orderId);
}

type Example = (ctx: ExampleContext) => Promise<BaseRequest> | BaseRequest;

const user = (ctx: ExampleContext, params: Record<string, string> = {}, body?: unknown): BaseRequest => ({
  params,
  body,
  headers: signedIn(ctx.customer),
});
const guest = (ctx: ExampleContext, params: Record<string, string> = {}, body?: unknown): BaseRequest => ({
  params: { token: ctx.customer.guestId, ...params },
  body,
  headers: asGuest(ctx.customer),
});

/** The registry's staff (X-Staff-Key), acting on the catalog remote. */
const staff = (ctx: ExampleContext, params: Record<string, string> = {}, body?: unknown): BaseRequest => ({
  params: { remote: 'catalog', ...params },
  body,
  headers: { 'x-staff-key': ctx.app.config.staffApiKey ?? '' },
});

/** Valid requests, by `METHOD /route/:pattern`. Each is made fresh before every attack on its route. */
export const ROUTE_EXAMPLES: Record<string, Example> = {
  'POST /Auth/register': () => ({
    params: {},
    headers: {},
    body: {
      firstName: 'Ada',
      lastName: 'Lund',
      email: `new-${randomUUID().slice(0, 12)}@example.com`,
      password: 'correct horse battery',
      newsletter: false,
      captcha: captcha(),
    },
  }),
  'POST /Auth/login': ({ customer }) => ({
    params: {},
    headers: {},
    body: { email: customer.email, password: customer.password, captcha: captcha() },
  }),
  'POST /Auth/refresh-token': ({ customer }) => ({
    params: {},
    headers: {},
    body: { refreshToken: customer.refreshToken },
  }),
  'POST /Auth/forgot-password': ({ customer }) => ({
    params: {},
    headers: {},
    body: { email: customer.email, captcha: captcha() },
  }),
  'POST /Auth/reset-password': () => ({
    params: {},
    headers: {},
    body: { password: 'another horse battery', token: 'a'.repeat(43), captcha: captcha() },
  }),
  'POST /Auth/change-password': (ctx) =>
    user(
      ctx,
      {},
      {
        currentPassword: ctx.customer.password,
        newPassword: 'another horse battery',
        confirmPassword: 'another horse battery',
      },
    ),
  'POST /Auth/verify-registration': () => ({ params: {}, headers: {}, body: { token: 'a'.repeat(43) } }),
  'POST /Auth/resend-verification': (ctx) => user(ctx, {}, {}),
  'POST /Auth/logout': (ctx) => user(ctx, {}, {}),
  'POST /ProductNotification/subscribe': ({ facts }) => ({
    params: {},
    headers: {},
    body: {
      email: `alert-${randomUUID().slice(0, 8)}@example.com`,
      productId: facts.productDocumentId,
      productName: facts.productTitle,
      captcha: captcha(),
    },
  }),
  'POST /Newsletter/subscribe': () => ({
    params: {},
    headers: {},
    body: { email: `news-${randomUUID().slice(0, 8)}@example.com`, firstName: '', lastName: '', captcha: captcha() },
  }),
  'POST /Newsletter/unsubscribe': (ctx) => user(ctx, {}, { email: ctx.customer.email }),
  'GET /Newsletter/status/:email': (ctx) => user(ctx, { email: ctx.customer.email }),
  'GET /strapi/page/:name': () => ({ params: { name: 'home' }, headers: {} }),
  'GET /strapi/products/:title': ({ facts }) => ({ params: { title: facts.productTitle }, headers: {} }),
  'GET /strapi/products/by-id/:documentId': ({ facts }) => ({
    params: { documentId: facts.productDocumentId },
    headers: {},
  }),
  'GET /strapi/products/search/:query': () => ({ params: { query: 'rifle' }, headers: {} }),
  'GET /strapi/product-groups/:title': ({ facts }) => ({ params: { title: facts.productGroupTitle }, headers: {} }),
  'GET /reviews/products/:productId': ({ facts }) => ({ params: { productId: facts.productDocumentId }, headers: {} }),
  'POST /reviews/products/:productId': (ctx) =>
    user(
      ctx,
      { productId: ctx.facts.productDocumentId },
      {
        rating: 5,
        title: 'Holds zero',
        body: 'Shot sub-MOA groups all season long.',
        displayName: 'Ada L.',
        captcha: captcha(),
      },
    ),
  'POST /Cart/items': (ctx) => user(ctx, {}, cartLine(ctx.facts.sku)),
  'POST /Cart/guest/:token/items': (ctx) => guest(ctx, {}, cartLine(ctx.facts.sku)),
  'PUT /Cart/items/:id': async (ctx) => user(ctx, { id: (await cartWithLine(ctx, false)).itemId }, { quantity: 2 }),
  'PUT /Cart/guest/:token/items/:id': async (ctx) =>
    guest(ctx, { id: (await cartWithLine(ctx, true)).itemId }, { quantity: 2 }),
  'DELETE /Cart/items/:id': async (ctx) => user(ctx, { id: (await cartWithLine(ctx, false)).itemId }),
  'DELETE /Cart/guest/:token/items/:id': async (ctx) => guest(ctx, { id: (await cartWithLine(ctx, true)).itemId }),
  'POST /Cart/compute': async (ctx) => {
    const { cartId } = await cartWithLine(ctx, false);
    return user(ctx, {}, { address: montana, shippingMethodId: String(ctx.facts.shippingMethodId), cartId });
  },
  'POST /Cart/guest/:token/compute': async (ctx) => {
    const { cartId } = await cartWithLine(ctx, true);
    return guest(ctx, {}, { address: montana, shippingMethodId: String(ctx.facts.shippingMethodId), cartId });
  },
  'POST /Cart/promo-code': (ctx) => user(ctx, {}, { promoCode: 'WELCOME10' }),
  'POST /Cart/guest/:token/promo-code': (ctx) => guest(ctx, {}, { promoCode: 'WELCOME10' }),
  'POST /Cart/merge': async (ctx) => {
    await cartWithLine(ctx, true);
    return user(ctx, {}, { guestId: ctx.customer.guestId });
  },
  'POST /Checkout/simplified': async (ctx) => {
    const { cartId } = await cartWithLine(ctx, false);
    return user(
      ctx,
      {},
      {
        cartId,
        customerInfo: customerInfo(ctx.customer.email, ctx.facts.shippingMethodId),
        dealerInfo: null,
        paymentToken: encodeTestToken({ last4: '1111', brand: 'Visa' }),
      },
    );
  },
  'GET /Order/:orderId': async (ctx) => user(ctx, { orderId: await placedOrderId(ctx) }),
  'GET /User/profile': (ctx) => user(ctx),
  'PUT /User/profile': (ctx) =>
    user(ctx, {}, { firstName: 'Ada', lastName: 'Lund', email: ctx.customer.email, phoneNumber: '(406) 555-0142' }),
  'POST /User/addresses': (ctx) => user(ctx, {}, address),
  'PUT /User/addresses/:id': async (ctx) => user(ctx, { id: await addressId(ctx) }, address),
  'DELETE /User/addresses/:id': async (ctx) => user(ctx, { id: await addressId(ctx) }),
  // Beacons and QA overrides (issue 28): a valid batch from an address of its own; the staff key.
  'POST /Beacons': () => ({
    params: {},
    headers: { 'x-forwarded-for': nextClientAddress() },
    body: { beacons: [{ type: 'remote-health', remote: 'catalog', version: 'v1', kind: 'view', count: 1 }] },
  }),
  'POST /Registry/overrides': ({ app }) => ({
    params: {},
    headers: { 'x-staff-key': app.config.staffApiKey ?? '' },
    body: { remote: 'catalog', target: 'http://localhost:3101', ttlMinutes: 5 },
  }),
  'POST /Registry/overrides/verify': () => ({ params: {}, headers: {}, body: { token: 'not.a.token' } }),
  'POST /Registry/tokens': (ctx) => staff(ctx, {}, { team: 'qa', remote: 'catalog' }),
  'GET /Registry/tokens': (ctx) => staff(ctx),
  'POST /Registry/tokens/:id/revoke': (ctx) => staff(ctx, { id: randomUUID() }, {}),
  'GET /Registry/status': (ctx) => staff(ctx),
  'GET /Registry/remotes/:remote/versions': (ctx) => staff(ctx),
  'GET /Registry/remotes/:remote/history': (ctx) => staff(ctx),
  'POST /Registry/remotes/:remote/canary': (ctx) => staff(ctx, {}, { version: 'v1', percent: 5 }),
  'POST /Registry/remotes/:remote/promote': (ctx) => staff(ctx, {}, { version: 'v1' }),
  'POST /Registry/remotes/:remote/abort': (ctx) => staff(ctx, {}, { reason: 'testing' }),
  'POST /Registry/remotes/:remote/rollback': (ctx) => staff(ctx, {}, {}),
  'POST /Registry/remotes/:remote/versions': (ctx) => staff(ctx, {}, {}),
};

/** Any other route: every parameter 'x', the customer signed in and known as a guest. */
export function genericExample(ctx: ExampleContext, paramNames: string[]): BaseRequest {
  const params = Object.fromEntries(paramNames.map((name) => [name, name === 'token' ? ctx.customer.guestId : 'x']));
  return { params, headers: { ...signedIn(ctx.customer), ...asGuest(ctx.customer) } };
}
