/**
 * Staff sign-in in two steps (docs/decisions/0029): the password starts a pending session; the
 * authenticator's code (enrolment the first time) completes it. Taking an invitation sets the
 * password. Each completed step is on the audit log, written in the step's transaction.
 */
import { STAFF_MESSAGES } from 'shared-contracts/schemas/staff';
import type { Db } from '../../platform/db/index';
import { badRequest, conflict, HttpError, unauthorized } from '../../platform/http-errors';
import { hashToken } from '../../shared/opaque-token';
import { recordAudit } from '../audit/index';
import { hashPassword, verifyPassword } from '../auth/index';
import {
  endSessionsOf,
  findStaffByEmail,
  storePendingTotpSecret,
  takeInvitation,
  takeTotpStep,
  updateStaff,
} from './queries';
import {
  STAFF_SECOND_FACTOR_MS,
  STAFF_SESSION_IDLE_MS,
  type StaffSessionRow,
  startPendingSession,
  upgradeSession,
} from './sessions';
import { matchingStep, newTotpSecret, openTotpSecret, otpauthUri, sealTotpSecret } from './totp';

export interface SignInDeps {
  db: Db;
  /** null: staff sign-in is off (production without STAFF_TOTP_KEY). */
  staffTotpKey: string | null;
}

export type SignInStep =
  | { secondFactor: 'totp'; token: string; expiresIn: number }
  | { secondFactor: 'enrol'; token: string; expiresIn: number; otpauthUri: string };

export interface StaffSessionAnswer {
  token: string;
  tokenType: 'Bearer';
  expiresAt: string;
  idleTimeoutSeconds: number;
}

function totpKey(deps: SignInDeps): string {
  if (!deps.staffTotpKey) throw new HttpError(503, 'Staff sign-in is not configured (STAFF_TOTP_KEY)');
  return deps.staffTotpKey;
}

/** Step one: the password. A staffer not yet enrolled gets a new secret to add to their app. */
export async function signInWithPassword(deps: SignInDeps, email: string, password: string): Promise<SignInStep> {
  const key = totpKey(deps);
  const staff = await findStaffByEmail(deps.db, email);
  const ok = await verifyPassword(staff?.password_hash ?? null, password);
  if (!staff || !ok || staff.disabled_at) throw unauthorized(STAFF_MESSAGES.signInFailed);
  const { token } = await startPendingSession(deps.db, staff.id);
  const expiresIn = STAFF_SECOND_FACTOR_MS / 1000;
  if (staff.totp_enrolled_at) return { secondFactor: 'totp', token, expiresIn };
  const secret = newTotpSecret();
  await storePendingTotpSecret(deps.db, staff.id, sealTotpSecret(key, staff.id, secret));
  return { secondFactor: 'enrol', token, expiresIn, otpauthUri: otpauthUri(staff.email, secret) };
}

/**
 * Step two: the code of the pending session's staffer. `enrol` confirms a new secret; `verify`
 * checks an enrolled one. A code whose time step was already used (or an earlier one) is refused.
 */
export async function giveSecondFactor(
  deps: SignInDeps,
  session: StaffSessionRow,
  code: string,
  mode: 'enrol' | 'verify',
): Promise<StaffSessionAnswer> {
  const key = totpKey(deps);
  if (mode === 'enrol' && session.totp_enrolled_at)
    throw conflict('The authenticator is already enrolled; sign in with its code');
  if (mode === 'verify' && !session.totp_enrolled_at) throw conflict('Enrol an authenticator first');
  const secret = session.totp_secret_sealed ? openTotpSecret(key, session.staffId, session.totp_secret_sealed) : null;
  const step = secret ? matchingStep(secret, code) : null;
  if (step === null) throw unauthorized(STAFF_MESSAGES.codeRejected);
  return deps.db.transaction().execute(async (trx) => {
    if (!(await takeTotpStep(trx, session.staffId, step, mode === 'enrol')))
      throw unauthorized(STAFF_MESSAGES.codeRejected);
    const { token, expiresAt } = await upgradeSession(trx, session);
    await recordAudit(
      trx,
      { staffId: session.staffId, name: session.email },
      {
        action: mode === 'enrol' ? 'staff.totp-enrolled' : 'staff.signed-in',
        objectType: 'staff',
        objectId: session.staffId,
      },
    );
    return {
      token,
      tokenType: 'Bearer' as const,
      expiresAt: expiresAt.toISOString(),
      idleTimeoutSeconds: STAFF_SESSION_IDLE_MS / 1000,
    };
  });
}

/** The invitation's link sets the password (once, within 72 hours); the staffer signs in next. */
export async function acceptInvitation(db: Db, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const invitation = await takeInvitation(trx, hashToken(token));
    const staff = invitation && (await updateStaff(trx, invitation.staff_id, { password_hash: passwordHash }));
    if (!staff || staff.disabled_at)
      throw badRequest(STAFF_MESSAGES.invitationInvalid, { token: [STAFF_MESSAGES.invitationInvalid] });
    await endSessionsOf(trx, staff.id);
    await recordAudit(
      trx,
      { staffId: staff.id, name: staff.email },
      { action: 'staff.password-set', objectType: 'staff', objectId: staff.id },
    );
  });
}
