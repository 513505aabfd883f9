import type { Db } from '../../platform/db/index';
import type { Mailer, MailMessage } from './mailer';

/**
 * The embedded default: messages land in `mail_outbox`, nothing leaves the machine. The mail
 * module shows them in development (GET /dev/outbox).
 */
export class OutboxMailer implements Mailer {
  readonly name = 'outbox';

  constructor(private readonly db: Db) {}

  async send(message: MailMessage): Promise<void> {
    await this.db.insertInto('mail_outbox').values(outboxRow(message)).execute();
  }
}

/** A message as a row of `mail_outbox` (written delivered unless the writer says otherwise). */
export function outboxRow(message: MailMessage) {
  return { to_address: message.to, subject: message.subject, text_body: message.text, html_body: message.html };
}
