/**
 * Staff roles and what each may do, as data (issue 29, docs/decisions/0029). The API's guard
 * (`requireStaff(permission)`) reads this table on every staff route and the staff remote hides what
 * the role may not do from the same table; the role x endpoint test walks it against the route list.
 */

export const STAFF_ROLES = ['owner', 'fulfilment', 'support', 'compliance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Each permission with the roles that hold it. `staff.self` is every signed-in staffer's (their own
 * account, signing out). The owner holds everything.
 */
export const STAFF_PERMISSIONS = {
  'staff.self': ['owner', 'fulfilment', 'support', 'compliance'],
  'orders.read': ['owner', 'fulfilment', 'support'],
  'orders.note': ['owner', 'fulfilment', 'support'],
  /** Support cancels only before shipping (the orders module checks the state). */
  'orders.cancel': ['owner', 'fulfilment', 'support'],
  'orders.refund': ['owner'],
  'orders.ship': ['owner', 'fulfilment'],
  'orders.resend-email': ['owner', 'fulfilment', 'support'],
  'ffl.verify': ['owner', 'fulfilment', 'compliance'],
  'inventory.read': ['owner', 'fulfilment'],
  'inventory.adjust': ['owner', 'fulfilment'],
  'customers.read': ['owner', 'support'],
  'applications.read': ['owner', 'compliance'],
  'applications.decide': ['owner', 'compliance'],
  'inbox.handle': ['owner', 'support'],
  'staff.manage': ['owner'],
  'audit.read': ['owner', 'compliance'],
  /** The acquisition and disposition record (27 CFR 478.123): read and export it. */
  'disposition.read': ['owner', 'fulfilment', 'compliance'],
  /** Append an entry (a firearm shipped) or the correction of one; nothing is ever changed. */
  'disposition.record': ['owner', 'fulfilment', 'compliance'],
  /** Real-user Web Vitals per page type and remote (GET /staff/rum/report, `npm run rum:report`). */
  'rum.read': ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export const STAFF_PERMISSION_NAMES = Object.keys(STAFF_PERMISSIONS) as StaffPermission[];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** True when `role` holds `permission`. */
export function roleMay(role: StaffRole, permission: StaffPermission): boolean {
  return (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/** Every permission `role` holds (the staff remote's menu, GET /staff/me). */
export function permissionsOf(role: StaffRole): StaffPermission[] {
  return STAFF_PERMISSION_NAMES.filter((permission) => roleMay(role, permission));
}
