/** The e-mail that tells a customer how the staff decided their Pro Deal application. */
import { type MailMessage, paragraphsHtml } from '../../providers/mail/index';

export function decisionMail(
  to: string,
  firstName: string,
  decision: 'Approved' | 'Rejected',
  reason: string | null,
  shopUrl: string,
): MailMessage {
  const programs = `${shopUrl.replace(/\/$/, '')}/profile/discount-programs`;
  const lines =
    decision === 'Approved'
      ? [
          `Hello ${firstName},`,
          'Your Pro Deal application is approved. Sign in and your cart shows Pro Deal prices.',
          programs,
        ]
      : [
          `Hello ${firstName},`,
          'We could not approve your Pro Deal application.',
          reason ? `Reason: ${reason}` : '',
          'You can apply again with other documents:',
          programs,
        ];
  const text = `${lines.filter(Boolean).join('\n\n')}\n\nHalvorsen Arms`;
  return {
    to,
    subject: decision === 'Approved' ? 'Your Pro Deal application is approved' : 'Your Pro Deal application',
    text,
    html: paragraphsHtml(lines.filter(Boolean)),
  };
}
