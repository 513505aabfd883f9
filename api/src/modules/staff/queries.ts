/** SQL of the staff module: staff users, their sessions and invitations. */
import { sql } from 'kysely';
import type { StaffRole } from 'shared-contracts/domain/staff-permissions';
import type { Db } from '../../platform/db/index';
import { isUuid } from '../../shared/uuid';

export const STAFF_USER_COLUMNS = [
  'id',
  'email',
  'password_hash',
  'role',
  'totp_secret_sealed',
  'totp_enrolled_at',
  'totp_last_step',
  'disabled_at',
  'created_by',
  'created_at',
] as const;

export function findStaffByEmail(db: Db, email: string) {
  return db.selectFrom('staff_users').select(STAFF_USER_COLUMNS).where('email', '=', email).executeTakeFirst();
}

export function findStaffById(db: Db, id: string) {
  if (!isUuid(id)) return Promise.resolve(undefined);
  return db.selectFrom('staff_users').select(STAFF_USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Every staffer, with whether an invitation is still waiting to be taken. */
export function listStaff(db: Db) {
  return db
    .selectFrom('staff_users as s')
    .select([
      's.id',
      's.email',
      's.role',
      's.password_hash',
      's.totp_enrolled_at',
      's.disabled_at',
      's.created_by',
      's.created_at',
    ])
    .orderBy('s.created_at')
    .orderBy('s.email')
    .execute();
}

export async function insertStaff(db: Db, values: { email: string; role: StaffRole; createdBy: string }) {
  return db
    .insertInto('staff_users')
    .values({ email: values.email, role: values.role, created_by: values.createdBy })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning(STAFF_USER_COLUMNS)
    .executeTakeFirst();
}

export async function updateStaff(
  db: Db,
  id: string,
  values: {
    role?: StaffRole;
    disabled_at?: Date | null;
    password_hash?: string | null;
    totp_secret_sealed?: null;
    totp_enrolled_at?: null;
    totp_last_step?: null;
  },
) {
  return db
    .updateTable('staff_users')
    .set(values)
    .where('id', '=', id)
    .returning(STAFF_USER_COLUMNS)
    .executeTakeFirst();
}

/** Active owners other than `exceptId` (an owner cannot demote or disable the last one). */
export async function otherActiveOwners(db: Db, exceptId: string): Promise<number> {
  const row = await db
    .selectFrom('staff_users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'owner')
    .where('disabled_at', 'is', null)
    .where('id', '!=', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A fresh secret awaiting enrolment (replaces one never confirmed). */
export async function storePendingTotpSecret(db: Db, id: string, sealed: string): Promise<void> {
  await db
    .updateTable('staff_users')
    .set({ totp_secret_sealed: sealed })
    .where('id', '=', id)
    .where('totp_enrolled_at', 'is', null)
    .execute();
}

/**
 * Takes TOTP step `step` for the staffer: true only if it is later than every step used before
 * (one statement, so two requests racing with one code cannot both win). Enrols on first use.
 */
export async function takeTotpStep(db: Db, id: string, step: number, enrol: boolean): Promise<boolean> {
  const row = await db
    .updateTable('staff_users')
    .set(enrol ? { totp_last_step: step, totp_enrolled_at: sql<Date>`now()` } : { totp_last_step: step })
    .where('id', '=', id)
    .where('disabled_at', 'is', null)
    .where('totp_enrolled_at', enrol ? 'is' : 'is not', null)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

export async function insertSession(
  db: Db,
  values: { tokenHash: string; staffId: string; expiresAt: Date; now: Date },
): Promise<string> {
  const row = await db
    .insertInto('staff_sessions')
    .values({
      token_hash: values.tokenHash,
      staff_id: values.staffId,
      expires_at: values.expiresAt,
      created_at: values.now,
      last_seen_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findSessionByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('staff_sessions as x')
    .innerJoin('staff_users as s', 's.id', 'x.staff_id')
    .select([
      'x.id as sessionId',
      'x.second_factor_at',
      'x.created_at',
      'x.last_seen_at',
      'x.expires_at',
      'x.ended_at',
      's.id as staffId',
      's.email',
      's.role',
      's.disabled_at',
      's.totp_enrolled_at',
      's.totp_secret_sealed',
    ])
    .where('x.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function touchSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.updateTable('staff_sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

/** The second factor was given: the session gets a new token (no fixation) and its full lifetime. */
export async function completeSession(
  db: Db,
  sessionId: string,
  values: { tokenHash: string; now: Date; expiresAt: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('staff_sessions')
    .set({
      token_hash: values.tokenHash,
      second_factor_at: values.now,
      last_seen_at: values.now,
      expires_at: values.expiresAt,
    })
    .where('id', '=', sessionId)
    .where('second_factor_at', 'is', null)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function endSessionById(db: Db, sessionId: string): Promise<void> {
  await db.updateTable('staff_sessions').set({ ended_at: sql<Date>`now()` }).where('id', '=', sessionId).execute();
}

export async function endSessionsOf(db: Db, staffId: string): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ ended_at: sql<Date>`now()` })
    .where('staff_id', '=', staffId)
    .where('ended_at', 'is', null)
    .execute();
}

export async function insertInvitation(
  db: Db,
  values: { tokenHash: string; staffId: string; invitedBy: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('staff_invitations')
    .values({
      token_hash: values.tokenHash,
      staff_id: values.staffId,
      invited_by: values.invitedBy,
      expires_at: values.expiresAt,
    })
    .execute();
}

/** Marks the invitation used if it is still good; answers the staffer it sets the password of. */
export async function takeInvitation(db: Db, tokenHash: string) {
  return db
    .updateTable('staff_invitations')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('staff_id')
    .executeTakeFirst();
}

/** Staffers who still have an invitation to take. */
export async function pendingInvitationIds(db: Db): Promise<Set<string>> {
  const rows = await db
    .selectFrom('staff_invitations')
    .select('staff_id')
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .execute();
  return new Set(rows.map((row) => row.staff_id));
}
