import type { Db } from '../../db/index';

/** Records a back-in-stock alert; asking twice for the same product keeps one waiting alert. */
export async function subscribeToStockAlert(
  db: Db,
  alert: { email: string; productId: string; productName: string },
): Promise<void> {
  const email = alert.email.trim().toLowerCase();
  const waiting = await db
    .selectFrom('stock_alerts')
    .select('id')
    .where('email', '=', email)
    .where('product_id', '=', alert.productId)
    .where('notified_at', 'is', null)
    .executeTakeFirst();
  if (waiting) return;
  await db
    .insertInto('stock_alerts')
    .values({ email, product_id: alert.productId, product_name: alert.productName })
    // A concurrent identical request lost the race: that alert is the one we wanted anyway.
    .onConflict((oc) => oc.doNothing())
    .execute();
}
