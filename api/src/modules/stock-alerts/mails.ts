/** The back-in-stock e-mail: the product's link, and a link to stop such e-mails. */
import { escapeHtml, type MailMessage } from '../../providers/mail/index';
import type { DueAlert } from './queries';

export function stockAlertUnsubscribeUrl(shopUrl: string, key: string): string {
  return `${shopUrl.replace(/\/$/, '')}/stock-alerts/unsubscribe?token=${encodeURIComponent(key)}`;
}

export function backInStockMail(alert: DueAlert, shopUrl: string): MailMessage {
  const base = shopUrl.replace(/\/$/, '');
  const product = alert.product_slug ? `${base}/product/${encodeURIComponent(alert.product_slug)}` : base;
  const leave = alert.unsubscribe_key ? stockAlertUnsubscribeUrl(base, alert.unsubscribe_key) : null;
  const intro = `Good news: ${alert.product_name} is back in stock.`;
  const outro = 'Stock is limited and this is the only e-mail we send for this request.';
  return {
    to: alert.email,
    subject: `${alert.product_name} is back in stock`,
    text: [intro, product, outro, 'Halvorsen Arms', leave ? `No more back-in-stock e-mails: ${leave}` : '']
      .filter(Boolean)
      .join('\n\n'),
    html:
      `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(product)}">Shop ${escapeHtml(alert.product_name)}</a></p>` +
      `<p>${escapeHtml(outro)}</p><p>Halvorsen Arms</p>` +
      (leave
        ? `<p style="font-size:12px;color:#5d6167"><a href="${escapeHtml(leave)}">No more back-in-stock e-mails</a></p>`
        : ''),
  };
}
