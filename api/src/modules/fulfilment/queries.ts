/**
 * Every database access of the back office's order work: the order locked for a change (`select ...
 * for update`, so concurrent refunds, shipments and cancels of one order take turns), the list with
 * its filters, and the timeline, notes, shipments, refunds and FFL verifications of an order.
 */
import { sql } from 'kysely';
import type { OrderStatus } from 'shared-contracts/domain/order-states';
import type { StaffOrderListQuery } from 'shared-contracts/schemas/staff-orders';
import type { Db } from '../../platform/db/index';
import { isRowId } from '../../platform/db/row-id';
import type { OrderEventKind, RefundLine } from '../../platform/db/tables/order-lifecycle';
import { listShipments } from '../orders/index';

/** An order id from a path: digits only, in range; anything else is nobody's order. */
export function orderIdOf(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return isRowId(id) ? id : null;
}

/** The order, locked until the transaction ends. */
export function lockOrder(trx: Db, orderId: number) {
  return trx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
}

export function findOrderRow(db: Db, orderId: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
}

export function orderItems(db: Db, orderId: number) {
  return db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/** Units shipped so far per order line. */
export async function shippedByLine(db: Db, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('order_shipment_lines as l')
    .innerJoin('order_shipments as s', 's.id', 'l.shipment_id')
    .select(['l.order_item_id', (eb) => eb.fn.sum<string>('l.quantity').as('n')])
    .where('s.order_id', '=', orderId)
    .groupBy('l.order_item_id')
    .execute();
  return new Map(rows.map((row) => [row.order_item_id, Number(row.n)]));
}

export function refundsOf(db: Db, orderId: number) {
  return db.selectFrom('order_refunds').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/** Units refunded so far per order line, and of those the units put back in stock. */
export async function refundedByLine(db: Db, orderId: number) {
  const refunded = new Map<number, number>();
  const restocked = new Map<number, number>();
  for (const refund of await refundsOf(db, orderId)) {
    for (const line of refund.lines as RefundLine[]) {
      refunded.set(line.orderItemId, (refunded.get(line.orderItemId) ?? 0) + line.quantity);
      if (refund.restock) restocked.set(line.orderItemId, (restocked.get(line.orderItemId) ?? 0) + line.quantity);
    }
  }
  return { refunded, restocked };
}

export interface EventInput {
  orderId: number;
  kind: OrderEventKind;
  summary: string;
  fromStatus?: OrderStatus | null;
  toStatus?: OrderStatus | null;
  detail?: unknown;
  actor: { staffId: string | null; name: string };
}

/** One line of the order's timeline. */
export async function recordEvent(db: Db, event: EventInput): Promise<void> {
  await db
    .insertInto('order_events')
    .values({
      order_id: event.orderId,
      kind: event.kind,
      summary: event.summary,
      from_status: event.fromStatus ?? null,
      to_status: event.toStatus ?? null,
      detail: event.detail === undefined ? null : JSON.stringify(event.detail),
      actor: event.actor.name,
      actor_staff_id: event.actor.staffId,
    })
    .execute();
}

export async function setStatus(db: Db, orderId: number, status: OrderStatus): Promise<void> {
  await db.updateTable('orders').set({ status }).where('id', '=', orderId).execute();
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The list: newest first, filtered, paged. */
export async function listOrders(db: Db, query: StaffOrderListQuery) {
  let base = db.selectFrom('orders as o');
  if (query.status) base = base.where('o.status', '=', query.status);
  if (query.from) base = base.where('o.created_at', '>=', new Date(`${query.from}T00:00:00Z`));
  if (query.to) base = base.where('o.created_at', '<', new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000));
  if (query.ffl) {
    const hasFfl = sql<boolean>`exists (select 1 from order_items i where i.order_id = o.id and i.is_ffl_item)`;
    base = base.where(query.ffl === 'true' ? hasFfl : sql<boolean>`not ${hasFfl}`);
  }
  if (query.q) {
    const q = query.q.trim();
    const like = `%${escapeLike(q)}%`;
    const id = orderIdOf(q);
    base = base.where((eb) =>
      eb.or([
        ...(id !== null ? [eb('o.id', '=', id)] : []),
        eb('o.email', 'ilike', like),
        eb('o.customer_name', 'ilike', like),
        eb('o.shipping_name', 'ilike', like),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select([
        'o.id',
        'o.created_at',
        'o.status',
        'o.email',
        'o.customer_name',
        'o.total_amount',
        'o.refunded_amount',
        sql<boolean>`exists (select 1 from order_items i where i.order_id = o.id and i.is_ffl_item)`.as('has_ffl'),
      ])
      .orderBy('o.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function eventsOf(db: Db, orderId: number) {
  return db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export function notesOf(db: Db, orderId: number) {
  return db.selectFrom('order_notes').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/** An order's shipments with their lines, oldest first (the orders module's read, one order). */
export function shipmentsOf(db: Db, orderId: number) {
  return listShipments(db, [orderId]);
}

export function fflVerificationsOf(db: Db, orderId: number) {
  return db
    .selectFrom('order_ffl_verifications')
    .select([
      'id',
      'method',
      'dealer_id',
      'ffl_number',
      sql<string>`to_char(licence_expires_on, 'YYYY-MM-DD')`.as('expires_on'),
      'content_type',
      'size_bytes',
      'original_name',
      'storage_key',
      'actor',
      'verified_at',
    ])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** A directory dealer's licence on file: its number and expiry (YYYY-MM-DD), or undefined. */
export function directoryDealer(db: Db, dealerId: string) {
  return db
    .selectFrom('dealers')
    .select([
      'id',
      'name',
      'ffl_number',
      'status',
      sql<string | null>`to_char(ffl_expires_on, 'YYYY-MM-DD')`.as('expires_on'),
    ])
    .where('id', '=', dealerId)
    .executeTakeFirst();
}

/**
 * The directory dealer an order's dealer block names (the checkout copies the picked dealer's name
 * and zip; the order keeps no id): approved, same name (any case) and zip, with a licence on file
 * first. The staff detail offers its licence on file for the FFL check.
 */
export function directoryDealerOf(db: Db, name: string, zip: string) {
  return db
    .selectFrom('dealers')
    .select(['id', 'ffl_number', sql<string | null>`to_char(ffl_expires_on, 'YYYY-MM-DD')`.as('expires_on')])
    .where('status', '=', 'Approved')
    .where(sql<boolean>`lower(trim(name)) = lower(trim(${name}))`)
    .where('zip', '=', zip.trim().slice(0, 5))
    .orderBy(sql`ffl_expires_on is null`)
    .orderBy('ffl_expires_on', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The receiving licensee as verified: the latest FFL verification with its directory dealer, if any. */
export function latestVerification(db: Db, orderId: number) {
  return db
    .selectFrom('order_ffl_verifications as v')
    .leftJoin('dealers as d', 'd.id', 'v.dealer_id')
    .select(['v.method', 'v.ffl_number', 'd.name', 'd.address1', 'd.city', 'd.state', 'd.zip'])
    .where('v.order_id', '=', orderId)
    .orderBy('v.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
