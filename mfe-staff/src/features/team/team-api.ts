/** The owners' staff management calls (api/src/modules/staff/staff-routes.ts, permission staff.manage). */
import type { StaffRole } from 'shared-contracts/domain/staff-permissions';
import type { StaffInviteRequest } from 'shared-contracts/schemas/staff';
import { staffCall } from '../../shared/api/staff-api';

/** A staff account as GET /staff/staff answers it (the API's StaffView; never a hash or a token). */
export interface StaffMember {
  id: string;
  email: string;
  role: StaffRole;
  /** The password is set (the invitation was taken). */
  active: boolean;
  enrolledAt: string | null;
  disabledAt: string | null;
  createdBy: string;
  createdAt: string;
  /** An invitation link is out and not yet taken. */
  invitationPending: boolean;
}

export function listStaff(): Promise<{ staff: StaffMember[] }> {
  return staffCall('/staff/staff');
}

export function inviteStaffer(input: StaffInviteRequest): Promise<{ staff: StaffMember }> {
  return staffCall('/staff/staff', { method: 'POST', body: input });
}

/** A new role, or disabled true/false. The API refuses changing your own account. */
export function changeStaffer(
  id: string,
  change: { role: StaffRole } | { disabled: boolean },
): Promise<{ staff: StaffMember }> {
  return staffCall(`/staff/staff/${encodeURIComponent(id)}`, { method: 'PATCH', body: change });
}

/** Back to invited: password and authenticator forgotten, sessions ended, a new link e-mailed. */
export function resetStaffer(id: string): Promise<{ staff: StaffMember }> {
  return staffCall(`/staff/staff/${encodeURIComponent(id)}/reset`, { method: 'POST' });
}
