import { act, fireEvent, render, screen } from '@testing-library/react';
import { type ProductSearchResult, toggleSearch } from 'shared-contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import SearchOverlay from '../src/fragments/SearchOverlay';
import { media } from './fixtures';
import { type ApiServer, startApiServer } from './helpers/apiServer';

const result = (documentId: string, title: string): ProductSearchResult => ({
  documentId,
  title,
  subtitle: `${title} subtitle`,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  display_type: 'product-long',
  image: media(documentId),
  sku: `${documentId}-SKU`,
});

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  window.history.replaceState(null, '', '/');
  api.requests.length = 0;
  api.route(({ path }) =>
    path.startsWith('/strapi/products/search/')
      ? { json: { data: [result('d2', 'Ridgeline Rifle'), result('d1', 'Ridge Cap'), result('d3', 'Ridge Sling')] } }
      : undefined,
  );
});
afterEach(() => {
  vi.useRealTimers();
});

function openOverlay() {
  render(<SearchOverlay />);
  act(() => toggleSearch.emit({}));
  return screen.getByRole('combobox');
}

async function typeAndWaitForSuggestions(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
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
    fireEvent.change(input, { target: { value: 'ri' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(api.requests).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'rid' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(api.requests).toHaveLength(0);
    const options = await typeAndWaitForSuggestions(input, 'ridg');
    expect(api.requests.map((r) => r.path)).toEqual(['/strapi/products/search/ridg']);
    // Sorted by title, case-insensitive.
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('Ridge Cap'),
      expect.stringContaining('Ridge Sling'),
      expect.stringContaining('Ridgeline Rifle'),
    ]);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('empties the suggestions when the field is cleared', async () => {
    const input = openOverlay();
    await typeAndWaitForSuggestions(input, 'ridge');
    fireEvent.change(input, { target: { value: '' } });
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
    for (let i = 0; i < 5; i++) fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(selected()).toBe(options.length - 1);
    expect(input.getAttribute('aria-activedescendant')).toBe(options[options.length - 1]?.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(selected()).toBe(options.length - 2);
    for (let i = 0; i < 5; i++) fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(selected()).toBe(-1);
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('opens the selected suggestion on Enter at /product/{display_type}/{documentId}', async () => {
    const input = openOverlay();
    await typeAndWaitForSuggestions(input, 'ridge');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(window.location.pathname).toBe('/product/product-long/d1');
    expect(window.history.state).toMatchObject({ from: '/' });
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('submits to /search/{query} on Enter with nothing selected, only above 1 character', () => {
    const input = openOverlay();
    fireEvent.change(input, { target: { value: 'r' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(window.location.pathname).toBe('/');
    expect(screen.queryByRole('combobox')).not.toBeNull();
    fireEvent.change(input, { target: { value: 'ri' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(window.location.pathname).toBe('/search/ri');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('shows no suggestions (and no error) when the search fails', async () => {
    api.route(() => ({ status: 500, json: { message: 'down' } }));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const input = openOverlay();
    fireEvent.change(input, { target: { value: 'ridge' } });
    await act(() => vi.advanceTimersByTimeAsync(500));
    vi.useRealTimers();
    await vi.waitFor(() => expect(errors).toHaveBeenCalled());
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
