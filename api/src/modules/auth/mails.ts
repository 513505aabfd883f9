/** The e-mails of the account flows: links point at the shop's pages (SHOP_URL). */
import { escapeHtml, type MailMessage } from '../../providers/mail/index';

function linkMail(to: string, subject: string, intro: string, url: string, outro: string): MailMessage {
  return {
    to,
    subject,
    text: `${intro}\n\n${url}\n\n${outro}\n\nHalvorsen Arms`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p><p>${escapeHtml(outro)}</p><p>Halvorsen Arms</p>`,
  };
}

export function verificationMail(to: string, shopUrl: string, token: string): MailMessage {
  const url = `${shopUrl.replace(/\/$/, '')}/verify-email?token=${encodeURIComponent(token)}`;
  return linkMail(
    to,
    'Verify your email address',
    'Welcome to Halvorsen Arms. Please confirm your email address:',
    url,
    'The link works once and expires in 24 hours.',
  );
}

export function resetPasswordMail(to: string, shopUrl: string, token: string): MailMessage {
  const url = `${shopUrl.replace(/\/$/, '')}/auth/reset-password?token=${encodeURIComponent(token)}`;
  return linkMail(
    to,
    'Reset your password',
    'Someone asked to reset the password of your Halvorsen Arms account. If it was you, choose a new one here:',
    url,
    'The link works once and expires in 1 hour. If you did not ask, ignore this e-mail.',
  );
}
