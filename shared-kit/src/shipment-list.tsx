/**
 * An order's shipments as the customer sees them (issue 29): carrier, the tracking number as a link
 * to the carrier's tracking page when there is one, and optionally the day it shipped. Shown by the
 * account's order details and the checkout's confirmation page, from the order's `shipments`.
 */
import type { OrderShipment } from 'shared-contracts/api/order';
import styles from './orders/ShipmentList.module.css';

export interface ShipmentListProps {
  shipments: readonly OrderShipment[];
  /** Adds "shipped <date>" after each tracking number. */
  withDates?: boolean;
}

export function ShipmentList({ shipments, withDates = false }: ShipmentListProps) {
  return (
    <ul className={styles.shipments}>
      {shipments.map((shipment) => (
        <li key={`${shipment.carrier}-${shipment.trackingNumber}`}>
          {shipment.carrier} tracking{' '}
          {shipment.trackingUrl ? (
            <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
              {shipment.trackingNumber}
            </a>
          ) : (
            shipment.trackingNumber
          )}
          {withDates ? (
            <>
              {' '}
              <span className={styles.shippedOn}>
                shipped {new Date(shipment.shippedAt).toLocaleDateString('en-US')}
              </span>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
