/**
 * The rules of a collection page (spec 001 §3): filters, search box, sort, tabs and tag groups over
 * collection items (the item itself is `shared/products/collection-item.ts`). Pure functions only,
 * so every rule here is tested without a browser.
 */
import type { FilterCategory } from 'shared-contracts';
import type { CollectionItem } from '../../shared/products/collection-item';

export interface Filter {
  category: string;
  values: string[];
  multi: boolean;
}

/** The label of the tab (and filter value) that means "no filter". */
export const ALL_FILTER = 'all';

export type SortOrder = 'asc' | 'desc';

/** Quick add (quantity 1) only for a product without variants that is in stock and priced. */
export function canQuickAdd(item: CollectionItem): boolean {
  return item.noVariants && item.qtyOnHand > 0 && item.finalPrice !== null && item.sku !== '';
}

export function toFilters(categories: FilterCategory[]): Filter[] {
  return categories.map((c) => ({
    category: c.title,
    values: c.filter_options.map((o) => o.value),
    multi: c.multi,
  }));
}

function sameText(a: string, b: string): boolean {
  return a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;
}

export function hasFilterValue(item: CollectionItem, category: string, value: string): boolean {
  return item.filterTags.some((t) => sameText(t.filterCategory, category) && sameText(t.filterValue, value));
}

/** Selected values per category; an empty list (or missing) means the category does not filter. */
export type FilterSelection = Record<string, string[]>;

/**
 * Within a category an item matches any selected value; across categories every category must
 * match. The search box matches title, subtitle or sku, ignoring case.
 */
export function filterItems(items: CollectionItem[], selection: FilterSelection, query = ''): CollectionItem[] {
  const needle = query.trim().toLowerCase();
  return items.filter((item) => {
    for (const [category, values] of Object.entries(selection)) {
      const active = values.filter((v) => v !== ALL_FILTER);
      if (active.length > 0 && !active.some((v) => hasFilterValue(item, category, v))) return false;
    }
    if (!needle) return true;
    return [item.title, item.subtitle, item.sku].some((text) => text.toLowerCase().includes(needle));
  });
}

/** Toggles a value in a category; single-select categories keep at most one value. */
export function toggleFilterValue(selection: FilterSelection, filter: Filter, value: string): FilterSelection {
  const current = selection[filter.category] ?? [];
  const on = current.includes(value);
  const next = filter.multi ? (on ? current.filter((v) => v !== value) : [...current, value]) : on ? [] : [value];
  return { ...selection, [filter.category]: next };
}

/** Items already in title order (sortedByTitle), as the sort control asks: A to Z or Z to A. */
export function inTitleOrder(itemsByTitle: CollectionItem[], order: SortOrder): CollectionItem[] {
  return order === 'desc' ? [...itemsByTitle].reverse() : itemsByTitle;
}

/** Tabs of a tabbed grid: All, then the values of the first filter category. */
export function tabsFor(filters: Filter[]): string[] {
  return [ALL_FILTER, ...(filters[0]?.values ?? [])];
}

/** Items of one tab of a tabbed grid (the first filter category decides). */
export function itemsForTab(items: CollectionItem[], filters: Filter[], tab: string): CollectionItem[] {
  const first = filters[0];
  if (!first || tab === ALL_FILTER) return items;
  return items.filter((item) => hasFilterValue(item, first.category, tab));
}

/** Groups items by their tag, keeping the order in which each tag first appears. */
export function groupByTag(items: CollectionItem[]): Array<{ tag: string; items: CollectionItem[] }> {
  const groups = new Map<string, CollectionItem[]>();
  for (const item of items) {
    const tag = item.tag || '';
    const list = groups.get(tag) ?? [];
    list.push(item);
    groups.set(tag, list);
  }
  return [...groups.entries()].map(([tag, list]) => ({ tag, items: list }));
}

/** The active tab from the `activeFilter` query parameter; unknown values fall back to All. */
export function activeTab(tabs: string[], param: string | null): string {
  if (!param) return ALL_FILTER;
  return tabs.find((t) => sameText(t, param)) ?? ALL_FILTER;
}
