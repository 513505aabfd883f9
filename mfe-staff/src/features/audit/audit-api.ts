/** The audit log's one call (GET /staff/audit, api/src/modules/audit): newest first, filtered and paged. */
import type { StaffAuditQuery } from 'shared-contracts/schemas/staff';
import { staffCall } from '../../shared/api/staff-api';

/** One entry as the API answers it (api/src/modules/audit/queries.ts, AuditRow). */
export interface AuditEntry {
  id: string;
  at: string;
  /** The staffer's e-mail, or `service:cli` for the command line. */
  actor: string;
  actorStaffId: string | null;
  action: string;
  objectType: string;
  objectId: string;
  /** The object before and after the action, as recorded (null when the action has no such side). */
  before: unknown;
  after: unknown;
}

export interface AuditLogPage {
  entries: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

export type AuditFilters = Pick<StaffAuditQuery, 'actor' | 'action' | 'objectType' | 'objectId' | 'from' | 'to'>;

export const AUDIT_PAGE_SIZE = 25;

export function fetchAuditLog(filters: AuditFilters, page: number): Promise<AuditLogPage> {
  return staffCall<AuditLogPage>('/staff/audit', {
    query: { ...filters, page, pageSize: AUDIT_PAGE_SIZE },
  });
}

/**
 * The actions the API records (grep `action: '` in api/src), offered as suggestions in the Action
 * filter; the filter takes any name, so a new action needs no change here to be found.
 */
export const KNOWN_AUDIT_ACTIONS = [
  'staff.invited',
  'staff.password-set',
  'staff.totp-enrolled',
  'staff.signed-in',
  'staff.signed-out',
  'staff.updated',
  'staff.reset',
  'order.note-added',
  'order.ffl-verified',
  'order.atf-released',
  'order.shipped',
  'order.cancelled',
  'order.refunded',
  'order.confirmation-resent',
  'inventory.adjusted',
  'stock.set',
  'prodeal-application.decided',
  'dealer-application.decided',
  'disposition.recorded',
  'disposition.corrected',
] as const;

export const KNOWN_OBJECT_TYPES = [
  'order',
  'sku',
  'staff',
  'prodeal-application',
  'dealer-application',
  'disposition-entry',
] as const;
