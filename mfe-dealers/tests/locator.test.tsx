/**
 * The dealer locator against the real API (`api/testkit`: the API in process on a fresh, seeded
 * database, called over HTTP by the shared client). The map adapter is a stand-in (happy-dom draws
 * no map); what the locator asks of the map interface is recorded.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify, type ShopNotification } from 'shared-contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_FAILED_TEXT } from '../src/shared/dealer-search';
import { createFakeMap, fakeMap } from './fake-map';
import { realApiForThisFile } from './real-api';
import { renderAt, renderWatchingLocation, shown } from './render';

vi.mock('../src/features/locator/map/load-map', () => ({ loadMapAdapter: async () => createFakeMap }));

const api = realApiForThisFile();
beforeEach(() => fakeMap.reset());

async function search(zip: string, radius?: number) {
  fireEvent.input(screen.getByLabelText('Zip Code'), { target: { value: zip } });
  if (radius) fireEvent.change(screen.getByLabelText('Distance'), { target: { value: String(radius) } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
}

const dealerList = () => screen.findByRole('list', { name: 'Dealers, nearest first' });

describe('dealer locator: the page', () => {
  it("is headed 'Find a Dealer' inside the dealers boundary", () => {
    renderAt('/dealer-locator');
    const heading = screen.getByRole('heading', { level: 1, name: 'Find a Dealer' });
    expect(heading.closest('[data-boundary]')?.getAttribute('data-boundary')).toBe('dealers');
  });

  it('takes its title and description from the content service (strapi/page/dealerlocator)', async () => {
    renderAt('/dealer-locator');
    await waitFor(() => expect(document.title).toBe('Dealer Locator | Halvorsen Arms'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      'Find a Halvorsen Arms dealer near you',
    );
    expect(await screen.findByText(/Search by zip code to find a Halvorsen dealer near you/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply to become a dealer' }).getAttribute('href')).toBe(
      '/dealer-registration',
    );
  });

  it("shows its content's hero image (imgUrl) behind the heading", async () => {
    renderAt('/dealer-locator');
    const image = await screen.findByTestId('dealers-hero-image');
    expect(image.getAttribute('src')).toBe(`${api.url}/media/hero/dealers.svg`);
    expect(image.getAttribute('alt')).toBe('');
    const response = await fetch(image.getAttribute('src') ?? '');
    expect(response.status).toBe(200);
  });

  it('offers the radii 50 to 250 miles, 50 by default', () => {
    renderAt('/dealer-locator');
    const select = screen.getByLabelText('Distance') as HTMLSelectElement;
    expect(Array.from(select.options, (o) => o.value)).toEqual(['50', '100', '150', '200', '250']);
    expect(select.value).toBe('50');
  });

  it('keeps only digits in the zip field, at most five', () => {
    renderAt('/dealer-locator');
    const zip = screen.getByLabelText('Zip Code') as HTMLInputElement;
    fireEvent.input(zip, { target: { value: '59a7-15x9' } });
    expect(zip.value).toBe('59715');
  });

  it('asks for a zip code, and for all five digits, without calling the API', async () => {
    renderAt('/dealer-locator');
    api.forgetRequests();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Zip Code is required')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Zip Code'), { target: { value: '597' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Zip Code must be 5 digits')).toBeTruthy();
    expect(screen.getByLabelText('Zip Code').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('GET', /^\/Dealers\/search/)).toHaveLength(0);
  });

  it('starts with an empty list and a map that loads on search (no map code before)', () => {
    renderAt('/dealer-locator');
    expect(screen.getByText('No dealers found')).toBeTruthy();
    expect(screen.getByText('The map loads when you search for dealers by zip code.')).toBeTruthy();
    expect(fakeMap.created).toBe(0);
  });
});

describe('dealer locator: search', () => {
  it('lists the dealers within 50 miles of 59715, nearest first, with a pin for each', async () => {
    renderAt('/dealer-locator');
    await search('59715');
    const list = await dealerList();
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    const status = screen.getByRole('status', { name: '' });
    expect(status.textContent).toBe(`${items.length} dealers within 50 miles of 59715`);
    expect(api.calls('GET', '/Dealers/search?zip=59715&radius=50')).toHaveLength(1);

    // Nearest first, each with its distance, address and a phone link.
    const miles = items.map((item) => Number.parseFloat(within(item).getByText(/ mi$/).textContent ?? ''));
    expect([...miles].sort((a, b) => a - b)).toEqual(miles);
    expect(miles.every((m) => m <= 50)).toBe(true);
    const first = items[0] as HTMLElement;
    expect(within(first).getByRole('link').getAttribute('href')).toMatch(/^tel:\+1\d{10}$/);
    expect(first.querySelector('address')?.textContent).toMatch(/, MT 59\d{3}/);

    await waitFor(() => expect(fakeMap.pins).toHaveLength(items.length));
    expect(fakeMap.pins).toEqual(items.map((item) => item.getAttribute('data-dealer-id')));
  });

  it('a list item and its pin highlight each other', async () => {
    renderAt('/dealer-locator');
    await search('59715');
    const list = await dealerList();
    await waitFor(() => expect(fakeMap.pins.length).toBeGreaterThan(1));
    const [first, second] = within(list).getAllByRole('listitem') as HTMLElement[];
    const firstId = first?.getAttribute('data-dealer-id') ?? '';
    const secondId = second?.getAttribute('data-dealer-id') ?? '';

    // Hovering or focusing an item marks its pin; leaving it unmarks it.
    fireEvent.mouseEnter(first as HTMLElement);
    await waitFor(() => expect(fakeMap.highlighted).toBe(firstId));
    fireEvent.mouseLeave(first as HTMLElement);
    await waitFor(() => expect(fakeMap.highlighted).toBeNull());

    // Choosing an item by keyboard (its name is a button) marks the pin and brings it into view.
    const button = within(second as HTMLElement).getByRole('button');
    act(() => button.focus());
    fireEvent.click(button);
    await waitFor(() => expect(fakeMap.revealed).toContain(secondId));
    expect(button.getAttribute('aria-pressed')).toBe('true');

    // Clicking a pin marks its list item.
    act(() => fakeMap.events?.onSelect(firstId));
    act(() => button.blur());
    await waitFor(() =>
      expect(
        within(first as HTMLElement)
          .getByRole('button')
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(fakeMap.highlighted).toBe(firstId);
    // Hovering a pin marks its item as well.
    act(() => fakeMap.events?.onHover(secondId));
    await waitFor(() =>
      expect(
        within(second as HTMLElement)
          .getByRole('button')
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
  });

  it("says 'Error: Geocoding request failed' in the shared banner for a zip nobody can place", async () => {
    const seen: ShopNotification[] = [];
    const stop = notify.subscribe((note) => seen.push(note));
    renderAt('/dealer-locator');
    await search('00000');
    await waitFor(() => expect(seen).toEqual([{ type: 'error', message: 'Error: Geocoding request failed' }]));
    expect(await screen.findByText(SEARCH_FAILED_TEXT)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Dealers, nearest first' })).toBeNull();
    stop();
  });

  it('a wider radius finds at least as many dealers', async () => {
    renderAt('/dealer-locator');
    await search('59715');
    const near = within(await dealerList()).getAllByRole('listitem').length;
    await search('59715', 250);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '' }).textContent).toMatch(/within 250 miles of 59715$/),
    );
    expect(within(await dealerList()).getAllByRole('listitem').length).toBeGreaterThanOrEqual(near);
  });

  it('links to dealer registration and carries breadcrumbs', () => {
    renderAt('/dealer-locator');
    expect(screen.getByRole('link', { name: /dealer/i, hidden: false }).getAttribute('href')).toBe(
      '/dealer-registration',
    );
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });
});

describe('links pass the previous location', () => {
  it("'Become a dealer' opens the registration with { from: '/dealer-locator' }, and its link back passes it too", async () => {
    renderWatchingLocation('/dealer-locator');
    fireEvent.click(await screen.findByRole('link', { name: 'Apply to become a dealer' }));
    await screen.findByRole('button', { name: 'Submit Application' });
    expect(shown.path).toBe('/dealer-registration');
    expect(shown.state).toEqual({ from: '/dealer-locator' });
    fireEvent.click(screen.getByRole('link', { name: 'Find a Dealer' }));
    await waitFor(() => expect(shown.path).toBe('/dealer-locator'));
    expect(shown.state).toEqual({ from: '/dealer-registration' });
  });
});
