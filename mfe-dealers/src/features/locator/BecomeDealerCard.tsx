import { Link } from 'react-router-dom';
import { button } from 'shared-contracts/kit/buttons';
import styles from './locator.module.css';

/** The dealer signup link (specification 001: "a dealer signup link to dealer registration"). */
export function BecomeDealerCard() {
  return (
    <aside className={styles.signup} aria-labelledby="become-dealer-title">
      <h2 id="become-dealer-title" className={styles.signupTitle}>
        Sell Halvorsen Arms
      </h2>
      <p className={styles.signupText}>
        Licensed retailer or range? Stock our rifles, pistols and accessories and appear in this locator.
      </p>
      <Link to="/dealer-registration" className={button('ghost')}>
        Become a dealer
      </Link>
    </aside>
  );
}
