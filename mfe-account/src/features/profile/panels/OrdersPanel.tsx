import { formatOrderDate, formatUSD } from 'shared-contracts';
import type { OrderSummary } from 'shared-contracts/api/account';
import { customerStatusText } from 'shared-contracts/domain/order-states';
import { button } from 'shared-kit/buttons';
import { AccountLink } from '../../../shared/navigation/AccountLink';
import { WithProfile } from '../../../shared/profile/WithProfile';
import styles from './orders.module.css';
import panels from './panels.module.css';

/** 001 section 8, exactly. */
export const NO_ORDERS_MESSAGE = 'You have placed no orders';

function OrderTable({ orders }: { orders: OrderSummary[] }) {
  if (orders.length === 0) {
    return (
      <div className={panels.empty}>
        <p className={panels.emptyTitle}>{NO_ORDERS_MESSAGE}</p>
        <p className={panels.cardText}>When you place an order while signed in, it shows here with its status.</p>
        <AccountLink to="/" className={button('primary')}>
          Start Shopping
        </AccountLink>
      </div>
    );
  }
  return (
    <>
      <table className={styles.table}>
        <caption className="visually-hidden">Your orders, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col">Payment Status</th>
            <th scope="col" className={styles.amount}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <AccountLink to={`/profile/orders/${order.id}`}>#{order.id}</AccountLink>
              </th>
              <td>{formatOrderDate(order.createdAt)}</td>
              <td>{paymentStatusText(order.status)}</td>
              <td className={styles.amount}>{formatUSD(order.totalAmount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.cards} aria-label="Your orders">
        {orders.map((order) => (
          <li key={order.id} className={styles.card}>
            <AccountLink to={`/profile/orders/${order.id}`} className={styles.cardLink}>
              Order #{order.id}
            </AccountLink>
            <dl className={styles.facts}>
              <dt>Date</dt>
              <dd>{formatOrderDate(order.createdAt)}</dd>
              <dt>Payment Status</dt>
              <dd>{paymentStatusText(order.status)}</dd>
              <dt>Total</dt>
              <dd>{formatUSD(order.totalAmount)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Order History (001, Account area): a table on wide screens, cards on phones. */
export function OrdersPanel() {
  return <WithProfile>{(profile) => <OrderTable orders={profile.orders} />}</WithProfile>;
}

/**
 * The order's status under 'Payment Status': an order waiting for ATF (issue 30), its FFL check or
 * its shipment (issue 29) is paid too, which the column says first (shared wording).
 */
function paymentStatusText(status: string): string {
  return customerStatusText(status);
}
