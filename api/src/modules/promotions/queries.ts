import type { Selectable } from 'kysely';
import type { Db } from '../../db/index';
import type { PromoCodesTable } from '../../db/tables/commerce';

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
