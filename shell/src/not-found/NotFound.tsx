/** The catch-all page (000/001 section 2): a branded 404 with the way home and to the collections. */

import { useEffect } from 'react';
import { BRAND } from 'shared-contracts';
import { handleLinkClick } from 'shared-kit';
import { useShellPage } from '../content/page-content';
import { StatusPanel, statusPanelStyles as styles } from '../error/StatusPanel';
import { headerMenus } from '../header/navigation';

/** Where "Browse collections" goes when the navigation content is not there. */
export const FALLBACK_COLLECTION = '/collection/rifles';

export function NotFound() {
  const menus = headerMenus(useShellPage('app'));
  const collections = menus.filter((entry) => entry.main_navigation.url.startsWith('/collection/'));
  const browse = collections[0]?.main_navigation.url ?? FALLBACK_COLLECTION;

  useEffect(() => {
    const previous = document.title;
    document.title = `Page not found | ${BRAND.name}`;
    return () => {
      document.title = previous;
    };
  }, []);

  return (
    <StatusPanel eyebrow="Page not found" code="404" title="Off the map" testId="not-found">
      <p className={styles.detail}>
        The page you were looking for has moved, or it never existed. The gear is still where you left it.
      </p>
      <div className={styles.actions}>
        <a className={styles.primary} href="/" onClick={(event) => handleLinkClick(event, '/')}>
          Back to home
        </a>
        <a className={styles.secondary} href={browse} onClick={(event) => handleLinkClick(event, browse)}>
          Browse collections
        </a>
      </div>
      {collections.length > 0 && (
        <ul className={styles.links} aria-label="Collections">
          {collections.map((entry) => (
            <li key={entry.key}>
              <a
                href={entry.main_navigation.url}
                onClick={(event) => handleLinkClick(event, entry.main_navigation.url)}
              >
                {entry.title}
              </a>
            </li>
          ))}
        </ul>
      )}
    </StatusPanel>
  );
}
