/**
 * The audit log's filters live in the URL query (`?actor=...&action=...&page=2`), so a filtered view
 * can be bookmarked, shared with a colleague and reached again with the browser's back button.
 */
import { staffAuditQuerySchema } from 'shared-contracts/schemas/staff';
import type { AuditFilters } from './audit-api';

export const FILTER_NAMES = ['actor', 'action', 'objectType', 'objectId', 'from', 'to'] as const;

/** The filter form's schema: the API's query schema, filters only (paging is the pager's). */
export const auditFilterSchema = staffAuditQuerySchema.pick([...FILTER_NAMES]);

/** The form's values: every filter as text, '' for none. */
export type AuditFilterForm = Record<(typeof FILTER_NAMES)[number], string>;

export function filtersFromUrl(params: URLSearchParams): AuditFilterForm {
  return Object.fromEntries(FILTER_NAMES.map((name) => [name, params.get(name) ?? ''])) as AuditFilterForm;
}

export function pageFromUrl(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The URL query for these filters at this page (blank filters and page 1 left out). */
export function urlFor(filters: Partial<AuditFilterForm> | AuditFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (typeof value === 'string' && value.trim() !== '') params.set(name, value.trim());
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

export function hasFilters(form: AuditFilterForm): boolean {
  return FILTER_NAMES.some((name) => form[name] !== '');
}
