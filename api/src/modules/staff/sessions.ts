/**
 * Staff sessions (docs/decisions/0029): an opaque bearer token (`stf_` + 32 random bytes), stored
 * as its SHA-256 only. The same transport as the customers' access token (Authorization: Bearer),
 * but kept in the database rather than signed, because a staff session must end at once: on
 * sign-out, when the staffer is disabled, after 30 minutes without use, and 8 hours after sign-in
 * whatever happens. Customers' sessions last 30 days (auth/sessions.ts).
 *
 * A session starts when the password is right and opens nothing but the TOTP step until the second
 * factor is given; then it gets a new token and its full lifetime.
 */
import type { FastifyRequest } from 'fastify';
import { STAFF_MESSAGES } from 'shared-contracts/schemas/staff';
import type { Db } from '../../platform/db/index';
import { unauthorized } from '../../platform/http-errors';
import { hashToken, newOpaqueToken } from '../../shared/opaque-token';
import type { StaffActor } from '../../shared/staff-access';
import { completeSession, findSessionByHash, insertSession, touchSession } from './queries';

export const STAFF_SESSION_ABSOLUTE_MS = 8 * 60 * 60 * 1000;
export const STAFF_SESSION_IDLE_MS = 30 * 60 * 1000;
/** How long the password step waits for its second factor. */
export const STAFF_SECOND_FACTOR_MS = 10 * 60 * 1000;
export const STAFF_TOKEN_PREFIX = 'stf_';

const newStaffToken = () => `${STAFF_TOKEN_PREFIX}${newOpaqueToken()}`;

/** After the password: a session waiting for its second factor. */
export async function startPendingSession(
  db: Db,
  staffId: string,
  now = new Date(),
): Promise<{ token: string; sessionId: string; createdAt: Date }> {
  const token = newStaffToken();
  const sessionId = await insertSession(db, {
    tokenHash: hashToken(token),
    staffId,
    now,
    expiresAt: new Date(now.getTime() + STAFF_SECOND_FACTOR_MS),
  });
  return { token, sessionId, createdAt: now };
}

/** After the second factor: a new token, 8 hours from the sign-in at most. */
export async function upgradeSession(
  db: Db,
  session: { sessionId: string; created_at: Date },
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newStaffToken();
  const expiresAt = new Date(new Date(session.created_at).getTime() + STAFF_SESSION_ABSOLUTE_MS);
  // Two second factors racing on one pending session: only the first completes it.
  if (!(await completeSession(db, session.sessionId, { tokenHash: hashToken(token), now, expiresAt })))
    throw unauthorized(STAFF_MESSAGES.staffSessionRequired);
  return { token, expiresAt };
}

export type StaffSessionRow = NonNullable<Awaited<ReturnType<typeof findSessionByHash>>>;

/**
 * The live session of `token`, or 401. `stage` says which kind is wanted: `pending` (the TOTP step)
 * or `complete` (every other staff route); a session of the other kind is refused.
 */
export async function liveSession(
  db: Db,
  token: string,
  stage: 'pending' | 'complete',
  now = new Date(),
): Promise<StaffSessionRow> {
  if (!token.startsWith(STAFF_TOKEN_PREFIX) || token.length > 200)
    throw unauthorized(STAFF_MESSAGES.staffSessionRequired);
  const session = await findSessionByHash(db, hashToken(token));
  if (!session || session.ended_at || session.disabled_at) throw unauthorized(STAFF_MESSAGES.staffSessionRequired);
  const expired =
    new Date(session.expires_at).getTime() <= now.getTime() ||
    (stage === 'complete' && new Date(session.last_seen_at).getTime() + STAFF_SESSION_IDLE_MS <= now.getTime());
  if (expired) throw unauthorized(STAFF_MESSAGES.sessionExpired);
  if (stage === 'complete' && !session.second_factor_at) throw unauthorized(STAFF_MESSAGES.secondFactorRequired);
  if (stage === 'pending' && session.second_factor_at) throw unauthorized(STAFF_MESSAGES.staffSessionRequired);
  return session;
}

/** The resolver the staff door (shared/staff-access.ts) asks: a complete session, kept alive by use. */
export function staffSessionResolver(db: Db) {
  return {
    async resolve(_request: FastifyRequest, token: string): Promise<StaffActor> {
      const now = new Date();
      const session = await liveSession(db, token, 'complete', now);
      await touchSession(db, session.sessionId, now);
      return {
        kind: 'staff',
        staffId: session.staffId,
        name: session.email,
        role: session.role,
        sessionId: session.sessionId,
      };
    },
  };
}
