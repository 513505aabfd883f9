/**
 * The back office's sections, in menu order, each with the permission that opens it. The menu
 * shows a staffer only the sections their role may open, and /staff opens the first of them.
 */
import type { StaffPermission } from 'shared-contracts/domain/staff-permissions';

export interface StaffSection {
  path: string;
  label: string;
  permission: StaffPermission;
}

export const STAFF_SECTIONS: readonly StaffSection[] = [
  { path: '/staff/orders', label: 'Orders', permission: 'orders.read' },
  { path: '/staff/inventory', label: 'Inventory', permission: 'inventory.read' },
  { path: '/staff/customers', label: 'Customers', permission: 'customers.read' },
  { path: '/staff/applications', label: 'Applications', permission: 'applications.read' },
  { path: '/staff/inbox', label: 'Inbox', permission: 'inbox.handle' },
  { path: '/staff/disposition', label: 'Disposition record', permission: 'disposition.read' },
  { path: '/staff/audit', label: 'Audit log', permission: 'audit.read' },
  { path: '/staff/team', label: 'Staff', permission: 'staff.manage' },
];
