import { Link } from 'react-router-dom';
import { button } from 'shared-contracts/kit/buttons';
import styles from './panels.module.css';

export function DiscountProgramsPanel() {
  return (
    <div className={styles.cards}>
      <section className={styles.card} aria-labelledby="card-pro-deal">
        <h2 id="card-pro-deal" className={styles.cardTitle}>
          Pro Deal
        </h2>
        <p className={styles.cardText}>
          Professional pricing for those who qualify. Apply once with proof of eligibility; your status shows here.
        </p>
        <div className={styles.actions}>
          <Link to="/profile/pro-deal" className={button('primary')}>
            Apply
          </Link>
        </div>
      </section>
    </div>
  );
}
