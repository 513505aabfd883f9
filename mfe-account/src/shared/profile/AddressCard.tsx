import type { ReactNode } from 'react';
import type { AccountAddress } from 'shared-contracts/api/account';
import styles from './AddressCard.module.css';

/** One saved address as a card: who, where, how to reach them, and the actions given. */
export function AddressCard({
  heading,
  address,
  children,
}: {
  heading: string;
  address: AccountAddress | undefined;
  children?: ReactNode;
}) {
  const id = `address-${heading.replace(/\W+/g, '-').toLowerCase()}-${address?.id ?? 'none'}`;
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h3 id={id} className={styles.heading}>
        {heading}
      </h3>
      {address ? (
        <address className={styles.lines}>
          <strong>
            {address.firstName} {address.lastName}
          </strong>
          {address.company ? <span>{address.company}</span> : null}
          <span>{address.addressLine1}</span>
          {address.addressLine2 ? <span>{address.addressLine2}</span> : null}
          <span>
            {address.city}, {address.state} {address.postalCode}
          </span>
          <span>{address.country}</span>
          <span>T: {address.mainContact}</span>
        </address>
      ) : (
        <p className={styles.empty}>You have not set a default address.</p>
      )}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </section>
  );
}
