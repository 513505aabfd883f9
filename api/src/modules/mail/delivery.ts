/**
 * Delivery of the outbox's waiting messages through the mail server (decision 0043). With the
 * embedded mailer there is nothing to deliver: a row is its delivery. With SMTP, every API worker
 * runs this: after an order commits (`deliverMailSoon`) and every half minute, it takes the due
 * messages (another worker skips them), sends each, and marks it sent; a failed send is tried again
 * later, waiting longer each time, until its attempts run out. A message is sent at least once: a
 * worker that dies after the server accepted it and before marking it sends it again.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/index';
import type { Mailer } from '../../providers/mail/index';
import { scheduleBackgroundJobs } from '../../shared/background-jobs';
import { markMailFailed, markMailSent, takeDueMail } from './queries';

export const MAIL_DELIVERY = {
  /** Messages a worker takes at a time. */
  batch: 20,
  /** How long a taken message is left to its worker before another may take it again. */
  leaseSeconds: 300,
  /** Then it is given up and logged as an error; `last_error` keeps the server's answer. */
  maxAttempts: 8,
  everyMs: 30_000,
} as const;

/** One minute after the first failure, doubling, at most an hour: eight attempts span about four hours. */
export const retryInSeconds = (attempts: number) => Math.min(3600, 60 * 2 ** (attempts - 1));

/** Sends every message that is due now; answers how many were sent and how many failed. */
export async function deliverDueMail(
  db: Db,
  mailer: Mailer,
  log: FastifyBaseLogger,
): Promise<{ sent: number; failed: number }> {
  const counts = { sent: 0, failed: 0 };
  for (;;) {
    const due = await takeDueMail(db, MAIL_DELIVERY.batch, MAIL_DELIVERY.leaseSeconds);
    for (const { id, attempts, ...message } of due) {
      try {
        await mailer.send(message);
        await markMailSent(db, id);
        counts.sent += 1;
      } catch (error) {
        counts.failed += 1;
        const reason = error instanceof Error ? error.message : String(error);
        const givenUp = attempts >= MAIL_DELIVERY.maxAttempts;
        await markMailFailed(db, id, reason, givenUp ? null : retryInSeconds(attempts));
        if (givenUp) log.error({ mailId: id, attempts, reason }, 'mail given up: its server refused every attempt');
        else log.warn({ mailId: id, attempts, reason }, 'mail not sent; it is tried again');
      }
    }
    if (due.length < MAIL_DELIVERY.batch) return counts;
  }
}

/** Whether `mailer` delivers after a commit (a mail server) or the outbox row is the delivery. */
export const waitsForServer = (mailer: Mailer) => mailer.name !== 'outbox';

const deliveries = new WeakMap<Mailer, () => void>();

/** Starts the delivery for `app`'s mailer, unless it is the embedded outbox. */
export function scheduleMailDelivery(app: FastifyInstance): void {
  const { mailer } = app.providers;
  if (!waitsForServer(mailer)) return;
  const { runSoon } = scheduleBackgroundJobs(app, 'mail', [
    {
      what: 'delivery',
      work: () => deliverDueMail(app.db, mailer, app.log),
      everyMs: MAIL_DELIVERY.everyMs,
      firstAfterMs: 1000,
    },
  ]);
  deliveries.set(mailer, () => runSoon('delivery'));
}

/** Asks the delivery to run now (after a commit that queued mail); nothing with the embedded outbox. */
export function deliverMailSoon(mailer: Mailer): void {
  deliveries.get(mailer)?.();
}
