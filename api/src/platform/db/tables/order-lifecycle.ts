/**
 * Tables of the order lifecycle (issue 29, migration 022): the order timeline, internal notes,
 * shipments, refunds, FFL verifications and the inventory adjustments. Owned by the fulfilment and
 * inventory modules.
 */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableText = ColumnType<string | null, string | null | undefined, string | null>;
type BigId = ColumnType<string, never, never>;
type Numeric = ColumnType<string, number | string, number | string>;

export type OrderEventKind = 'status' | 'note' | 'ffl' | 'shipment' | 'refund' | 'email';

export interface OrderEventsTable {
  id: BigId;
  order_id: number;
  kind: OrderEventKind;
  from_status: NullableText;
  to_status: NullableText;
  summary: string;
  detail: ColumnType<unknown, string | null | undefined, never>;
  actor: string;
  actor_staff_id: NullableText;
  at: CreatedAt;
}

export interface OrderNotesTable {
  id: BigId;
  order_id: number;
  body: string;
  actor: string;
  actor_staff_id: NullableText;
  created_at: CreatedAt;
}

export interface OrderShipmentsTable {
  id: BigId;
  order_id: number;
  carrier: string;
  tracking_number: string;
  actor: string;
  shipped_at: CreatedAt;
}

export interface OrderShipmentLinesTable {
  shipment_id: string;
  order_item_id: number;
  quantity: number;
}

export interface RefundLine {
  orderItemId: number;
  quantity: number;
}

export interface OrderRefundsTable {
  id: BigId;
  order_id: number;
  kind: 'refund' | 'void';
  amount: Numeric;
  lines: JSONColumnType<RefundLine[], string, never>;
  restock: boolean;
  reason: NullableText;
  provider_transaction_id: NullableText;
  actor: string;
  created_at: CreatedAt;
}

export interface OrderFflVerificationsTable {
  id: BigId;
  order_id: number;
  method: 'directory' | 'upload';
  dealer_id: NullableText;
  ffl_number: NullableText;
  /** YYYY-MM-DD. */
  licence_expires_on: ColumnType<string, string, never>;
  storage_key: NullableText;
  content_type: NullableText;
  size_bytes: ColumnType<number | null, number | null | undefined, never>;
  original_name: NullableText;
  actor: string;
  verified_at: CreatedAt;
}

export type InventoryReason = 'received' | 'damaged' | 'count correction' | 'order cancelled' | 'refund restock';

export interface InventoryAdjustmentsTable {
  id: Generated<string>;
  sku: string;
  reason: InventoryReason;
  delta: number;
  qty_before: number;
  qty_after: number;
  note: NullableText;
  order_id: ColumnType<number | null, number | null | undefined, never>;
  actor: string;
  actor_staff_id: NullableText;
  at: CreatedAt;
}

export type OrderLifecycleTables = {
  order_events: OrderEventsTable;
  order_notes: OrderNotesTable;
  order_shipments: OrderShipmentsTable;
  order_shipment_lines: OrderShipmentLinesTable;
  order_refunds: OrderRefundsTable;
  order_ffl_verifications: OrderFflVerificationsTable;
  inventory_adjustments: InventoryAdjustmentsTable;
};
