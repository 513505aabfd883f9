/** The e-mail that brings an image request of the media library to staff. */
import { escapeHtml, type MailMessage } from '../../providers/mail/index';

export function imageRequestMail(
  staff: string,
  id: string,
  request: { firstName: string; lastName: string; email: string; lookingFor: string },
): MailMessage {
  const who = `${request.firstName} ${request.lastName} <${request.email}>`;
  return {
    to: staff,
    subject: `Image request from ${request.firstName} ${request.lastName}`,
    text: `Image request ${id}\n\nFrom: ${who}\n\nLooking for:\n${request.lookingFor}\n\nReply to the sender to send the images.`,
    html:
      `<p>Image request ${escapeHtml(id)}</p><p>From: ${escapeHtml(who)}</p>` +
      `<p>Looking for:</p><blockquote>${escapeHtml(request.lookingFor).replace(/\n/g, '<br>')}</blockquote>` +
      '<p>Reply to the sender to send the images.</p>',
  };
}
