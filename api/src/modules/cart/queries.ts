/**
 * Cart rows. A caller owns at most one `active` cart (partial unique indexes); mutations lock that
 * row first (`for update`) so they queue behind a checkout of the same cart instead of racing it.
 */
import { type RawBuilder, type Selectable, sql } from 'kysely';
import type { CartAddOn } from 'shared-contracts/api/cart';
import { compiledOnce } from '../../platform/db/compiled-once';
import type { Db } from '../../platform/db/index';
import { isRowId } from '../../platform/db/row-id';
import type { CartItemsTable, CartShipTo, CartsTable } from '../../platform/db/tables/commerce';
import { isUuid } from '../../shared/uuid';
import { type SkuDetails, type SkuDetailsRow, skuDetailsOf } from '../catalog/index';

export type CartRow = Selectable<CartsTable>;
export type CartItemRow = Selectable<CartItemsTable>;

export type CartOwner = { kind: 'user'; userId: string } | { kind: 'guest'; guestId: string };

/** The column of `carts` naming an owner of a kind. */
export type OwnerColumn = 'user_id' | 'guest_id';

export function ownerColumn(owner: CartOwner): { column: OwnerColumn; value: string } {
  return owner.kind === 'user'
    ? { column: 'user_id', value: owner.userId }
    : { column: 'guest_id', value: owner.guestId };
}

