import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { signOutRequested } from 'shared-contracts';
import { AccountLink } from '../../shared/navigation/AccountLink';
import styles from './ProfileLayout.module.css';

interface NavItem {
  label: string;
  to: string;
  /** Pages under /profile that belong to this entry. */
  covers: string[];
}

const items: NavItem[] = [
  {
    label: 'My Account',
    to: '/profile/details',
    covers: ['details', 'account-information', 'update-password', 'newsletter', 'my-reviews', 'my-products'],
  },
  { label: 'My Orders', to: '/profile/orders', covers: ['orders'] },
  { label: 'Address Book', to: '/profile/address-book', covers: ['address-book'] },
  { label: 'Discount Programs', to: '/profile/discount-programs', covers: ['discount-programs', 'pro-deal'] },
];

export function ProfileNav() {
  const { pathname } = useLocation();
  const page = pathname.split('/')[2]?.toLowerCase() ?? 'details';
  const nav = useRef<HTMLElement>(null);

  // On phones the nav is one scrolling row: bring the current entry into view (only sideways).
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the current page changes
  useEffect(() => {
    const row = nav.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row && current && row.scrollWidth > row.clientWidth) row.scrollLeft = current.offsetLeft - 16;
  }, [page]);

  return (
    <nav ref={nav} className={styles.nav} aria-label="Account">
      <ul className={styles.navList}>
        {items.map((item) => {
          const current = item.covers.includes(page);
          return (
            <li key={item.to}>
              <AccountLink
                to={item.to}
                className={`${styles.navLink} ${current ? styles.current : ''}`}
                aria-current={current ? 'page' : undefined}
              >
                {item.label}
              </AccountLink>
            </li>
          );
        })}
        <li className={styles.logoutItem}>
          {/* The shell owns the session: it clears the tokens and announces the new auth state. */}
          <button type="button" className={styles.navLink} onClick={() => signOutRequested.emit()}>
            Logout
          </button>
        </li>
      </ul>
    </nav>
  );
}
