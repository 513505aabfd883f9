/** Every database access of orders: written by the checkout (in its transaction), read by their owners. */
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../../platform/db/index';
import type { CartItemOption, OrderItemsTable, OrdersTable } from '../../platform/db/tables/commerce';

export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;

export interface NewOrderItem {
  sku: string;
  productName: string;
  productUrl: string;
  imageUrl: string;
  options: CartItemOption[];
  unitPrice: string;
  quantity: number;
  lineTotal: string;
  isFflItem: boolean;
  isReceiverItem: boolean;
  /** The compliance rule set the line was checked against (issue 30). */
  complianceRuleSet?: string | null;
}

/** An order line as the statement of `insertOrderWithItems` answers it (json: numerics as text). */
type OrderItemJson = Omit<OrderItemRow, 'unit_price' | 'line_total'> & { unit_price: string; line_total: string };

/**
 * The order and its lines in ONE statement (decision 0036): the order's insert is a CTE the lines'
 * insert reads its id from; answers both as written.
 */
export async function insertOrderWithItems(
  db: Db,
  values: Insertable<OrdersTable>,
  items: NewOrderItem[],
): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
  if (items.length === 0) throw new Error('an order has at least one line');
  const row = await db
    .with('placed', (qb) => qb.insertInto('orders').values(values).returningAll())
    .with('lines', (qb) =>
      qb
        .insertInto('order_items')
        .values(
          items.map((item) => ({
            order_id: qb.selectFrom('placed').select('placed.id'),
            sku: item.sku,
            product_name: item.productName,
            product_url: item.productUrl,
            image_url: item.imageUrl,
            options: JSON.stringify(item.options),
            unit_price: item.unitPrice,
            quantity: item.quantity,
            line_total: item.lineTotal,
            is_ffl_item: item.isFflItem,
            is_receiver_item: item.isReceiverItem,
            compliance_rule_set: item.complianceRuleSet ?? null,
          })),
        )
        .returningAll(),
    )
    .selectFrom('placed')
    .selectAll('placed')
    .select(
      sql<OrderItemJson[]>`(select coalesce(json_agg(
        to_jsonb(lines) || jsonb_build_object('unit_price', lines.unit_price::text, 'line_total', lines.line_total::text)
        order by lines.id), '[]') from lines)`.as('order_items'),
    )
    .executeTakeFirstOrThrow();
  const { order_items: written, ...order } = row;
  return { order, items: written };
}

/**
 * The update that records the gateway's transaction id on the order, not yet run: the checkout runs
 * it as a CTE of the statement that records its answer and queues its confirmation.
 */
export function orderTransactionUpdate(db: Db, orderId: number, transactionId: string | null) {
  return db
    .updateTable('orders')
    .set({ payment_transaction_id: transactionId })
    .where('id', '=', orderId)
    .returning('id');
}

export async function findOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  if (!Number.isInteger(orderId) || orderId <= 0 || orderId > 2_147_483_647) return undefined;
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
}

/** The id of the order placed from a cart (at most one: orders.cart_id is unique). */
export async function findOrderIdOfCart(db: Db, cartId: string): Promise<number | undefined> {
  const row = await db.selectFrom('orders').select('id').where('cart_id', '=', cartId).executeTakeFirst();
  return row?.id;
}

export async function listOrderItems(db: Db, orderIds: number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();
}

/** A user's orders, newest first (order history of the account area). */
export async function listOrdersOfUser(db: Db, userId: string): Promise<OrderRow[]> {
  return db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
}

/** The shipments of these orders with their lines (issue 29), oldest first. */
export async function listShipments(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  const shipments = await db
    .selectFrom('order_shipments')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
  if (shipments.length === 0) return [];
  const lines = await db
    .selectFrom('order_shipment_lines')
    .selectAll()
    .where(
      'shipment_id',
      'in',
      shipments.map((s) => s.id),
    )
    .execute();
  return shipments.map((s) => ({ ...s, lines: lines.filter((l) => String(l.shipment_id) === String(s.id)) }));
}
export type ShipmentWithLines = Awaited<ReturnType<typeof listShipments>>[number];
