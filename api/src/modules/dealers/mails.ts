/** The e-mail that tells a dealer how the staff decided their application. */
import { type MailMessage, paragraphsHtml } from '../../providers/mail/index';

export function dealerDecisionMail(
  dealer: { email: string; firstName: string; company: string; inLocator: boolean },
  decision: 'Approved' | 'Rejected',
  reason: string | null,
  shopUrl: string,
): MailMessage {
  const base = shopUrl.replace(/\/$/, '');
  const lines =
    decision === 'Approved'
      ? [
          `Hello ${dealer.firstName},`,
          `${dealer.company} is approved as a Halvorsen dealer.`,
          dealer.inLocator
            ? 'Shoppers now find you in our dealer locator:'
            : 'You asked not to appear in the dealer locator; write to us if you change your mind.',
          dealer.inLocator ? `${base}/dealer-locator` : '',
        ]
      : [
          `Hello ${dealer.firstName},`,
          `We could not approve the dealer application of ${dealer.company}.`,
          reason ? `Reason: ${reason}` : '',
          'You can apply again with the missing details:',
          `${base}/dealer-registration`,
        ];
  const kept = lines.filter(Boolean);
  return {
    to: dealer.email,
    subject: decision === 'Approved' ? 'Your dealer application is approved' : 'Your dealer application',
    text: `${kept.join('\n\n')}\n\nHalvorsen Arms`,
    html: paragraphsHtml(kept),
  };
}
