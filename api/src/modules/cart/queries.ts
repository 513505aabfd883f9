/**
 * Cart rows. A caller owns at most one `active` cart (partial unique indexes); mutations lock that
 * row first (`for update`) so they queue behind a checkout of the same cart instead of racing it.
 */
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/index';
import type { CartItemsTable, CartShipTo, CartsTable } from '../../db/tables/commerce';

export type CartRow = Selectable<CartsTable>;
export type CartItemRow = Selectable<CartItemsTable>;

export type CartOwner = { kind: 'user'; userId: string } | { kind: 'guest'; guestId: string };

export function ownerColumn(owner: CartOwner): { column: 'user_id' | 'guest_id'; value: string } {
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

/**
 * Add to cart in ONE statement (it runs on every product page's Add to Cart, so round trips
 * count): ensure the owner's active cart (created, or touched and thereby row-locked), then add
 * `quantity` to its line for `sku`, raising an existing line only while the sum stays within
 * `stock`. Being one statement it is atomic: a checkout of the same cart either sees the new
 * line or runs after it, never between. `lineQuantity` is null when the sum would exceed stock.
 */
export async function addToActiveCart(
  db: Db,
  owner: CartOwner,
  line: {
    sku: string;
    quantity: number;
    stock: number;
    optionIds: Array<number | string>;
    buildId: string | null;
    notes: string | null;
  },
): Promise<{ cart: CartRow; lineQuantity: number | null }> {
  const { column, value } = ownerColumn(owner);
  const result = await sql<CartRow & { line_quantity: number | null }>`
    with cart as (
      insert into carts (${sql.ref(column)}) values (${value})
      on conflict (${sql.ref(column)}) where status = 'active' do update set updated_at = now()
      returning *
    ), line as (
      insert into cart_items (cart_id, sku, quantity, option_ids, build_id, notes)
      select cart.id, ${line.sku}, ${line.quantity}, ${JSON.stringify(line.optionIds)}::jsonb, ${line.buildId}, ${line.notes}
      from cart
      on conflict (cart_id, sku) do update set quantity = cart_items.quantity + excluded.quantity
      where cart_items.quantity + excluded.quantity <= ${line.stock}
      returning quantity
    )
    select cart.*, (select quantity from line) as line_quantity from cart`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('add to cart returned no cart');
  const { line_quantity, ...cart } = row;
  return { cart, lineQuantity: line_quantity };
}

/** A cart by id, only if it belongs to `owner` (any status). */
export async function findOwnedCart(db: Db, owner: CartOwner, cartId: string, options: { lock?: boolean } = {}) {
  if (!isUuid(cartId)) return undefined;
  const { column, value } = ownerColumn(owner);
  let query = db.selectFrom('carts').selectAll().where('id', '=', cartId).where(column, '=', value);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

export async function listCartItems(db: Db, cartId: string): Promise<CartItemRow[]> {
  return db.selectFrom('cart_items').selectAll().where('cart_id', '=', cartId).orderBy('id').execute();
}

export async function findCartItem(db: Db, cartId: string, itemId: number): Promise<CartItemRow | undefined> {
  if (!Number.isInteger(itemId) || itemId <= 0 || itemId > 2_147_483_647) return undefined;
  return db
    .selectFrom('cart_items')
    .selectAll()
    .where('cart_id', '=', cartId)
    .where('id', '=', itemId)
    .executeTakeFirst();
}

export async function findCartItemBySku(db: Db, cartId: string, sku: string): Promise<CartItemRow | undefined> {
  return db
    .selectFrom('cart_items')
    .selectAll()
    .where('cart_id', '=', cartId)
    .where('sku', '=', sku)
    .executeTakeFirst();
}

export async function insertCartItem(
  db: Db,
  values: {
    cartId: string;
    sku: string;
    quantity: number;
    optionIds: Array<number | string>;
    buildId: string | null;
    notes: string | null;
  },
): Promise<void> {
  await db
    .insertInto('cart_items')
    .values({
      cart_id: values.cartId,
      sku: values.sku,
      quantity: values.quantity,
      option_ids: JSON.stringify(values.optionIds),
      build_id: values.buildId,
      notes: values.notes,
    })
    .execute();
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
