import type { DealerLocatorPage } from 'shared-contracts/api/content';
import { button } from 'shared-kit/buttons';
import { textOr } from '../../shared/content/use-page-content';
import { DealersLink } from '../../shared/navigation/DealersLink';
import styles from './locator.module.css';

/** The dealer signup link (specification 001: "a dealer signup link to dealer registration"). */
export function BecomeDealerCard({ signup }: { signup?: Partial<DealerLocatorPage['dealerSignup']> }) {
  const url = signup?.url?.startsWith('/') ? signup.url : '/dealer-registration';
  return (
    <aside className={styles.signup} aria-labelledby="become-dealer-title">
      <h2 id="become-dealer-title" className={styles.signupTitle}>
        {textOr(signup?.title, 'Sell Halvorsen Arms')}
      </h2>
      <p className={styles.signupText}>
        {textOr(
          signup?.content,
          'Licensed retailer or range? Stock our rifles, pistols and accessories and appear in this locator.',
        )}
      </p>
      <DealersLink to={url} className={button('ghost')}>
        {textOr(signup?.cta_label, 'Become a dealer')}
      </DealersLink>
    </aside>
  );
}
