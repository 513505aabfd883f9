/**
 * Orders as the confirmation page and order history read them. An order is shown only to the
 * signed-in user who placed it or the guest whose id placed it; anybody else gets the same 404 as
 * for an order that does not exist, so order numbers reveal nothing.
 */

import type { Order, OrderItem, OrderShipment } from 'shared-contracts/api/order';
import { trackingUrl } from 'shared-contracts/domain/carriers';
import type { Db } from '../../platform/db/index';
import { notFound } from '../../platform/http-errors';
import { toCents, toDollars } from '../../shared/money';
import type { Identity } from '../auth/index';
import { lineColumnsOf, type NewOrder } from './order-insert';
import {
  findOrder,
  listOrderItems,
  listOrdersOfUser,
  listShipments,
  type NewOrderItem,
  type OrderItemRow,
  type OrderRow,
  type ShipmentWithLines,
} from './queries';

export const ORDER_MESSAGES = { notFound: 'Order not found' } as const;

const money = (value: string) => toDollars(toCents(value));

export function toOrderItem(row: OrderItemRow): OrderItem {
  return {
    id: row.id,
    productId: row.sku,
    productName: row.product_name,
    productUrl: row.product_url,
    imageUrl: row.image_url,
    options: row.options,
    unitPrice: money(row.unit_price),
    quantity: row.quantity,
    price: money(row.line_total),
    isFflItem: row.is_ffl_item,
  };
}

/** A shipment as the customer sees it: carrier, tracking number and the carrier's tracking page. */
export function toOrderShipment(shipment: ShipmentWithLines): OrderShipment {
  return {
    carrier: shipment.carrier,
    trackingNumber: shipment.tracking_number,
    trackingUrl: trackingUrl(shipment.carrier, shipment.tracking_number),
    shippedAt: new Date(shipment.shipped_at).toISOString(),
    items: shipment.lines.map((line) => ({ orderItemId: line.order_item_id, quantity: line.quantity })),
  };
}

export function toOrder(row: OrderRow, items: OrderItemRow[], shipments: ShipmentWithLines[] = []): Order {
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    status: row.status,
    userEmail: row.email,
    shippingName: row.shipping_name,
    shippingAddress: row.shipping_address,
    shippingCity: row.shipping_city,
    shippingState: row.shipping_state,
    shippingZipCode: row.shipping_zip,
    shippingCountry: row.shipping_country,
    customerPhone: row.customer_phone,
    dealerName: row.dealer_name ?? '',
    dealerAddress: row.dealer_address ?? '',
    dealerCity: row.dealer_city ?? '',
    dealerState: row.dealer_state ?? '',
    dealerZipCode: row.dealer_zip ?? '',
    dealerCountry: row.dealer_country ?? '',
    dealerPhone: row.dealer_phone ?? '',
    items: items.map(toOrderItem),
    subTotal: money(row.sub_total),
    shippingCost: money(row.shipping_cost),
    shippingMethod: row.shipping_method_name,
    discountAmount: money(row.discount_amount),
    taxAmount: money(row.tax_amount),
    totalAmount: money(row.total_amount),
    shipments: shipments.map(toOrderShipment),
    refundedAmount: money(row.refunded_amount ?? '0'),
  };
}

/** What an order shows before it is written: all but the database's time of it and its lines' ids. */
export type OrderToBeWritten = Omit<Order, 'createdAt' | 'items'> & { items: Array<Omit<OrderItem, 'id'>> };

/**
 * The order as it will read once written, before it is: what its confirmation e-mail shows, queued
 * by the statement that writes it (decision 0055).
 */
export function orderToBeWritten(order: NewOrder, items: NewOrderItem[]): OrderToBeWritten {
  const {
    createdAt: _createdAt,
    items: _items,
    ...shown
  } = toOrder({ ...order, refunded_amount: '0', created_at: new Date() }, []);
  return {
    ...shown,
    items: items.map((item) => {
      const { id: _id, ...line } = toOrderItem({ ...lineColumnsOf(item), id: 0, order_id: order.id });
      return line;
    }),
  };
}

export function canSeeOrder(identity: Identity, order: Pick<OrderRow, 'user_id' | 'guest_id'>): boolean {
  if (identity.kind === 'user') return order.user_id !== null && order.user_id === identity.userId;
  if (identity.kind === 'guest') return order.guest_id !== null && order.guest_id === identity.guestId;
  return false;
}

export async function getOrderFor(db: Db, identity: Identity, rawId: string): Promise<Order> {
  const id = /^\d{1,10}$/.test(rawId) ? Number(rawId) : -1;
  const row = await findOrder(db, id);
  if (!row || !canSeeOrder(identity, row)) throw notFound(ORDER_MESSAGES.notFound);
  const [items, shipments] = await Promise.all([listOrderItems(db, [row.id]), listShipments(db, [row.id])]);
  return toOrder(row, items, shipments);
}

/** An order with its lines, whoever placed it (for the confirmation e-mail); undefined when there is none. */
export async function getOrder(db: Db, orderId: number): Promise<Order | undefined> {
  const row = await findOrder(db, orderId);
  if (!row) return undefined;
  const [items, shipments] = await Promise.all([listOrderItems(db, [row.id]), listShipments(db, [row.id])]);
  return toOrder(row, items, shipments);
}

/** For the account area (`GET /User/profile` orders, order history): a user's orders with their lines. */
export async function ordersOfUser(db: Db, userId: string): Promise<Order[]> {
  const rows = await listOrdersOfUser(db, userId);
  const ids = rows.map((row) => row.id);
  const [items, shipments] = await Promise.all([listOrderItems(db, ids), listShipments(db, ids)]);
  return rows.map((row) =>
    toOrder(
      row,
      items.filter((item) => item.order_id === row.id),
      shipments.filter((shipment) => shipment.order_id === row.id),
    ),
  );
}
