import { describe, expect, it } from 'vitest';
import {
  ALL_FILTER,
  activeTab,
  canQuickAdd,
  filterItems,
  groupByTag,
  inTitleOrder,
  itemsForTab,
  tabsFor,
  toFilters,
  toggleFilterValue,
} from '../src/features/collection/collection-items';
import { cartLineFromItem } from '../src/features/collection/quick-add';
import { sortedByTitle } from '../src/features/collection/title-order';
import { finalPrice } from '../src/shared/content/price';
import { toCardProduct } from '../src/shared/products/card-product';
import { type CollectionItem, noVariants, toCollectionItem } from '../src/shared/products/collection-item';
import { prices, product, rifle } from './fixtures';

const cap = toCollectionItem(
  product({
    filter_values: [
      { category: 'Type', value: 'Hats' },
      { category: 'Color', value: 'Olive' },
    ],
  }),
  prices,
);
const bridger = toCollectionItem(
  {
    ...rifle(),
    tags: 'Rifles',
    filter_values: [
      { category: 'Type', value: 'Rifles' },
      { category: 'Color', value: 'Black' },
    ],
  },
  prices,
);
const shirt = toCollectionItem(
  product({
    documentId: 'doc-shirt',
    slug: 'range-tee',
    title: 'range Tee',
    subtitle: 'Cotton',
    tags: 'Shirts',
    skus: [],
    filter_values: [
      { category: 'Type', value: 'Shirts' },
      { category: 'Color', value: 'Black' },
    ],
  }),
  prices,
);

describe('noVariants', () => {
  it('is true when the product has exactly one sku', () => {
    expect(noVariants(product())).toBe(true);
    expect(noVariants(rifle())).toBe(false);
    expect(noVariants(product({ skus: [] }))).toBe(false);
  });
});

describe('finalPrice', () => {
  it('is the discounted price when present, otherwise the price', () => {
    expect(finalPrice({ price: 100, bestDiscountedPrice: 80 })).toBe(80);
    expect(finalPrice({ price: 100, bestDiscountedPrice: null })).toBe(100);
    expect(finalPrice({ price: 100, bestDiscountedPrice: 0 })).toBe(100);
  });
});

describe('toCollectionItem', () => {
  it('flattens a product without variants with its price and stock', () => {
    expect(cap).toMatchObject({
      productId: 'doc-1',
      sku: 'CAP-1',
      url: '/product/ridgeline-cap',
      price: 30,
      finalPrice: 30,
      discountPrice: null,
      discountPercentage: 0,
      noVariants: true,
      qtyOnHand: 12,
      tag: 'Hats',
    });
    expect(cap.filterTags[0]).toEqual({ category: 'Type', value: 'Hats', filterCategory: 'Type', filterValue: 'Hats' });
  });

  it('shows the cheapest sku of a product with variants, with its discount', () => {
    expect(bridger).toMatchObject({
      sku: 'BR-308-20-BLK',
      price: 2000,
      discountPrice: 1800,
      discountPercentage: 10,
      finalPrice: 1800,
      noVariants: false,
      priceFrom: true,
      fflItem: true,
      restrictedStates: ['CA'],
      restrictedZips: ['10001'],
    });
  });

  it('reads nothing of a product that a collection does not keep (toCardProduct)', () => {
    for (const doc of [product(), rifle()]) {
      const card = toCardProduct(doc);
      expect(toCollectionItem(card, prices)).toEqual(toCollectionItem(doc, prices));
      // The collection's copy is a fraction of the document (no sku images, texts or manuals).
      expect(JSON.stringify(card).length).toBeLessThan(JSON.stringify(doc).length / 2);
    }
  });

  it('has no price when the price list lacks the sku', () => {
    const item = toCollectionItem(product(), {});
    expect(item.price).toBeNull();
    expect(item.finalPrice).toBeNull();
    expect(item.qtyOnHand).toBe(0);
  });
});

describe('canQuickAdd', () => {
  it('allows quick add only without variants and with stock', () => {
    expect(canQuickAdd(cap)).toBe(true);
    expect(canQuickAdd(bridger)).toBe(false);
    expect(canQuickAdd({ ...cap, qtyOnHand: 0 })).toBe(false);
    expect(canQuickAdd({ ...cap, finalPrice: null })).toBe(false);
  });

  it('sends quantity 1 of the only sku as a cart line', () => {
    expect(cartLineFromItem(cap, 1)).toEqual({
      productName: 'Ridgeline Cap',
      productId: 'CAP-1',
      quantity: 1,
      imageUrl: '/media/cap.svg',
      productPrice: 30,
      price: 30,
      productUrl: '/product/ridgeline-cap',
      isFflItem: false,
      isReceiverItem: false,
      optionIds: [],
      options: [],
      buildId: null,
      notes: null,
      restrictedStates: [],
      restrictedZips: [],
    });
  });
});

