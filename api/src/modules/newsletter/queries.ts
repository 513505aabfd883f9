/** Newsletter subscriptions and their confirmation links (one row per lower-cased e-mail). */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/index';

/**
 * Records the wish to subscribe. A confirmed, active subscription stays as it is; any other row
 * waits for confirmation (inactive until the link is followed). Names already known are kept when
 * none are given (the footer signup sends none). Answers the address's unsubscribe key.
 */
export async function upsertPendingSubscription(
  db: Db,
  row: { email: string; firstName: string; lastName: string; source: 'form' | 'checkout' | 'registration' },
): Promise<{ unsubscribeKey: string; active: boolean }> {
  const saved = await db
    .insertInto('newsletter_subscriptions')
    .values({
      email: row.email,
      first_name: row.firstName,
      last_name: row.lastName,
      is_subscribed: false,
      source: row.source,
    })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet((eb) => ({
        first_name: sql<string>`coalesce(nullif(${eb.ref('excluded.first_name')}, ''), newsletter_subscriptions.first_name)`,
        last_name: sql<string>`coalesce(nullif(${eb.ref('excluded.last_name')}, ''), newsletter_subscriptions.last_name)`,
        updated_at: sql<Date>`now()`,
      })),
    )
    .returning(['unsubscribe_key', 'is_subscribed'])
    .executeTakeFirstOrThrow();
  return { unsubscribeKey: saved.unsubscribe_key, active: saved.is_subscribed };
}

export async function insertConfirmation(db: Db, email: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await db
    .insertInto('newsletter_confirmations')
    .values({ token_hash: tokenHash, email, expires_at: expiresAt })
    .execute();
}

/** Uses a confirmation link once: answers its e-mail, or undefined when unknown, used or expired. */
export async function consumeConfirmation(db: Db, tokenHash: string): Promise<string | undefined> {
  const row = await db
    .updateTable('newsletter_confirmations')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('email')
    .executeTakeFirst();
  return row?.email;
}

export async function markConfirmed(db: Db, email: string): Promise<void> {
  await db
    .updateTable('newsletter_subscriptions')
    .set({
      is_subscribed: true,
      confirmed_at: sql<Date>`now()`,
      subscribed_at: sql<Date>`now()`,
      unsubscribed_at: null,
      updated_at: sql<Date>`now()`,
    })
    .where('email', '=', email)
    .execute();
}

export async function markUnsubscribed(
  db: Db,
  where: { email: string } | { unsubscribeKey: string },
): Promise<boolean> {
  const query = db
    .updateTable('newsletter_subscriptions')
    .set({ is_subscribed: false, unsubscribed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` });
  const result = await ('email' in where
    ? query.where('email', '=', where.email)
    : query.where('unsubscribe_key', '=', where.unsubscribeKey)
  )
    .returning('email')
    .executeTakeFirst();
  return result !== undefined;
}

export async function findSubscription(
  db: Db,
  email: string,
): Promise<{ isSubscribed: boolean; pending: boolean } | undefined> {
  const row = await db
    .selectFrom('newsletter_subscriptions')
    .select(['is_subscribed', 'confirmed_at'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!row) return undefined;
  return { isSubscribed: row.is_subscribed, pending: !row.is_subscribed && row.confirmed_at === null };
}
