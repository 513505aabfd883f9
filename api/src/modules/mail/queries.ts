/** Reads of the mail outbox, the table the embedded mailer (providers/mail) writes every message to. */
import type { Db } from '../../platform/db/index';
import type { MailMessage } from '../../providers/mail/index';

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
