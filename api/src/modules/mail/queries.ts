import type { Db } from '../../db/index';
import type { MailMessage } from './mailer';

export async function insertOutboxMail(db: Db, message: MailMessage): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({ to_address: message.to, subject: message.subject, text_body: message.text, html_body: message.html })
    .execute();
}

export interface OutboxMail extends MailMessage {
  id: number;
  createdAt: string;
}

/** Newest first. */
export async function listOutboxMail(db: Db, { to, limit }: { to?: string; limit: number }): Promise<OutboxMail[]> {
  let query = db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(limit);
  if (to) query = query.where((eb) => eb(eb.fn('lower', ['to_address']), '=', to.toLowerCase()));
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
