/**
 * The customer's e-mails of the order lifecycle (issue 29): a shipment left (with a tracking link per
 * carrier), the order was cancelled, money was refunded. Plain text and HTML, like the confirmation.
 */
import { trackingUrl } from 'shared-contracts/domain/carriers';
import { formatUSD } from 'shared-contracts/domain/format';
import { BRAND } from 'shared-contracts/domain/limits';
import { escapeHtml, type MailMessage } from '../../providers/mail/index';

interface MailOrder {
  id: number;
  email: string;
  name: string;
}

export interface ShippedParcel {
  carrier: string;
  trackingNumber: string;
  lines: Array<{ productName: string; quantity: number }>;
}

const orderUrl = (shopUrl: string, id: number) => `${shopUrl.replace(/\/$/, '')}/confirm/${id}`;

function wrap(title: string, body: string): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#151515;background:#f5f2ec;padding:24px">
<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:32px">
<h1 style="font-size:24px;text-transform:uppercase;letter-spacing:1px;margin:0 0 8px">${escapeHtml(title)}</h1>
${body}
<p style="font-size:12px;color:#555">Questions? <a href="mailto:${BRAND.supportEmail}">${BRAND.supportEmail}</a><br>${escapeHtml(BRAND.name)}, Bozeman, Montana</p>
</div></body></html>`;
}

export function shipmentMail(order: MailOrder, parcels: ShippedParcel[], shopUrl: string): MailMessage {
  const link = orderUrl(shopUrl, order.id);
  const text = [
    `Hello ${order.name || order.email},`,
    '',
    `Your ${BRAND.name} order ${order.id} is on its way.`,
    '',
    ...parcels.flatMap((parcel) => {
      const url = trackingUrl(parcel.carrier, parcel.trackingNumber);
      return [
        `${parcel.carrier} tracking number ${parcel.trackingNumber}${url ? `: ${url}` : ''}`,
        ...parcel.lines.map((line) => `  ${line.quantity} x ${line.productName}`),
        '',
      ];
    }),
    `Your order: ${link}`,
    `Questions? ${BRAND.supportEmail}`,
  ].join('\n');
  const html = wrap(
    'On its way',
    `<p>Your ${escapeHtml(BRAND.name)} order <strong>${order.id}</strong> has shipped.</p>${parcels
      .map((parcel) => {
        const url = trackingUrl(parcel.carrier, parcel.trackingNumber);
        const number = url
          ? `<a href="${escapeHtml(url)}" style="color:#c4471d">${escapeHtml(parcel.trackingNumber)}</a>`
          : escapeHtml(parcel.trackingNumber);
        return `<p>${escapeHtml(parcel.carrier)} tracking number ${number}<br>${parcel.lines
          .map((line) => `${line.quantity} x ${escapeHtml(line.productName)}`)
          .join('<br>')}</p>`;
      })
      .join('')}<p><a href="${escapeHtml(link)}" style="color:#c4471d">View your order</a></p>`,
  );
  return { to: order.email, subject: `${BRAND.name} order ${order.id} has shipped`, text, html };
}

export function cancellationMail(order: MailOrder, refundedCents: number, shopUrl: string): MailMessage {
  const money = formatUSD(refundedCents / 100);
  const lines = [
    `Hello ${order.name || order.email},`,
    '',
    `Your ${BRAND.name} order ${order.id} was cancelled.`,
    refundedCents > 0 ? `${money} goes back to your card; your bank shows it within a few days.` : '',
    '',
    `Your order: ${orderUrl(shopUrl, order.id)}`,
    `Questions? ${BRAND.supportEmail}`,
  ];
  return {
    to: order.email,
    subject: `${BRAND.name} order ${order.id} cancelled`,
    text: lines.join('\n'),
    html: wrap(
      'Order cancelled',
      `<p>Your order <strong>${order.id}</strong> was cancelled.</p>${
        refundedCents > 0 ? `<p>${escapeHtml(money)} goes back to your card.</p>` : ''
      }`,
    ),
  };
}

export function refundMail(
  order: MailOrder,
  refundedCents: number,
  lines: Array<{ productName: string; quantity: number }>,
  shopUrl: string,
): MailMessage {
  const money = formatUSD(refundedCents / 100);
  const text = [
    `Hello ${order.name || order.email},`,
    '',
    `We refunded ${money} on your ${BRAND.name} order ${order.id}.`,
    ...lines.map((line) => `  ${line.quantity} x ${line.productName}`),
    'Your bank shows it within a few days.',
    '',
    `Your order: ${orderUrl(shopUrl, order.id)}`,
    `Questions? ${BRAND.supportEmail}`,
  ].join('\n');
  return {
    to: order.email,
    subject: `${BRAND.name} order ${order.id}: ${money} refunded`,
    text,
    html: wrap(
      'Refund',
      `<p>We refunded <strong>${escapeHtml(money)}</strong> on your order <strong>${order.id}</strong>.</p>${
        lines.length ? `<p>${lines.map((l) => `${l.quantity} x ${escapeHtml(l.productName)}`).join('<br>')}</p>` : ''
      }`,
    ),
  };
}
