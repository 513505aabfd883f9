/**
 * The order lifecycle's staff actions (issue 29, docs/decisions/0030). Each one runs in one
 * transaction that starts by locking the order row (`select ... for update`): the state machine
 * (shared-contracts/domain/order-states.ts) decides whether the action is allowed from the status it
 * reads under the lock, the change, its timeline event and its audit entry (before and after) are
 * written together, and the customer's e-mail goes after the commit (its own timeline event).
 *
 * Money: a refund or a cancel calls the payment provider while the order is locked, so ten
 * concurrent refunds of one order take turns and each sees what the ones before it refunded:
 * orders.refunded_amount never passes the captured total (total_amount).
 */
import type { FastifyBaseLogger } from 'fastify';
import { nextStatus, type OrderAction, type OrderStatus } from 'shared-contracts/domain/order-states';
import type { StaffRefundRequest, StaffShipRequest } from 'shared-contracts/schemas/staff-orders';
import type { Db } from '../../platform/db/index';
import type { RefundLine } from '../../platform/db/tables/order-lifecycle';
import { badRequest, conflict, HttpError, notFound } from '../../platform/http-errors';
import type { Mailer, MailMessage } from '../../providers/mail/index';
import type { PaymentGateway } from '../../providers/payments/index';
import { type Cents, toCents, toNumeric } from '../../shared/money';
import type { StaffActor } from '../../shared/staff-access';
import { type AuditActor, recordAudit } from '../audit/index';
import { type DispositionEntry, recordShipmentDispositions } from '../disposition/index';
import { adjustStock } from '../inventory/index';
import { dispatchStockAlerts } from '../stock-alerts/index';
import { planDispositions, type ShippedLine } from './dispositions';
import { cancellationMail, refundMail, type ShippedParcel, shipmentMail } from './mails';
import {
  directoryDealer,
  lockOrder,
  orderItems,
  recordEvent,
  refundedByLine,
  setStatus,
  shippedByLine,
} from './queries';

export const FULFILMENT_MESSAGES = {
  orderNotFound: 'Order not found',
  licenceCopyNotFound: 'No such licence copy',
  refused: (action: string, status: string) => `An order that is ${status} cannot be ${action}`,
  notFfl: 'This order has no firearm lines to verify',
  licenceNotOnFile: "The dealer's licence is not on file",
  licenceExpired: "The dealer's licence has expired: record a current licence copy",
  expiryPast: 'The licence must expire in the future',
  unknownLine: (id: number) => `Line ${id} is not part of this order`,
  tooMany: (id: number, left: number) => `Line ${id} has only ${left} unit(s) left`,
  emptyShipment: 'Nothing is left to ship in this shipment',
  noPayment: 'This order has no captured payment to give back',
  overRefund: (left: string) => `A refund cannot exceed what is left of the captured payment (${left})`,
  nothingLeft: 'Nothing is left to refund on this order',
  providerRefused: (message: string) => `The payment provider refused: ${message}`,
} as const;

export interface FulfilmentDeps {
  db: Db;
  payment: PaymentGateway;
  mailer: Mailer;
  shopUrl: string;
  log: FastifyBaseLogger;
  /** After the commit: hands the pending disposition entries to the bound book (never throws). */
  submitDispositions?: () => Promise<unknown>;
}

/** The timeline's words for the entries a shipment wrote. */
const dispositionNote = (entries: DispositionEntry[]) =>
  entries.length === 0
    ? ''
    : `; disposition entr${entries.length === 1 ? 'y' : 'ies'} ${entries.map((e) => `#${e.id} (${e.serial})`).join(', ')} recorded`;

type OrderRow = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

/** An action the provider refused: nothing was changed (the transaction rolls back). */
const providerRefused = (message: string) =>
  new HttpError(502, FULFILMENT_MESSAGES.providerRefused(message), { title: 'Bad Gateway' });