export async function findActiveCart(
  db: Db,
  owner: CartOwner,
  options: { lock?: boolean } = {},
): Promise<CartRow | undefined> {
  const { column, value } = ownerColumn(owner);
  let query = db.selectFrom('carts').selectAll().where(column, '=', value).where('status', '=', 'active');
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * The owner's active cart, created if there is none, touched and locked in ONE statement: the
 * upsert's DO UPDATE takes the row lock, so racing first adds end with one cart and later
 * mutations queue behind each other (and behind a checkout of the same cart).
 */
export async function ensureActiveCart(db: Db, owner: CartOwner): Promise<CartRow> {
  const { column, value } = ownerColumn(owner);
  return (
    db
      .insertInto('carts')
      .values({ [column]: value })
      // The predicate must be literal for PostgreSQL to match the partial unique index.
      .onConflict((oc) =>
        oc.column(column).where(sql<boolean>`status = 'active'`).doUpdateSet({ updated_at: sql`now()` }),
      )
      .returningAll()
      .executeTakeFirstOrThrow()
  );
}

/** What pricing needs of a cart line (and what the answer shows of it). */
export interface CartLineItem {
  id: number;
  sku: string;
  quantity: number;
  /** The options and add-ons chosen with the line; add-ons are charged. */
  optionIds?: Array<number | string>;
  buildId?: string | null;
  notes?: string | null;
  /** The chosen add-ons by name, as the product's document names them (migration 014). */
  addOns?: CartAddOn[];
}

/** The lines of a cart in the order they were added, and the catalogue details of their skus. */
export interface CartLines {
  items: CartLineItem[];
  /** By sku; a sku no longer sold (not in the catalogue or without a price) is absent. */
  details: Map<string, SkuDetails>;
}

/** A line as the function cart_lines (migration 003) answers it. */
type CartLineJson = Pick<CartLineItem, 'id' | 'sku' | 'quantity'> &
  Partial<SkuDetailsRow> & {
    priced_sku: string | null;
    option_ids?: Array<number | string> | null;
    build_id?: string | null;
    notes?: string | null;
    add_ons?: Array<{ id: string; name: string; price: number | string }> | null;
  };

function cartLinesOf(json: CartLineJson[]): CartLines {
  const items: CartLineItem[] = [];
  const details = new Map<string, SkuDetails>();
  for (const line of json) {
    items.push({
      id: line.id,
      sku: line.sku,
      quantity: line.quantity,
      optionIds: line.option_ids ?? [],
      buildId: line.build_id ?? null,
      notes: line.notes ?? null,
      addOns: (line.add_ons ?? []).map((addOn) => ({ ...addOn, price: Number(addOn.price) })),
    });
    // The price list is joined on the catalogue's sku: a priced line has every catalogue field.
    if (line.priced_sku !== null) details.set(line.sku, skuDetailsOf(line as SkuDetailsRow));
  }
  return { items, details };
}

/**
 * The cart's lines with their skus' details and current prices, in ONE statement: the PL/pgSQL
 * function cart_lines of migration 003, whose plan PostgreSQL keeps (re-planning this join was
 * most of its cost on PGlite).
 */
export async function listCartLines(db: Db, cartId: string): Promise<CartLines> {
  const { rows } = await sql<{ lines: CartLineJson[] }>`select cart_lines(${cartId}) as lines`.execute(db);
  return cartLinesOf(rows[0]?.lines ?? []);
}

export type AddToCartResult =
  /** The line was added or raised; `cart` is the owner's active cart (row-locked or new), `lines` its lines now. */
  | { kind: 'added'; cart: CartRow; lines: CartLines }
  /** The sku is not in the catalogue or has no price: nothing was written. */
  | { kind: 'unavailable' }
  /**
   * Not that many on the shelf: nothing was written when `quantity` alone is above stock; when the
   * sum with the line already in the cart is, the cart was only touched.
   */
  | { kind: 'short'; productName: string; qtyOnHand: number };

type AddedRow = { [K in keyof CartRow]: CartRow[K] | null } & {
  product_title: string;
  qty_on_hand: number;
  line_quantity: number | null;
  lines: CartLineJson[] | null;
};

/**
 * Add to cart in ONE statement (it runs on every product page's Add to Cart, so its cost counts):
 * the PL/pgSQL function cart_add_line (migrations 003 and 005). It reads the sku's stock, ensures
 * the owner's active cart (created, or touched and thereby row-locked) only when `quantity` is on
 * the shelf, puts `quantity` on the cart's line for `sku` and build by the add-to-cart rule
 * (cart_put_line, all or nothing: a line raised only while the sku's lines together stay within
 * stock) and answers the
 * cart's lines, so the answer needs no second read. Being one statement it is atomic: a checkout
 * of the same cart either sees the new line or runs after it.
 */
export async function addToActiveCart(
  db: Db,
  owner: CartOwner,
  line: {
    sku: string;
    quantity: number;
    optionIds: Array<number | string>;
    buildId: string | null;
    notes: string | null;
  },
): Promise<AddToCartResult> {
  const ownerId = owner.kind === 'user' ? owner.userId : owner.guestId;
  const result = await sql<AddedRow>`
    select * from cart_add_line(${owner.kind}, ${ownerId}, ${line.sku}, ${line.quantity},
      ${JSON.stringify(line.optionIds)}::jsonb, ${line.buildId}, ${line.notes})`.execute(db);
  const row = result.rows[0];
  if (!row) return { kind: 'unavailable' };
  const { product_title, qty_on_hand, line_quantity, lines, ...cart } = row;
  if (cart.id === null || line_quantity === null || lines === null) {
    return { kind: 'short', productName: product_title, qtyOnHand: qty_on_hand };
  }
  return { kind: 'added', cart: cart as CartRow, lines: cartLinesOf(lines) };
}

/** What `openCartForOrder` found: the cart as it was, its lines when it was active, the claimed reservation rows. */
export interface OpenedCart {
  cart: CartRow;
  /** Null unless the cart was active (then it is converted now). */
  lines: CartLines | null;
  /** The reserved SKU rows the order claimed. */
  claimed: number;
}

type CartRowJson = Omit<CartRow, 'created_at' | 'updated_at'> & { created_at: string; updated_at: string };

/**
 * In the order's transaction, in ONE round trip (migration 026, decision 0036): locks the owner's
 * cart and, when it is active, reads its lines at the server's prices, claims stock reservation
 * `reservationId` and marks the cart converted. The same statement answers one value of the
 * caller's (`alongside`: the checkout takes the order's number and its shipping method with it,
 * decisions 0055 and 0058), made of the caller's own `values`; its expression is built once, with
 * stand-ins for those values, as the statement is compiled once (platform/db/compiled-once.ts). The
 * answer's `opened` is undefined when the owner has no such cart; the whole answer is, when `cartId`
 * cannot name one.
 */
export function openCartForOrderWith<Values extends object, T>(alongside: (values: Values) => RawBuilder<T>) {
  const openCart = compiledOnce(
    (_db: Db, v: Values & { cartId: string; userId: string | null; guestId: string | null; reservationId: string }) =>
      sql<{
        opened: { cart: CartRowJson; lines: CartLineJson[] | null; claimed: number } | null;
        alongside: T;
      }>`select cart_open_for_order(${v.cartId}::uuid, ${v.userId}::uuid, ${v.guestId}::text, ${v.reservationId}::uuid) as opened, ${alongside(v)} as alongside`,
  );
  return async (
    trx: Db,
    owner: CartOwner,
    cartId: string,
    reservationId: string,
    values: Values,
  ): Promise<{ opened: OpenedCart | undefined; alongside: T } | undefined> => {
    if (!isUuid(cartId)) return undefined;
    const { rows } = await openCart(trx, {
      ...values,
      cartId,
      userId: owner.kind === 'user' ? owner.userId : null,
      guestId: owner.kind === 'guest' ? owner.guestId : null,
      reservationId,
    });
    const row = rows[0];
    if (!row) return undefined;
    const { opened, alongside: value } = row;
    if (!opened) return { opened: undefined, alongside: value };
    const { cart } = opened;
    return {
      opened: {
        cart: { ...cart, created_at: new Date(cart.created_at), updated_at: new Date(cart.updated_at) },
        lines: opened.lines ? cartLinesOf(opened.lines) : null,
        claimed: opened.claimed,
      },
      alongside: value,
    };
  };
}

/** A cart by id, only if it belongs to `owner` (any status). */
export async function findOwnedCart(db: Db, owner: CartOwner, cartId: string) {
  if (!isUuid(cartId)) return undefined;
  const { column, value } = ownerColumn(owner);
  return db.selectFrom('carts').selectAll().where('id', '=', cartId).where(column, '=', value).executeTakeFirst();
}

/**
 * What an owner's active cart holds, summed by SKU (no lock, no prices), as a query to embed: what a
 * checkout reserves, in the reservation's own statement (decisions 0035, 0036). Selects nothing for
 * a cart that is not theirs or not active.
 */
export function cartSkuQuantities(db: Db, owner: CartOwner, cartId: string) {
  const { column, value } = ownerColumn(owner);
  return skuQuantitiesOfCart(db, column, { cartId: cartIdOrNil(cartId), ownerId: value });
}

/**
 * `cartSkuQuantities` with its values passed through untouched, for a statement compiled once per
 * owner column (the checkout's reservation, decision 0045): `cartId` must be a uuid (`cartIdOrNil`).
 */
export function skuQuantitiesOfCart(db: Db, column: OwnerColumn, v: { cartId: string; ownerId: string }) {
  return db
    .selectFrom('cart_items as i')
    .innerJoin('carts as c', 'c.id', 'i.cart_id')
    .select((eb) => ['i.sku', eb.fn.sum<number>('i.quantity').as('quantity')])
    .where('c.id', '=', v.cartId)
    .where(`c.${column}`, '=', v.ownerId)
    .where('c.status', '=', 'active')
    .groupBy('i.sku');
}

/** A cart id as a uuid: not an id at all becomes the nil uuid, which no cart has (the statement still parses). */
export const cartIdOrNil = (cartId: string): string =>
  isUuid(cartId) ? cartId : '00000000-0000-0000-0000-000000000000';

export async function listCartItems(db: Db, cartId: string): Promise<CartItemRow[]> {
  return db.selectFrom('cart_items').selectAll().where('cart_id', '=', cartId).orderBy('id').execute();
}

export async function findCartItem(db: Db, cartId: string, itemId: number): Promise<CartItemRow | undefined> {
  if (!isRowId(itemId)) return undefined;
  return db
    .selectFrom('cart_items')
    .selectAll()
    .where('cart_id', '=', cartId)
    .where('id', '=', itemId)
    .executeTakeFirst();
}

/**
 * The add-to-cart rule (docs/decisions/0007), as the sign-in merge uses it: the PL/pgSQL function
 * cart_put_line (migrations 005 and 014), which cart_add_line uses too. One line per sku and build:
 * `quantity` goes on the cart's line for `sku` and `buildId` (a new line keeps the options, build id
 * and notes given; an existing line keeps its own and only grows) and the cart's lines of the sku
 * together never hold more than `stock`. `upToStock`: put as
 * many as fit (the merge); otherwise all or nothing (an add). Run it with the cart row locked.
 * Answers the line's quantity now, or null when nothing changed.
 */
export async function putCartLine(
  db: Db,
  cartId: string,
  line: {
    sku: string;
    quantity: number;
    optionIds: Array<number | string>;
    buildId: string | null;
    notes: string | null;
    stock: number;
    upToStock: boolean;
  },
): Promise<number | null> {
  const { rows } = await sql<{ quantity: number | null }>`
    select cart_put_line(${cartId}, ${line.sku}, ${line.quantity}, ${line.stock}, ${line.upToStock},
      ${JSON.stringify(line.optionIds)}::jsonb, ${line.buildId}, ${line.notes}) as quantity`.execute(db);
  return rows[0]?.quantity ?? null;
}

/** How many of `sku` the cart's lines other than `exceptItemId` hold (other builds of the sku). */
export async function quantityOnOtherLines(db: Db, cartId: string, sku: string, exceptItemId: number): Promise<number> {
  const row = await db
    .selectFrom('cart_items')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('quantity'), sql<number>`0`).as('quantity'))
    .where('cart_id', '=', cartId)
    .where('sku', '=', sku)
    .where('id', '<>', exceptItemId)
    .executeTakeFirst();
  return Number(row?.quantity ?? 0);
}

export async function setCartItemQuantity(db: Db, itemId: number, quantity: number): Promise<void> {
  await db.updateTable('cart_items').set({ quantity }).where('id', '=', itemId).execute();
}

export async function deleteCartItems(db: Db, itemIds: number[]): Promise<void> {
  if (itemIds.length === 0) return;
  await db.deleteFrom('cart_items').where('id', 'in', itemIds).execute();
}

export async function touchCart(
  db: Db,
  cartId: string,
  changes: Partial<{
    promo_code: string | null;
    shipping_method_id: number | null;
    ship_to: CartShipTo | null;
    status: CartRow['status'];
  }> = {},
): Promise<void> {
  const { ship_to, ...rest } = changes;
  await db
    .updateTable('carts')
    .set({
      ...rest,
      ...(ship_to !== undefined ? { ship_to: ship_to === null ? null : JSON.stringify(ship_to) } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', cartId)
    .execute();
}
