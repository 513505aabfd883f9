/** Newsletter subscriptions in the database: one row per (lower-cased) e-mail address. */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/index';

/** Subscribes (or re-subscribes) an address; names already known are kept when none are given. */
export async function upsertSubscription(
  db: Db,
  row: { email: string; firstName: string; lastName: string; source: 'form' | 'checkout' },
): Promise<void> {
  await db
    .insertInto('newsletter_subscriptions')
    .values({
      email: row.email,
      first_name: row.firstName,
      last_name: row.lastName,
      is_subscribed: true,
      source: row.source,
      subscribed_at: sql<Date>`now()`,
    })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet((eb) => ({
        // Keep names we already know when a form sends none (the footer signup sends empty names).
        first_name: sql<string>`coalesce(nullif(${eb.ref('excluded.first_name')}, ''), newsletter_subscriptions.first_name)`,
        last_name: sql<string>`coalesce(nullif(${eb.ref('excluded.last_name')}, ''), newsletter_subscriptions.last_name)`,
        is_subscribed: true,
        subscribed_at: sql<Date>`now()`,
        unsubscribed_at: null,
        updated_at: sql<Date>`now()`,
      })),
    )
    .execute();
}

export async function markUnsubscribed(db: Db, email: string): Promise<void> {
  await db
    .updateTable('newsletter_subscriptions')
    .set({ is_subscribed: false, unsubscribed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('email', '=', email)
    .execute();
}

export async function findIsSubscribed(db: Db, email: string): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('newsletter_subscriptions')
    .select('is_subscribed')
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.is_subscribed;
}
