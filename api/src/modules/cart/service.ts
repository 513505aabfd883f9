/**
 * The cart calls of specification 000, section 7. Every answer is the whole cart, priced from the
 * server's own price list (see pricing.ts). Mutations lock the caller's active cart row first, so
 * they serialise with each other and with a checkout of the same cart.
 */
import type { Cart } from 'shared-contracts/api/cart';
import { CHECKOUT_API_MESSAGES } from 'shared-contracts/api/checkout';
import { CART_MESSAGES, type CartAddress, type CartLineInput, regionToStateCode } from 'shared-contracts/schemas/cart';
import type { Db } from '../../platform/db/index';
import type { CartShipTo } from '../../platform/db/tables/commerce';
import { badRequest, HttpError, notFound } from '../../platform/http-errors';
import { type TaxProvider, TaxUnavailableError } from '../../providers/tax/index';
import { getSkuDetails, type SkuDetails } from '../catalog/index';
import { evaluatePromo, findPromoCode, type PromoCodeRow } from '../promotions/index';
import { hasProDealPricing } from '../registrations/index';
import {
  findActiveShippingMethod,
  parseShippingMethodId,
  SHIPPING_MESSAGES,
  type ShippingMethodRow,
} from '../shipping/index';
import { type PricedCart, priceCart, shipToAsTaxAddress, toCartAnswer } from './pricing';
import {
  addToActiveCart,
  type CartLines,
  type CartOwner,
  type CartRow,
  deleteCartItems,
  ensureActiveCart,
  findActiveCart,
  findCartItem,
  listCartItems,
  listCartLines,
  putCartLine,
  quantityOnOtherLines,
  setCartItemQuantity,
  touchCart,
} from './queries';
import { restrictedItemIds } from './restrictions';

export const CART_API_MESSAGES = {
  cartNotFound: 'Cart not found',
  itemNotFound: 'Cart item not found',
  productUnavailable: (sku: string) => `Product "${sku}" is not available`,
  outOfStock: (product: string) => `${product} is out of stock`,
  onlyLeft: (left: number, product: string) => `Only ${left} left in stock for ${product}`,
} as const;

export interface CartContext {
  db: Db;
  tax: TaxProvider;
  /** The Pro Deal tier's percent off (settings); applied to approved customers' carts. */
  proDealDiscountPercent?: number;
}

/** The Pro Deal percent for this cart's owner, or null for public prices (guests included). */
export async function proTierOf(ctx: CartContext, cart: CartRow): Promise<number | null> {
  if (!cart.user_id || !ctx.proDealDiscountPercent) return null;
  return (await hasProDealPricing(ctx.db, cart.user_id)) ? ctx.proDealDiscountPercent : null;
}

/** 400 'Restricted Items in Cart' with the blocked cart item ids (the modal lists and removes them). */
export class RestrictedItemsError extends HttpError {
  constructor(readonly restrictedItemIds: Array<number | string>) {
    super(400, CHECKOUT_API_MESSAGES.restricted, { title: 'Bad Request' });
  }

  override toBody() {
    return { ...super.toBody(), restrictedItemIds: this.restrictedItemIds };
  }
}

export function taxUnavailable(error: TaxUnavailableError): HttpError {
  return new HttpError(502, error.message, { title: 'Bad Gateway' });
}

export function stockMessage(details: Pick<SkuDetails, 'qtyOnHand' | 'productName'>): string {
  return details.qtyOnHand <= 0
    ? CART_API_MESSAGES.outOfStock(details.productName)
    : CART_API_MESSAGES.onlyLeft(details.qtyOnHand, details.productName);
}

function emptyCartOf(owner: CartOwner): Cart {
  return {
    id: null,
    userId: owner.kind === 'user' ? owner.userId : null,
    guestId: owner.kind === 'guest' ? owner.guestId : null,
    isAbandoned: false,
    isGuest: owner.kind === 'guest',
    items: [],
    subTotal: 0,
    taxAmount: 0,
    shipping: 0,
    discountAmount: 0,
    totalAmount: 0,
    appliedDiscounts: [],
  };
}

/**
 * What a caller has already read for this cart in this request (inside its transaction, with the
 * cart locked), so pricing does not read it again.
 */
export interface KnownCartParts {
  lines?: CartLines;
  shippingMethod?: ShippingMethodRow;
  promo?: PromoCodeRow;
}

