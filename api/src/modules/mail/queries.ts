/**
 * Every database access of the mail outbox: the table every message is written to (decision 0043).
 * With the embedded mailer the row is the delivery; with a mail server the row waits for it
 * (delivery.ts).
 */
import { type QueryCreator, sql } from 'kysely';
import type { Database, Db } from '../../platform/db/index';
import { type MailMessage, outboxRow } from '../../providers/mail/index';

export interface OutboxMail extends MailMessage {
  id: number;
  createdAt: string;
}

/** Newest first. */
export async function listOutboxMail(db: Db, { to, limit }: { to?: string; limit: number }): Promise<OutboxMail[]> {
  let query = db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit);
  if (to) query = query.where((eb) => eb(eb.fn('lower', ['to_address']), '=', to.toLowerCase()));
  const rows = await query.execute();
  return rows.map((row) => ({ ...messageOf(row), id: row.id, createdAt: new Date(row.created_at).toISOString() }));
}

/** A row's message, in the mailer's terms. */
function messageOf(row: { to_address: string; subject: string; text_body: string; html_body: string }): MailMessage {
  return { to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body };
}

/**
 * The insert of one message, not yet run, so a caller can write it in its own statement and
 * transaction (the order's confirmation, with the order). `waitsForServer`: a mail server delivers
 * it after the commit; otherwise the row is its delivery (the embedded outbox).
 */
export function queueMailInsert(q: QueryCreator<Database>, message: MailMessage, waitsForServer: boolean) {
  return q.insertInto('mail_outbox').values({
    ...outboxRow(message),
    ...(waitsForServer ? { sent_at: null, next_attempt_at: sql<Date>`now()` } : {}),
  });
}

export interface DueMail extends MailMessage {
  id: number;
  attempts: number;
}

/**
 * Takes up to `limit` messages whose time to be sent has come, oldest due first, for `leaseSeconds`:
 * each is counted as one more attempt and not due again until the lease ends, so another worker
 * skips it, and a worker that dies while sending leaves it to be sent again after the lease.
 */
export async function takeDueMail(db: Db, limit: number, leaseSeconds: number): Promise<DueMail[]> {
  const rows = await db
    .updateTable('mail_outbox')
    .set({
      attempts: sql`attempts + 1`,
      next_attempt_at: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', sql<Date>`now()`)
        .orderBy('next_attempt_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'to_address', 'subject', 'text_body', 'html_body', 'attempts'])
    .execute();
  return rows.map((row) => ({ ...messageOf(row), id: row.id, attempts: row.attempts }));
}

export async function markMailSent(db: Db, id: number): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: sql`now()`, next_attempt_at: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: tried again in `retryInSeconds`, or never (null) once its attempts ran out. */
export async function markMailFailed(db: Db, id: number, error: string, retryInSeconds: number | null): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      last_error: error.slice(0, 1000),
      next_attempt_at: retryInSeconds === null ? null : sql`now() + make_interval(secs => ${retryInSeconds})`,
    })
    .where('id', '=', id)
    .execute();
}
