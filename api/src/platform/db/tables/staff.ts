/** Tables of staff accounts (staff module) and the staff audit log (audit module); migration 017. */
import type { ColumnType, Generated } from 'kysely';
import type { StaffRole } from 'shared-contracts/domain/staff-permissions';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json = ColumnType<unknown, string | null | undefined, never>;

export interface StaffUsersTable {
  id: Generated<string>;
  email: string;
  password_hash: ColumnType<string | null, string | null | undefined, string | null>;
  role: StaffRole;
  totp_secret_sealed: ColumnType<string | null, string | null | undefined, string | null>;
  totp_enrolled_at: NullableTimestamp;
  /** bigint; parsed as a number (a time step fits easily). */
  totp_last_step: ColumnType<number | string | null, number | null | undefined, number | null>;
  disabled_at: NullableTimestamp;
  created_by: string;
  created_at: CreatedAt;
}

export interface StaffSessionsTable {
  id: Generated<string>;
  token_hash: string;
  staff_id: string;
  second_factor_at: NullableTimestamp;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ended_at: NullableTimestamp;
}

export interface StaffInvitationsTable {
  token_hash: string;
  staff_id: string;
  invited_by: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface StaffAuditTable {
  id: Generated<string>;
  at: CreatedAt;
  actor_staff_id: string | null;
  actor: string;
  action: string;
  object_type: string;
  object_id: string;
  before: Json;
  after: Json;
}

export interface StaffTables {
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  staff_invitations: StaffInvitationsTable;
  staff_audit: StaffAuditTable;
}
