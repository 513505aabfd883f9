import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import {
  authState,
  type Cart,
  cartState,
  emptyGuestCart,
  openCartDrawer,
  signOutRequested,
  toggleSearch,
} from 'shared-contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearShellPageCache } from '../src/content/page-content';
import { Header } from '../src/header/Header';
import { type ContentServer, startContentServer } from './support/content-server';
import { appPage } from './support/pages';

// The federation runtime is a third-party boundary: the catalog's search overlay is stood in for
// by a component that listens to toggleSearch like the real one.
const overlayToggles: Array<{ open?: boolean }> = [];
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: async (id: string) => {
    if (id !== 'catalog/search-overlay') throw new Error(`Failed to load ${id}`);
    return {
      default: function SearchOverlay() {
        useEffect(() => toggleSearch.subscribe((value) => overlayToggles.push(value)), []);
        return <div>search overlay</div>;
      },
    };
  },
}));

let server: ContentServer;
beforeAll(async () => {
  server = await startContentServer();
});
afterAll(() => server.close());
beforeEach(() => {
  clearShellPageCache();
  server.answers.app = appPage;
  overlayToggles.length = 0;
  window.history.replaceState(null, '', '/');
});

function cartWith(quantities: number[]): Cart {
  const cart = emptyGuestCart('gid_1');
  cart.items = quantities.map((quantity, i) => ({
    id: i,
    productId: `SKU-${i}`,
    productName: `Item ${i}`,
    productPrice: 10,
    price: 10,
    quantity,
    options: [],
    imageUrl: '',
    isFflItem: false,
    isReceiverItem: false,
    restrictedStates: [],
    restrictedZips: [],
    productUrl: '',
  }));
  return cart;
}

async function renderHeader() {
  render(<Header />);
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  await within(nav).findByRole('link', { name: 'Rifles' });
  return nav;
}

describe('header', () => {
  it('is marked as the shell and links the brand home', async () => {
    await renderHeader();
    const header = screen.getByRole('banner');
    expect(header.getAttribute('data-boundary')).toBe('shell');
    expect(screen.getByRole('link', { name: 'Halvorsen Arms home' }).getAttribute('href')).toBe('/');
  });

  it('shows the menus rifles, pistols, apparel, support from strapi/page/app, in that order', async () => {
    const nav = await renderHeader();
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Rifles', 'Pistols', 'Apparel', 'Support']);
    expect(server.requests).toContain('GET /strapi/page/app');
  });

  it("opens a label's first child link, passing the previous location as state", async () => {
    const nav = await renderHeader();
    const rifles = within(nav).getByRole('link', { name: 'Rifles' });
    expect(rifles.getAttribute('href')).toBe('/product/ridgeline-10');
    window.history.replaceState(null, '', '/collection/apparel');
    fireEvent.click(rifles, { button: 0 });
    expect(window.location.pathname).toBe('/product/ridgeline-10');
    expect(window.history.state).toMatchObject({ from: '/collection/apparel', usr: { from: '/collection/apparel' } });
  });

  it('opens a mega panel on hover with the child titles and a hover card for the hovered child', async () => {
    const nav = await renderHeader();
    const item = within(nav).getByRole('link', { name: 'Rifles' }).closest('li')!;
    fireEvent.mouseEnter(item);
    const label = within(nav).getByRole('link', { name: 'Rifles' });
    expect(label.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(label.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('link', { name: 'Bolt Action' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Lever Action' })).toBeTruthy();
    // The card shows the first child until another is hovered.
    expect(panel.textContent).toContain('Ridgeline 10');
    fireEvent.mouseEnter(within(panel).getByRole('link', { name: 'Lever Action' }));
    expect(panel.textContent).toContain('The Madison');
    expect(panel.querySelector('img')?.getAttribute('src')).toContain('/media/product/madison-lever-hover.svg');
  });

  it("keeps an open panel through single-spa's end of a first load (no route change) and closes it on a new page", async () => {
    const nav = await renderHeader();
    const label = within(nav).getByRole('link', { name: 'Rifles' });
    fireEvent.mouseEnter(label.closest('li')!);
    expect(label.getAttribute('aria-expanded')).toBe('true');
    // The cart application mounted late: single-spa says so with a routing event; the page is where it was.
    act(() => void window.dispatchEvent(new Event('single-spa:routing-event')));
    expect(label.getAttribute('aria-expanded')).toBe('true');
    try {
      window.history.pushState(null, '', '/collection/pistols');
      act(() => void window.dispatchEvent(new Event('single-spa:routing-event')));
      expect(label.getAttribute('aria-expanded')).toBe('false');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('opens the panel on keyboard focus and closes it on Escape', async () => {
    const nav = await renderHeader();
    const label = within(nav).getByRole('link', { name: 'Pistols' });
    act(() => label.focus());
    expect(label.getAttribute('aria-expanded')).toBe('true');
    const child = screen.getByRole('link', { name: 'Sentinel 9' });
    act(() => child.focus());
    fireEvent.keyDown(child, { key: 'Escape' });
    expect(label.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(label);
  });

  it('still renders brand and icons, without menus, when the navigation content fails', async () => {
    server.answers.app = { status: 500 };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Header />);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Halvorsen Arms home' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryAllByRole('link')).toHaveLength(0);
  });

  it('shows the cart item count from cartState and opens the drawer', async () => {
    const opened = vi.fn();
    const stop = openCartDrawer.handle(opened);
    await renderHeader();
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeTruthy();
    act(() => cartState.emit(cartWith([2, 1])));
    const cart = screen.getByRole('button', { name: 'Cart, 3 items' });
    expect(screen.getByTestId('cart-count').textContent).toBe('3');
    fireEvent.click(cart);
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    stop();
  });

  it('offers Sign in to /login when not signed in, and My Account plus Sign out when signed in', async () => {
    act(() => authState.emit({ status: 'guest', guestId: 'gid_1' }));
    await renderHeader();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');

    act(() => authState.emit({ status: 'authenticated', email: 'jo@example.com' }));
    const account = screen.getByRole('button', { name: 'Account' });
    fireEvent.click(account);
    expect(screen.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/profile');
    const signOut = vi.fn();
    const stop = signOutRequested.subscribe(signOut);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    stop();
  });

  it("loads the catalog's search overlay on the first search click and opens it once it listens", async () => {
    await renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('search overlay');
    await waitFor(() => expect(overlayToggles).toEqual([{ open: true }]));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(overlayToggles).toEqual([{ open: true }, {}]);
  });

  it('opens a mobile menu with expandable sections, dealer locator and account entries', async () => {
    await renderHeader();
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(hamburger);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const pistols = within(dialog).getByRole('button', { name: 'Pistols' });
    expect(pistols.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(pistols);
    expect(pistols.getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog).getByRole('link', { name: /Sentinel 9/ })).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /Dealer Locator/ })
        .getAttribute('href'),
    ).toBe('/dealer-locator');
    expect(
      within(dialog)
        .getByRole('link', { name: /Sign in/ })
        .getAttribute('href'),
    ).toBe('/login');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });
});