describe('filterItems', () => {
  const items: CollectionItem[] = [cap, bridger, shirt];

  it('keeps everything without a selection or query', () => {
    expect(filterItems(items, {})).toHaveLength(3);
    expect(filterItems(items, { Type: [] })).toHaveLength(3);
    expect(filterItems(items, { Type: [ALL_FILTER] })).toHaveLength(3);
  });

  it('matches any value within a category and every category across them', () => {
    expect(filterItems(items, { Type: ['Hats', 'Shirts'] }).map((i) => i.title)).toEqual([
      'Ridgeline Cap',
      'range Tee',
    ]);
    expect(filterItems(items, { Type: ['Hats', 'Shirts'], Color: ['Black'] }).map((i) => i.title)).toEqual([
      'range Tee',
    ]);
  });

  it('searches title, subtitle and sku ignoring case', () => {
    expect(filterItems(items, {}, 'BOLT').map((i) => i.title)).toEqual(['Bridger Precision']);
    expect(filterItems(items, {}, 'cap-1').map((i) => i.title)).toEqual(['Ridgeline Cap']);
    expect(filterItems(items, {}, 'nothing like it')).toEqual([]);
  });

  it('toggles values, multi categories keep several, single ones at most one', () => {
    const multi = { category: 'Type', values: ['Hats', 'Shirts'], multi: true };
    const single = { ...multi, multi: false };
    let sel = toggleFilterValue({}, multi, 'Hats');
    sel = toggleFilterValue(sel, multi, 'Shirts');
    expect(sel.Type).toEqual(['Hats', 'Shirts']);
    expect(toggleFilterValue(sel, multi, 'Hats').Type).toEqual(['Shirts']);
    expect(toggleFilterValue(toggleFilterValue({}, single, 'Hats'), single, 'Shirts').Type).toEqual(['Shirts']);
    expect(toggleFilterValue({ Type: ['Hats'] }, single, 'Hats').Type).toEqual([]);
  });
});

describe('title order', () => {
  it('sorts by title ignoring case, and the sort control reads it A to Z or Z to A', () => {
    const byTitle = sortedByTitle([shirt, cap, bridger]);
    expect(byTitle.map((i) => i.title)).toEqual(['Bridger Precision', 'range Tee', 'Ridgeline Cap']);
    expect(inTitleOrder(byTitle, 'asc')).toBe(byTitle);
    expect(inTitleOrder(byTitle, 'desc').map((i) => i.title)).toEqual([
      'Ridgeline Cap',
      'range Tee',
      'Bridger Precision',
    ]);
    expect(byTitle.map((i) => i.title)).toEqual(['Bridger Precision', 'range Tee', 'Ridgeline Cap']);
  });

  it('reads numbers in titles as numbers', () => {
    const titled = (title: string) => ({ title });
    expect(sortedByTitle([titled('Mag 10'), titled('Mag 9'), titled('mag 1')]).map((i) => i.title)).toEqual([
      'mag 1',
      'Mag 9',
      'Mag 10',
    ]);
  });
});

describe('tabbed grid', () => {
  const filters = toFilters([
    { title: 'Type', multi: false, filter_options: [{ value: 'Hats' }, { value: 'Shirts' }] },
    { title: 'Color', multi: true, filter_options: [{ value: 'Black' }] },
  ]);

  it('has All plus the values of the first filter category as tabs', () => {
    expect(tabsFor(filters)).toEqual(['all', 'Hats', 'Shirts']);
    expect(tabsFor([])).toEqual(['all']);
  });

  it('reads the active tab from activeFilter, falling back to All', () => {
    const tabs = tabsFor(filters);
    expect(activeTab(tabs, 'shirts')).toBe('Shirts');
    expect(activeTab(tabs, null)).toBe('all');
    expect(activeTab(tabs, 'Boots')).toBe('all');
  });

  it('shows the tab items grouped by tag', () => {
    expect(itemsForTab([cap, bridger, shirt], filters, 'Shirts').map((i) => i.title)).toEqual(['range Tee']);
    expect(itemsForTab([cap, bridger, shirt], filters, 'all')).toHaveLength(3);
    expect(
      groupByTag([cap, bridger, shirt, { ...cap, title: 'Other cap' }]).map((g) => [g.tag, g.items.length]),
    ).toEqual([
      ['Hats', 2],
      ['Rifles', 1],
      ['Shirts', 1],
    ]);
  });
});
