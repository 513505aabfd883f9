import { Link } from 'react-router-dom';
import { button } from 'shared-contracts/kit/buttons';
import { PendingNote } from './PendingPanel';
import styles from './panels.module.css';

export function OrdersPanel() {
  return (
    <div className={styles.stack}>
      <PendingNote>
        Your order history shows here once customer accounts are switched on. Every order confirmation is also sent by
        e-mail.
      </PendingNote>
      <div className={styles.toolbar}>
        <Link to="/" className={button('secondary')}>
          Continue Shopping
        </Link>
      </div>
    </div>
  );
}

export function OrderDetailsPanel() {
  return (
    <PendingNote>
      Order details show here once customer accounts are switched on. Your order confirmation e-mail lists every item.
    </PendingNote>
  );
}
