import type { RegisteredProduct } from 'shared-contracts/schemas/product-registration';
import { button } from 'shared-kit/buttons';
import { FormNotice } from '../../../shared/forms/FormNotice';
import { AccountLink } from '../../../shared/navigation/AccountLink';
import { useApiLoad } from '../../../shared/profile/use-api-load';
import styles from './panels.module.css';
import reviews from './reviews.module.css';

/** 'YYYY-MM-DD' -> 'MM/DD/YYYY', the shop's date format (001 §9), without time-zone shifts. */
const usDate = (isoDay: string) => {
  const [year, month, day] = isoDay.split('-');
  return `${month}/${day}/${year}`;
};

/** My Products: the firearms the customer registered while signed in (issue 12). */
export function MyProductsPanel() {
  const load = useApiLoad('/User/product-registrations', (answer: RegisteredProduct[]) => answer);
  if (load.state === 'loading') {
    return (
      <p role="status" className={styles.cardText}>
        Loading your products…
      </p>
    );
  }
  if (load.state === 'failed') return <FormNotice kind="error">{load.text}</FormNotice>;
  const register = (
    <AccountLink to="/registration" className={button(load.value.length === 0 ? 'primary' : 'outline')}>
      Register a Firearm
    </AccountLink>
  );
  if (load.value.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>No registered products</p>
        <p className={styles.cardText}>Register your rifle or pistol for warranty service and recall notices.</p>
        {register}
      </div>
    );
  }
  return (
    <>
      <ul className={reviews.list}>
        {load.value.map((product) => (
          <li key={product.id} className={reviews.item}>
            <div className={reviews.head}>
              <span className={reviews.product}>{product.productTitle}</span>
              <span className={reviews.date}>Serial {product.serialNumber}</span>
            </div>
            <p className={reviews.body}>
              Bought {usDate(product.purchaseDate)} from {product.dealerName}
            </p>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>{register}</div>
    </>
  );
}
