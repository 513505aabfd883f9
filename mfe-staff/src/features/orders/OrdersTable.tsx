/** The orders list as a table (cards on a phone): number, placed, customer, total, FFL, status. */
import { Link, useLocation } from 'react-router-dom';
import table from '../../shared/ui/data-table.module.css';
import { formatDateTime, formatMoney, orderNumber } from '../../shared/ui/format';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import styles from './OrdersPage.module.css';
import { statusTone } from './order-status';
import type { OrderListRow } from './orders-api';

export function OrdersTable({ orders, filtered }: { orders: OrderListRow[]; filtered: boolean }) {
  // The detail's "All orders" goes back to this list as filtered.
  const list = useLocation().search;
  return (
    <table className={table.table}>
      <caption className="visually-hidden">Orders, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Placed</th>
          <th scope="col">Customer</th>
          <th scope="col" className={table.numeric}>
            Total
          </th>
          <th scope="col">FFL</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {orders.length === 0 ? (
          <tr>
            <td colSpan={6} className={table.empty}>
              {filtered ? 'No orders match these filters.' : 'No orders yet.'}
            </td>
          </tr>
        ) : (
          orders.map((order) => (
            <tr key={order.id}>
              <td data-label="Order">
                <Link to={`/staff/orders/${order.id}`} state={{ list }} className={styles.number}>
                  <span className="visually-hidden">Order </span>
                  {orderNumber(order.id)}
                </Link>
              </td>
              <td data-label="Placed">{formatDateTime(order.createdAt)}</td>
              <td data-label="Customer">
                {/* One box per cell: on a phone the cell is a two-column grid (its label, then this). */}
                <div>
                  {order.customerName ? <span className={styles.name}>{order.customerName}</span> : null}
                  <span className={styles.email}>{order.email}</span>
                </div>
              </td>
              <td data-label="Total" className={table.numeric}>
                <div>
                  {formatMoney(order.totalAmount)}
                  {order.refundedAmount > 0 ? (
                    <span className={styles.refunded}>{formatMoney(order.refundedAmount)} refunded</span>
                  ) : null}
                </div>
              </td>
              <td data-label="FFL">{order.hasFflItems ? 'Yes' : 'No'}</td>
              <td data-label="Status">
                <div>
                  <StatusBadge label={order.status} tone={statusTone(order.status)} />
                </div>
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
