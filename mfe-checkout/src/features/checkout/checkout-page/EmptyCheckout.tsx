/** The checkout of an empty cart: nothing to buy, and the way back to the shop. */
import { handleLinkClick } from 'shared-kit';
import { button } from 'shared-kit/buttons';
import { PageCrumbs } from '../../../shared/ui/PageCrumbs';
import styles from '../CheckoutPage.module.css';
import { CHECKOUT_TRAIL } from './trail';

export function EmptyCheckout() {
  return (
    <div className={styles.page}>
      <PageCrumbs trail={CHECKOUT_TRAIL} className={styles.crumbs} />
      <div className={styles.empty}>
        <h1 className={styles.title}>Checkout</h1>
        <p>There are no products in the cart</p>
        <a href="/" className={button('primary', { size: 'xl' })} onClick={(event) => handleLinkClick(event, '/')}>
          Continue shopping
        </a>
      </div>
    </div>
  );
}
