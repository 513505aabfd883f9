/** How the customer lookup words and colours a customer's states (order, newsletter, Pro Deal). */

import { formatDate } from '../../shared/ui/format';
import type { BadgeTone } from '../../shared/ui/StatusBadge';
import type { CustomerNewsletter, CustomerProDeal } from './customers-api';

const ORDER_TONES: Record<string, BadgeTone> = {
  Paid: 'neutral',
  'Awaiting ATF approval': 'waiting',
  'Awaiting FFL': 'waiting',
  'Ready to ship': 'neutral',
  'Partially shipped': 'waiting',
  Shipped: 'good',
  Cancelled: 'bad',
  Refunded: 'bad',
  'Partially refunded': 'waiting',
};

export const orderTone = (status: string): BadgeTone => ORDER_TONES[status] ?? 'neutral';

export function newsletterText(newsletter: CustomerNewsletter): string {
  if (newsletter.subscribed) {
    return newsletter.confirmedAt
      ? `Subscribed, confirmed ${formatDate(newsletter.confirmedAt)}`
      : 'Subscribed, not confirmed yet';
  }
  if (newsletter.unsubscribedAt) return `Unsubscribed ${formatDate(newsletter.unsubscribedAt)}`;
  return newsletter.chosenAtRegistration ? 'Chose it at registration, not subscribed' : 'Not subscribed';
}

export function proDealState(proDeal: CustomerProDeal): { label: string; tone: BadgeTone; detail: string } {
  const applied = proDeal.appliedAt ? `applied ${formatDate(proDeal.appliedAt)}` : '';
  const decided = proDeal.decidedAt ? `, decided ${formatDate(proDeal.decidedAt)}` : '';
  const reason = proDeal.reason ? ` (${proDeal.reason})` : '';
  switch (proDeal.status) {
    case 'none':
      return { label: 'Not applied', tone: 'neutral', detail: '' };
    case 'Pending':
      return { label: 'Pending', tone: 'waiting', detail: applied };
    case 'Approved':
      return { label: 'Approved', tone: 'good', detail: `${applied}${decided}` };
    case 'Rejected':
      return { label: 'Rejected', tone: 'bad', detail: `${applied}${decided}${reason}` };
    default:
      return { label: proDeal.status, tone: 'neutral', detail: applied };
  }
}
