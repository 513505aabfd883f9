/** Every database access of shipping methods. */
import type { Insertable, Selectable } from 'kysely';
import { compiledOnce } from '../../platform/db/compiled-once';
import type { Db } from '../../platform/db/index';
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

/** An offered method by id: read by every checkout and every priced cart, so compiled once (decision 0045). */
export async function findActiveShippingMethod(db: Db, id: number): Promise<ShippingMethodRow | undefined> {
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return undefined;
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
