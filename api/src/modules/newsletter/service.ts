/**
 * Newsletter with double opt-in (issue 10): subscribing sends a confirmation e-mail and the
 * subscription is active only after its link; the status and unsubscribe-by-address answer only
 * for the signed-in customer's own address; every newsletter e-mail can unsubscribe by its key.
 * Addresses are compared trimmed and lower-cased.
 */
import type { Db } from '../../platform/db/index';
import type { Mailer } from '../../providers/mail/index';
import { hashToken, newOpaqueToken } from '../../shared/opaque-token';
import { confirmationMail } from './mails';
import {
  consumeConfirmation,
  findSubscription,
  insertConfirmation,
  markConfirmed,
  markUnsubscribed,
  upsertPendingSubscription,
} from './queries';

export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface SubscribeInput {
  email: string;
  firstName?: string;
  lastName?: string;
}

export interface NewsletterDeps {
  db: Db;
  mailer: Mailer;
  shopUrl: string;
}

const key = (email: string) => email.trim().toLowerCase();

/**
 * Asks the address to confirm (a new link each time), unless it is subscribed already: then
 * nothing is sent. The caller answers the same either way, so nobody learns who is subscribed.
 */
export async function subscribeToNewsletter(
  deps: NewsletterDeps,
  { email, firstName = '', lastName = '' }: SubscribeInput,
  source: 'form' | 'checkout' = 'form',
): Promise<void> {
  const address = key(email);
  const { unsubscribeKey, active } = await upsertPendingSubscription(deps.db, {
    email: address,
    firstName,
    lastName,
    source,
  });
  if (active) return;
  const token = newOpaqueToken();
  await insertConfirmation(deps.db, address, hashToken(token), new Date(Date.now() + CONFIRMATION_TTL_MS));
  await deps.mailer.send(confirmationMail(address, deps.shopUrl, token, unsubscribeKey));
}

/**
 * Registration with the newsletter box ticked: the subscription waits for the registration's own
 * e-mail verification (one e-mail, not two), then `confirmVerifiedAddress` makes it active.
 */
export async function recordRegistrationWish(db: Db, input: SubscribeInput): Promise<void> {
  await upsertPendingSubscription(db, {
    email: key(input.email),
    firstName: input.firstName ?? '',
    lastName: input.lastName ?? '',
    source: 'registration',
  });
}

/** The address proved it reads its mail (registration verified): a waiting subscription starts. */
export async function confirmVerifiedAddress(db: Db, email: string): Promise<void> {
  const subscription = await findSubscription(db, key(email));
  if (subscription?.pending) await markConfirmed(db, key(email));
}

/** GET /Newsletter/verify/{token}: true when the link was valid (it works once). */
export async function confirmSubscription(db: Db, token: string): Promise<boolean> {
  const email = await consumeConfirmation(db, hashToken(token));
  if (!email) return false;
  await markConfirmed(db, email);
  return true;
}

export async function unsubscribeAddress(db: Db, email: string): Promise<void> {
  await markUnsubscribed(db, { email: key(email) });
}

/** With the key of an e-mail's unsubscribe link: false when no subscription has that key. */
export async function unsubscribeByKey(db: Db, unsubscribeKey: string): Promise<boolean> {
  return markUnsubscribed(db, { unsubscribeKey });
}

export async function newsletterStatus(db: Db, email: string): Promise<{ isSubscribed: boolean; pending: boolean }> {
  return (await findSubscription(db, key(email))) ?? { isSubscribed: false, pending: false };
}

export async function isSubscribed(db: Db, email: string): Promise<boolean> {
  return (await newsletterStatus(db, email)).isSubscribed;
}
