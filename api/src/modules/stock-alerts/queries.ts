/** Back-in-stock alerts in the database. */
import type { Db } from '../../platform/db/index';

/** True when this address already waits for this product (not yet notified). */
export async function hasWaitingAlert(db: Db, email: string, productId: string): Promise<boolean> {
  const waiting = await db
    .selectFrom('stock_alerts')
    .select('id')
    .where('email', '=', email)
    .where('product_id', '=', productId)
    .where('notified_at', 'is', null)
    .executeTakeFirst();
  return waiting !== undefined;
}

export async function insertAlert(
  db: Db,
  alert: { email: string; productId: string; productName: string },
): Promise<void> {
  await db
    .insertInto('stock_alerts')
    .values({ email: alert.email, product_id: alert.productId, product_name: alert.productName })
    // A concurrent identical request lost the race: that alert is the one we wanted anyway.
    .onConflict((oc) => oc.doNothing())
    .execute();
}
