/**
 * The global header (001 section 2 "Global header and footer"): brand, the four menus from
 * `strapi/page/app`, search, dealer locator, account and cart. Below 960 px the menus move into a
 * hamburger panel, loaded on first open.
 */

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { BRAND, toggleSearch } from 'shared-contracts';
import { handleLinkClick } from 'shared-kit';
import { useShellPage } from '../content/page-content';
import { loadFragment, RemoteFragment } from '../fragments/RemoteFragment';
import { useAuthState } from '../lib/use-events';
import { onRouteChange } from '../routing/route-changes';
import { BrandMark, MenuIcon, PinIcon, SearchIcon } from '../ui/icons';
import { AccountMenu } from './AccountMenu';
import { CartButton } from './CartButton';
import { DesktopMenu } from './DesktopMenu';
import styles from './Header.module.css';
import { headerMenus } from './navigation';

const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(loadMobileMenu);

export const SEARCH_OVERLAY = 'catalog/search-overlay';

export function Header() {
  const app = useShellPage('app');
  const auth = useAuthState();
  const entries = headerMenus(app);
  const brand = app?.site.brand_name || BRAND.name;
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchMounted, setSearchMounted] = useState(false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);

  // The search overlay belongs to the catalog: fetched on the first search click (prefetched on
  // hover) and opened once it listens, since a toggle sent before that would be lost.
  const searchReady = useRef(false);
  const openWhenReady = useRef(false);
  const onSearch = () => {
    if (searchReady.current) {
      toggleSearch.emit({});
      return;
    }
    openWhenReady.current = true;
    setSearchMounted(true);
  };
  const onSearchReady = useCallback(() => {
    searchReady.current = true;
    if (openWhenReady.current) toggleSearch.emit({ open: true });
    openWhenReady.current = false;
  }, []);

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    hamburgerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    return onRouteChange(() => setMenuOpen(false));
  }, [menuOpen]);

  return (
    <header className={styles.header} data-boundary="shell">
      <a className={styles.skip} href="#shop-main">
        Skip to content
      </a>
      <div className={styles.bar}>
        <button
          ref={hamburgerRef}
          type="button"
          className={`${styles.iconButton} ${styles.hamburger}`}
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls="shell-mobile-menu"
          onClick={() => setMenuOpen(true)}
          onPointerEnter={() => void loadMobileMenu()}
        >
          <MenuIcon />
        </button>

        <a
          href="/"
          className={styles.brand}
          aria-label={`${brand} home`}
          onClick={(event) => handleLinkClick(event, '/')}
        >
          <BrandMark />
          <span className={styles.wordmark} aria-hidden="true">
            {/* The space keeps the words apart in the link's text ("Halvorsen Arms" is in its name). */}
            <span className={styles.wordmarkStrong}>Halvorsen</span> <span className={styles.wordmarkLight}>Arms</span>
          </span>
        </a>

        <nav className={styles.desktopNav} aria-label="Main">
          <DesktopMenu entries={entries} />
        </nav>

        <div className={styles.tools}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label="Search"
            onClick={onSearch}
            onPointerEnter={() => void loadFragment(SEARCH_OVERLAY).catch(() => {})}
            data-testid="search-button"
          >
            <SearchIcon />
          </button>
          <a
            href="/dealer-locator"
            className={`${styles.iconButton} ${styles.desktopOnly}`}
            aria-label="Dealer locator"
            onClick={(event) => handleLinkClick(event, '/dealer-locator')}
          >
            <PinIcon />
          </a>
          <span className={styles.desktopOnly}>
            <AccountMenu auth={auth} />
          </span>
          <CartButton />
        </div>
      </div>

      {searchMounted && <RemoteFragment id={SEARCH_OVERLAY} props={{}} onReady={onSearchReady} />}

      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu entries={entries} auth={auth} brand={brand} onClose={closeMenu} />
        </Suspense>
      )}
    </header>
  );
}
