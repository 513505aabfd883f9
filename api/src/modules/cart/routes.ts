/**
 * Cart routes, guest and bearer (specification 000, section 7).
 *
 * - Bearer paths `/Cart/...` need a signed-in user (401 otherwise).
 * - Guest paths `/Cart/guest/{token}/...` need a token issued by POST /Auth/guest (404 otherwise).
 *   When the request also names a guest (X-Guest-Id), it must be the same one: a guest token only
 *   ever reaches its own cart.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CART_MESSAGES,
  cartLineSchema,
  cartQuantitySchema,
  computeCartSchema,
  promoCodeSchema,
} from 'shared-contracts/schemas/cart';
import { object, string } from 'yup';
import { notFound } from '../../platform/http-errors';
import { afterOrdersUnderWay } from '../../platform/orders-first';
import { validate } from '../../platform/plugins/validate';
import { requireGuest, requireUser } from '../auth/index';
import type { CartOwner } from './queries';
import {
  addItem,
  applyPromoCode,
  CART_API_MESSAGES,
  type CartContext,
  computeCart,
  mergeGuestCart,
  readCart,
  readCartOrEmpty,
  removeItem,
  updateItem,
} from './service';

type TokenParams = { token: string };
type ItemParams = { id: string };
type GuestItemParams = TokenParams & ItemParams;

async function guestOwner(request: FastifyRequest, token: string): Promise<CartOwner> {
  const identity = request.identity;
  if (identity.kind === 'guest') {
    // The identity plugin has already checked this guest id against the database.
    if (identity.guestId !== token) throw notFound(CART_API_MESSAGES.cartNotFound);
    return { kind: 'guest', guestId: token };
  }
  return { kind: 'guest', guestId: await requireGuest(request, token) };
}

function userOwner(request: FastifyRequest): CartOwner {
  return { kind: 'user', userId: requireUser(request).userId };
}

/** Item ids are numbers; anything else cannot name a line of this cart. */
function itemId(raw: string): number {
  return /^\d{1,10}$/.test(raw) ? Number(raw) : -1;
}

const mergeSchema = object({ guestId: string().trim().required(CART_MESSAGES.guestId) });

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const ctx = (): CartContext => ({
    db: app.db,
    tax: app.providers.tax,
    proDealDiscountPercent: app.config.proDealDiscountPercent,
  });
  const tags = ['cart'];

  // ---- reading ----------------------------------------------------------------------------
  app.get(
    '/Cart',
    { schema: { tags, summary: "The signed-in user's cart (an empty cart when there is none)." } },
    async (request) => readCartOrEmpty(ctx(), userOwner(request)),
  );
  app.get<{ Params: TokenParams }>(
    '/Cart/guest/:token',
    { schema: { tags, summary: "The guest's cart; 404 while the guest has none." } },
    async (request) => {
      const cart = await readCart(ctx(), await guestOwner(request, request.params.token));
      if (!cart) throw notFound(CART_API_MESSAGES.cartNotFound);
      return cart;
    },
  );

  // ---- lines ------------------------------------------------------------------------------
  const addSummary = 'Add a line (priced by the server); a sku already in the cart raises its quantity.';
  app.post('/Cart/items', { onRequest: afterOrdersUnderWay, schema: { tags, summary: addSummary } }, async (request) =>
    addItem(ctx(), userOwner(request), await validate(cartLineSchema, request.body)),
  );
  app.post<{ Params: TokenParams }>(
    '/Cart/guest/:token/items',
    { onRequest: afterOrdersUnderWay, schema: { tags, summary: addSummary } },
    async (request) => {
      const owner = await guestOwner(request, request.params.token);
      return addItem(ctx(), owner, await validate(cartLineSchema, request.body));
    },
  );

  const updateSummary = 'Set a line quantity; 0 removes the line.';
  app.put<{ Params: ItemParams }>('/Cart/items/:id', { schema: { tags, summary: updateSummary } }, async (request) => {
    const owner = userOwner(request);
    const { quantity } = await validate(cartQuantitySchema, request.body);
    return updateItem(ctx(), owner, itemId(request.params.id), quantity);
  });
  app.put<{ Params: GuestItemParams }>(
    '/Cart/guest/:token/items/:id',
    { schema: { tags, summary: updateSummary } },
    async (request) => {
      const owner = await guestOwner(request, request.params.token);
      const { quantity } = await validate(cartQuantitySchema, request.body);
      return updateItem(ctx(), owner, itemId(request.params.id), quantity);
    },
  );

  app.delete<{ Params: ItemParams }>(
    '/Cart/items/:id',
    { schema: { tags, summary: 'Remove a line.' } },
    async (request) => removeItem(ctx(), userOwner(request), itemId(request.params.id)),
  );
  app.delete<{ Params: GuestItemParams }>(
    '/Cart/guest/:token/items/:id',
    { schema: { tags, summary: 'Remove a line.' } },
    async (request) => {
      const owner = await guestOwner(request, request.params.token);
      return removeItem(ctx(), owner, itemId(request.params.id));
    },
  );

  // ---- compute and promo code ---------------------------------------------------------------
  const computeSummary = 'Totals for an address (full state name as region) and shipping method; tax recomputed.';
  app.post('/Cart/compute', { schema: { tags, summary: computeSummary } }, async (request) => {
    const owner = userOwner(request);
    return computeCart(ctx(), owner, await validate(computeCartSchema, request.body));
  });
  app.post<{ Params: TokenParams }>(
    '/Cart/guest/:token/compute',
    { schema: { tags, summary: computeSummary } },
    async (request) => {
      const owner = await guestOwner(request, request.params.token);
      return computeCart(ctx(), owner, await validate(computeCartSchema, request.body));
    },
  );

  const promoSummary =
    "Apply a discount code: the cart plus 'Discount code applied successfully', or 400 'Discount code is invalid'.";
  app.post('/Cart/promo-code', { schema: { tags, summary: promoSummary } }, async (request) => {
    const owner = userOwner(request);
    return applyPromoCode(ctx(), owner, await validate(promoCodeSchema, request.body));
  });
  app.post<{ Params: TokenParams }>(
    '/Cart/guest/:token/promo-code',
    { schema: { tags, summary: promoSummary } },
    async (request) => {
      const owner = await guestOwner(request, request.params.token);
      return applyPromoCode(ctx(), owner, await validate(promoCodeSchema, request.body));
    },
  );

  // ---- merge on sign-in -----------------------------------------------------------------------
  app.post<{ Querystring: { guestId?: string }; Body: { guestId?: string } | undefined }>(
    '/Cart/merge',
    {
      schema: { tags, summary: "Merge the guest's cart (?guestId=, or body guestId) into the signed-in user's cart." },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const raw =
        request.query.guestId ?? (request.body && typeof request.body === 'object' ? request.body.guestId : undefined);
      const { guestId } = await validate(mergeSchema, { guestId: raw });
      await requireGuest(request, guestId);
      return mergeGuestCart(ctx(), userId, guestId);
    },
  );
}
