/**
 * Mail leaves through the outbox (decision 0043). A row of `mail_outbox` is a message; with the
 * embedded mailer the row is its delivery, with a mail server (SMTP) the delivery runs after the
 * row's transaction commits, and is tried again until it is accepted.
 *
 * - `sent_at`: when the message was delivered (for the embedded mailer: when it was kept). A row
 *   written without it is delivered at once, as every row was before; rows written before this
 *   migration count as delivered when they were made.
 * - `next_attempt_at`: set while the message waits for its mail server; null once it was sent, or
 *   once its attempts ran out (then `last_error` says why).
 * - `attempts`: how many times a worker has taken it to send.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table mail_outbox
      add column sent_at timestamptz default now(),
      add column next_attempt_at timestamptz,
      add column attempts integer not null default 0,
      add column last_error text`.execute(db);
  await sql`update mail_outbox set sent_at = created_at`.execute(db);
  await sql`create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where sent_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index mail_outbox_due_idx`.execute(db);
  await sql`
    alter table mail_outbox
      drop column sent_at, drop column next_attempt_at, drop column attempts, drop column last_error`.execute(db);
}
