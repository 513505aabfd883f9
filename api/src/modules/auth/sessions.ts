/**
 * Sessions of signed-in customers: a short-lived access JWT plus an opaque refresh token. Refresh
 * tokens live in families (one per sign-in); every use rotates the token. Presenting a rotated
 * token again means it was copied: the whole family is revoked, except within a short grace window
 * in which a second tab that raced the first receives the same successor (sealed under the old
 * token, see secrets.ts). docs/decisions/0010 explains the design.
 */
import { randomUUID } from 'node:crypto';
import type { TokenSet } from 'shared-contracts/api/auth';
import type { Db } from '../../platform/db/index';
import { unauthorized } from '../../platform/http-errors';
import { INVALID_TOKEN_MESSAGE, SESSION_EXPIRED_MESSAGE } from './guards';
import {
  findAccountById,
  insertRefreshToken,
  lockRefreshToken,
  markRotated,
  revokeFamily,
  revokeUserFamilies,
} from './queries';
import { hashToken, newOpaqueToken, openWith, sealWith } from './secrets';
import type { TokenService } from './tokens';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** How long a just-rotated token still yields its successor (two tabs refreshing together). */
export const REFRESH_GRACE_MS = 10_000;

async function accessFor(tokens: TokenService, user: { id: string; email: string }, familyId: string, refresh: string) {
  const access = await tokens.issueAccessToken({ userId: user.id, email: user.email, sessionId: familyId });
  return { ...access, refreshToken: refresh } satisfies TokenSet;
}

async function storeRefresh(db: Db, userId: string, familyId: string): Promise<string> {
  const token = newOpaqueToken();
  await insertRefreshToken(db, {
    tokenHash: hashToken(token),
    familyId,
    userId,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  return token;
}

/** A new session (family) for a user who just proved who they are. */
export async function startSession(
  db: Db,
  tokens: TokenService,
  user: { id: string; email: string },
): Promise<TokenSet> {
  const familyId = randomUUID();
  const refresh = await storeRefresh(db, user.id, familyId);
  return accessFor(tokens, user, familyId, refresh);
}

/** Exchanges a refresh token for a new token set (rotation); 401 for anything not valid. */
export async function refreshSession(db: Db, tokens: TokenService, presented: string): Promise<TokenSet> {
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await lockRefreshToken(trx, hashToken(presented));
    if (!row || row.revokedAt) return { ok: false as const, message: INVALID_TOKEN_MESSAGE };
    if (row.expiresAt.getTime() <= Date.now()) return { ok: false as const, message: SESSION_EXPIRED_MESSAGE };
    const user = await findAccountById(trx, row.userId);
    if (!user) return { ok: false as const, message: INVALID_TOKEN_MESSAGE };
    if (row.rotatedAt) {
      const withinGrace = Date.now() - row.rotatedAt.getTime() <= REFRESH_GRACE_MS;
      const successor = withinGrace && row.successorSealed ? openWith(presented, row.successorSealed) : null;
      if (successor) {
        const next = await lockRefreshToken(trx, hashToken(successor));
        if (next && !next.revokedAt) return { ok: true as const, user, familyId: row.familyId, refresh: successor };
      }
      // Reuse of a rotated token: someone else holds a copy. End the whole family.
      await revokeFamily(trx, row.familyId);
      return { ok: false as const, message: INVALID_TOKEN_MESSAGE, revoked: true };
    }
    const refresh = await storeRefresh(trx, row.userId, row.familyId);
    await markRotated(trx, row.id, sealWith(presented, refresh));
    return { ok: true as const, user, familyId: row.familyId, refresh };
  });
  if (!outcome.ok) throw unauthorized(outcome.message);
  return accessFor(tokens, outcome.user, outcome.familyId, outcome.refresh);
}

export async function endSession(db: Db, familyId: string): Promise<void> {
  await revokeFamily(db, familyId);
}

/** Ends every session of the user, except the family given (the caller's own, on change-password). */
export async function endOtherSessions(db: Db, userId: string, keepFamilyId?: string): Promise<void> {
  await revokeUserFamilies(db, userId, keepFamilyId);
}
