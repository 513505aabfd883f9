export { escapeHtml, paragraphsHtml } from './html';
export type { Mailer, MailMessage } from './mailer';
export { OutboxMailer, outboxRow } from './outbox-mailer';
export { createMailer, DEFAULT_MAIL_FROM, type MailSettings, mailSettingsFromEnv } from './settings';
export { SmtpMailer } from './smtp-mailer';
