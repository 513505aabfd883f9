import type { ShippingMethod } from 'shared-contracts/api/checkout';
import type { Db } from '../../platform/db/index';
import { isRowId } from '../../platform/db/row-id';
import { toCents, toDollars } from '../../shared/money';
import { listActiveShippingMethods, type ShippingMethodRow } from './queries';

export const SHIPPING_MESSAGES = {
  unavailable: 'The selected shipping method is not available',
} as const;

export function toShippingMethod(row: ShippingMethodRow): ShippingMethod {
  return { id: row.id, name: row.name, price: toDollars(toCents(row.price)) };
}

export async function shippingMethods(db: Db): Promise<ShippingMethod[]> {
  return (await listActiveShippingMethods(db)).map(toShippingMethod);
}

/** Shipping method ids arrive as numbers or numeric strings. */
export function parseShippingMethodId(value: string | number): number {
  const id = typeof value === 'number' ? value : /^\d{1,9}$/.test(value.trim()) ? Number(value) : Number.NaN;
  return Number.isInteger(id) ? id : -1;
}

/** A shipping method id that can name a row (a positive PostgreSQL integer), or null. */
export function shippingMethodIdOrNull(value: string | number): number | null {
  const id = parseShippingMethodId(value);
  return isRowId(id) ? id : null;
}
