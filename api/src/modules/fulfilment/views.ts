/**
 * The back office's order views (issue 29): the list rows and the detail (lines with what shipped
 * and was refunded, addresses, dealer, payment, notes, timeline, shipments, refunds, FFL checks).
 * Storage keys of licence copies stay inside the API: the detail names the file, never its key.
 */
import { trackingUrl } from 'shared-contracts/domain/carriers';
import type { StaffOrderListQuery } from 'shared-contracts/schemas/staff-orders';
import type { Db } from '../../platform/db/index';
import { notFound } from '../../platform/http-errors';
import { toCents, toDollars } from '../../shared/money';
import {
  directoryDealerOf,
  eventsOf,
  fflVerificationsOf,
  findOrderRow,
  listOrders,
  notesOf,
  orderItems,
  refundedByLine,
  refundsOf,
  shipmentsOf,
  shippedByLine,
} from './queries';
import { FULFILMENT_MESSAGES } from './service';

const money = (value: string | number) => toDollars(toCents(value));
const iso = (value: Date | string) => new Date(value).toISOString();
const today = () => new Date().toISOString().slice(0, 10);

/** The order's dealer in the directory, with its licence on file: current, expired or none. */
async function directoryOf(db: Db, name: string | null, zip: string | null) {
  const dealer = name && zip ? await directoryDealerOf(db, name, zip) : undefined;
  if (!dealer) return null;
  const onFile = Boolean(dealer.ffl_number && dealer.expires_on);
  return {
    id: dealer.id,
    fflNumber: dealer.ffl_number,
    licenceExpiresOn: dealer.expires_on,
    licence: !onFile ? 'not on file' : (dealer.expires_on as string) > today() ? 'current' : 'expired',
  } as const;
}

export async function orderList(db: Db, query: StaffOrderListQuery) {
  const { rows, total } = await listOrders(db, query);
  return {
    orders: rows.map((row) => ({
      id: row.id,
      createdAt: iso(row.created_at),
      status: row.status,
      email: row.email,
      customerName: row.customer_name,
      totalAmount: money(row.total_amount),
      refundedAmount: money(row.refunded_amount),
      hasFflItems: Boolean(row.has_ffl),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The entries a shipment's timeline event names ({ entryId, serial } each); none before issue 30. */
function entriesOfShipment(events: Array<{ kind: string; detail: unknown }>, shipmentId: string) {
  for (const event of events) {
    const detail = event.detail as {
      shipmentId?: string;
      dispositionEntries?: Array<{ entryId: number; serial: string }>;
    };
    if (event.kind === 'shipment' && detail?.shipmentId === shipmentId) return detail.dispositionEntries ?? [];
  }
  return [];
}

export async function orderDetail(db: Db, orderId: number) {
  const order = await findOrderRow(db, orderId);
  if (!order) throw notFound(FULFILMENT_MESSAGES.orderNotFound);
  const [items, shipped, refundedLines, notes, events, shipments, refunds, ffl, directory] = await Promise.all([
    orderItems(db, orderId),
    shippedByLine(db, orderId),
    refundedByLine(db, orderId),
    notesOf(db, orderId),
    eventsOf(db, orderId),
    shipmentsOf(db, orderId),
    refundsOf(db, orderId),
    fflVerificationsOf(db, orderId),
    directoryOf(db, order.dealer_name, order.dealer_zip),
  ]);
  const hasFfl = items.some((i) => i.is_ffl_item);
  return {
    id: order.id,
    createdAt: iso(order.created_at),
    status: order.status,
    customer: {
      email: order.email,
      name: order.customer_name,
      phone: order.customer_phone,
      company: order.company,
      userId: order.user_id,
      guest: order.user_id === null,
    },
    billingAddress: {
      address: order.billing_address,
      city: order.billing_city,
      state: order.billing_state,
      zip: order.billing_zip,
      country: order.billing_country,
    },
    shippingAddress: {
      name: order.shipping_name,
      company: order.shipping_company,
      phone: order.shipping_phone,
      address: order.shipping_address,
      city: order.shipping_city,
      state: order.shipping_state,
      zip: order.shipping_zip,
      country: order.shipping_country,
    },
    dealer: order.dealer_name
      ? {
          name: order.dealer_name,
          address: order.dealer_address,
          city: order.dealer_city,
          state: order.dealer_state,
          zip: order.dealer_zip,
          phone: order.dealer_phone,
          email: order.dealer_email,
          /** The directory dealer of that name and zip, whose licence on file can verify the FFL. */
          directory,
        }
      : null,
    hasFflItems: hasFfl,
    items: items.map((item) => ({
      id: item.id,
      sku: item.sku,
      productName: item.product_name,
      options: item.options,
      unitPrice: money(item.unit_price),
      quantity: item.quantity,
      lineTotal: money(item.line_total),
      isFflItem: item.is_ffl_item,
      shipped: shipped.get(item.id) ?? 0,
      refunded: refundedLines.refunded.get(item.id) ?? 0,
    })),
    shippingMethod: order.shipping_method_name,
    promoCode: order.promo_code,
    totals: {
      subTotal: money(order.sub_total),
      shippingCost: money(order.shipping_cost),
      discountAmount: money(order.discount_amount),
      taxAmount: money(order.tax_amount),
      totalAmount: money(order.total_amount),
    },
    payment: {
      transactionId: order.payment_transaction_id,
      captured: money(order.total_amount),
      refunded: money(order.refunded_amount),
    },
    notes: notes.map((n) => ({ id: String(n.id), body: n.body, actor: n.actor, createdAt: iso(n.created_at) })),
    timeline: events.map((e) => ({
      id: String(e.id),
      at: iso(e.at),
      kind: e.kind,
      summary: e.summary,
      fromStatus: e.from_status,
      toStatus: e.to_status,
      detail: e.detail,
      actor: e.actor,
    })),
    shipments: shipments.map((s) => ({
      id: String(s.id),
      carrier: s.carrier,
      trackingNumber: s.tracking_number,
      trackingUrl: trackingUrl(s.carrier, s.tracking_number),
      shippedAt: iso(s.shipped_at),
      actor: s.actor,
      lines: s.lines.map((l) => ({ orderItemId: l.order_item_id, quantity: l.quantity })),
      /** The disposition entries the shipment wrote (its firearm serials), as its timeline event names them. */
      dispositionEntries: entriesOfShipment(events, String(s.id)),
    })),
    refunds: refunds.map((r) => ({
      id: String(r.id),
      kind: r.kind,
      amount: money(r.amount),
      lines: r.lines,
      restock: r.restock,
      reason: r.reason,
      providerTransactionId: r.provider_transaction_id,
      actor: r.actor,
      createdAt: iso(r.created_at),
    })),
    fflVerifications: ffl.map((v) => ({
      id: String(v.id),
      method: v.method,
      dealerId: v.dealer_id,
      fflNumber: v.ffl_number,
      licenceExpiresOn: v.expires_on,
      licenceCopy: v.storage_key
        ? { contentType: v.content_type, sizeBytes: v.size_bytes, originalName: v.original_name }
        : null,
      actor: v.actor,
      verifiedAt: iso(v.verified_at),
    })),
  };
}
