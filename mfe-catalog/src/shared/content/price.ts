import type { PriceRow } from './price-list';

/** Final price is the discounted price when present, otherwise the price (spec 001 §3). */
export function finalPrice(row: Pick<PriceRow, 'price' | 'bestDiscountedPrice'>): number {
  return row.bestDiscountedPrice != null && row.bestDiscountedPrice > 0 ? row.bestDiscountedPrice : row.price;
}

export function isDiscounted(row: Pick<PriceRow, 'price' | 'bestDiscountedPrice'>): boolean {
  return finalPrice(row) < row.price;
}
