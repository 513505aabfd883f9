/**
 * An order's state as the back office shows it: the badge's tone (waiting for what staff still have
 * to do, good once shipped, bad when cancelled or refunded in full) and who an event's actor was.
 */
import type { OrderStatus } from 'shared-contracts/domain/order-states';
import type { BadgeTone } from '../../shared/ui/StatusBadge';

const TONES: Record<OrderStatus, BadgeTone> = {
  Paid: 'waiting',
  'Awaiting ATF approval': 'waiting',
  'Awaiting FFL': 'waiting',
  'Ready to ship': 'waiting',
  'Partially shipped': 'waiting',
  Shipped: 'good',
  Cancelled: 'bad',
  Refunded: 'bad',
  'Partially refunded': 'neutral',
};

export function statusTone(status: string): BadgeTone {
  return TONES[status as OrderStatus] ?? 'neutral';
}

/** A staffer's e-mail as is; the staff key's command line is "system". */
export function actorName(actor: string): string {
  return actor.startsWith('service:') ? 'system' : actor;
}
