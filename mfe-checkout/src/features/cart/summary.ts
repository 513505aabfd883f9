/**
 * The drawer's cart summary (000, section 3): subtotal, discount (shown negative, or $0.00),
 * pre-tax total = totalAmount - taxAmount, tax, total.
 */
import { type Cart, formatDiscount, formatUSD } from 'shared-contracts';

export interface SummaryRow {
  label: string;
  value: string;
  emphasis?: boolean;
}

const roundCents = (amount: number) => Math.round(amount * 100) / 100;

export function preTaxTotal(cart: Pick<Cart, 'totalAmount' | 'taxAmount'>): number {
  return roundCents(cart.totalAmount - cart.taxAmount);
}

export function drawerSummary(cart: Cart): SummaryRow[] {
  return [
    { label: 'Subtotal', value: formatUSD(cart.subTotal) },
    { label: 'Discount', value: formatDiscount(cart.discountAmount) },
    { label: 'Pre-tax total', value: formatUSD(preTaxTotal(cart)) },
    { label: 'Tax', value: formatUSD(cart.taxAmount) },
    { label: 'Total', value: formatUSD(cart.totalAmount), emphasis: true },
  ];
}
