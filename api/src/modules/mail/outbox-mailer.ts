import type { Db } from '../../db/index';
import type { Mailer, MailMessage } from './mailer';
import { insertOutboxMail } from './queries';

/** The embedded default: messages land in `mail_outbox`, nothing leaves the machine. */
export class OutboxMailer implements Mailer {
  readonly name = 'outbox';

  constructor(private readonly db: Db) {}

  async send(message: MailMessage): Promise<void> {
    await insertOutboxMail(this.db, message);
  }
}
