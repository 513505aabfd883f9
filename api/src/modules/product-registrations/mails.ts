/** The confirmation e-mail of a product registration. */
import { type MailMessage, paragraphsHtml } from '../../providers/mail/index';

export function registrationConfirmationMail(
  to: string,
  details: { firstName: string; productTitle: string; serialNumber: string; purchaseDate: string; dealerName: string },
  shopUrl: string,
): MailMessage {
  const lines = [
    `Hello ${details.firstName},`,
    `Your ${details.productTitle} is registered with Halvorsen Arms.`,
    `Serial number: ${details.serialNumber}`,
    `Purchased: ${details.purchaseDate} from ${details.dealerName}`,
    'Keep this e-mail with your receipt: warranty service starts from the registration.',
    `Warranty: ${shopUrl.replace(/\/$/, '')}/warranty`,
  ];
  return {
    to,
    subject: `Your ${details.productTitle} is registered`,
    text: `${lines.join('\n\n')}\n\nHalvorsen Arms`,
    html: paragraphsHtml(lines),
  };
}
