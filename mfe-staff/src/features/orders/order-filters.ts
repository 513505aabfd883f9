/**
 * The orders list's filters live in the URL's query (a reload or a shared link keeps them):
 * `status`, `from`, `to` (placed, YYYY-MM-DD), `ffl` (true/false), `q` and `page`. This reads them
 * back and turns them into the API's query; an order number typed as "HA-123" searches order 123.
 */
import type { OrderListQuery } from './orders-api';

export interface OrderFilterValues {
  q: string;
  status: string;
  from: string;
  to: string;
  ffl: string;
}

export const FILTER_NAMES = ['q', 'status', 'from', 'to', 'ffl'] as const satisfies ReadonlyArray<
  keyof OrderFilterValues
>;

export function filtersFrom(params: URLSearchParams): OrderFilterValues {
  return {
    q: params.get('q') ?? '',
    status: params.get('status') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    ffl: params.get('ffl') ?? '',
  };
}

export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The URL's query for these filters and page (blank filters and page 1 are left out). */
export function searchFor(filters: Partial<OrderFilterValues>, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name]?.trim();
    if (value) params.set(name, value);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

/** "HA-123" (the shop's order number) searches for order 123. */
const ORDER_NUMBER = /^\s*HA-(\d{1,10})\s*$/i;

export function apiQueryOf(filters: OrderFilterValues, page: number): OrderListQuery {
  const q = filters.q.trim();
  return {
    status: filters.status || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    ffl: filters.ffl || undefined,
    q: q ? q.replace(ORDER_NUMBER, '$1') : undefined,
    page,
  };
}

export const hasFilters = (filters: OrderFilterValues) => FILTER_NAMES.some((name) => filters[name] !== '');
