import { render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearShellPageCache } from '../src/content/page-content';
import { Footer } from '../src/footer/Footer';
import { type ContentServer, startContentServer } from './support/content-server';
import { footerPage } from './support/pages';

// The account remote is down in these tests: its newsletter fragment must not take the footer with it.
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: async (id: string) => {
    throw new Error(`Failed to load remote '${id.split('/')[0]}'`);
  },
}));

let server: ContentServer;
beforeAll(async () => {
  server = await startContentServer();
});
afterAll(() => server.close());
beforeEach(() => {
  clearShellPageCache();
  server.answers.footer = footerPage;
});

async function renderFooter() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(<Footer now={new Date('2026-05-01T12:00:00Z')} />);
  await screen.findByRole('navigation', { name: 'Footer' });
}

describe('footer', () => {
  it('splits the content links into 3 columns as evenly as possible', async () => {
    await renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const columns = within(nav).getAllByRole('list');
    expect(columns.map((column) => within(column).getAllByRole('link').length)).toEqual([3, 2, 2]);
    expect(within(columns[0]!).getByRole('link', { name: 'Rifles' }).getAttribute('href')).toBe('/collection/rifles');
  });

  it('shows the five social icons, labelled, opening in a new tab with noopener', async () => {
    await renderFooter();
    for (const network of ['X', 'Vimeo', 'Instagram', 'Facebook', 'YouTube']) {
      const link = screen.getByRole('link', { name: `Halvorsen Arms on ${network} (opens in a new tab)` });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('offers the product guide download, the STAY UPDATED band and bottom links with the year', async () => {
    await renderFooter();
    expect(screen.getByRole('link', { name: 'Product guide' }).getAttribute('href')).toMatch(
      /\/media\/docs\/halvorsen-product-guide\.pdf$/,
    );
    expect(screen.getByRole('heading', { name: 'STAY UPDATED' })).toBeTruthy();
    expect(screen.getByText('© 2026 Halvorsen Arms. All rights reserved.')).toBeTruthy();
    expect(screen.getByText('Made in Montana since 2026')).toBeTruthy();
    // No copyright line in the content: the shell adds one with the year.
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/copy/terms');
  });

  it("uses the content's own copyright line when it has one", async () => {
    server.answers.footer = { ...footerPage, bottom_texts: [{ text: '© 1987–2026 Halvorsen Arms LLC' }] };
    await renderFooter();
    expect(screen.getByText('© 1987–2026 Halvorsen Arms LLC')).toBeTruthy();
    expect(screen.queryByText('© 2026 Halvorsen Arms. All rights reserved.')).toBeNull();
  });

  it('scrolls back to the top', async () => {
    await renderFooter();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    screen.getByRole('button', { name: 'Back to top' }).click();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('keeps working when the newsletter signup fragment cannot be loaded (logged)', async () => {
    // The band scrolls into view: the fragment is asked for.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
        observe() {
          this.callback([{ isIntersecting: true }]);
        }
        disconnect() {}
      },
    );
    await renderFooter();
    window.dispatchEvent(new Event('scroll')); // the visitor starts using the page
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        expect.stringContaining('fragment account/newsletter-signup failed'),
        expect.anything(),
      ),
    );
    expect(screen.getByRole('heading', { name: 'STAY UPDATED' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('renders on empty defaults, without crashing, when the footer content fails (logged)', async () => {
    server.answers.footer = { status: 500 };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Footer now={new Date('2026-05-01T12:00:00Z')} />);
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith("[shell] content page 'footer' could not be loaded:", expect.any(String)),
    );
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeTruthy();
    expect(screen.getByText('© 2026 Halvorsen Arms. All rights reserved.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Footer' })).toBeNull();
  });
});
