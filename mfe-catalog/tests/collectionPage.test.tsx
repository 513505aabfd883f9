/**
 * The collection page against the real API (in process, seeded database), on the seeded collection
 * of each display type: accessories (simple grid), pistols (tabbed grid), apparel (cards) and
 * rifles (filterable grid), priced from the real price list.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { productGroups, products } from 'api/testkit';
import { describe, expect, it } from 'vitest';
import CollectionPage from '../src/features/collection/CollectionPage';
import { MemoryRouter, Route, Routes, useLocation } from '../src/shared/location';
import { catalogApiForEachTest } from './helpers/catalogApi';
import { skusAsked, wholeListRequests } from './helpers/priceRequests';

const api = catalogApiForEachTest();

/** A seeded collection and the titles of its products, in the collection's order. */
function seededCollection(slug: string) {
  const group = productGroups.find((g) => g.slug === slug);
  if (!group) throw new Error(`The content seed no longer has the collection ${slug}`);
  const titles = (group.products ?? []).map((productSlug) => products.find((p) => p.slug === productSlug)?.title);
  return { group, titles };
}

let currentSearch = '';
function SearchSpy() {
  currentSearch = useLocation().search;
  return null;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SearchSpy />
      <Routes>
        <Route path="/collection/:title" element={<CollectionPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const cardTitles = () =>
  screen.getAllByTestId('collection-item').map((li) => within(li).getByRole('heading').textContent);

const card = (title: string) =>
  screen.getAllByTestId('collection-item').find((li) => within(li).getByRole('heading').textContent === title);

describe('collection page', () => {
  it('shows a simple grid of every product with title, prices and meta data', async () => {
    const { group, titles } = seededCollection('accessories');
    expect(group.display_type).toBe('simple-grid');
    renderAt('/collection/accessories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accessories' })).toBeTruthy();
    expect(screen.getByText(group.subtitle)).toBeTruthy();
    await waitFor(() => expect(card('Bore Solvent & Oil Set')?.textContent).toContain('$24.99'));
    expect(cardTitles()).toEqual(titles);
    // On sale: the sale price, the struck list price and the percentage off.
    expect(card('Ridgeline Precision Bipod')?.textContent).toMatch(/\$197\.10.*\$219\.00|\$219\.00.*\$197\.10/);
    expect(card('Ridgeline Precision Bipod')?.textContent).toContain('10% off');
    // Sold out in the seed: no quick add.
    expect(card('Field Cleaning Kit')?.textContent).toContain('Out of stock');
    expect(screen.queryByRole('button', { name: 'Add to Cart: Field Cleaning Kit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to Cart: Bore Solvent & Oil Set' })).toBeTruthy();
    expect(document.title).toBe(group.meta_data.meta_title);
    // Priced from the skus of the products shown, not the whole price list.
    const shownSkus = (group.products ?? []).flatMap((slug) => products.find((p) => p.slug === slug)?.skus ?? []);
    expect(skusAsked(api)).toEqual(shownSkus.map((s) => s.sku).sort());
    expect(wholeListRequests(api)).toEqual([]);
  });

  it('tabbed grid: All plus the first filter values, active tab in activeFilter, grouped by tag', async () => {
    const { group } = seededCollection('pistols');
    expect(group.display_type).toBe('tabbed-grid');
    renderAt('/collection/pistols?activeFilter=Compact');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['all', 'Full-Size', 'Compact', 'Micro', 'Chassis']);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Compact');
    expect(cardTitles()).toEqual(['Sentinel 9 Compact']);

    fireEvent.click(screen.getByRole('tab', { name: 'Full-Size' }));
    expect(currentSearch).toBe('?activeFilter=Full-Size');
    expect(cardTitles()).toEqual(['Sentinel 9 Full-Size', 'Ridgeline 10mm', 'Highline 1911 Government']);

    fireEvent.click(screen.getByRole('tab', { name: 'all' }));
    expect(currentSearch).toBe('?activeFilter=all');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Sentinel Series',
      'Ridgeline Series',
      'Tern Series',
      'Highline Series',
    ]);
    expect(cardTitles()).toHaveLength(group.products?.length ?? 0);
  });

  it('cards layout shows every product as a card', async () => {
    const { group, titles } = seededCollection('apparel');
    expect(group.display_type).toBe('cards');
    renderAt('/collection/apparel');
    await screen.findByRole('heading', { level: 1, name: 'Apparel' });
    expect(cardTitles()).toEqual(titles);
  });

  it('filterable grid: filters, search, sort, count and Product not found', async () => {
    const { group, titles } = seededCollection('rifles');
    expect(group.display_type).toBe('filterable-grid');
    renderAt('/collection/rifles');
    await screen.findByRole('heading', { level: 1, name: 'Rifles' });
    expect(screen.getByRole('status').textContent).toBe(`${titles.length} results`);
    const ascending = [...titles].sort((a = '', b = '') => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    expect(cardTitles()).toEqual(ascending);

    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'desc' } });
    expect(cardTitles()).toEqual([...ascending].reverse());
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'asc' } });

    // Finish is multi-select: any of the chosen finishes.
    const finish = screen.getByRole('group', { name: 'Finish' });
    fireEvent.click(within(finish).getByLabelText('Tungsten'));
    expect(cardTitles()).toEqual(['Absaroka PRC']);
    fireEvent.click(within(finish).getByLabelText('Walnut'));
    expect(screen.getByRole('status').textContent).toBe('2 results');
    expect(cardTitles()).toEqual(['Absaroka PRC', 'Madison Lever Action']);

    // Action is single-select, and every category must match.
    const action = screen.getByRole('group', { name: 'Action' });
    fireEvent.click(within(action).getByLabelText('Lever Action'));
    expect(cardTitles()).toEqual(['Madison Lever Action']);
    fireEvent.click(within(action).getByLabelText('Bolt Action'));
    expect(cardTitles()).toEqual(['Absaroka PRC']);

    fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'carbine' } });
    expect(screen.getByText('Product not found')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 results');
  });

  it('says so when the collection does not exist (the API answers 404)', async () => {
    renderAt('/collection/nope');
    expect(await screen.findByText('Collection not found')).toBeTruthy();
    expect(api.calls('GET', '/strapi/product-groups/nope')).toHaveLength(1);
  });
});
