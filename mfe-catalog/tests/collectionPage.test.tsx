import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ProductGroupDisplayType, ProductGroupWithProducts } from 'shared-contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import CollectionPage from '../src/features/collection/CollectionPage';
import { clearFetchOnce } from '../src/features/page-content/fetchOnce';
import { resetPriceList } from '../src/features/page-content/priceList';
import { media, prices, product, rifle, sku } from './fixtures';
import { type ApiServer, startApiServer } from './helpers/apiServer';

const products = [
  product({
    documentId: 'p1',
    slug: 'ridgeline-cap',
    title: 'Ridgeline Cap',
    tags: 'Hats',
    filter_values: [
      { category: 'Type', value: 'Hats' },
      { category: 'Color', value: 'Olive' },
    ],
  }),
  product({
    documentId: 'p2',
    slug: 'range-tee',
    title: 'Range Tee',
    tags: 'Shirts',
    skus: [sku('TEE-1')],
    filter_values: [
      { category: 'Type', value: 'Shirts' },
      { category: 'Color', value: 'Black' },
    ],
  }),
  {
    ...rifle(),
    tags: 'Rifles',
    filter_values: [
      { category: 'Type', value: 'Rifles' },
      { category: 'Color', value: 'Black' },
    ],
  },
];

function group(display_type: ProductGroupDisplayType): ProductGroupWithProducts {
  return {
    documentId: 'g1',
    slug: display_type,
    title: `Collection ${display_type}`,
    subtitle: 'Gear that works as hard as you do',
    display_type,
    background_image: media('hero'),
    filter_categories: [
      { title: 'Type', multi: false, filter_options: [{ value: 'Hats' }, { value: 'Shirts' }, { value: 'Rifles' }] },
      { title: 'Color', multi: true, filter_options: [{ value: 'Olive' }, { value: 'Black' }] },
    ],
    products,
    breadcrumbs: [],
    meta_data: { meta_title: `Collection ${display_type}`, meta_description: 'Test collection' },
  };
}

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());
beforeEach(() => {
  clearFetchOnce();
  resetPriceList();
  api.route(({ path }) => {
    const match = /^\/strapi\/product-groups\/(.+)$/.exec(path);
    if (match?.[1] && ['simple-grid', 'tabbed-grid', 'cards', 'filterable-grid'].includes(match[1])) {
      return { json: { data: group(match[1] as ProductGroupDisplayType) } };
    }
    if (path === '/Products') {
      return {
        json: {
          products: {
            ...prices,
            'TEE-1': { price: 25, bestDiscountPercentage: 0, bestDiscountedPrice: null, qtyOnHand: 9 },
          },
        },
      };
    }
    return undefined;
  });
});

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

describe('collection page', () => {
  it('shows a simple grid of every product with title and meta data', async () => {
    renderAt('/collection/simple-grid');
    expect(await screen.findByRole('heading', { level: 1, name: 'Collection simple-grid' })).toBeTruthy();
    await screen.findByText('$25.00');
    expect(cardTitles()).toEqual(['Ridgeline Cap', 'Range Tee', 'Bridger Precision']);
    expect(document.title).toContain('Collection simple-grid');
  });

  it('tabbed grid: All plus the first filter values, active tab in activeFilter, grouped by tag', async () => {
    renderAt('/collection/tabbed-grid?activeFilter=Shirts');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['all', 'Hats', 'Shirts', 'Rifles']);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Shirts');
    expect(cardTitles()).toEqual(['Range Tee']);

    fireEvent.click(screen.getByRole('tab', { name: 'all' }));
    expect(currentSearch).toBe('?activeFilter=all');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Hats',
      'Shirts',
      'Rifles',
    ]);
  });

  it('cards layout shows every product as a card', async () => {
    renderAt('/collection/cards');
    await screen.findByRole('heading', { level: 1, name: 'Collection cards' });
    expect(cardTitles()).toHaveLength(3);
  });

  it('filterable grid: filters, search, sort, count and Product not found', async () => {
    renderAt('/collection/filterable-grid');
    await screen.findByRole('heading', { level: 1, name: 'Collection filterable-grid' });
    expect(screen.getByRole('status').textContent).toBe('3 results');
    expect(cardTitles()).toEqual(['Bridger Precision', 'Range Tee', 'Ridgeline Cap']);

    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'desc' } });
    expect(cardTitles()).toEqual(['Ridgeline Cap', 'Range Tee', 'Bridger Precision']);

    const colors = screen.getByRole('group', { name: 'Color' });
    fireEvent.click(within(colors).getByLabelText('Black'));
    fireEvent.click(within(colors).getByLabelText('Olive'));
    expect(screen.getByRole('status').textContent).toBe('3 results');
    fireEvent.click(within(colors).getByLabelText('Olive'));
    expect(cardTitles()).toEqual(['Range Tee', 'Bridger Precision']);

    fireEvent.click(within(screen.getByRole('group', { name: 'Type' })).getByLabelText('Rifles'));
    expect(cardTitles()).toEqual(['Bridger Precision']);

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'tee' } });
    expect(screen.getByText('Product not found')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 results');
  });

  it('says so when the collection does not exist', async () => {
    renderAt('/collection/nope');
    expect(await screen.findByText('Collection not found')).toBeTruthy();
  });
});
