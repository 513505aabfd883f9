/**
 * The header's search overlay against the real API (in process, seeded database): suggestions are
 * the real search's answers, requests are counted on the API, and a failing search is a real
 * error answer (a query longer than the API accepts).
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { pages } from 'api/testkit';
import { toggleSearch } from 'shared-contracts';
import { SEARCH_QUERY_MAX_LENGTH } from 'shared-contracts/domain/limits';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { popularCollections } from '../src/features/search/popular-collections';
import SearchOverlay from '../src/fragments/SearchOverlay';
import { type RealApi, startRealApi } from './helpers/realApi';

let api: RealApi;
beforeAll(async () => {
  api = await startRealApi();
}, 120_000);
afterAll(() => api?.stop());

beforeEach(() => {
  api.pointClientHere();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  window.history.replaceState(null, '', '/');
  api.forgetRequests();
});
afterEach(() => {
  vi.useRealTimers();
});

const searches = () => api.calls('GET', /^\/strapi\/products\/search\//);

/** What the API's search answers for a query (asked through the API itself, not recorded). */
async function seededResults(query: string) {
  const answer = await api.app.inject({ method: 'GET', url: `/strapi/products/search/${query}` });
  return (answer.json() as { data: Array<{ title: string; documentId: string; display_type: string }> }).data;
}

function openOverlay() {
  render(<SearchOverlay />);
  act(() => toggleSearch.emit({}));
  return screen.getByRole('combobox');
}

async function typeAndWaitForSuggestions(input: HTMLElement, text: string) {
  fireEvent.input(input, { target: { value: text } });
  await act(() => vi.advanceTimersByTimeAsync(500));
  vi.useRealTimers();
  return screen.findAllByRole('option');
}

