import type { Cart } from 'shared-contracts';
import { drawerSummary } from '../summary';
import styles from './CartDrawer.module.css';

export function CartSummary({ cart }: { cart: Cart }) {
  return (
    <dl className={styles.summary} aria-label="Cart summary">
      {drawerSummary(cart).map((row) => (
        <div key={row.label} className={row.emphasis ? styles.summaryTotal : styles.summaryRow}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
