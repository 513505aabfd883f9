/**
 * /confirm/{orderId} (000, section 2): Thank You, the order number, the confirmation e-mail
 * address, the shipping address (hidden when every item is an FFL item), the dealer address (when
 * FFL items exist), the items, the totals and Continue shopping.
 */
import { useEffect, useState } from 'react';
import { BRAND, formatDiscount, formatShipping, formatUSD, mediaUrl, type Order } from 'shared-contracts';
import { customerStatusText } from 'shared-contracts/domain/order-states';
import { stateName } from 'shared-contracts/domain/us-states';
import { handleLinkClick } from 'shared-kit';
import { button } from 'shared-kit/buttons';
import { ShipmentList } from 'shared-kit/shipment-list';
import { PageCrumbs } from '../../shared/ui/PageCrumbs';
import { PageLoading } from '../../shared/ui/PageLoading';
import { SummaryRows } from '../../shared/ui/SummaryRows';
import styles from './ConfirmationPage.module.css';
import { fetchOrder } from './order-api';

const confirmationTrail = (orderId: number | string) => [
  { label: 'Order confirmation', url: `/confirm/${encodeURIComponent(String(orderId))}` },
];

type Load = { state: 'loading' } | { state: 'loaded'; order: Order } | { state: 'failed' };

function ContinueShopping() {
  return (
    <a href="/" className={button('primary', { size: 'xl' })} onClick={(event) => handleLinkClick(event, '/')}>
      Continue shopping
    </a>
  );
}

export function OrderConfirmation({ order }: { order: Order }) {
  const allFfl = order.items.length > 0 && order.items.every((item) => item.isFflItem);
  const anyFfl = order.items.some((item) => item.isFflItem);
  const rows = [
    { label: 'Subtotal', value: formatUSD(order.subTotal) },
    { label: 'Shipping', value: formatShipping(order.shippingCost) },
    { label: 'Discount', value: formatDiscount(order.discountAmount) },
    { label: 'Tax', value: formatUSD(order.taxAmount) },
  ];
  return (
    <div className={styles.page}>
      <PageCrumbs trail={confirmationTrail(order.id)} className={styles.crumbs} />
      <header className={styles.hero}>
        <span className={styles.check} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="30" height="30">
            <path
              d="M5 12.5l4.5 4.5L19 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <h1 className={styles.title}>Thank You</h1>
        <p className={styles.orderNumber}>
          Order number <strong>#{order.id}</strong>
        </p>
        <p className={styles.lead}>
          A confirmation e-mail is on its way to <strong>{order.userEmail}</strong>.
        </p>
        {order.status === 'Awaiting ATF approval' ? (
          // Issue 30: an order with an NFA item waits for ATF to approve the transfer (Form 4).
          <p className={styles.status} data-status={order.status}>
            Order status: <strong>{order.status}</strong>. Your SOT dealer holds the NFA items until ATF approves the
            transfer on Form 4; the dealer contacts you then.
          </p>
        ) : order.status !== 'Paid' ? (
          // Issue 29: where the order is now (the FFL check, shipped, cancelled, refunded).
          <p className={styles.status} data-status={order.status}>
            Order status: <strong>{customerStatusText(order.status)}</strong>
          </p>
        ) : null}
        {order.shipments?.length ? (
          <section className={styles.card} aria-labelledby="confirm-shipments">
            <h2 id="confirm-shipments" className={styles.cardTitle}>
              Shipments
            </h2>
            <ShipmentList shipments={order.shipments} />
          </section>
        ) : null}
      </header>

      <div className={styles.columns}>
        <div className={styles.addresses}>
          {!allFfl && (
            <section className={styles.card} aria-labelledby="confirm-shipping">
              <h2 id="confirm-shipping" className={styles.cardTitle}>
                Shipping address
              </h2>
              <address className={styles.address}>
                <span>{order.shippingName}</span>
                <span>{order.shippingAddress}</span>
                <span>
                  {order.shippingCity}, {stateName(order.shippingState)} {order.shippingZipCode}
                </span>
                <span>{order.shippingCountry === 'US' ? 'United States' : order.shippingCountry}</span>
                {order.customerPhone && <span>{order.customerPhone}</span>}
              </address>
              {order.shippingMethod && <p className={styles.method}>{order.shippingMethod}</p>}
            </section>
          )}
          {anyFfl && (
            <section className={styles.card} aria-labelledby="confirm-dealer">
              <h2 id="confirm-dealer" className={styles.cardTitle}>
                FFL dealer
              </h2>
              <address className={styles.address}>
                <span>{order.dealerName}</span>
                <span>{order.dealerAddress}</span>
                <span>
                  {order.dealerCity}, {stateName(order.dealerState)} {order.dealerZipCode}
                </span>
                <span>{order.dealerCountry === 'US' ? 'United States' : order.dealerCountry}</span>
                {order.dealerPhone && <span>{order.dealerPhone}</span>}
              </address>
              <p className={styles.method}>Your firearm ships to this dealer, where you complete the transfer.</p>
            </section>
          )}
        </div>

        <section className={styles.card} aria-labelledby="confirm-items">
          <h2 id="confirm-items" className={styles.cardTitle}>
            Your order
          </h2>
          <ul className={styles.items}>
            {order.items.map((item) => (
              <li key={item.id} className={styles.item}>
                <span className={styles.thumb}>
                  {item.imageUrl ? (
                    <img src={mediaUrl(item.imageUrl)} alt="" width={64} height={64} loading="lazy" />
                  ) : null}
                </span>
                <span className={styles.itemText}>
                  <span className={styles.itemName}>{item.productName}</span>
                  {item.options.map((option) => (
                    <span key={`${option.label}:${option.value}`} className={styles.itemOption}>
                      {option.label}: {option.value}
                    </span>
                  ))}
                  <span className={styles.itemOption}>
                    Quantity {item.quantity} × {formatUSD(item.unitPrice)}
                  </span>
                </span>
                <span className={styles.itemTotal}>{formatUSD(item.price)}</span>
              </li>
            ))}
          </ul>
          <SummaryRows rows={[...rows, { label: 'Total', value: formatUSD(order.totalAmount), total: true }]} />
        </section>
      </div>

      <div className={styles.actions}>
        <ContinueShopping />
        <p className={styles.help}>
          Questions about your order? <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a>
        </p>
      </div>
    </div>
  );
}

export default function ConfirmationPage({ orderId }: { orderId: string }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    document.title = `Order confirmation | ${BRAND.name}`;
    let live = true;
    setLoad({ state: 'loading' });
    fetchOrderSafely(orderId).then(
      (order) => live && setLoad(order ? { state: 'loaded', order } : { state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [orderId]);

  if (load.state === 'loading') return <PageLoading label="Loading your order…" />;
  if (load.state === 'failed') {
    return (
      <div className={styles.page}>
        <PageCrumbs trail={confirmationTrail(orderId)} className={styles.crumbs} />
        <div className={styles.emptyState}>
          <h1 className={styles.title}>We couldn't find this order</h1>
          <p>
            The order may belong to another session or account. If you just placed it, the confirmation e-mail has every
            detail; you can also write to <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a>.
          </p>
          <ContinueShopping />
        </div>
      </div>
    );
  }
  return <OrderConfirmation order={load.order} />;
}

async function fetchOrderSafely(orderId: string): Promise<Order | null> {
  if (!orderId) return null;
  try {
    return await fetchOrder(orderId);
  } catch {
    return null;
  }
}
