/**
 * The order summary beside both steps: items, subtotal, shipping (Free at zero), discount (shown
 * negative, or $0.00), tax and total. On phones it collapses behind a toggle showing the total.
 * While the cart is being read (`pending`; the page drawn on the server) it keeps its place and
 * says so: the phone's bar has the same height either way.
 */
import { type ReactNode, useId, useState } from 'react';
import {
  type CartWithLines,
  cartItemCount,
  formatDiscount,
  formatShipping,
  formatUSD,
  mediaUrl,
} from 'shared-contracts';
import { addOnsText } from '../../../shared/line-add-ons';
import { SummaryRows } from '../../../shared/ui/SummaryRows';
import type { LineRefusals } from '../compliance/compliance-api';
import { LineRefusalList } from '../compliance/LineRefusalList';
import styles from './OrderSummary.module.css';

export function orderSummaryRows(cart: CartWithLines): Array<{ label: string; value: string; total?: boolean }> {
  return [
    { label: 'Subtotal', value: formatUSD(cart.subTotal) },
    { label: 'Shipping', value: formatShipping(cart.shipping) },
    { label: 'Discount', value: formatDiscount(cart.discountAmount) },
    { label: 'Tax', value: formatUSD(cart.taxAmount) },
    { label: 'Total', value: formatUSD(cart.totalAmount), total: true },
  ];
}

interface OrderSummaryProps {
  cart: CartWithLines;
  /** The cart is not known yet: no count or figures. */
  pending?: boolean;
  note?: string;
  /** The lines the compliance rules refuse for the address and buyer given, with the reasons. */
  refusals?: LineRefusals;
  children?: ReactNode;
}

export function OrderSummary({ cart, pending = false, note, refusals, children }: OrderSummaryProps) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const count = cartItemCount(cart);
  return (
    <section className={styles.summary} aria-labelledby={`${bodyId}-title`} data-open={open} aria-busy={pending}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen(!open)}
      >
        <span className={styles.toggleLabel}>
          Order summary {!pending && <span className={styles.toggleCount}>({count})</span>}
        </span>
        {pending ? (
          <span className={styles.pendingTotal} aria-hidden="true" />
        ) : (
          <span className={styles.toggleTotal}>{formatUSD(cart.totalAmount)}</span>
        )}
      </button>
      <div id={bodyId} className={styles.body}>
        <h2 id={`${bodyId}-title`} className={styles.title}>
          Order summary{' '}
          {!pending && <span className={styles.count}>({count === 1 ? '1 item' : `${count} items`})</span>}
        </h2>
        {pending && <p className={styles.note}>Loading your cart…</p>}
        <ul className={styles.items}>
          {cart.items.map((item) => (
            <li key={item.id} className={styles.item} data-refused={refusals?.has(String(item.id)) ? '' : undefined}>
              <span className={styles.thumb}>
                {item.imageUrl ? (
                  <img src={mediaUrl(item.imageUrl)} alt="" width={64} height={64} loading="lazy" />
                ) : null}
                <span className={styles.qtyBadge} aria-hidden="true">
                  {item.quantity}
                </span>
              </span>
              <span className={styles.itemText}>
                <span className={styles.itemName}>{item.productName}</span>
                {item.options.length > 0 && (
                  <span className={styles.itemOptions}>
                    {item.options.map((option) => `${option.label}: ${option.value}`).join(' · ')}
                  </span>
                )}
                {addOnsText(item) && <span className={styles.itemOptions}>Add-ons: {addOnsText(item)}</span>}
                <span className={styles.itemQty}>
                  Qty {item.quantity} × {formatUSD(item.productPrice)}
                  {item.isFflItem ? ' · FFL' : ''}
                </span>
                <LineRefusalList refusals={refusals?.get(String(item.id))} />
              </span>
              <span className={styles.itemTotal}>
                {formatUSD(Math.round(item.productPrice * item.quantity * 100) / 100)}
              </span>
            </li>
          ))}
        </ul>
        {!pending && <SummaryRows rows={orderSummaryRows(cart)} />}
        {note ? <p className={styles.note}>{note}</p> : null}
        {children}
      </div>
    </section>
  );
}
