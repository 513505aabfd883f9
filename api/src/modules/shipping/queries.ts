import type { Selectable } from 'kysely';
import type { Db } from '../../db/index';
import type { ShippingMethodsTable } from '../../db/tables/commerce';

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

export async function findActiveShippingMethod(db: Db, id: number): Promise<ShippingMethodRow | undefined> {
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return undefined;
  return db
    .selectFrom('shipping_methods')
    .selectAll()
    .where('id', '=', id)
    .where('is_active', '=', true)
    .executeTakeFirst();
}
