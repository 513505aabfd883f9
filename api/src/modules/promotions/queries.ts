/** Every database access of promo codes. */
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db/index';
import type { PromoCodesTable } from '../../platform/db/tables/commerce';

export type PromoCodeRow = Selectable<PromoCodesTable>;

export async function findPromoCode(db: Db, code: string): Promise<PromoCodeRow | undefined> {
  return db.selectFrom('promo_codes').selectAll().where('code', '=', code.toUpperCase()).executeTakeFirst();
}

/**
 * Counts one use, only while the code is under its limit: the conditional update is atomic, so
 * two orders racing for the last use cannot both have it. False when the limit is reached.
 */
export async function countPromoUse(db: Db, code: string): Promise<boolean> {
  const result = await db
    .updateTable('promo_codes')
    .set((eb) => ({ times_used: eb('times_used', '+', 1) }))
    .where('code', '=', code)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('times_used', '<', eb.ref('usage_limit'))]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Inserts the codes that are not there yet (by code); true when any was inserted. */
export async function insertMissingPromoCodes(db: Db, rows: Insertable<PromoCodesTable>[]): Promise<boolean> {
  const result = await db
    .insertInto('promo_codes')
    .values(rows)
    .onConflict((oc) => oc.column('code').doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** The catalogue's non-FFL skus (gear and apparel) by product title, for the product-scoped code. */
export async function listGearSkus(db: Db) {
  return db
    .selectFrom('catalog_skus')
    .select(['sku', 'product_title', 'image_url'])
    .where('is_ffl_item', '=', false)
    .orderBy('product_title')
    .orderBy('sku')
    .execute();
}
