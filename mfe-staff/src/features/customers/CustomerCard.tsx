/** One customer found: who they are, newsletter and Pro Deal state, their orders and saved addresses. */
import { Link } from 'react-router-dom';
import table from '../../shared/ui/data-table.module.css';
import { formatDate, formatMoney, orderNumber } from '../../shared/ui/format';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { newsletterText, orderTone, proDealState } from './customer-states';
import styles from './customers.module.css';
import type { Customer, CustomerAddress } from './customers-api';

export function CustomerCard({ customer }: { customer: Customer }) {
  const titleId = `customer-${customer.id}`;
  const name = `${customer.firstName} ${customer.lastName}`.trim() || customer.email;
  const proDeal = proDealState(customer.proDeal);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHead}>
        <h2 id={titleId} className={styles.name}>
          {name}
        </h2>
        <a href={`mailto:${customer.email}`} className={styles.email}>
          {customer.email}
        </a>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>Phone</dt>
          <dd>{customer.phone || 'None given'}</dd>
        </div>
        <div>
          <dt>Customer since</dt>
          <dd>{formatDate(customer.createdAt)}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>{customer.emailVerified ? 'Verified' : 'Not verified'}</dd>
        </div>
        <div>
          <dt>Newsletter</dt>
          <dd>{newsletterText(customer.newsletter)}</dd>
        </div>
        <div>
          <dt>Pro Deal</dt>
          <dd>
            <StatusBadge label={proDeal.label} tone={proDeal.tone} />
            {proDeal.detail ? <span className={styles.detail}> {proDeal.detail}</span> : null}
          </dd>
        </div>
      </dl>
      <section aria-labelledby={`${titleId}-orders`} className={styles.part}>
        <h3 id={`${titleId}-orders`} className={styles.partTitle}>
          Orders ({customer.orders.length})
        </h3>
        {customer.orders.length === 0 ? (
          <p className={styles.quiet}>No orders.</p>
        ) : (
          <table className={table.table} aria-label={`Orders of ${name}`}>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed</th>
                <th scope="col">Status</th>
                <th scope="col" className={table.numeric}>
                  Total
                </th>
                <th scope="col" className={table.numeric}>
                  Refunded
                </th>
              </tr>
            </thead>
            <tbody>
              {customer.orders.map((order) => (
                <tr key={order.id}>
                  <td data-label="Order">
                    <div>
                      <Link to={`/staff/orders/${order.id}`}>Order {orderNumber(order.id)}</Link>
                      {order.asGuest ? <span className={styles.detail}> (as a guest)</span> : null}
                    </div>
                  </td>
                  <td data-label="Placed">{formatDate(order.createdAt)}</td>
                  <td data-label="Status">
                    <StatusBadge label={order.status} tone={orderTone(order.status)} />
                  </td>
                  <td data-label="Total" className={table.numeric}>
                    {formatMoney(order.totalAmount)}
                  </td>
                  <td data-label="Refunded" className={table.numeric}>
                    {order.refundedAmount > 0 ? formatMoney(order.refundedAmount) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby={`${titleId}-addresses`} className={styles.part}>
        <h3 id={`${titleId}-addresses`} className={styles.partTitle}>
          Addresses ({customer.addresses.length})
        </h3>
        {customer.addresses.length === 0 ? (
          <p className={styles.quiet}>No saved addresses.</p>
        ) : (
          <ul className={styles.addresses}>
            {customer.addresses.map((address) => (
              <li key={address.id}>
                <AddressBlock address={address} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

function AddressBlock({ address }: { address: CustomerAddress }) {
  const defaults = [
    address.isDefaultShipping ? 'Default shipping' : null,
    address.isDefaultBilling ? 'Default billing' : null,
  ].filter(Boolean);
  return (
    <address className={styles.address}>
      <strong>{address.addressName}</strong>
      {defaults.length > 0 ? <span className={styles.detail}> · {defaults.join(', ')}</span> : null}
      <br />
      {address.firstName} {address.lastName}
      {address.company ? `, ${address.company}` : ''}
      <br />
      {address.addressLine1}
      {address.addressLine2 ? `, ${address.addressLine2}` : ''}
      <br />
      {address.city}, {address.state} {address.postalCode}
      <br />
      {address.country} · {address.mainContact}
    </address>
  );
}
