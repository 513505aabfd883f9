/**
 * Everything that happened to the order, oldest first, each with when and who (a staffer's e-mail,
 * "customer" or "system"). The placing itself is the first entry (the checkout writes no event).
 */
import { formatDateTime } from '../../shared/ui/format';
import { DetailSection } from './DetailSection';
import styles from './OrderDetailPage.module.css';
import { actorName } from './order-status';
import type { OrderDetail } from './orders-api';

interface Entry {
  id: string;
  at: string;
  what: string;
  change: string | null;
  who: string;
}

function entriesOf(order: OrderDetail): Entry[] {
  const placed: Entry = {
    id: 'placed',
    at: order.createdAt,
    what: order.customer.guest ? 'Order placed (guest checkout)' : 'Order placed',
    change: null,
    who: 'customer',
  };
  return [
    placed,
    ...order.timeline.map((event) => ({
      id: event.id,
      at: event.at,
      what: event.summary,
      change: event.toStatus ? `${event.fromStatus ?? '—'} → ${event.toStatus}` : null,
      who: actorName(event.actor),
    })),
  ];
}

export function TimelineSection({ order }: { order: OrderDetail }) {
  return (
    <DetailSection title="Timeline">
      <ol aria-label="Timeline" className={styles.timeline}>
        {entriesOf(order).map((entry) => (
          <li key={entry.id}>
            <p className={styles.strong}>{entry.what}</p>
            {entry.change ? <p>Status: {entry.change}</p> : null}
            <p className={styles.soft}>
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {entry.who}
            </p>
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}
