/**
 * The dealer picker lent to checkout (`dealers/dealer-picker`), against the real API: it searches
 * around the zip its host passes (50 miles by default), lists the nearest dealers and hands the
 * chosen one to `onChoose`.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { notify, type ShopNotification } from 'shared-contracts';
import type { DealerLocation } from 'shared-contracts/api/dealers';
import { describe, expect, it } from 'vitest';
import DealerPicker from '../src/fragments/DealerPicker';
import { SEARCH_FAILED_TEXT } from '../src/shared/dealer-search';
import { realApiForThisFile } from './real-api';

const api = realApiForThisFile();

describe('dealer picker fragment', () => {
  it('waits for a whole zip before searching', async () => {
    render(<DealerPicker zip="597" onChoose={() => {}} />);
    expect(screen.getByText('Enter a zip code to see dealers near it.')).toBeTruthy();
    expect(api.calls('GET', /^\/Dealers\/search/)).toHaveLength(0);
  });

  it('lists the dealers near the host zip within 50 miles and hands over the chosen one', async () => {
    const chosen: DealerLocation[] = [];
    const { container, rerender } = render(<DealerPicker zip="" onChoose={(d) => chosen.push(d)} />);
    expect(container.firstElementChild?.getAttribute('data-boundary')).toBe('dealers');
    rerender(<DealerPicker zip="59715" onChoose={(d) => chosen.push(d)} />);
    const list = await screen.findByRole('list', { name: 'Dealers near you, nearest first' });
    expect(screen.getByRole('status').textContent).toMatch(/^\d+ dealers? within 50 miles of 59715$/);
    expect(api.calls('GET', '/Dealers/search?zip=59715&radius=50')).toHaveLength(1);
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(5);

    const button = within(items[0] as HTMLElement).getByRole('button', { name: 'Choose this dealer' });
    fireEvent.click(button);
    expect(chosen).toHaveLength(1);
    expect(chosen[0]?.zip).toMatch(/^\d{5}$/);
    expect(items[0]?.textContent).toContain(chosen[0]?.name);
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('searches again with another distance', async () => {
    render(<DealerPicker zip="59715" onChoose={() => {}} />);
    await screen.findByRole('list', { name: 'Dealers near you, nearest first' });
    fireEvent.change(screen.getByLabelText('Distance'), { target: { value: '250' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/within 250 miles of 59715$/));
    expect(screen.getByRole('button', { name: 'Show more dealers' })).toBeTruthy();
  });

  it("says 'Error: Geocoding request failed' in the shared banner for a zip nobody can place", async () => {
    const seen: ShopNotification[] = [];
    const stop = notify.subscribe((note) => seen.push(note));
    render(<DealerPicker zip="00000" onChoose={() => {}} />);
    await waitFor(() => expect(seen).toEqual([{ type: 'error', message: 'Error: Geocoding request failed' }]));
    expect(screen.getByRole('status').textContent).toBe(SEARCH_FAILED_TEXT);
    stop();
  });

  it('a search given up for a newer one says nothing', async () => {
    const seen: ShopNotification[] = [];
    const stop = notify.subscribe((note) => seen.push(note));
    const { rerender } = render(<DealerPicker zip="59715" onChoose={() => {}} />);
    rerender(<DealerPicker zip="59801" onChoose={() => {}} />);
    await screen.findByRole('list', { name: 'Dealers near you, nearest first' });
    expect(seen).toEqual([]);
    stop();
  });
});
