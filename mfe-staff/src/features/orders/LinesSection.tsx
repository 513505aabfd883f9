/** The order's lines (with what shipped and was refunded of each) and its totals. */
import table from '../../shared/ui/data-table.module.css';
import { formatMoney } from '../../shared/ui/format';
import { DetailSection } from './DetailSection';
import styles from './OrderDetailPage.module.css';
import type { OrderDetail } from './orders-api';

export function LinesSection({ order }: { order: OrderDetail }) {
  const { totals } = order;
  return (
    <DetailSection title="Lines">
      <table className={table.table}>
        <caption className="visually-hidden">Order lines</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className={`${table.numeric} ${styles.nowrap}`}>
              Qty
            </th>
            <th scope="col" className={`${table.numeric} ${styles.nowrap}`}>
              Price
            </th>
            <th scope="col" className={`${table.numeric} ${styles.nowrap}`}>
              Total
            </th>
            <th scope="col" className={styles.nowrap}>
              Shipped
            </th>
            <th scope="col" className={styles.nowrap}>
              Refunded
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((line) => (
            <tr key={line.id}>
              <td data-label="Product">
                <div>
                  <span className={styles.strong}>{line.productName}</span>
                  {line.isFflItem ? <span className={styles.tag}>FFL</span> : null}
                  <span className={styles.soft}>
                    {[line.sku, ...(line.options ?? []).map((o) => `${o.label}: ${o.value}`)].join(' · ')}
                  </span>
                </div>
              </td>
              <td data-label="Qty" className={`${table.numeric} ${styles.nowrap}`}>
                {line.quantity}
              </td>
              <td data-label="Price" className={`${table.numeric} ${styles.nowrap}`}>
                {formatMoney(line.unitPrice)}
              </td>
              <td data-label="Total" className={`${table.numeric} ${styles.nowrap}`}>
                {formatMoney(line.lineTotal)}
              </td>
              <td data-label="Shipped" className={styles.nowrap}>
                {line.shipped} of {line.quantity}
              </td>
              <td data-label="Refunded" className={styles.nowrap}>
                {line.refunded}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.totals}>
        <dt>Subtotal</dt>
        <dd>{formatMoney(totals.subTotal)}</dd>
        <dt>Shipping{order.shippingMethod ? ` (${order.shippingMethod})` : ''}</dt>
        <dd>{formatMoney(totals.shippingCost)}</dd>
        {totals.discountAmount ? (
          <>
            <dt>Discount{order.promoCode ? ` (${order.promoCode})` : ''}</dt>
            <dd>-{formatMoney(totals.discountAmount)}</dd>
          </>
        ) : null}
        <dt>Tax</dt>
        <dd>{formatMoney(totals.taxAmount)}</dd>
        <dt className={styles.grand}>Total</dt>
        <dd className={styles.grand}>{formatMoney(totals.totalAmount)}</dd>
      </dl>
    </DetailSection>
  );
}
