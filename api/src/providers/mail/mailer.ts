/**
 * Mailer: the embedded default writes every message to the `mail_outbox` table (readable in
 * development at GET /dev/outbox); with SMTP_URL set, nodemailer sends it over SMTP.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}