describe('search overlay', () => {
  it('opens on the toggle signal with the Product Search... field and closes with Escape', () => {
    const input = openOverlay();
    expect(input).toHaveProperty('placeholder', 'Product Search...');
    expect(input.closest('[data-boundary="catalog"]')).not.toBeNull();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('takes the focus into the field, keeps Tab inside and gives the focus back to the opener on close', () => {
    const opener = document.createElement('button');
    opener.textContent = 'Search';
    document.body.append(opener);
    opener.focus();
    const input = openOverlay();
    expect(document.activeElement).toBe(input);
    const close = screen.getByRole('button', { name: 'Close search' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(input);
    fireEvent.keyDown(input, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Escape' });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('counts toggles at most once per second', () => {
    openOverlay();
    act(() => toggleSearch.emit({})); // within a second: ignored
    expect(screen.queryByRole('combobox')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    act(() => toggleSearch.emit({}));
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('asks for suggestions only above 2 characters and only after 500 ms', async () => {
    const input = openOverlay();
    fireEvent.input(input, { target: { value: 'ri' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(searches()).toHaveLength(0);

    fireEvent.input(input, { target: { value: 'rid' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(searches()).toHaveLength(0);
    const options = await typeAndWaitForSuggestions(input, 'ridg');
    expect(searches().map((r) => r.path)).toEqual(['/strapi/products/search/ridg']);
    // Every product the API found (titles, and descriptions such as the Bridger range's), by title, case-insensitive.
    const titles = (await seededResults('ridg')).map((r) => r.title);
    expect(titles).toContain('Ridgeline 10mm');
    expect(titles).toContain('Bridger HR-1');
    const byTitle = [...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }));
    expect(options.map((o) => o.textContent)).toEqual(byTitle.map((title) => expect.stringContaining(title)));
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('empties the suggestions when the field is cleared', async () => {
    const input = openOverlay();
    await typeAndWaitForSuggestions(input, 'ridge');
    fireEvent.input(input, { target: { value: '' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves the selection with the arrows from -1 (none) to the last result and stops there', async () => {
    const input = openOverlay();
    const options = await typeAndWaitForSuggestions(input, 'ridge');
    const selected = () => screen.queryAllByRole('option').findIndex((o) => o.getAttribute('aria-selected') === 'true');
    expect(selected()).toBe(-1);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(selected()).toBe(-1);
    for (let i = 0; i < options.length + 2; i++) fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(selected()).toBe(options.length - 1);
    expect(input.getAttribute('aria-activedescendant')).toBe(options[options.length - 1]?.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(selected()).toBe(options.length - 2);
    for (let i = 0; i < options.length + 2; i++) fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(selected()).toBe(-1);
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('opens the selected suggestion on Enter at /product/{display_type}/{documentId}', async () => {
    const input = openOverlay();
    const options = await typeAndWaitForSuggestions(input, 'sentinel');
    const [first] = await seededResults('sentinel');
    expect(options[0]?.textContent).toContain(first?.title);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(window.location.pathname).toBe(`/product/${first?.display_type}/${first?.documentId}`);
    expect(window.history.state).toMatchObject({ from: '/' });
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('submits to /search/{query} on Enter with nothing selected, only above 1 character', () => {
    const input = openOverlay();
    fireEvent.input(input, { target: { value: 'r' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(window.location.pathname).toBe('/');
    expect(screen.queryByRole('combobox')).not.toBeNull();
    fireEvent.input(input, { target: { value: 'ri' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(window.location.pathname).toBe('/search/ri');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('shows no suggestions (and no error) when the search fails', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const input = openOverlay();
    // Longer than the API accepts: it answers 400.
    fireEvent.input(input, { target: { value: 'ridge'.repeat(SEARCH_QUERY_MAX_LENGTH / 5 + 1) } });
    await act(() => vi.advanceTimersByTimeAsync(500));
    vi.useRealTimers();
    await vi.waitFor(() => expect(errors).toHaveBeenCalledWith('[catalog] search failed', expect.anything()));
    expect(searches()).toHaveLength(1);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('shows no suggestions when the API is down', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.pointClientAtDeadPort();
    const input = openOverlay();
    fireEvent.input(input, { target: { value: 'ridge' } });
    await act(() => vi.advanceTimersByTimeAsync(500));
    vi.useRealTimers();
    await vi.waitFor(() => expect(errors).toHaveBeenCalledWith('[catalog] search failed', expect.anything()));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it("forgives a typo: 'bridgr' suggests the Bridger HR-1 under 'Showing results for bridger'", async () => {
    const input = openOverlay();
    const options = await typeAndWaitForSuggestions(input, 'bridgr');
    const corrected = (await seededResults('bridger')).map((r) => r.title);
    expect(options.map((o) => o.textContent)).toEqual(corrected.map((title) => expect.stringContaining(title)));
    expect(options.some((o) => o.textContent?.includes('Bridger HR-1'))).toBe(true);
    const line = screen.getByRole('status');
    expect(line.textContent).toBe('Showing results for bridger');
    expect(line.querySelector('em')?.textContent).toBe('bridger');
    expect(searches().map((r) => r.path)).toEqual(['/strapi/products/search/bridgr']);
    // The arrows and Enter work on the corrected suggestions as on any others.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
  });

  it('links to the results page of the words as typed, and closes', async () => {
    const input = openOverlay();
    await typeAndWaitForSuggestions(input, 'muzzel brake');
    expect(screen.getByRole('status').textContent).toBe('Showing results for muzzle brake');
    const instead = screen.getByRole('link', { name: 'Search instead for muzzel brake' });
    expect(instead.getAttribute('href')).toBe('/search/muzzel%20brake?exact=1');
    fireEvent.click(instead);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/search/muzzel%20brake?exact=1');
    expect(window.history.state).toMatchObject({ from: '/' });
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('says nothing about corrections when the words as typed find something', async () => {
    const input = openOverlay();
    await typeAndWaitForSuggestions(input, 'bridger');
    expect(screen.queryByText(/Showing results for/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Search instead for/ })).toBeNull();
  });

  it("shows 'No items found' and the popular collections when even a corrected search finds nothing", async () => {
    const input = openOverlay();
    fireEvent.input(input, { target: { value: 'zzqx' } });
    await act(() => vi.advanceTimersByTimeAsync(500));
    vi.useRealTimers();
    expect(await screen.findByText('No items found')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    const nav = await screen.findByRole('navigation', { name: 'Popular collections' });
    const links = within(nav).getAllByRole('link');
    const expected = popularCollections(pages.app);
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      expected.map((collection) => [collection.title, collection.url]),
    );
    // Keyboard: the links are reachable with Tab inside the dialog.
    links[0]?.focus();
    expect(document.activeElement).toBe(links[0]);
    fireEvent.click(links[0]!);
    expect(window.location.pathname).toBe(expected[0]?.url);
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
