/** Every database access of orders: written by the checkout (in its transaction), read by their owners. */
import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/index';
import { isRowId } from '../../platform/db/row-id';
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

export async function findOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  if (!isRowId(orderId)) return undefined;
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
