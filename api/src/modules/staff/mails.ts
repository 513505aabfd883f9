/** The e-mail that invites a staffer to set their password (a one-time link, 72 hours). */
import { type MailMessage, paragraphsHtml } from '../../providers/mail/index';

export function invitationLink(shopUrl: string, token: string): string {
  return `${shopUrl.replace(/\/$/, '')}/staff/accept-invitation?token=${encodeURIComponent(token)}`;
}

export function invitationMail(to: string, role: string, link: string): MailMessage {
  const lines = [
    'Hello,',
    `You are invited to the Halvorsen Arms back office as ${role}. Set your password with this link (valid for 72 hours, once):`,
    link,
    'After the password you will add the back office to an authenticator app: every sign-in asks for its code.',
  ];
  return {
    to,
    subject: 'Your Halvorsen Arms staff account',
    text: `${lines.join('\n\n')}\n\nHalvorsen Arms`,
    html: paragraphsHtml(lines),
  };
}
