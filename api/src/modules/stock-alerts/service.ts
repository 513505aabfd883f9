/**
 * Back-in-stock alerts (issue 12): a visitor subscribes for an out-of-stock SKU; when the SKU is in
 * stock again, every waiting subscriber gets one e-mail with the product's link and an unsubscribe
 * link, and the subscription is used up. The dispatcher runs after a restock and on a timer in every
 * API process (it also catches stock changed by other paths); claims are atomic, so no alert is sent
 * twice, and a failed hand-over puts the alert back.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/index';
import type { Mailer } from '../../providers/mail/index';
import { newOpaqueToken } from '../../shared/opaque-token';
import { backInStockMail } from './mails';
import {
  cancelAlertsOfKey,
  claimDueAlerts,
  countDueAlerts,
  hasWaitingAlert,
  insertAlert,
  releaseAlert,
} from './queries';

/** The backlog the dispatcher sends next (the stock_alerts_due gauge). */
export function alertsDue(db: Db): Promise<number> {
  return countDueAlerts(db);
}

/** Records a back-in-stock alert; asking twice for the same product keeps one waiting alert. */
export async function subscribeToStockAlert(
  db: Db,
  alert: { email: string; productId: string; productName: string },
): Promise<void> {
  const email = alert.email.trim().toLowerCase();
  if (await hasWaitingAlert(db, email, alert.productId)) return;
  await insertAlert(db, { ...alert, email, unsubscribeKey: newOpaqueToken() });
}

export interface DispatchDeps {
  db: Db;
  mailer: Mailer;
  shopUrl: string;
  log?: FastifyBaseLogger;
}

/** Sends every due alert (in rounds of 100); answers how many were sent. */
export async function dispatchStockAlerts(deps: DispatchDeps): Promise<number> {
  let sent = 0;
  for (;;) {
    const due = await claimDueAlerts(deps.db, 100);
    for (const alert of due) {
      try {
        await deps.mailer.send(backInStockMail(alert, deps.shopUrl));
        sent += 1;
      } catch (error) {
        deps.log?.warn({ err: error, alert: alert.id }, 'back-in-stock e-mail not handed over; it waits again');
        await releaseAlert(deps.db, alert.id);
        return sent;
      }
    }
    if (due.length < 100) return sent;
  }
}

export const STOCK_ALERT_API_MESSAGES = {
  unsubscribed: 'You will get no more back-in-stock e-mails',
  unknownLink: 'This unsubscribe link is not valid',
} as const;

export async function unsubscribeFromStockAlerts(db: Db, key: string): Promise<boolean> {
  return (await cancelAlertsOfKey(db, key)) !== undefined;
}
