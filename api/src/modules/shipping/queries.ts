/** Every database access of shipping methods. */
import { type Insertable, type Selectable, sql } from 'kysely';
import { compiledOnce } from '../../platform/db/compiled-once';
import type { Db } from '../../platform/db/index';
import { isRowId } from '../../platform/db/row-id';
import type { ShippingMethodsTable } from '../../platform/db/tables/commerce';

export type ShippingMethodRow = Selectable<ShippingMethodsTable>;

export async function listActiveShippingMethods(db: Db): Promise<ShippingMethodRow[]> {
  return db
    .selectFrom('shipping_methods')
    .selectAll()
    .where('is_active', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

const selectActiveMethod = compiledOnce((db: Db, v: { id: number }) =>
  db.selectFrom('shipping_methods').selectAll().where('id', '=', v.id).where('is_active', '=', true),
);

/**
 * An offered method by id as one JSON value (null when none is offered), to answer alongside another
 * statement: the checkout reads it with the cart it opens (decision 0058). `id` is a value passed
 * through untouched (a stand-in of a statement compiled once). Every column, as the row reads; the
 * price is text, as pg reads a numeric.
 */
export function activeShippingMethodJson(id: unknown) {
  return sql<ShippingMethodRow | null>`(select to_jsonb(m) || jsonb_build_object('price', m.price::text) from shipping_methods m where m.id = ${id}::integer and m.is_active)`;
}

/** An offered method by id: read by every priced cart, so compiled once (decision 0045). */
export async function findActiveShippingMethod(db: Db, id: number): Promise<ShippingMethodRow | undefined> {
  if (!isRowId(id)) return undefined;
  return (await selectActiveMethod(db, { id })).rows[0];
}

/** Inserts the methods that are not there yet (by name, never overwritten); true when any was. */
export async function insertMissingShippingMethods(db: Db, rows: Insertable<ShippingMethodsTable>[]): Promise<boolean> {
  const result = await db
    .insertInto('shipping_methods')
    .values(rows)
    .onConflict((oc) => oc.column('name').doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}