/** Prices `cart` as it is stored now (lines, promo, shipping method, ship-to address). */
export async function priceStoredCart(
  ctx: CartContext,
  cart: CartRow,
  known: KnownCartParts = {},
): Promise<PricedCart> {
  const methodId = cart.shipping_method_id;
  const code = cart.promo_code;
  const [{ items, details }, shippingMethod, promo, proDealDiscountPercent] = await Promise.all([
    known.lines ?? listCartLines(ctx.db, cart.id),
    methodId === null
      ? undefined
      : known.shippingMethod?.id === methodId
        ? known.shippingMethod
        : findActiveShippingMethod(ctx.db, methodId),
    code === null ? undefined : known.promo?.code === code ? known.promo : findPromoCode(ctx.db, code),
    proTierOf(ctx, cart),
  ]);
  try {
    return await priceCart({
      items,
      details,
      shippingMethod: shippingMethod ?? null,
      promo: promo ?? null,
      address: shipToAsTaxAddress(cart.ship_to),
      tax: ctx.tax,
      proDealDiscountPercent,
    });
  } catch (error) {
    if (error instanceof TaxUnavailableError) throw taxUnavailable(error);
    throw error;
  }
}

async function answer(ctx: CartContext, cart: CartRow, known: KnownCartParts = {}): Promise<Cart> {
  const priced = await priceStoredCart(ctx, cart, known);
  // A sku that left the catalogue cannot be bought: drop its line rather than show a ghost.
  if (priced.unavailableItemIds.length > 0) await deleteCartItems(ctx.db, priced.unavailableItemIds);
  return toCartAnswer(cart, priced);
}

async function activeCartOr404(db: Db, owner: CartOwner, options: { lock?: boolean } = {}): Promise<CartRow> {
  const cart = await findActiveCart(db, owner, options);
  if (!cart) throw notFound(CART_API_MESSAGES.cartNotFound);
  return cart;
}

/** The caller's cart; null while a guest has none (the route answers 404 then). */
export async function readCart(ctx: CartContext, owner: CartOwner): Promise<Cart | null> {
  const cart = await findActiveCart(ctx.db, owner);
  if (!cart) return null;
  return answer(ctx, cart);
}

export async function readCartOrEmpty(ctx: CartContext, owner: CartOwner): Promise<Cart> {
  return (await readCart(ctx, owner)) ?? emptyCartOf(owner);
}

/**
 * Adds a line, or raises the quantity of the line that already holds this sku and build (two 3D
 * builds of one sku are two lines; the sku's lines together stay within stock). One statement adds
 * (stock checked in it) and answers the cart's lines; only a promo code or shipping method on the
 * cart is read besides.
 */
export async function addItem(ctx: CartContext, owner: CartOwner, line: CartLineInput): Promise<Cart> {
  const sku = line.productId.trim();
  const added = await addToActiveCart(ctx.db, owner, {
    sku,
    quantity: line.quantity,
    optionIds: line.optionIds,
    buildId: line.buildId ?? null,
    notes: line.notes ?? null,
  });
  if (added.kind === 'unavailable') {
    throw badRequest(CART_API_MESSAGES.productUnavailable(sku), {
      productId: [CART_API_MESSAGES.productUnavailable(sku)],
    });
  }
  // Counting what is already in the cart: the line is not raised past what is on the shelf.
  if (added.kind === 'short') throw badRequest(stockMessage(added), { quantity: [stockMessage(added)] });
  return answer(ctx, added.cart, { lines: added.lines });
}

/** Sets a line's quantity; 0 removes it. */
export async function updateItem(ctx: CartContext, owner: CartOwner, itemId: number, quantity: number): Promise<Cart> {
  const cart = await ctx.db.transaction().execute(async (trx) => {
    const cart = await activeCartOr404(trx, owner, { lock: true });
    const item = await findCartItem(trx, cart.id, itemId);
    if (!item) throw notFound(CART_API_MESSAGES.itemNotFound);
    if (quantity === 0) {
      await deleteCartItems(trx, [item.id]);
    } else if (quantity !== item.quantity) {
      const details = (await getSkuDetails(trx, [item.sku])).get(item.sku);
      if (!details) throw badRequest(CART_API_MESSAGES.productUnavailable(item.sku));
      // The sku's other lines (other 3D builds) share the shelf with this one.
      const others = await quantityOnOtherLines(trx, cart.id, item.sku, item.id);
      if (others + quantity > details.qtyOnHand) {
        throw badRequest(stockMessage(details), { quantity: [stockMessage(details)] });
      }
      await setCartItemQuantity(trx, item.id, quantity);
    }
    await touchCart(trx, cart.id);
    return cart;
  });
  return answer(ctx, cart);
}

export async function removeItem(ctx: CartContext, owner: CartOwner, itemId: number): Promise<Cart> {
  return updateItem(ctx, owner, itemId, 0);
}

function checkCartId(cart: CartRow, cartId: string | undefined): void {
  if (cartId !== undefined && cartId !== cart.id) throw notFound(CART_API_MESSAGES.cartNotFound);
}

export function toShipTo(address: CartAddress): CartShipTo {
  return {
    line1: address.line1,
    line2: address.line2 ?? '',
    city: address.city,
    state: regionToStateCode(address.region) ?? address.region,
    postalCode: address.postalCode,
    country: 'US',
    taxCode: address.taxCode ?? '',
  };
}

