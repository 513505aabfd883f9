/**
 * Desktop menus: each label opens a mega panel on hover or focus, with the child titles on the
 * left and a hover card (image, label, subtitle) for the child under the pointer or focus.
 * Clicking the label itself opens the first child's link.
 */

import { type FocusEvent, useEffect, useRef, useState } from 'react';
import { mediaUrl, type NavigationEntry } from 'shared-contracts';
import { handleLinkClick } from 'shared-kit';
import { onRouteChange } from '../routing/route-changes';
import { ArrowRightIcon } from '../ui/icons';
import styles from './DesktopMenu.module.css';
import { labelHref } from './navigation';

const CLOSE_DELAY_MS = 140;

export function DesktopMenu({ entries }: { entries: NavigationEntry[] }) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const open = (key: string) => {
    clearTimeout(closeTimer.current);
    setOpenKey(key);
  };
  const closeSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpenKey(null), CLOSE_DELAY_MS);
  };
  const closeNow = () => {
    clearTimeout(closeTimer.current);
    setOpenKey(null);
  };

  useEffect(() => {
    // A route change (from anywhere) closes the panel.
    const stop = onRouteChange(() => {
      clearTimeout(closeTimer.current);
      setOpenKey(null);
    });
    return () => {
      stop();
      clearTimeout(closeTimer.current);
    };
  }, []);

  return (
    <ul className={styles.menu}>
      {entries.map((entry) => (
        <MenuItem
          key={entry.key}
          entry={entry}
          isOpen={openKey === entry.key}
          onOpen={() => open(entry.key)}
          onCloseSoon={closeSoon}
          onCloseNow={closeNow}
        />
      ))}
    </ul>
  );
}

interface MenuItemProps {
  entry: NavigationEntry;
  isOpen: boolean;
  onOpen(): void;
  onCloseSoon(): void;
  onCloseNow(): void;
}

function MenuItem({ entry, isOpen, onOpen, onCloseSoon, onCloseNow }: MenuItemProps) {
  const [active, setActive] = useState(0);
  const labelRef = useRef<HTMLAnchorElement>(null);
  const panelId = `shell-menu-${entry.key}`;
  const href = labelHref(entry);
  const children = entry.child_navigations;
  const card = children[active] ?? children[0];

  useEffect(() => {
    if (!isOpen) setActive(0);
  }, [isOpen]);

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onCloseNow();
  };

  return (
    <li
      className={styles.item}
      onMouseEnter={onOpen}
      onMouseLeave={onCloseSoon}
      onFocus={(event) => {
        // Focus arriving from outside opens the panel; focus moving inside it (or back to the
        // label after Escape) does not reopen it.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOpen();
      }}
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          onCloseNow();
          labelRef.current?.focus();
        }
      }}
    >
      <a
        ref={labelRef}
        href={href}
        className={styles.label}
        data-open={isOpen || undefined}
        aria-expanded={children.length > 0 ? isOpen : undefined}
        aria-controls={children.length > 0 ? panelId : undefined}
        onClick={(event) => {
          onCloseNow();
          handleLinkClick(event, href);
        }}
      >
        {entry.title}
      </a>
      {children.length > 0 && isOpen && (
        <div id={panelId} className={styles.panel}>
          <div className={styles.panelInner}>
            <div className={styles.listColumn}>
              <p className={styles.panelTitle}>{entry.title}</p>
              <ul className={styles.childList}>
                {children.map((child, index) => (
                  <li key={child.url}>
                    <a
                      href={child.url}
                      className={styles.childLink}
                      data-active={index === active || undefined}
                      onMouseEnter={() => setActive(index)}
                      onFocus={() => setActive(index)}
                      onClick={(event) => {
                        onCloseNow();
                        handleLinkClick(event, child.url);
                      }}
                    >
                      {child.title}
                    </a>
                  </li>
                ))}
              </ul>
              {entry.main_navigation.url && (
                <a
                  href={entry.main_navigation.url}
                  className={styles.viewAll}
                  onClick={(event) => {
                    onCloseNow();
                    handleLinkClick(event, entry.main_navigation.url);
                  }}
                >
                  View all {entry.title} <ArrowRightIcon size={16} />
                </a>
              )}
            </div>
            {card && (
              <a
                href={card.url}
                className={styles.card}
                tabIndex={-1}
                onClick={(event) => {
                  onCloseNow();
                  handleLinkClick(event, card.url);
                }}
              >
                <span className={styles.cardMedia}>
                  {(card.hover_image?.url || card.image?.url) && (
                    <img
                      src={mediaUrl(card.hover_image?.url || card.image.url)}
                      alt=""
                      width={card.hover_image?.width ?? card.image?.width}
                      height={card.hover_image?.height ?? card.image?.height}
                    />
                  )}
                </span>
                <span className={styles.cardText}>
                  <span className={styles.cardLabel}>{card.title}</span>
                  {card.subtitle && <span className={styles.cardSubtitle}>{card.subtitle}</span>}
                </span>
              </a>
            )}
          </div>
        </div>
      )}
    </li>
  );
}
