/**
 * Search that forgives a typo (issue 15) on the results page, against the real API (in process,
 * seeded with the shop's content): the corrected-query line, the link to the words as typed, and the
 * helpful empty state with the collections the shop's navigation leads to. The overlay's side is in
 * searchOverlay.test.tsx.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { pages } from 'api/testkit';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_COLLECTIONS, popularCollections } from '../src/features/search/popular-collections';
import SearchResultsPage from '../src/features/search/SearchResultsPage';
import { correctedSegments } from '../src/features/search/search-api';
import { MemoryRouter, Route, Routes, useLocation } from '../src/shared/location';
import { catalogApiForEachTest } from './helpers/catalogApi';

const api = catalogApiForEachTest();

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/search/:query" element={<SearchResultsPage />} />
        <Route path="/collection/:title" element={<p>collection page</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const searchCalls = () => api.calls('GET', /^\/strapi\/products\/search\//).map((call) => call.path);
/** The seeded navigation's collections, in menu order (Rifles, Pistols, Apparel & Gear, ...). */
const seededCollections = popularCollections(pages.app);

describe('results page: a mistyped query', () => {
  it("shows what the corrected words found, 'Showing results for bridger' and a link to the words as typed", async () => {
    renderAt('/search/bridgr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for bridgr' })).toBeTruthy();
    expect((await screen.findAllByRole('link', { name: /^Bridger HR-1/ })).length).toBeGreaterThan(0);
    const line = screen.getAllByRole('status').find((status) => status.textContent?.startsWith('Showing results for'));
    expect(line?.textContent).toBe('Showing results for bridger');
    expect(line?.querySelector('em')?.textContent).toBe('bridger');
    const found = (await api.app.inject({ url: '/strapi/products/search/bridgr' })).json() as { data: unknown[] };
    expect(screen.getByText(`${found.data.length} results`)).toBeTruthy();
    expect(searchCalls()).toEqual(['/strapi/products/search/bridgr']);

    const instead = screen.getByRole('link', { name: 'Search instead for bridgr' });
    expect(instead.getAttribute('href')).toBe('/search/bridgr?exact=1');
    fireEvent.click(instead);
    expect(screen.getByTestId('where').textContent).toBe('/search/bridgr?exact=1');
    // The words as typed find nothing: the empty state, and the API was asked for no correction.
    expect(await screen.findByText('No items found')).toBeTruthy();
    expect(screen.queryByText(/Showing results for/)).toBeNull();
    expect(searchCalls()).toEqual(['/strapi/products/search/bridgr', '/strapi/products/search/bridgr?exact=true']);
  });

  it('emphasises only the corrected words of a longer query', async () => {
    renderAt('/search/Muzzel%20brake');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for Muzzel brake' })).toBeTruthy();
    const line = await screen.findByText((_, element) => element?.textContent === 'Showing results for muzzle brake');
    expect([...line.querySelectorAll('em')].map((em) => em.textContent)).toEqual(['muzzle']);
    expect(screen.getByRole('link', { name: /Absaroka Muzzle Brake/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search instead for Muzzel brake' }).getAttribute('href')).toBe(
      '/search/Muzzel%20brake?exact=1',
    );
  });

  it('says nothing about corrections when the words as typed find something', async () => {
    renderAt('/search/bridger');
    expect((await screen.findAllByRole('link', { name: /^Bridger HR-1/ })).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Showing results for/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Search instead for/ })).toBeNull();
  });
});

describe('results page: nothing found', () => {
  it("keeps 'No items found' and offers the popular collections from the shop's navigation", async () => {
    renderAt('/search/zzqx');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for zzqx' })).toBeTruthy();
    expect(await screen.findByText('No items found')).toBeTruthy();
    const nav = await screen.findByRole('navigation', { name: 'Popular collections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      seededCollections.map((collection) => [collection.title, collection.url]),
    );
    expect(links.map((link) => link.textContent)).toEqual(expect.arrayContaining(['Rifles', 'Pistols', 'Accessories']));
    fireEvent.click(links[0]!);
    expect(screen.getByTestId('where').textContent).toBe(seededCollections[0]?.url);
    expect(screen.getByText('collection page')).toBeTruthy();
  });

  it('still offers collections when the API is down (the search and the navigation both fail)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.pointClientAtDeadPort();
    renderAt('/search/bridgr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for bridgr' })).toBeTruthy();
    expect(await screen.findByText('No items found')).toBeTruthy();
    const nav = await screen.findByRole('navigation', { name: 'Popular collections' });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(DEFAULT_COLLECTIONS.map((collection) => collection.title)),
    );
  });
});

describe('correctedSegments', () => {
  it('marks the corrected words, a corrected part of a sku, and leaves repeated right words plain', () => {
    expect(
      correctedSegments('Bridger bridgr', {
        correctedQuery: 'bridger bridger',
        corrections: [{ from: 'bridgr', to: 'bridger' }],
      }),
    ).toEqual([
      { text: 'bridger ', corrected: false },
      { text: 'bridger', corrected: true },
    ]);
    expect(
      correctedSegments(' HA-BR1-308WN-20 ', {
        correctedQuery: 'ha-br1-308win-20',
        corrections: [{ from: '308wn', to: '308win' }],
      }),
    ).toEqual([
      { text: 'ha-br1-', corrected: false },
      { text: '308win', corrected: true },
      { text: '-20', corrected: false },
    ]);
  });
});