/**
 * Compute: remembers the ship-to address and shipping method, refuses items restricted at that
 * address, and answers the cart with tax recomputed for it.
 */
export async function computeCart(
  ctx: CartContext,
  owner: CartOwner,
  input: { address: CartAddress; cartId?: string; shippingMethodId: string },
): Promise<Cart> {
  const shipTo = toShipTo(input.address);
  const { cart, known } = await ctx.db.transaction().execute(async (trx) => {
    const cart = await activeCartOr404(trx, owner, { lock: true });
    checkCartId(cart, input.cartId);
    const method = await findActiveShippingMethod(trx, parseShippingMethodId(input.shippingMethodId));
    if (!method) throw badRequest(SHIPPING_MESSAGES.unavailable, { shippingMethodId: [SHIPPING_MESSAGES.unavailable] });
    const lines = await listCartLines(trx, cart.id);
    const blocked = restrictedItemIds(
      lines.items.flatMap((item) => {
        const d = lines.details.get(item.sku);
        return d ? [{ id: item.id, ...d }] : [];
      }),
      { state: shipTo.state, zip: shipTo.postalCode },
    );
    if (blocked.length > 0) throw new RestrictedItemsError(blocked);
    await touchCart(trx, cart.id, { ship_to: shipTo, shipping_method_id: method.id });
    // Read under the cart's lock: what the answer is priced from, without reading it again.
    return {
      cart: { ...cart, ship_to: shipTo, shipping_method_id: method.id },
      known: { lines, shippingMethod: method },
    };
  });
  return answer(ctx, cart, known);
}

/** Applies a promo code (upper case) when it discounts this cart now; answers the cart and the message. */
export async function applyPromoCode(
  ctx: CartContext,
  owner: CartOwner,
  input: { promoCode: string; cartId?: string },
): Promise<Cart & { message: string }> {
  const code = input.promoCode.trim().toUpperCase();
  const { cart, known } = await ctx.db.transaction().execute(async (trx) => {
    const cart = await activeCartOr404(trx, owner, { lock: true });
    checkCartId(cart, input.cartId);
    const promo = await findPromoCode(trx, code);
    if (!promo) throw badRequest(CART_MESSAGES.promoInvalid);
    const lines = await listCartLines(trx, cart.id);
    const promoLines = lines.items.flatMap((item) => {
      const d = lines.details.get(item.sku);
      return d ? [{ itemId: item.id, sku: item.sku, lineTotal: Math.round(d.finalPrice * 100) * item.quantity }] : [];
    });
    if (!evaluatePromo(promo, promoLines).applies) throw badRequest(CART_MESSAGES.promoInvalid);
    await touchCart(trx, cart.id, { promo_code: promo.code });
    return { cart: { ...cart, promo_code: promo.code }, known: { lines, promo } };
  });
  return { ...(await answer(ctx, cart, known)), message: CART_MESSAGES.promoApplied };
}

/**
 * Sign-in: the guest's lines move into the user's cart by the add-to-cart rule (cart_put_line,
 * migrations 005 and 014; docs/decisions/0007): quantities added to the user's line for the sku and
 * build (a guest's build stays its own line), as many as the shelf holds. The guest's promo code and checkout choices come along when the user's cart has
 * none, and the guest cart is left behind as merged. Merging again (or a guest with no cart)
 * changes nothing.
 */
export async function mergeGuestCart(ctx: CartContext, userId: string, guestId: string): Promise<Cart> {
  const user: CartOwner = { kind: 'user', userId };
  const result = await ctx.db.transaction().execute(async (trx) => {
    const guestCart = await findActiveCart(trx, { kind: 'guest', guestId }, { lock: true });
    if (!guestCart) return findActiveCart(trx, user);
    const userCart = await ensureActiveCart(trx, user);
    const guestItems = await listCartItems(trx, guestCart.id);
    const details = await getSkuDetails(
      trx,
      guestItems.map((item) => item.sku),
    );
    for (const item of guestItems) {
      const d = details.get(item.sku);
      // A sku no longer sold stays behind with the guest cart.
      if (!d) continue;
      await putCartLine(trx, userCart.id, {
        sku: item.sku,
        quantity: item.quantity,
        optionIds: item.option_ids,
        buildId: item.build_id,
        notes: item.notes,
        stock: d.qtyOnHand,
        upToStock: true,
      });
    }
    const carried = {
      promo_code: userCart.promo_code ?? guestCart.promo_code,
      shipping_method_id: userCart.shipping_method_id ?? guestCart.shipping_method_id,
      ship_to: userCart.ship_to ?? guestCart.ship_to,
    };
    await touchCart(trx, userCart.id, carried);
    await touchCart(trx, guestCart.id, { status: 'merged' });
    return { ...userCart, ...carried };
  });
  return result ? answer(ctx, result) : emptyCartOf(user);
}
