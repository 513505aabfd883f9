/**
 * The account icon: 'Sign in' (to /login) for anybody not signed in; for a signed-in customer a
 * small menu with the account area and Sign out.
 */

import { useEffect, useId, useRef, useState } from 'react';
import { type AuthState, signOutRequested } from 'shared-contracts';
import { handleLinkClick } from 'shared-kit';
import { onRouteChange } from '../routing/route-changes';
import { UserIcon } from '../ui/icons';
import styles from './Header.module.css';

export function AccountMenu({ auth }: { auth: AuthState }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    const stopRoutes = onRouteChange(() => setOpen(false));
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      stopRoutes();
    };
  }, [open]);

  if (auth.status !== 'authenticated') {
    return (
      <a href="/login" className={styles.iconButton} onClick={(event) => handleLinkClick(event, '/login')}>
        <UserIcon />
        <span className={styles.iconText}>Sign in</span>
      </a>
    );
  }

  return (
    <div className={styles.accountRoot} ref={rootRef}>
      <button
        type="button"
        className={styles.iconButton}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="Account"
        onClick={() => setOpen((value) => !value)}
      >
        <UserIcon />
        <span className={styles.iconText} aria-hidden="true">
          Account
        </span>
      </button>
      {open && (
        <div id={menuId} className={styles.accountMenu}>
          {auth.email && <p className={styles.accountEmail}>{auth.email}</p>}
          <a
            href="/profile"
            className={styles.accountItem}
            onClick={(event) => {
              setOpen(false);
              handleLinkClick(event, '/profile');
            }}
          >
            My Account
          </a>
          <a
            href="/profile/orders"
            className={styles.accountItem}
            onClick={(event) => {
              setOpen(false);
              handleLinkClick(event, '/profile/orders');
            }}
          >
            My Orders
          </a>
          <button
            type="button"
            className={styles.accountItem}
            onClick={() => {
              setOpen(false);
              signOutRequested.emit(undefined);
            }}
          >
            Sign out
          </button>
        </div>
      )}
    </div>
  );
}
