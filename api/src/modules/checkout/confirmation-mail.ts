/** The order confirmation e-mail (Halvorsen Arms), as plain text and HTML. */
import { formatDiscount, formatShipping, formatUSD } from 'shared-contracts/domain/format';
import { BRAND } from 'shared-contracts/domain/limits';
import { escapeHtml, type MailMessage } from '../../providers/mail/index';
import type { OrderToBeWritten } from '../orders/index';

/** What the confirmation shows: the order as written, or as it will be (decision 0055). */
type Order = OrderToBeWritten;

function addressLines(order: Order): { shipping: string[] | null; dealer: string[] | null } {
  const allFfl = order.items.length > 0 && order.items.every((item) => item.isFflItem);
  const anyFfl = order.items.some((item) => item.isFflItem);
  return {
    shipping: allFfl
      ? null
      : [
          order.shippingName,
          order.shippingAddress,
          `${order.shippingCity}, ${order.shippingState} ${order.shippingZipCode}`,
          order.shippingCountry,
        ],
    dealer: anyFfl
      ? [
          order.dealerName,
          order.dealerAddress,
          `${order.dealerCity}, ${order.dealerState} ${order.dealerZipCode}`,
          order.dealerPhone,
        ]
      : null,
  };
}

export function orderConfirmationMail(order: Order, shopUrl: string): MailMessage {
  const { shipping, dealer } = addressLines(order);
  const optionsText = (item: Order['items'][number]) =>
    item.options.length ? ` (${item.options.map((o) => `${o.label}: ${o.value}`).join(', ')})` : '';
  const totals: Array<[string, string]> = [
    ['Subtotal', formatUSD(order.subTotal)],
    ['Shipping', formatShipping(order.shippingCost)],
    ['Discount', formatDiscount(order.discountAmount)],
    ['Tax', formatUSD(order.taxAmount)],
    ['Total', formatUSD(order.totalAmount)],
  ];
  const confirmUrl = `${shopUrl.replace(/\/$/, '')}/confirm/${order.id}`;

  const text = [
    `Thank you for your order, ${order.shippingName || order.userEmail}.`,
    '',
    `Order number: ${order.id}`,
    '',
    ...order.items.map(
      (item) =>
        `${item.quantity} x ${item.productName}${optionsText(item)} at ${formatUSD(item.unitPrice)} = ${formatUSD(item.price)}`,
    ),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(shipping ? ['Shipping to:', ...shipping, ''] : []),
    ...(dealer ? ['FFL dealer (firearms ship here for transfer):', ...dealer, ''] : []),
    `View your order: ${confirmUrl}`,
    `Questions? ${BRAND.supportEmail}`,
    '',
    `${BRAND.name}, Bozeman, Montana`,
  ].join('\n');

  const block = (title: string, lines: string[]) =>
    `<h2 style="font-size:16px;text-transform:uppercase;margin:24px 0 8px">${escapeHtml(title)}</h2><p style="margin:0">${lines
      .map(escapeHtml)
      .join('<br>')}</p>`;
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#151515;background:#f5f2ec;padding:24px">
<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:32px">
<h1 style="font-size:24px;text-transform:uppercase;letter-spacing:1px;margin:0 0 8px">Thank you</h1>
<p>Your ${escapeHtml(BRAND.name)} order <strong>${order.id}</strong> is confirmed.</p>
<table style="width:100%;border-collapse:collapse" role="presentation">
${order.items
  .map(
    (item) =>
      `<tr><td style="padding:8px 0;border-bottom:1px solid #ddd">${escapeHtml(item.productName)}${escapeHtml(optionsText(item))}<br><small>${item.quantity} x ${escapeHtml(formatUSD(item.unitPrice))}</small></td><td style="padding:8px 0;border-bottom:1px solid #ddd;text-align:right">${escapeHtml(formatUSD(item.price))}</td></tr>`,
  )
  .join('\n')}
${totals
  .map(
    ([label, value]) =>
      `<tr><td style="padding:4px 0">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:right">${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>
${shipping ? block('Shipping to', shipping) : ''}
${dealer ? block('FFL dealer', dealer) : ''}
<p style="margin-top:24px"><a href="${escapeHtml(confirmUrl)}" style="color:#c4471d">View your order</a></p>
<p style="font-size:12px;color:#555">Questions? <a href="mailto:${BRAND.supportEmail}">${BRAND.supportEmail}</a><br>${escapeHtml(BRAND.name)}, Bozeman, Montana</p>
</div></body></html>`;

  return { to: order.userEmail, subject: `${BRAND.name} order ${order.id} confirmed`, text, html };
}
