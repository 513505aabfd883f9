/**
 * The customer lookup's reads (issue 29): accounts by e-mail or name, and for each its orders
 * (placed signed in, or as a guest with the same e-mail), saved addresses, newsletter and Pro Deal
 * state. Columns are named one by one: a password hash or a token is never selected.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/index';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const CUSTOMER_LOOKUP_LIMIT = 20;

export function findCustomers(db: Db, q: string) {
  const like = `%${escapeLike(q)}%`;
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'phone', 'created_at', 'email_verified_at', 'newsletter'])
    .where((eb) =>
      eb.or([
        eb('email', 'ilike', like),
        eb('first_name', 'ilike', like),
        eb('last_name', 'ilike', like),
        eb(sql<string>`first_name || ' ' || last_name`, 'ilike', like),
      ]),
    )
    .orderBy('email')
    .limit(CUSTOMER_LOOKUP_LIMIT)
    .execute();
}

export function ordersOf(db: Db, userIds: string[], emails: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orders')
    .select(['id', 'user_id', 'email', 'created_at', 'status', 'total_amount', 'refunded_amount'])
    .where((eb) =>
      eb.or([eb('user_id', 'in', userIds), eb.and([eb('user_id', 'is', null), eb('email', 'in', emails)])]),
    )
    .orderBy('id', 'desc')
    .execute();
}

export function addressesOf(db: Db, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('user_addresses')
    .select(['id', 'user_id', 'data', 'is_default_shipping', 'is_default_billing'])
    .where('user_id', 'in', userIds)
    .execute();
}

export function newsletterOf(db: Db, emails: string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('newsletter_subscriptions')
    .select(['email', 'is_subscribed', 'confirmed_at', 'subscribed_at', 'unsubscribed_at'])
    .where('email', 'in', emails)
    .execute();
}

export function proDealOf(db: Db, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('pro_deal_applications')
    .select(['id', 'user_id', 'status', 'reason', 'created_at', 'decided_at'])
    .where('user_id', 'in', userIds)
    .orderBy('created_at', 'desc')
    .execute();
}
