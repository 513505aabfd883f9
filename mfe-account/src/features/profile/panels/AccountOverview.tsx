import { Link } from 'react-router-dom';
import { button } from 'shared-contracts/kit/buttons';
import { PendingNote } from './PendingPanel';
import styles from './panels.module.css';

/** The overview cards (specification 001, Account area): each says what it holds and links on. */
export function AccountOverview() {
  return (
    <div className={styles.stack}>
      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="card-contact">
          <h2 id="card-contact" className={styles.cardTitle}>
            Contact Information
          </h2>
          <p className={styles.cardText}>Your full name, email address and phone number.</p>
          <div className={styles.actions}>
            <Link to="/profile/account-information" className={button('text')}>
              Edit
            </Link>
            <Link to="/profile/update-password" className={button('text')}>
              Change Password
            </Link>
          </div>
        </section>
        <section className={styles.card} aria-labelledby="card-newsletters">
          <h2 id="card-newsletters" className={styles.cardTitle}>
            Newsletters
          </h2>
          <p className={styles.cardText}>Whether we e-mail you about launches and events.</p>
          <div className={styles.actions}>
            <Link to="/profile/newsletter" className={button('text')}>
              Edit
            </Link>
          </div>
        </section>
        <section className={styles.card} aria-labelledby="card-verification">
          <h2 id="card-verification" className={styles.cardTitle}>
            Email Verification
          </h2>
          <p className={styles.cardText}>A verified email address lets you recover your account.</p>
        </section>
        <section className={styles.card} aria-labelledby="card-addresses">
          <h2 id="card-addresses" className={styles.cardTitle}>
            Default Addresses
          </h2>
          <p className={styles.cardText}>Your default shipping and billing addresses.</p>
          <div className={styles.actions}>
            <Link to="/profile/address-book" className={button('text')}>
              Manage Addresses
            </Link>
          </div>
        </section>
      </div>
      <PendingNote>Your details fill these cards once customer accounts are switched on.</PendingNote>
    </div>
  );
}
