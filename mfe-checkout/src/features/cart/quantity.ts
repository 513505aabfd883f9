/**
 * Cart quantity editing applies when the field loses focus: 0 removes the item, an unchanged
 * value does nothing, anything else updates (000, section 4). Input that is not a whole number
 * of zero or more is ignored and the field shows the current quantity again.
 */
export type QuantityChange = { kind: 'none' } | { kind: 'remove' } | { kind: 'update'; quantity: number };

export function quantityChangeOnBlur(current: number, raw: string): QuantityChange {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return { kind: 'none' };
  const quantity = Number.parseInt(text, 10);
  if (quantity === current) return { kind: 'none' };
  if (quantity === 0) return { kind: 'remove' };
  return { kind: 'update', quantity };
}