function moveOrRefuse(order: OrderRow, action: OrderAction, verb: string): OrderStatus {
  const next = nextStatus(order.status, action);
  if (!next) throw conflict(FULFILMENT_MESSAGES.refused(verb, order.status));
  return next;
}

async function locked(trx: Db, orderId: number): Promise<OrderRow> {
  const order = await lockOrder(trx, orderId);
  if (!order) throw notFound(FULFILMENT_MESSAGES.orderNotFound);
  return order;
}

const mailOrder = (order: OrderRow) => ({
  id: order.id,
  email: order.email,
  name: order.shipping_name || order.customer_name,
});

/** Sends a customer e-mail after the commit and records it on the timeline; a failure is logged, not answered. */
export async function sendOrderMail(
  deps: FulfilmentDeps,
  orderId: number,
  actor: AuditActor,
  what: string,
  message: MailMessage,
): Promise<boolean> {
  try {
    await deps.mailer.send(message);
    await recordEvent(deps.db, {
      orderId,
      kind: 'email',
      summary: `E-mail sent: ${what}`,
      actor,
      detail: { subject: message.subject },
    });
    return true;
  } catch (error) {
    deps.log.error({ err: error, orderId }, `order e-mail (${what}) failed`);
    return false;
  }
}

async function statusChange(trx: Db, order: OrderRow, to: OrderStatus, actor: AuditActor, summary: string) {
  if (to === order.status) return;
  await setStatus(trx, order.id, to);
  await recordEvent(trx, { orderId: order.id, kind: 'status', summary, fromStatus: order.status, toStatus: to, actor });
}

export async function addNote(db: Db, orderId: number, body: string, actor: StaffActor) {
  return db.transaction().execute(async (trx) => {
    await locked(trx, orderId);
    const note = await trx
      .insertInto('order_notes')
      .values({ order_id: orderId, body, actor: actor.name, actor_staff_id: actor.staffId })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    await recordEvent(trx, {
      orderId,
      kind: 'note',
      summary: 'Internal note added',
      actor,
      detail: { noteId: String(note.id) },
    });
    await recordAudit(trx, actor, {
      action: 'order.note-added',
      objectType: 'order',
      objectId: String(orderId),
      after: { noteId: String(note.id), body },
    });
    return { id: String(note.id), body, actor: actor.name, createdAt: new Date(note.created_at).toISOString() };
  });
}

/** NFA orders: ATF approved the transfer; on to the FFL check (firearm lines) or ready to ship. */
export async function releaseAtf(db: Db, orderId: number, actor: StaffActor) {
  return db.transaction().execute(async (trx) => {
    const order = await locked(trx, orderId);
    const items = await orderItems(trx, orderId);
    const to = moveOrRefuse(order, { type: 'release-atf', awaitsFfl: items.some((i) => i.is_ffl_item) }, 'released');
    await statusChange(trx, order, to, actor, 'ATF approval received');
    await recordAudit(trx, actor, {
      action: 'order.atf-released',
      objectType: 'order',
      objectId: String(orderId),
      before: { status: order.status },
      after: { status: to },
    });
    return { status: to };
  });
}

const today = () => new Date().toISOString().slice(0, 10);

export type FflEvidence =
  | { method: 'directory'; dealerId: string }
  | {
      method: 'upload';
      expiresOn: string;
      fflNumber: string;
      file: { storageKey: string; contentType: string; size: number; originalName: string };
    };

