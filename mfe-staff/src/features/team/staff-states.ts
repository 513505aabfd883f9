/** How the staff screen names roles and a staff account's state, with the badge tone of each. */
import type { StaffRole } from 'shared-contracts/domain/staff-permissions';
import { STAFF_ROLES } from 'shared-contracts/domain/staff-permissions';
import type { BadgeTone } from '../../shared/ui/StatusBadge';
import type { StaffMember } from './team-api';

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  fulfilment: 'Fulfilment',
  support: 'Support',
  compliance: 'Compliance',
};

/** What each role may do, in a line (docs/decisions/0029's table). */
export const ROLE_SUMMARIES: Record<StaffRole, string> = {
  owner: 'everything, refunds, and managing staff',
  fulfilment: 'orders, FFL checks, shipping, inventory',
  support: 'orders, notes, cancelling before shipping, e-mails, customers',
  compliance: 'applications, FFL checks, the disposition record, the audit log',
};

export const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({
  value: role,
  label: `${ROLE_LABELS[role]}: ${ROLE_SUMMARIES[role]}`,
}));

export type StaffState = 'invited' | 'active' | 'enrolled' | 'disabled';

/** Disabled wins; else enrolled (password and authenticator), active (password only) or invited. */
export function stateOf(member: StaffMember): StaffState {
  if (member.disabledAt) return 'disabled';
  if (member.enrolledAt) return 'enrolled';
  if (member.active) return 'active';
  return 'invited';
}

export const STATE_BADGES: Record<StaffState, { label: string; tone: BadgeTone; note: string }> = {
  invited: { label: 'Invited', tone: 'waiting', note: 'has not set a password yet' },
  active: { label: 'Active', tone: 'waiting', note: 'password set, authenticator not yet added' },
  enrolled: { label: 'Enrolled', tone: 'good', note: 'password and authenticator' },
  disabled: { label: 'Disabled', tone: 'bad', note: 'cannot sign in' },
};
