/** What the staff endpoints show of a staffer: never the password hash, TOTP secret or any token. */
import { permissionsOf, type StaffRole } from 'shared-contracts/domain/staff-permissions';

export interface StaffView {
  id: string;
  email: string;
  role: StaffRole;
  /** The password is set (the invitation was taken). */
  active: boolean;
  enrolledAt: string | null;
  disabledAt: string | null;
  createdBy: string;
  createdAt: string;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function staffView(row: {
  id: string;
  email: string;
  role: StaffRole;
  password_hash: string | null;
  totp_enrolled_at: Date | null;
  disabled_at: Date | null;
  created_by: string;
  created_at: Date;
}): StaffView {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    active: row.password_hash !== null,
    enrolledAt: iso(row.totp_enrolled_at),
    disabledAt: iso(row.disabled_at),
    createdBy: row.created_by,
    createdAt: iso(row.created_at) as string,
  };
}

/** GET /staff/me: the staffer and what their role lets them do (the staff remote's menu). */
export function meView(view: StaffView) {
  return { ...view, permissions: permissionsOf(view.role) };
}

/** The before/after the audit log keeps of a staffer. */
export function auditedStaff(view: StaffView) {
  return { email: view.email, role: view.role, disabledAt: view.disabledAt };
}
