import { useState } from 'react';
import { notify } from 'shared-contracts';
import type { AccountAddress } from 'shared-contracts/api/account';
import { ACCOUNT_MESSAGES } from 'shared-contracts/schemas/account';
import { button } from 'shared-kit/buttons';
import { AccountLink } from '../../../shared/navigation/AccountLink';
import { AddressCard } from '../../../shared/profile/AddressCard';
import { deleteAddress } from '../../../shared/profile/profile-api';
import { WithProfile } from '../../../shared/profile/WithProfile';
import styles from './panels.module.css';

/** 001 section 8 and the Address Book of section 2, exactly. */
export const ADDRESS_BOOK_TEXT = {
  empty: 'No addresses found',
  addPrompt: 'Add a new address to your address book',
} as const;

function AddressActions({ address, reload }: { address: AccountAddress; reload: () => Promise<void> }) {
  const [deleting, setDeleting] = useState(false);
  async function remove() {
    if (!window.confirm(`Delete the address "${address.addressName}"?`)) return;
    setDeleting(true);
    try {
      await deleteAddress(address.id);
      notify.emit({ type: 'success', message: ACCOUNT_MESSAGES.addressDeleted });
      await reload(); // the list is read again after a delete (001 section 7)
    } catch {
      setDeleting(false); // the shared handler has shown the failure
    }
  }
  return (
    <>
      <AccountLink
        to={`/profile/address-book/${address.id}`}
        className={button('text')}
        aria-label={`Edit Address ${address.addressName}`}
      >
        Edit Address
      </AccountLink>
      <button
        type="button"
        className={button('text')}
        onClick={() => void remove()}
        disabled={deleting}
        aria-label={`Delete Address ${address.addressName}`}
      >
        Delete Address
      </button>
    </>
  );
}

function AddressBook({ addresses, reload }: { addresses: AccountAddress[]; reload: () => Promise<void> }) {
  const shipping = addresses.find((address) => address.isDefaultShipping);
  const billing = addresses.find((address) => address.isDefaultBilling);
  const others = addresses.filter((address) => !address.isDefaultShipping && !address.isDefaultBilling);
  const addButton = (
    <AccountLink to="/profile/address-book/new" className={button('primary')}>
      Add New Address
    </AccountLink>
  );
  if (addresses.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{ADDRESS_BOOK_TEXT.empty}</p>
        <p className={styles.cardText}>{ADDRESS_BOOK_TEXT.addPrompt}</p>
        {addButton}
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <section className={styles.group} aria-labelledby="default-addresses">
        <h2 id="default-addresses" className={styles.cardTitle}>
          Default Addresses
        </h2>
        <div className={styles.cards}>
          <AddressCard heading="Default Shipping Address" address={shipping}>
            {shipping ? <AddressActions address={shipping} reload={reload} /> : null}
          </AddressCard>
          <AddressCard heading="Default Billing Address" address={billing}>
            {billing && billing.id !== shipping?.id ? <AddressActions address={billing} reload={reload} /> : null}
          </AddressCard>
        </div>
      </section>
      <section className={styles.group} aria-labelledby="additional-addresses">
        <h2 id="additional-addresses" className={styles.cardTitle}>
          Additional Address Entries
        </h2>
        {others.length ? (
          <div className={styles.cards}>
            {others.map((address) => (
              <AddressCard key={address.id} heading={address.addressName} address={address}>
                <AddressActions address={address} reload={reload} />
              </AddressCard>
            ))}
          </div>
        ) : (
          <p className={styles.cardText}>You have no other addresses in your address book.</p>
        )}
      </section>
      <div className={styles.toolbar}>{addButton}</div>
    </div>
  );
}

/** Address Book (001, Account area): defaults, additional entries, add, edit and delete. */
export function AddressBookPanel() {
  return (
    <WithProfile>{(profile, reload) => <AddressBook addresses={profile.addresses} reload={reload} />}</WithProfile>
  );
}
