/** Newsletter subscriptions, one per e-mail address (compared lower-cased, trimmed). */
import type { Db } from '../../platform/db/index';
import { findIsSubscribed, markUnsubscribed, upsertSubscription } from './queries';

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
  await upsertSubscription(db, { email: key(email), firstName, lastName, source });
}

export async function unsubscribeFromNewsletter(db: Db, email: string): Promise<void> {
  await markUnsubscribed(db, key(email));
}

export async function isSubscribed(db: Db, email: string): Promise<boolean> {
  return (await findIsSubscribed(db, key(email))) ?? false;
}
