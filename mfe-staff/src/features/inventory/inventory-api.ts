/**
 * The inventory screen's calls (issue 29, docs/decisions/0030): stock per SKU with search and a
 * low-stock filter, a SKU's adjustment history, and an adjustment with its reason. The answers'
 * shapes are the API's (api/src/modules/inventory/routes.ts), written out here.
 */
import type { StaffAdjustmentRequest } from 'shared-contracts/schemas/staff-orders';
import { staffCall } from '../../shared/api/staff-api';

export interface StockItem {
  sku: string;
  productName: string | null;
  qtyOnHand: number;
}

export interface StockPage {
  items: StockItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface StockFilters {
  q: string;
  lowStock: boolean;
  page: number;
}

/** Checkout and refunds adjust stock too: their reasons show in the history beside the staff's. */
export type AdjustmentReason = 'received' | 'damaged' | 'count correction' | 'order cancelled' | 'refund restock';

export interface Adjustment {
  id: string;
  at: string;
  reason: AdjustmentReason;
  delta: number;
  qtyBefore: number;
  qtyAfter: number;
  note: string | null;
  orderId: number | null;
  /** The staffer's e-mail, `service:cli`, or the system. */
  actor: string;
}

export interface AdjustmentSaved {
  sku: string;
  qtyBefore: number;
  qtyOnHand: number;
  /** Back-in-stock alerts e-mailed because this adjustment brought the SKU back from 0. */
  alertsSent: number;
}

export function listStock({ q, lowStock, page }: StockFilters): Promise<StockPage> {
  return staffCall<StockPage>('/staff/inventory', {
    query: { q, lowStock: lowStock ? 'true' : undefined, page },
  });
}

export async function adjustmentsOf(sku: string): Promise<Adjustment[]> {
  const answer = await staffCall<{ sku: string; adjustments: Adjustment[] }>(
    `/staff/inventory/${encodeURIComponent(sku)}/adjustments`,
  );
  return answer.adjustments;
}

export function adjustStock(sku: string, adjustment: StaffAdjustmentRequest): Promise<AdjustmentSaved> {
  return staffCall<AdjustmentSaved>(`/staff/inventory/${encodeURIComponent(sku)}/adjustments`, {
    method: 'POST',
    body: adjustment,
  });
}
