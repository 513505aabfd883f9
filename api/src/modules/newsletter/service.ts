/** Newsletter subscriptions, one row per (lower-cased) e-mail address. */
import { sql } from 'kysely';
import type { Db } from '../../db/index';

export interface SubscribeInput {
  email: string;
  firstName?: string;
  lastName?: string;
}

const key = (email: string) => email.trim().toLowerCase();

/** Subscribes (or re-subscribes) an address. The checkout calls this after an order, without captcha. */
export async function subscribeToNewsletter(
  db: Db,
  { email, firstName = '', lastName = '' }: SubscribeInput,
  source: 'form' | 'checkout' = 'form',
): Promise<void> {
  await db
    .insertInto('newsletter_subscriptions')
    .values({
      email: key(email),
      first_name: firstName,
      last_name: lastName,
      is_subscribed: true,
      source,
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

export async function unsubscribeFromNewsletter(db: Db, email: string): Promise<void> {
  await db
    .updateTable('newsletter_subscriptions')
    .set({ is_subscribed: false, unsubscribed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('email', '=', key(email))
    .execute();
}

export async function isSubscribed(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('newsletter_subscriptions')
    .select('is_subscribed')
    .where('email', '=', key(email))
    .executeTakeFirst();
  return row?.is_subscribed ?? false;
}
