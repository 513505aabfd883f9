/**
 * The refund form's values -> the API's request (lines with their quantities, an amount when one is
 * typed, restock, reason) and the amount it will give back, shown before it is issued: the amount
 * typed, else the chosen lines at their unit price (as the API counts it).
 */
import type { StaffRefundRequest } from 'shared-contracts/schemas/staff-orders';
import type { OrderLine } from './orders-api';
import { lineKey, quantityOf } from './ship-request';

export interface RefundValues {
  quantities: Record<string, string>;
  amount: string;
  restock: boolean;
  reason: string;
}

const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

export function refundRequestOf(values: RefundValues, lines: OrderLine[]) {
  const chosen = lines.filter((line) => quantityOf(values.quantities[lineKey(line)]) > 0);
  const amount = values.amount.trim().replace(/^\$/, '');
  const reason = values.reason.trim();
  const request: StaffRefundRequest = {
    restock: values.restock,
    ...(chosen.length > 0
      ? {
          lines: chosen.map((line) => ({
            orderItemId: line.id,
            quantity: quantityOf(values.quantities[lineKey(line)]),
          })),
        }
      : {}),
    ...(amount ? { amount } : {}),
    ...(reason ? { reason } : {}),
  };
  return { request, chosen };
}

/** The amount in cents the request refunds, or null when it cannot be told (no valid amount, no lines). */
export function refundCents(values: RefundValues, lines: OrderLine[]): number | null {
  const typed = values.amount.trim().replace(/^\$/, '');
  if (typed) return AMOUNT.test(typed) ? Math.round(Number(typed) * 100) : null;
  let cents = 0;
  for (const line of lines) {
    const quantity = quantityOf(values.quantities[lineKey(line)]);
    if (quantity > 0) cents += Math.round(line.unitPrice * 100) * quantity;
  }
  return cents > 0 ? cents : null;
}
