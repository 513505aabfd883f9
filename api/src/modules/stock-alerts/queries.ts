/** Back-in-stock alerts in the database. */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/index';

/** True when this address already waits for this product (not yet notified). */
export async function hasWaitingAlert(db: Db, email: string, productId: string): Promise<boolean> {
  const waiting = await db
    .selectFrom('stock_alerts')
    .select('id')
    .where('email', '=', email)
    .where('product_id', '=', productId)
    .where('notified_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return waiting !== undefined;
}

export async function insertAlert(
  db: Db,
  alert: { email: string; productId: string; productName: string; unsubscribeKey: string },
): Promise<void> {
  await db
    .insertInto('stock_alerts')
    .values({
      email: alert.email,
      product_id: alert.productId,
      product_name: alert.productName,
      unsubscribe_key: alert.unsubscribeKey,
    })
    // A concurrent identical request lost the race: that alert is the one we wanted anyway.
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export interface DueAlert {
  id: string;
  email: string;
  product_id: string;
  product_name: string;
  unsubscribe_key: string | null;
  product_slug: string | null;
}

/**
 * Claims up to `limit` waiting alerts whose SKU is in stock again, marking them sent in the same
 * statement: each alert is claimed once, whichever API process asks (SKIP LOCKED lets several
 * dispatchers share the work without waiting on each other).
 */
export async function claimDueAlerts(db: Db, limit: number): Promise<DueAlert[]> {
  const result = await sql<DueAlert>`
    with due as (
      select a.id from stock_alerts a
      join sku_prices p on p.sku = a.product_id
      where a.notified_at is null and a.cancelled_at is null and p.qty_on_hand > 0
      order by a.created_at
      limit ${limit}
      for update of a skip locked
    )
    update stock_alerts s set notified_at = now()
    from due
    where s.id = due.id
    returning s.id, s.email, s.product_id, s.product_name, s.unsubscribe_key,
      (select c.product_slug from catalog_skus c where c.sku = s.product_id) as product_slug`.execute(db);
  return result.rows;
}

/** How many waiting alerts are due (their SKU is in stock again): the stock_alerts_due gauge. */
export async function countDueAlerts(db: Db): Promise<number> {
  const result = await sql<{ due: string }>`
    select count(*) as due from stock_alerts a
    join sku_prices p on p.sku = a.product_id
    where a.notified_at is null and a.cancelled_at is null and p.qty_on_hand > 0`.execute(db);
  return Number(result.rows[0]?.due ?? 0);
}

/** An alert whose e-mail could not be handed over is waiting again (the next round retries it). */
export async function releaseAlert(db: Db, id: string): Promise<void> {
  await db.updateTable('stock_alerts').set({ notified_at: null }).where('id', '=', id).execute();
}

/** Cancels every waiting alert of the address the key belongs to; answers that address, or undefined. */
export async function cancelAlertsOfKey(db: Db, key: string): Promise<string | undefined> {
  const owner = await db
    .selectFrom('stock_alerts')
    .select('email')
    .where('unsubscribe_key', '=', key)
    .executeTakeFirst();
  if (!owner) return undefined;
  await db
    .updateTable('stock_alerts')
    .set({ cancelled_at: sql<Date>`now()` })
    .where(sql<boolean>`lower(email) = lower(${owner.email})`)
    .where('notified_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .execute();
  return owner.email;
}
