/**
 * Filterable grid: category filters (several values where the category is `multi`), a search box,
 * sort by title ascending or descending, the result count and 'Product not found' when nothing matches.
 * Its controls act through the page's code: they wait for hydration (a query typed into the page
 * drawn on the server would show in the box but filter nothing).
 */
import { useId, useMemo, useState } from 'react';
import { HydrationGate } from 'shared-kit/server-render';
import type { CollectionItem } from '../../shared/products/collection-item';
import {
  type Filter,
  type FilterSelection,
  filterItems,
  inTitleOrder,
  type SortOrder,
  toggleFilterValue,
} from './collection-items';
import styles from './FilterableGrid.module.css';
import { ItemGrid } from './ItemGrid';

/** `itemsByTitle`: the collection's items in title order (the loader sorts a filterable grid's). */
export function FilterableGrid({ itemsByTitle, filters }: { itemsByTitle: CollectionItem[]; filters: Filter[] }) {
  const [selection, setSelection] = useState<FilterSelection>({});
  const [query, setQuery] = useState('');
  const [order, setOrder] = useState<SortOrder>('asc');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const id = useId();
  const shown = useMemo(
    () => inTitleOrder(filterItems(itemsByTitle, selection, query), order),
    [itemsByTitle, selection, query, order],
  );
  const activeCount = Object.values(selection).reduce((n, values) => n + values.length, 0);

  return (
    <div className={styles.layout}>
      <div className={styles.toolbar}>
        <HydrationGate>
          <label className={styles.search}>
            <span className="visually-hidden">Search this collection</span>
            <input
              type="search"
              value={query}
              placeholder="Search this collection"
              onChange={(e) => setQuery(e.target.value)}
              className={styles.input}
            />
          </label>
          <label className={styles.sort}>
            <span className={styles.sortLabel}>Sort</span>
            <select value={order} onChange={(e) => setOrder(e.target.value as SortOrder)} className={styles.select}>
              <option value="asc">Title: A to Z</option>
              <option value="desc">Title: Z to A</option>
            </select>
          </label>
          <button
            type="button"
            className={styles.filterToggle}
            aria-expanded={filtersOpen}
            aria-controls={`${id}-filters`}
            onClick={() => setFiltersOpen((o) => !o)}
          >
            Filters{activeCount > 0 ? ` (${activeCount})` : ''}
          </button>
        </HydrationGate>
      </div>

      <aside
        id={`${id}-filters`}
        className={`${styles.filters} ${filtersOpen ? styles.open : ''}`}
        aria-label="Filters"
      >
        <HydrationGate>
          {filters.map((filter) => (
            <fieldset key={filter.category} className={styles.group}>
              <legend className={styles.legend}>{filter.category}</legend>
              {filter.values.map((value) => {
                const checked = (selection[filter.category] ?? []).includes(value);
                return (
                  <label key={value} className={styles.option}>
                    <input
                      type={filter.multi ? 'checkbox' : 'radio'}
                      name={`${id}-${filter.category}`}
                      checked={checked}
                      onChange={() => setSelection((s) => toggleFilterValue(s, filter, value))}
                      onClick={() => {
                        // A radio cannot be unticked by itself; clicking the chosen one clears it.
                        if (!filter.multi && checked) setSelection((s) => ({ ...s, [filter.category]: [] }));
                      }}
                    />
                    <span>{value}</span>
                  </label>
                );
              })}
            </fieldset>
          ))}
          {activeCount > 0 && (
            <button type="button" className={styles.clear} onClick={() => setSelection({})}>
              Clear filters
            </button>
          )}
        </HydrationGate>
      </aside>

      <div className={styles.results}>
        <p className={styles.count} role="status">
          {shown.length} {shown.length === 1 ? 'result' : 'results'}
        </p>
        {shown.length === 0 ? <p className={styles.none}>Product not found</p> : <ItemGrid items={shown} />}
      </div>
    </div>
  );
}
