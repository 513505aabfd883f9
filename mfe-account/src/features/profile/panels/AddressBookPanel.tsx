import { Link } from 'react-router-dom';
import { button } from 'shared-contracts/kit/buttons';
import { PendingNote } from './PendingPanel';
import styles from './panels.module.css';

export function AddressBookPanel() {
  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <Link to="/profile/address-book/new" className={button('primary')}>
          Add New Address
        </Link>
      </div>
      <PendingNote>Your saved addresses show here once customer accounts are switched on.</PendingNote>
    </div>
  );
}

export function AddressFormPanel() {
  return (
    <div className={styles.stack}>
      <PendingNote>The address form opens with customer accounts. Nothing is saved yet.</PendingNote>
      <div className={styles.toolbar}>
        <Link to="/profile/address-book" className={button('secondary')}>
          Cancel
        </Link>
      </div>
    </div>
  );
}
