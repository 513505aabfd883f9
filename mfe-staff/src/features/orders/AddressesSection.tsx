/** The customer (account or guest) and the billing and shipping addresses. */
import { DetailSection } from './DetailSection';
import styles from './OrderDetailPage.module.css';
import type { OrderDetail, PostalBlock } from './orders-api';

/** An address as lines: name, company, street, "City, ST 12345", country, phone. */
export function addressLines(block: PostalBlock): string[] {
  const place = [block.city, [block.state, block.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [block.name, block.company, block.address, place, block.country, block.phone].filter((line): line is string =>
    Boolean(line?.trim()),
  );
}

export function Address({ lines }: { lines: string[] }) {
  return (
    <address className={styles.address}>
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}

export function AddressesSection({ order }: { order: OrderDetail }) {
  const { customer } = order;
  return (
    <DetailSection title="Addresses">
      <div className={styles.blocks}>
        <div>
          <h3 className={styles.blockTitle}>Customer</h3>
          <Address
            lines={[
              customer.name ?? '',
              customer.company ?? '',
              customer.email,
              customer.phone ?? '',
              customer.guest ? 'Guest checkout' : 'Customer account',
            ].filter(Boolean)}
          />
        </div>
        <div>
          <h3 className={styles.blockTitle}>Billing</h3>
          <Address lines={addressLines({ ...order.billingAddress, name: customer.name })} />
        </div>
        <div>
          <h3 className={styles.blockTitle}>Shipping</h3>
          <Address lines={addressLines(order.shippingAddress)} />
        </div>
      </div>
    </DetailSection>
  );
}
