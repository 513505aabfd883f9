import { useEffect, useState } from 'react';
import { formatShipping, formatUSD, type Order } from 'shared-contracts';
import { customerStatusText } from 'shared-contracts/domain/order-states';
import { apiCall } from 'shared-kit';
import { button } from 'shared-kit/buttons';
import { ShipmentList } from 'shared-kit/shipment-list';
import { statusOf } from '../../../shared/forms/server-errors';
import { AccountLink } from '../../../shared/navigation/AccountLink';
import styles from './orders.module.css';
import panels from './panels.module.css';

type Load = { state: 'loading' } | { state: 'ready'; order: Order } | { state: 'missing' } | { state: 'failed' };

function Details({ order }: { order: Order }) {
  // 001: Subtotal is the sum of price times quantity.
  const subtotal = order.items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  return (
    <div className={panels.stack}>
      <p className={styles.status} data-status={order.status}>
        Order status: <strong>{customerStatusText(order.status)}</strong>
      </p>
      {order.shipments?.length ? (
        <section aria-labelledby="order-shipments">
          <h2 id="order-shipments" className={styles.shipmentsTitle}>
            Shipments
          </h2>
          <ShipmentList shipments={order.shipments} withDates />
        </section>
      ) : null}
      <ul className={styles.lines} aria-label="Items">
        {order.items.map((item) => (
          <li key={item.id} className={styles.line}>
            <div>
              <AccountLink to={item.productUrl} className={styles.product}>
                {item.productName}
              </AccountLink>
              {item.options.length ? (
                <p className={styles.options}>{item.options.map((option) => option.value).join(' - ')}</p>
              ) : null}
            </div>
            <dl className={styles.lineFacts}>
              <dt>Price</dt>
              <dd>{formatUSD(item.unitPrice)}</dd>
              <dt>Qty</dt>
              <dd>{item.quantity}</dd>
              <dt>Subtotal</dt>
              <dd>{formatUSD(item.price)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <dl className={styles.summary} aria-label="Order summary">
        <dt>Subtotal</dt>
        <dd>{formatUSD(subtotal)}</dd>
        {order.discountAmount ? (
          <>
            <dt>Discount</dt>
            <dd>-{formatUSD(order.discountAmount)}</dd>
          </>
        ) : null}
        <dt>Shipping</dt>
        <dd>{formatShipping(order.shippingCost)}</dd>
        <dt>Tax</dt>
        <dd>{formatUSD(order.taxAmount)}</dd>
        <dt className={styles.total}>Total</dt>
        <dd className={styles.total}>{formatUSD(order.totalAmount)}</dd>
      </dl>
    </div>
  );
}

/**
 * Order details (001, Account area): GET /Order/{id} with the bearer; anybody else's is not found.
 * A failed fetch shows no order (001 section 8: "Order fetch failure returns empty") and its words
 * are the shared handler's banner (000 section 8).
 */
export function OrderDetailsPanel({ params }: { params: Readonly<Record<string, string | undefined>> }) {
  const id = params.id ?? '';
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    setLoad({ state: 'loading' });
    apiCall<Order>(`/Order/${encodeURIComponent(id)}`)
      .then((order) => current && setLoad({ state: 'ready', order }))
      .catch((error: unknown) => {
        if (!current) return;
        const status = statusOf(error);
        setLoad(status === 404 || status === 400 ? { state: 'missing' } : { state: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [id]);

  if (load.state === 'ready') return <Details order={load.order} />;
  if (load.state === 'loading') {
    return (
      <p role="status" className={panels.cardText}>
        Loading your order…
      </p>
    );
  }
  return (
    <div className={panels.empty}>
      <p className={panels.emptyTitle}>{load.state === 'missing' ? 'Order not found' : 'Order not loaded'}</p>
      <AccountLink to="/profile/orders" className={button('secondary')}>
        Back to My Orders
      </AccountLink>
    </div>
  );
}
