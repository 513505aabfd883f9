/** Every database access of the inventory: stock per SKU (sku_prices) and its adjustment history. */
import { sql } from 'kysely';
import type { StaffInventoryQuery } from 'shared-contracts/schemas/staff-orders';
import type { Db } from '../../platform/db/index';
import type { InventoryReason } from '../../platform/db/tables/order-lifecycle';

export interface StockRow {
  sku: string;
  productName: string | null;
  qtyOnHand: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listStock(db: Db, query: StaffInventoryQuery): Promise<{ items: StockRow[]; total: number }> {
  let base = db.selectFrom('sku_prices as p').leftJoin('catalog_skus as c', 'c.sku', 'p.sku');
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    base = base.where((eb) => eb.or([eb('p.sku', 'ilike', like), eb('c.product_title', 'ilike', like)]));
  }
  if (query.lowStock === 'true') base = base.where('p.qty_on_hand', '<=', query.threshold);
  const [rows, count] = await Promise.all([
    base
      .select(['p.sku', 'c.product_title', 'p.qty_on_hand'])
      .orderBy('p.sku')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    items: rows.map((row) => ({ sku: row.sku, productName: row.product_title, qtyOnHand: Number(row.qty_on_hand) })),
  };
}

export interface Adjustment {
  sku: string;
  delta: number;
  reason: InventoryReason;
  note?: string | null;
  orderId?: number | null;
  actor: { staffId: string | null; name: string };
}

/**
 * Changes a SKU's stock by `delta` under its row lock and writes the history row; answers the
 * quantities before and after, or null for an unknown SKU. Stock never goes below 0 (a damaged
 * count larger than the stock leaves 0, and the history says so).
 */
export async function adjustStock(db: Db, adjustment: Adjustment): Promise<{ before: number; after: number } | null> {
  const row = await db
    .selectFrom('sku_prices')
    .select('qty_on_hand')
    .where('sku', '=', adjustment.sku)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return null;
  const before = Number(row.qty_on_hand);
  const after = Math.max(0, before + adjustment.delta);
  await db.updateTable('sku_prices').set({ qty_on_hand: after }).where('sku', '=', adjustment.sku).execute();
  await db
    .insertInto('inventory_adjustments')
    .values({
      sku: adjustment.sku,
      reason: adjustment.reason,
      delta: after - before,
      qty_before: before,
      qty_after: after,
      note: adjustment.note ?? null,
      order_id: adjustment.orderId ?? null,
      actor: adjustment.actor.name,
      actor_staff_id: adjustment.actor.staffId,
    })
    .execute();
  return { before, after };
}

export async function adjustmentHistory(db: Db, sku: string, limit = 200) {
  const rows = await db
    .selectFrom('inventory_adjustments')
    .selectAll()
    .where('sku', '=', sku)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    at: new Date(row.at).toISOString(),
    reason: row.reason,
    delta: row.delta,
    qtyBefore: row.qty_before,
    qtyAfter: row.qty_after,
    note: row.note,
    orderId: row.order_id,
    actor: row.actor,
  }));
}

export async function skuExists(db: Db, sku: string): Promise<boolean> {
  const row = await db
    .selectFrom('sku_prices')
    .select(sql<number>`1`.as('one'))
    .where('sku', '=', sku)
    .executeTakeFirst();
  return Boolean(row);
}
