/** Chooses the mailer: SMTP when SMTP_URL is set, else the outbox table. */
import type { Db } from '../../platform/db/index';
import type { Mailer } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

export const DEFAULT_MAIL_FROM = 'Halvorsen Arms <orders@halvorsenarms.com>';

export interface MailSettings {
  smtpUrl?: string;
  from: string;
  /** Where links in e-mails point (the shell). */
  shopUrl: string;
}

export function mailSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): MailSettings {
  return {
    smtpUrl: env.SMTP_URL || undefined,
    from: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    shopUrl: env.SHOP_URL || 'http://localhost:3000',
  };
}

export function createMailer(db: Db, settings: MailSettings): Mailer {
  return settings.smtpUrl ? new SmtpMailer(settings.smtpUrl, settings.from) : new OutboxMailer(db);
}
