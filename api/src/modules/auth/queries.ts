/** All database access of auth: guest sessions, customer accounts, refresh families, e-mail tokens. */
import { sql } from 'kysely';
import { compiledOnce } from '../../platform/db/compiled-once';
import type { Db } from '../../platform/db/index';
import type { EmailTokenPurpose } from '../../platform/db/tables/identity';
import { hitsOf, type RateLimitWindow, rateLimitUpsert } from '../../platform/rate-limit';

const insertGuest = compiledOnce((db: Db, v: RateLimitWindow & { id: string; limit: number }) =>
  db
    .with('hit', () => rateLimitUpsert(db, v))
    .with('guest', (q) =>
      q
        .insertInto('guests')
        .columns(['id'])
        .expression(q.selectFrom('hit').select(sql<string>`${v.id}::text`.as('id')).where('hit.hits', '<=', v.limit))
        .returning('id'),
    )
    .selectFrom('hit')
    .select('hit.hits'),
);

/**
 * Counts the client's hit in its rate limit's `window` (platform/rate-limit.ts) and, when it is within
 * `limit`, inserts guest `id`, in one statement compiled once (decision 0044); answers the hits counted.
 */
export async function insertGuestWithinLimit(
  db: Db,
  id: string,
  window: RateLimitWindow,
  limit: number,
): Promise<number> {
  const { rows } = await insertGuest(db, { ...window, id, limit });
  return hitsOf(rows);
}

export async function guestRowExists(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('guests').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

// ---- customer accounts ---------------------------------------------------------------------------

export interface AccountRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  passwordHash: string | null;
  emailVerifiedAt: Date | null;
  newsletter: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const accountColumns = [
  'id',
  'email',
  'first_name as firstName',
  'last_name as lastName',
  'phone',
  'password_hash as passwordHash',
  'email_verified_at as emailVerifiedAt',
  'newsletter',
] as const;

/** `email` must already be normalised (trimmed, lower-case); the unique index is on lower(email). */
export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  return db.selectFrom('users').select(accountColumns).where(sql<string>`lower(email)`, '=', email).executeTakeFirst();
}

export async function findAccountById(db: Db, id: string): Promise<AccountRow | undefined> {
  if (!UUID.test(id)) return undefined;
  return db.selectFrom('users').select(accountColumns).where('id', '=', id).executeTakeFirst();
}

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  newsletter: boolean;
}

/** The new user's id, or null when the e-mail is taken (unique index, so races are safe). */
export async function insertAccount(db: Db, account: NewAccount): Promise<string | null> {
  const row = await db
    .insertInto('users')
    .values({
      email: account.email,
      first_name: account.firstName,
      last_name: account.lastName,
      password_hash: account.passwordHash,
      newsletter: account.newsletter,
    })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

export async function markEmailVerified(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: sql`coalesce(email_verified_at, now())` })
    .where('id', '=', userId)
    .execute();
}

// ---- refresh tokens ------------------------------------------------------------------------------

export interface RefreshRow {
  id: string;
  familyId: string;
  userId: string;
  expiresAt: Date;
  rotatedAt: Date | null;
  successorSealed: string | null;
  revokedAt: Date | null;
}

export async function insertRefreshToken(
  db: Db,
  row: { tokenHash: string; familyId: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({ token_hash: row.tokenHash, family_id: row.familyId, user_id: row.userId, expires_at: row.expiresAt })
    .execute();
}

/** The row of a refresh token, locked until the transaction ends (two tabs rotate one at a time). */
export async function lockRefreshToken(db: Db, tokenHash: string): Promise<RefreshRow | undefined> {
  return db
    .selectFrom('refresh_tokens')
    .select([
      'id',
      'family_id as familyId',
      'user_id as userId',
      'expires_at as expiresAt',
      'rotated_at as rotatedAt',
      'successor_sealed as successorSealed',
      'revoked_at as revokedAt',
    ])
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

export async function markRotated(db: Db, id: string, successorSealed: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: sql`now()`, successor_sealed: successorSealed })
    .where('id', '=', id)
    .execute();
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql`now()`, successor_sealed: null })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a user except `keepFamilyId` (the one making the change), if given. */
export async function revokeUserFamilies(db: Db, userId: string, keepFamilyId?: string): Promise<void> {
  let query = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql`now()`, successor_sealed: null })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepFamilyId) query = query.where('family_id', '!=', keepFamilyId);
  await query.execute();
}

/** A family is live while it has a token that is neither revoked nor expired. */
/**
 * One read for every bearer request: the account still exists and, when the token names its
 * session, that session has not been ended (logout, password change or reset).
 */
export async function bearerIsCurrent(db: Db, userId: string, familyId: string | undefined): Promise<boolean> {
  if (!UUID.test(userId) || (familyId !== undefined && !UUID.test(familyId))) return false;
  let query = db.selectFrom('users').select('users.id').where('users.id', '=', userId);
  if (familyId !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('refresh_tokens')
          .select('refresh_tokens.id')
          .where('refresh_tokens.family_id', '=', familyId)
          .where('refresh_tokens.user_id', '=', userId)
          .where('refresh_tokens.revoked_at', 'is', null)
          .where('refresh_tokens.expires_at', '>', sql<Date>`now()`),
      ),
    );
  }
  return (await query.executeTakeFirst()) !== undefined;
}

export async function familyIsLive(db: Db, familyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}

// ---- single-use e-mail tokens (verification, password reset) -----------------------------------

export async function insertEmailToken(
  db: Db,
  row: { tokenHash: string; userId: string; purpose: EmailTokenPurpose; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('email_tokens')
    .values({ token_hash: row.tokenHash, user_id: row.userId, purpose: row.purpose, expires_at: row.expiresAt })
    .execute();
}

/** Marks the token used and answers its user, only if it was unused, unexpired and of this purpose. */
export async function consumeEmailToken(db: Db, tokenHash: string, purpose: EmailTokenPurpose): Promise<string | null> {
  const row = await db
    .updateTable('email_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Older unused tokens of the same purpose stop working when a new one is sent. */
export async function retireEmailTokens(db: Db, userId: string, purpose: EmailTokenPurpose): Promise<void> {
  await db
    .updateTable('email_tokens')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