/** The receiving dealer's licence is verified: Awaiting FFL -> Ready to ship. */
export async function verifyFfl(db: Db, orderId: number, evidence: FflEvidence, actor: StaffActor) {
  if (evidence.method === 'upload' && evidence.expiresOn <= today())
    throw badRequest(FULFILMENT_MESSAGES.expiryPast, { expiresOn: [FULFILMENT_MESSAGES.expiryPast] });
  return db.transaction().execute(async (trx) => {
    const order = await locked(trx, orderId);
    const items = await orderItems(trx, orderId);
    if (!items.some((i) => i.is_ffl_item)) throw conflict(FULFILMENT_MESSAGES.notFfl);
    const to = moveOrRefuse(order, { type: 'verify-ffl' }, 'verified');
    let record: { dealerId: string | null; fflNumber: string | null; expiresOn: string };
    if (evidence.method === 'directory') {
      const dealer = await directoryDealer(trx, evidence.dealerId);
      if (!dealer?.ffl_number || !dealer.expires_on || dealer.status !== 'Approved')
        throw conflict(FULFILMENT_MESSAGES.licenceNotOnFile);
      if (dealer.expires_on <= today()) throw conflict(FULFILMENT_MESSAGES.licenceExpired);
      record = { dealerId: dealer.id, fflNumber: dealer.ffl_number, expiresOn: dealer.expires_on };
    } else {
      record = { dealerId: null, fflNumber: evidence.fflNumber, expiresOn: evidence.expiresOn };
    }
    const row = await trx
      .insertInto('order_ffl_verifications')
      .values({
        order_id: orderId,
        method: evidence.method,
        dealer_id: record.dealerId,
        ffl_number: record.fflNumber,
        licence_expires_on: record.expiresOn,
        storage_key: evidence.method === 'upload' ? evidence.file.storageKey : null,
        content_type: evidence.method === 'upload' ? evidence.file.contentType : null,
        size_bytes: evidence.method === 'upload' ? evidence.file.size : null,
        original_name: evidence.method === 'upload' ? evidence.file.originalName : null,
        actor: actor.name,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = { status: to, method: evidence.method, ...record, verificationId: String(row.id) };
    await recordEvent(trx, {
      orderId,
      kind: 'ffl',
      summary: `FFL verified (${evidence.method === 'directory' ? 'licence on file' : 'licence copy'})`,
      actor,
      detail: after,
    });
    await statusChange(trx, order, to, actor, 'FFL verified');
    await recordAudit(trx, actor, {
      action: 'order.ffl-verified',
      objectType: 'order',
      objectId: String(orderId),
      before: { status: order.status },
      after,
    });
    return after;
  });
}

interface LineState {
  id: number;
  sku: string;
  productName: string;
  quantity: number;
  unitCents: Cents;
  shipped: number;
  refunded: number;
  restocked: number;
}

async function lineStates(trx: Db, orderId: number): Promise<LineState[]> {
  const [items, shipped, { refunded, restocked }] = await Promise.all([
    orderItems(trx, orderId),
    shippedByLine(trx, orderId),
    refundedByLine(trx, orderId),
  ]);
  return items.map((item) => ({
    id: item.id,
    sku: item.sku,
    productName: item.product_name,
    quantity: item.quantity,
    unitCents: toCents(item.unit_price),
    shipped: shipped.get(item.id) ?? 0,
    refunded: refunded.get(item.id) ?? 0,
    restocked: restocked.get(item.id) ?? 0,
  }));
}

/** Units of a line that may still ship: neither shipped nor refunded. */
const unshipped = (line: LineState) => Math.max(0, line.quantity - line.shipped - line.refunded);

/** One or more shipments: Ready to ship / Paid -> Partially shipped or Shipped; the customer gets the tracking. */
export async function ship(deps: FulfilmentDeps, orderId: number, input: StaffShipRequest, actor: StaffActor) {
  const result = await deps.db.transaction().execute(async (trx) => {
    const order = await locked(trx, orderId);
    const lines = await lineStates(trx, orderId);
    const left = new Map(lines.map((line) => [line.id, unshipped(line)]));
    const byId = new Map(lines.map((line) => [line.id, line]));
    const planned = input.shipments.map((shipment) => {
      const wanted = shipment.lines?.length
        ? shipment.lines
        : [...left].filter(([, n]) => n > 0).map(([orderItemId, quantity]) => ({ orderItemId, quantity }));
      const taken: ShippedLine[] = [];
      for (const { orderItemId, quantity, serials } of wanted as ShippedLine[]) {
        const available = left.get(orderItemId);
        if (available === undefined) throw badRequest(FULFILMENT_MESSAGES.unknownLine(orderItemId));
        if (quantity > available) throw conflict(FULFILMENT_MESSAGES.tooMany(orderItemId, available));
        left.set(orderItemId, available - quantity);
        const same = taken.find((t) => t.orderItemId === orderItemId);
        if (same) {
          same.quantity += quantity;
          if (serials || same.serials) same.serials = [...(same.serials ?? []), ...(serials ?? [])];
        } else taken.push({ orderItemId, quantity, ...(serials ? { serials } : {}) });
      }
      if (taken.length === 0) throw conflict(FULFILMENT_MESSAGES.emptyShipment);
      return { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber, lines: taken };
    });
    const complete = [...left.values()].every((n) => n === 0);
    const to = moveOrRefuse(order, { type: 'ship', complete }, 'shipped');
    const dispositions = await planDispositions(trx, order, await orderItems(trx, orderId), planned);
    const parcels: Array<ShippedParcel & { id: string; dispositionEntries: DispositionEntry[] }> = [];
    for (const [index, { lines: shippedLines, ...shipment }] of planned.entries()) {
      const row = await trx
        .insertInto('order_shipments')
        .values({
          order_id: orderId,
          carrier: shipment.carrier,
          tracking_number: shipment.trackingNumber,
          actor: actor.name,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('order_shipment_lines')
        .values(
          shippedLines.map((l) => ({
            shipment_id: String(row.id),
            order_item_id: l.orderItemId,
            quantity: l.quantity,
          })),
        )
        .execute();
      const entries = await recordShipmentDispositions(trx, dispositions[index] ?? [], actor);
      const lines = shippedLines.map(({ orderItemId, quantity }) => ({ orderItemId, quantity }));
      const recorded = entries.map((e) => ({ entryId: e.id, serial: e.serial }));
      await recordEvent(trx, {
        orderId,
        kind: 'shipment',
        summary: `Shipped with ${shipment.carrier}, tracking ${shipment.trackingNumber}${dispositionNote(entries)}`,
        actor,
        detail: { shipmentId: String(row.id), ...shipment, lines, dispositionEntries: recorded },
      });
      parcels.push({
        id: String(row.id),
        carrier: shipment.carrier,
        trackingNumber: shipment.trackingNumber,
        lines: shippedLines.map((l) => ({
          productName: byId.get(l.orderItemId)?.productName ?? '',
          quantity: l.quantity,
        })),
        dispositionEntries: entries,
      });
    }
    await statusChange(trx, order, to, actor, complete ? 'Every unit shipped' : 'Part of the order shipped');
    await recordAudit(trx, actor, {
      action: 'order.shipped',
      objectType: 'order',
      objectId: String(orderId),
      before: { status: order.status },
      after: {
        status: to,
        shipments: planned.map((p) => ({
          ...p,
          lines: p.lines.map(({ orderItemId, quantity }) => ({ orderItemId, quantity })),
        })),
        dispositionEntries: parcels.flatMap((p) => p.dispositionEntries.map((e) => e.id)),
      },
    });
    return { order, to, parcels };
  });
  const mailed = await sendOrderMail(
    deps,
    orderId,
    actor,
    'shipment',
    shipmentMail(mailOrder(result.order), result.parcels, deps.shopUrl),
  );
  const entries = result.parcels.flatMap((parcel) => parcel.dispositionEntries);
  if (entries.length > 0) await deps.submitDispositions?.();
  return {
    status: result.to,
    shipments: result.parcels.map(({ id, carrier, trackingNumber, dispositionEntries }) => ({
      id,
      carrier,
      trackingNumber,
      dispositionEntries: dispositionEntries.map((e) => ({ id: e.id, serial: e.serial, model: e.model })),
    })),
    mailed,
  };
}

/** Puts the units back in stock (after the commit the back-in-stock alerts go out). */
async function restock(
  trx: Db,
  orderId: number,
  lines: Array<{ sku: string; quantity: number }>,
  reason: 'order cancelled' | 'refund restock',
  actor: AuditActor,
) {
  for (const line of lines)
    if (line.quantity > 0) await adjustStock(trx, { sku: line.sku, delta: line.quantity, reason, orderId, actor });
}

/** Cancel before anything shipped: void (or refund) the payment, restock, e-mail the customer. */
export async function cancel(deps: FulfilmentDeps, orderId: number, reason: string, actor: StaffActor) {
  const result = await deps.db.transaction().execute(async (trx) => {
    const order = await locked(trx, orderId);
    const lines = await lineStates(trx, orderId);
    const to = moveOrRefuse(order, { type: 'cancel', anyShipped: lines.some((l) => l.shipped > 0) }, 'cancelled');
    const captured = toCents(order.total_amount);
    const refundedBefore = toCents(order.refunded_amount);
    const left = captured - refundedBefore;
    let kind: 'void' | 'refund' = 'refund';
    let providerTransactionId: string | null = null;
    if (left > 0) {
      if (!order.payment_transaction_id) throw conflict(FULFILMENT_MESSAGES.noPayment);
      // A void undoes the whole charge while it is unsettled; after settlement only a refund can.
      const voided = refundedBefore === 0 ? await deps.payment.void(order.payment_transaction_id) : null;
      if (voided?.approved) {
        kind = 'void';
        providerTransactionId = voided.transactionId ?? null;
      } else {
        const refunded = await deps.payment.refund({
          transactionId: order.payment_transaction_id,
          amount: left,
          orderRef: String(order.id),
        });
        if (!refunded.approved) throw providerRefused(refunded.message);
        providerTransactionId = refunded.transactionId ?? null;
      }
    }
    const back = lines.map((l) => ({ orderItemId: l.id, sku: l.sku, quantity: l.quantity - l.refunded }));
    const toRestock = lines.map((l) => ({ sku: l.sku, quantity: l.quantity - l.restocked }));
    await trx
      .insertInto('order_refunds')
      .values({
        order_id: orderId,
        kind,
        amount: toNumeric(left),
        lines: JSON.stringify(
          back.filter((l) => l.quantity > 0).map(({ orderItemId, quantity }) => ({ orderItemId, quantity })),
        ),
        restock: true,
        reason,
        provider_transaction_id: providerTransactionId,
        actor: actor.name,
      })
      .execute();
    await trx
      .updateTable('orders')
      .set({ refunded_amount: toNumeric(captured) })
      .where('id', '=', orderId)
      .execute();
    await restock(trx, orderId, toRestock, 'order cancelled', actor);
    await recordEvent(trx, {
      orderId,
      kind: 'refund',
      summary: `${kind === 'void' ? 'Payment voided' : 'Payment refunded'} (${toNumeric(left)})`,
      actor,
      detail: { kind, amount: toNumeric(left), providerTransactionId },
    });
    await statusChange(trx, order, to, actor, `Cancelled: ${reason}`);
    const after = {
      status: to,
      refundedAmount: toNumeric(captured),
      payment: kind,
      providerTransactionId,
      restocked: toRestock,
    };
    await recordAudit(trx, actor, {
      action: 'order.cancelled',
      objectType: 'order',
      objectId: String(orderId),
      before: { status: order.status, refundedAmount: order.refunded_amount },
      after: { ...after, reason },
    });
    return { order, after, left };
  });
  const mailed = await sendOrderMail(
    deps,
    orderId,
    actor,
    'cancellation',
    cancellationMail(mailOrder(result.order), result.left, deps.shopUrl),
  );
  await dispatchStockAlerts({ db: deps.db, mailer: deps.mailer, shopUrl: deps.shopUrl, log: deps.log });
  return { ...result.after, mailed };
}

/** A refund: whole (nothing given), by lines (their price), by amount, or an amount for lines; never above what is left. */
export async function refund(deps: FulfilmentDeps, orderId: number, input: StaffRefundRequest, actor: StaffActor) {
  const result = await deps.db.transaction().execute(async (trx) => {
    const order = await locked(trx, orderId);
    const restockWanted = input.restock === true;
    const captured = toCents(order.total_amount);
    const refundedBefore = toCents(order.refunded_amount);
    const left = captured - refundedBefore;
    const lines = await lineStates(trx, orderId);
    const byId = new Map(lines.map((line) => [line.id, line]));
    const chosen: Array<RefundLine & { sku: string; productName: string; cents: Cents }> = [];
    for (const { orderItemId, quantity } of input.lines ?? []) {
      const line = byId.get(orderItemId);
      if (!line) throw badRequest(FULFILMENT_MESSAGES.unknownLine(orderItemId));
      const already =
        line.refunded + chosen.filter((c) => c.orderItemId === orderItemId).reduce((s, c) => s + c.quantity, 0);
      if (quantity > line.quantity - already)
        throw conflict(FULFILMENT_MESSAGES.tooMany(orderItemId, line.quantity - already));
      chosen.push({
        orderItemId,
        quantity,
        sku: line.sku,
        productName: line.productName,
        cents: line.unitCents * quantity,
      });
    }
    if (left <= 0) throw conflict(FULFILMENT_MESSAGES.nothingLeft);
    const amount =
      input.amount !== undefined
        ? toCents(input.amount)
        : chosen.length > 0
          ? chosen.reduce((sum, c) => sum + c.cents, 0)
          : left;
    if (amount > left) throw conflict(FULFILMENT_MESSAGES.overRefund(toNumeric(left)));
    const full = refundedBefore + amount === captured;
    const to = moveOrRefuse(order, { type: 'refund', full }, 'refunded');
    if (!order.payment_transaction_id) throw conflict(FULFILMENT_MESSAGES.noPayment);
    const answer = await deps.payment.refund({
      transactionId: order.payment_transaction_id,
      amount,
      orderRef: String(order.id),
    });
    if (!answer.approved) throw providerRefused(answer.message);
    const refundedAfter = toNumeric(refundedBefore + amount);
    const row = await trx
      .insertInto('order_refunds')
      .values({
        order_id: orderId,
        kind: 'refund',
        amount: toNumeric(amount),
        lines: JSON.stringify(chosen.map(({ orderItemId, quantity }) => ({ orderItemId, quantity }))),
        restock: restockWanted && chosen.length > 0,
        reason: input.reason ?? null,
        provider_transaction_id: answer.transactionId ?? null,
        actor: actor.name,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('orders').set({ refunded_amount: refundedAfter }).where('id', '=', orderId).execute();
    if (restockWanted) await restock(trx, orderId, chosen, 'refund restock', actor);
    const detail = {
      refundId: String(row.id),
      amount: toNumeric(amount),
      lines: chosen.map(({ orderItemId, quantity }) => ({ orderItemId, quantity })),
      restock: restockWanted && chosen.length > 0,
      providerTransactionId: answer.transactionId ?? null,
    };
    await recordEvent(trx, { orderId, kind: 'refund', summary: `Refunded ${toNumeric(amount)}`, actor, detail });
    await statusChange(trx, order, to, actor, full ? 'Refunded in full' : 'Refunded in part');
    await recordAudit(trx, actor, {
      action: 'order.refunded',
      objectType: 'order',
      objectId: String(orderId),
      before: { status: order.status, refundedAmount: toNumeric(refundedBefore) },
      after: { status: to, refundedAmount: refundedAfter, ...detail, reason: input.reason ?? null },
    });
    return { order, to, amount, chosen, detail, refundedAfter };
  });
  const mailed = await sendOrderMail(
    deps,
    orderId,
    actor,
    'refund',
    refundMail(mailOrder(result.order), result.amount, result.chosen, deps.shopUrl),
  );
  if (result.detail.restock)
    await dispatchStockAlerts({ db: deps.db, mailer: deps.mailer, shopUrl: deps.shopUrl, log: deps.log });
  return { status: result.to, refundedAmount: result.refundedAfter, ...result.detail, mailed };
}
