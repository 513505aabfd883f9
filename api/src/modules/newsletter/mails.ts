/** The newsletter's e-mails: every one carries the address's unsubscribe link. */
import { escapeHtml, type MailMessage } from '../../providers/mail/index';

export function unsubscribeUrl(shopUrl: string, unsubscribeKey: string): string {
  return `${shopUrl.replace(/\/$/, '')}/Newsletter/unsubscribe/${encodeURIComponent(unsubscribeKey)}`;
}

export function confirmationMail(to: string, shopUrl: string, token: string, unsubscribeKey: string): MailMessage {
  const confirm = `${shopUrl.replace(/\/$/, '')}/Newsletter/verify/${encodeURIComponent(token)}`;
  const leave = unsubscribeUrl(shopUrl, unsubscribeKey);
  const intro = 'Please confirm that you want the Halvorsen Arms newsletter at this address:';
  const outro = 'The link works once and expires in 7 days. If you did not ask for it, ignore this e-mail.';
  return {
    to,
    subject: 'Confirm your newsletter subscription',
    text: `${intro}\n\n${confirm}\n\n${outro}\n\nHalvorsen Arms\n\nUnsubscribe: ${leave}`,
    html:
      `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(confirm)}">Confirm my subscription</a></p>` +
      `<p>${escapeHtml(outro)}</p><p>Halvorsen Arms</p>` +
      `<p style="font-size:12px;color:#5d6167"><a href="${escapeHtml(leave)}">Unsubscribe</a></p>`,
  };
}
