/**
 * Tabbed grid: tabs are All plus the values of the first filter category; the active tab lives in
 * the `activeFilter` query parameter so it can be linked to (the header menus do). Items of the
 * tab are grouped by their tag.
 */
import { type KeyboardEvent, useRef } from 'react';
import { useHydrated } from 'shared-kit/server-render';
import { useSearchParams } from '../../shared/location';
import type { CollectionItem } from '../../shared/products/collection-item';
import { activeTab, type Filter, groupByTag, itemsForTab, tabsFor } from './collection-items';
import { ItemGrid } from './ItemGrid';
import styles from './TabbedGrid.module.css';

export function TabbedGrid({ items, filters }: { items: CollectionItem[]; filters: Filter[] }) {
  // A tab acts through the page's code: disabled until the page is hydrated.
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const tabs = tabsFor(filters);
  const current = activeTab(tabs, params.get('activeFilter'));
  const shown = itemsForTab(items, filters, current);
  const groups = groupByTag(shown);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (tab: string) => {
    const next = new URLSearchParams(params);
    next.set('activeFilter', tab);
    setParams(next, { replace: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.indexOf(current);
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const index = (to + tabs.length) % tabs.length;
    const tab = tabs[index];
    if (tab === undefined) return;
    select(tab);
    tabRefs.current[index]?.focus();
  };

  return (
    <div>
      <div
        className={styles.tabs}
        role="tablist"
        aria-label={filters[0]?.category ?? 'Categories'}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, i) => (
          <button
            key={tab}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`catalog-tab-${i}`}
            aria-selected={tab === current}
            aria-controls="catalog-tabpanel"
            tabIndex={tab === current ? 0 : -1}
            className={styles.tab}
            disabled={!hydrated}
            onClick={() => select(tab)}
          >
            {tab}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="catalog-tabpanel"
        aria-labelledby={`catalog-tab-${tabs.indexOf(current)}`}
        className={styles.panel}
      >
        {groups.length === 0 && <p className={styles.none}>No items found</p>}
        {groups.map((group) => (
          <section key={group.tag} className={styles.group} aria-label={group.tag || 'Products'}>
            {group.tag && <h2 className={styles.groupTitle}>{group.tag}</h2>}
            <ItemGrid items={group.items} headingLevel={3} />
          </section>
        ))}
      </div>
    </div>
  );
}
