/**
 * The mobile menu (below 960 px): a full-height panel with one expandable section per header
 * menu, then the dealer locator and account entries. A modal dialog: focus stays inside, Escape
 * and the close button return focus to the hamburger. Loaded on first open.
 */

import { type MouseEvent, useRef, useState } from 'react';
import { type AuthState, type NavigationEntry, signOutRequested } from 'shared-contracts';
import { handleLinkClick } from 'shared-kit';
import { useDialogFocus } from 'shared-kit/dialog';
import { BrandMark, ChevronIcon, CloseIcon, PinIcon, UserIcon } from '../ui/icons';
import styles from './MobileMenu.module.css';

export interface MobileMenuProps {
  entries: NavigationEntry[];
  auth: AuthState;
  brand: string;
  onClose(): void;
}

export default function MobileMenu({ entries, auth, brand, onClose }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  // Focus stays inside, Escape closes, and the page behind does not scroll while the panel covers it.
  useDialogFocus(panelRef, onClose);

  const go = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    handleLinkClick(event, href);
    if (event.defaultPrevented) onClose();
  };

  return (
    <div
      ref={panelRef}
      id="shell-mobile-menu"
      className={styles.panel}
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      data-boundary="shell"
    >
      <div className={styles.top}>
        <a href="/" className={styles.brand} aria-label={`${brand} home`} onClick={(event) => go(event, '/')}>
          <BrandMark size={30} />
          <span aria-hidden="true">Halvorsen Arms</span>
        </a>
        <button type="button" className={styles.close} aria-label="Close menu" onClick={onClose} data-autofocus>
          <CloseIcon />
        </button>
      </div>

      <nav aria-label="Main" className={styles.body}>
        <ul className={styles.sections}>
          {entries.map((entry) => {
            const isOpen = expanded === entry.key;
            const listId = `shell-mobile-${entry.key}`;
            return (
              <li key={entry.key} className={styles.section}>
                <button
                  type="button"
                  className={styles.sectionButton}
                  aria-expanded={isOpen}
                  aria-controls={listId}
                  onClick={() => setExpanded(isOpen ? null : entry.key)}
                >
                  {entry.title}
                  <ChevronIcon className={styles.chevron} data-open={isOpen || undefined} />
                </button>
                <ul id={listId} className={styles.children} hidden={!isOpen}>
                  {entry.child_navigations.map((child) => (
                    <li key={child.url}>
                      <a href={child.url} className={styles.childLink} onClick={(event) => go(event, child.url)}>
                        <span className={styles.childTitle}>{child.title}</span>
                        {child.subtitle && <span className={styles.childSubtitle}>{child.subtitle}</span>}
                      </a>
                    </li>
                  ))}
                  {entry.main_navigation.url && (
                    <li>
                      <a
                        href={entry.main_navigation.url}
                        className={styles.viewAll}
                        onClick={(event) => go(event, entry.main_navigation.url)}
                      >
                        View all {entry.title}
                      </a>
                    </li>
                  )}
                </ul>
              </li>
            );
          })}
        </ul>

        <ul className={styles.extras}>
          <li>
            <a href="/dealer-locator" className={styles.extraLink} onClick={(event) => go(event, '/dealer-locator')}>
              <PinIcon size={20} /> Dealer Locator
            </a>
          </li>
          {auth.status === 'authenticated' ? (
            <>
              <li>
                <a href="/profile" className={styles.extraLink} onClick={(event) => go(event, '/profile')}>
                  <UserIcon size={20} /> My Account
                </a>
              </li>
              <li>
                <button
                  type="button"
                  className={styles.extraLink}
                  onClick={() => {
                    signOutRequested.emit(undefined);
                    onClose();
                  }}
                >
                  Sign out
                </button>
              </li>
            </>
          ) : (
            <li>
              <a href="/login" className={styles.extraLink} onClick={(event) => go(event, '/login')}>
                <UserIcon size={20} /> Sign in
              </a>
            </li>
          )}
        </ul>
      </nav>
    </div>
  );
}
