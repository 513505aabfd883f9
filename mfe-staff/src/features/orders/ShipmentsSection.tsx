/**
 * The order's shipments (carrier, tracking link, lines, the serials recorded) and, while units are
 * left to ship and the role may ship, "Create shipment" opening the shipment form.
 */
import { useState } from 'react';
import type { StaffShipRequest } from 'shared-contracts/schemas/staff-orders';
import { button } from 'shared-kit/buttons';
import { formatDateTime } from '../../shared/ui/format';
import { DetailSection, OutcomeNotice } from './DetailSection';
import styles from './OrderDetailPage.module.css';
import { actorName } from './order-status';
import { type OrderDetail, ship } from './orders-api';
import { ShipmentForm } from './ShipmentForm';
import { mailedOutcome, useOrderAction } from './use-order-action';

export function ShipmentsSection({
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

  const send = async (request: StaffShipRequest) => {
    const result = await action.run(
      () => ship(order.id, request),
      (answer) =>
        mailedOutcome(
          `Shipped with ${answer.shipments.map((s) => `${s.carrier} (${s.trackingNumber})`).join(', ')}. The order is ${answer.status}.`,
          answer.mailed,
        ),
    );
    if (result.ok) setOpen(false);
    else action.setOutcome(null);
    return result;
  };

  return (
    <DetailSection title="Shipments">
      {order.shipments.length === 0 ? (
        <p className={styles.soft}>Nothing has shipped yet.</p>
      ) : (
        <ul className={styles.plainList} aria-label="Shipments made">
          {order.shipments.map((shipment) => (
            <li key={shipment.id} className={styles.entry}>
              <p>
                <span className={styles.strong}>{shipment.carrier}</span>{' '}
                {shipment.trackingUrl ? (
                  <a href={shipment.trackingUrl} target="_blank" rel="noreferrer noopener">
                    {shipment.trackingNumber}
                  </a>
                ) : (
                  shipment.trackingNumber
                )}
              </p>
              <ul className={styles.shippedLines}>
                {shipment.lines.map((line) => (
                  <li key={line.orderItemId}>
                    {line.quantity} × {names.get(line.orderItemId) ?? `line ${line.orderItemId}`}
                  </li>
                ))}
              </ul>
              {shipment.dispositionEntries.length > 0 ? (
                <p className={styles.soft}>
                  Serials: {shipment.dispositionEntries.map((entry) => entry.serial).join(', ')}
                </p>
              ) : null}
              <p className={styles.soft}>
                {formatDateTime(shipment.shippedAt)} · {actorName(shipment.actor)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <OutcomeNotice outcome={action.outcome} />
      {available && !open ? (
        <div className={styles.buttons}>
          <button
            type="button"
            className={button('primary')}
            onClick={() => {
              action.setOutcome(null);
              setOpen(true);
            }}
          >
            Create shipment
          </button>
        </div>
      ) : null}
      {available && open ? (
        <ShipmentForm lines={order.items} pending={action.pending} onShip={send} onClose={() => setOpen(false)} />
      ) : null}
    </DetailSection>
  );
}
