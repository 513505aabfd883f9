/**
 * The payment: captured, refunded and left, the provider's transaction, every refund or void, and
 * (owners, while money is left) "Refund" opening the refund form.
 */
import { useState } from 'react';
import type { StaffRefundRequest } from 'shared-contracts/schemas/staff-orders';
import { button } from 'shared-kit/buttons';
import { formatDateTime, formatMoney } from '../../shared/ui/format';
import { DetailSection, OutcomeNotice } from './DetailSection';
import styles from './OrderDetailPage.module.css';
import { centsLeftToRefund } from './order-actions';
import { actorName } from './order-status';
import { type OrderDetail, refund } from './orders-api';
import { RefundForm } from './RefundForm';
import { mailedOutcome, useOrderAction } from './use-order-action';

export function PaymentSection({
  order,
  available,
  reload,
}: {
  order: OrderDetail;
  available: boolean;
  reload: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const action = useOrderAction(reload);
  const names = new Map(order.items.map((line) => [line.id, line.productName]));
  const { payment } = order;
  const centsLeft = centsLeftToRefund(order);

  const send = async (request: StaffRefundRequest) => {
    const result = await action.run(
      () => refund(order.id, request),
      (answer) =>
        mailedOutcome(
          `Refunded ${formatMoney(Number(answer.amount))}${answer.restock ? ', units returned to stock' : ''}. The order is ${answer.status}.`,
          answer.mailed,
        ),
    );
    if (result.ok) setOpen(false);
    else action.setOutcome(null);
    return result;
  };

  return (
    <DetailSection title="Payment">
      <dl className={styles.facts}>
        <dt>Captured</dt>
        <dd>{formatMoney(payment.captured)}</dd>
        <dt>Refunded</dt>
        <dd>{formatMoney(payment.refunded)}</dd>
        <dt>Left</dt>
        <dd>{formatMoney(centsLeft / 100)}</dd>
        <dt>Transaction</dt>
        <dd className={styles.mono}>{payment.transactionId ?? 'None'}</dd>
      </dl>
      {order.refunds.length > 0 ? (
        <ul className={styles.plainList} aria-label="Refunds">
          {order.refunds.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <p>
                <span className={styles.strong}>
                  {entry.kind === 'void' ? 'Payment voided' : 'Refund'} {formatMoney(entry.amount)}
                </span>
                {entry.lines.length > 0
                  ? `: ${entry.lines.map((l) => `${l.quantity} × ${names.get(l.orderItemId) ?? `line ${l.orderItemId}`}`).join(', ')}`
                  : ''}
                {entry.restock ? ' (returned to stock)' : ''}
              </p>
              {entry.reason ? <p>{entry.reason}</p> : null}
              <p className={styles.soft}>
                {formatDateTime(entry.createdAt)} · {actorName(entry.actor)}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <OutcomeNotice outcome={action.outcome} />
      {available && !open ? (
        <div className={styles.buttons}>
          <button
            type="button"
            className={button('outline')}
            onClick={() => {
              action.setOutcome(null);
              setOpen(true);
            }}
          >
            Refund
          </button>
        </div>
      ) : null}
      {available && open ? (
        <RefundForm
          lines={order.items}
          centsLeft={centsLeft}
          pending={action.pending}
          onRefund={send}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </DetailSection>
  );
}
