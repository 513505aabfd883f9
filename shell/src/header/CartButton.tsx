/** Cart icon with the item count from the checkout remote's `cartState`; opens its drawer. */
import { notify, openCartDrawer } from 'shared-contracts';
import { useCartCount } from '../lib/use-events';
import { CartIcon } from '../ui/icons';
import styles from './Header.module.css';

/** The drawer lives in the checkout remote; if it does not answer quickly it is not there. */
const OPEN_DRAWER_TIMEOUT_MS = 3000;

export function openCart(): void {
  openCartDrawer.send(undefined, OPEN_DRAWER_TIMEOUT_MS).catch((error: unknown) => {
    console.error('[shell] cart drawer did not open:', error instanceof Error ? error.message : error);
    notify.emit({ type: 'error', message: 'Error: The cart is not available right now. Please try again.' });
  });
}

export function CartButton() {
  const count = useCartCount();
  const label = count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
  return (
    <button type="button" className={styles.iconButton} aria-label={label} onClick={openCart} data-testid="cart-button">
      <CartIcon />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true" data-testid="cart-count">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
