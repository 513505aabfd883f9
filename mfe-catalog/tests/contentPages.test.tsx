/**
 * Content pages against the real API (in process, seeded database): the seeded FAQ and limited
 * edition pages (with the account's newsletter signup lent through a stubbed fragment host) and the
 * real search. Failures are real: the API down (a dead port).
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { pages } from 'api/testkit';
import { type FragmentModule, registerFragmentHost } from 'shared-kit/fragment-slot';
import { releaseModalTurn, requestModalTurn } from 'shared-kit/modal-queue';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FaqPage from '../src/features/content-pages/FaqPage';
import LimitedEditionPage from '../src/features/limited-edition/LimitedEditionPage';
import SearchResultsPage from '../src/features/search/SearchResultsPage';
import { MemoryRouter, Route, Routes } from '../src/shared/location';
import { RichText } from '../src/shared/ui/RichText';
import { catalogApiForEachTest } from './helpers/catalogApi';
import { skusAsked, wholeListRequests } from './helpers/priceRequests';

const api = catalogApiForEachTest((real) => {
  real.captcha.reachable();
  requested.length = 0;
});

/** The shell's fragment host, stubbed: which fragments the page asked for, and what each test lends. */
const requested: string[] = [];
let lend: () => Promise<FragmentModule<never>> = () => new Promise(() => {});
registerFragmentHost({
  loadFragment<P>(id: string) {
    requested.push(id);
    return lend() as Promise<FragmentModule<P>>;
  },
});

function LentSignup(props: object) {
  return <section data-testid="lent-newsletter-signup" data-props={JSON.stringify(props)} />;
}

function renderRoute(path: string, pattern: string, element: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('FAQ page', () => {
  it('shows breadcrumbs, the header and an accordion with Close All', async () => {
    renderRoute('/faq', '/faq', <FaqPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeTruthy();
    expect(screen.getByText(pages.faq.headerContent)).toBeTruthy();
    const items = document.querySelectorAll('details');
    expect(items).toHaveLength(pages.faq.faqItemList.length);
    expect(items[0]?.querySelector('summary')?.textContent).toContain(pages.faq.faqItemList[0]?.question);
    const closeAll = screen.getByRole('button', { name: 'Close All' }) as HTMLButtonElement;
    expect(closeAll.disabled).toBe(true);
    items[0]!.open = true;
    fireEvent(items[0]!, new Event('toggle'));
    items[1]!.open = true;
    fireEvent(items[1]!, new Event('toggle'));
    await waitFor(() => expect(closeAll.disabled).toBe(false));
    fireEvent.click(closeAll);
    await waitFor(() => expect(Array.from(items).every((d) => !d.open)).toBe(true));
  });
});

describe('search results page', () => {
  it("is titled 'Results for {query}' and shows what the search found, priced", async () => {
    renderRoute('/search/bridger', '/search/:query', <SearchResultsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for bridger' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Bridger HR-1 Ember Edition/ })).toBeTruthy();
    const found = (await api.app.inject({ url: '/strapi/products/search/bridger' })).json() as {
      data: Array<{ sku: string }>;
    };
    expect(screen.getByRole('status').textContent).toBe(`${found.data.length} results`);
    // The Ember Edition's one sku at its list price, from the real price list.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Bridger HR-1 Ember Edition/ }).closest('li')?.textContent).toContain(
        '$2,450.00',
      ),
    );
    // Priced from the results' skus only.
    expect(skusAsked(api)).toEqual([...new Set(found.data.map((r) => r.sku))].sort());
    expect(wholeListRequests(api)).toEqual([]);
  });

  it("says 'No items found' when nothing matches", async () => {
    renderRoute('/search/zzqx', '/search/:query', <SearchResultsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for zzqx' })).toBeTruthy();
    expect(await screen.findByText('No items found')).toBeTruthy();
    expect(api.calls('GET', '/strapi/products/search/zzqx')).toHaveLength(1);
  });

  it('shows the empty list with its title when the search fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.pointClientAtDeadPort();
    renderRoute('/search/bridger', '/search/:query', <SearchResultsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for bridger' })).toBeTruthy();
    expect(await screen.findByText('No items found')).toBeTruthy();
  });
});

describe('limited edition page', () => {
  // The signup belongs to mfe-account (its form, captcha and API calls are tested there): this page
  // only mounts `account/newsletter-signup` through the shell's fragment host, stubbed here. The slot
  // keeps a fragment once lent, so the failure comes first.
  it('shows the rest of the page and logs when the account remote cannot lend the signup', async () => {
    sessionStorage.setItem('catalog:limited-edition-promo-seen', '1');
    lend = () => Promise.reject(new Error("Failed to load remote 'account'"));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/limited-edition', '/limited-edition', <LimitedEditionPage />);
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        expect.stringContaining("account/newsletter-signup failed: Failed to load remote 'account'"),
        expect.anything(),
      ),
    );
    expect(screen.queryByTestId('lent-newsletter-signup')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: pages.limitededition.banner.title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Past Limited Editions' })).toBeTruthy();
  });

  it("mounts the account's newsletter signup ('Stay Informed') between the current and the past editions", async () => {
    sessionStorage.setItem('catalog:limited-edition-promo-seen', '1');
    lend = async () => ({ default: LentSignup });
    renderRoute('/limited-edition', '/limited-edition', <LimitedEditionPage />);
    const signup = await screen.findByTestId('lent-newsletter-signup');
    expect(requested).toEqual(['account/newsletter-signup']);
    expect(JSON.parse(signup.getAttribute('data-props') ?? '')).toEqual({
      variant: 'page',
      heading: 'Stay Informed',
      lead: 'Be the first to hear when the next limited edition opens.',
      tone: 'dark',
    });
    const current = screen.getByRole('heading', { level: 2, name: pages.limitededition.current.title });
    const past = screen.getByRole('heading', { level: 2, name: 'Past Limited Editions' });
    expect(current.compareDocumentPosition(signup) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(signup.compareDocumentPosition(past) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Its own page never posts a signup: only the lent fragment does.
    expect(api.calls('POST', '/Newsletter/subscribe')).toEqual([]);
  });

  it('shows banner, current feature with Buy Now, past editions and the promotion modal', async () => {
    renderRoute('/limited-edition', '/limited-edition', <LimitedEditionPage />);
    const page = pages.limitededition;
    expect(await screen.findByRole('heading', { level: 1, name: page.banner.title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: page.current.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy Now' }).getAttribute('href')).toBe(page.current.url);
    expect(page.current.url).toBe('/product/bridger-hr1-ember-edition');
    expect(screen.getByRole('heading', { name: 'Past Limited Editions' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      page.past.map((edition) => edition.title),
    );

    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByRole('heading', { name: page.promotion.title })).toBeTruthy();
    expect(within(modal).getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe(page.promotion.url);
    // Escape is the dialog's once it has taken the focus (its effect: with Preact a frame after it is drawn).
    await waitFor(() => expect(modal.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(modal, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('limited edition promotion, one modal at a time', () => {
  afterEach(() => releaseModalTurn('shell:consent'));

  it('waits while the shell’s consent dialog holds the turn, and opens once the consent is answered', async () => {
    // As the shell does at boot for a visitor who has not answered (shell/src/consent/consent-turn.ts).
    requestModalTurn('shell:consent', 0);
    renderRoute('/limited-edition', '/limited-edition', <LimitedEditionPage />);
    expect(await screen.findByRole('heading', { level: 1, name: pages.limitededition.banner.title })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => releaseModalTurn('shell:consent'));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByRole('heading', { name: pages.limitededition.promotion.title })).toBeTruthy();
  });
});

describe('rich text', () => {
  it('renders every block type and modifier', () => {
    render(
      <MemoryRouter>
        <RichText
          content={[
            { type: 'heading', level: 3, children: [{ type: 'text', text: 'Built to last' }] },
            {
              type: 'paragraph',
              children: [
                { type: 'text', text: 'Bold', bold: true },
                { type: 'text', text: 'Italic', italic: true },
                { type: 'text', text: 'Under', underline: true },
                { type: 'text', text: 'Struck', strikethrough: true },
                { type: 'text', text: 'mono', code: true },
                { type: 'link', url: '/support', children: [{ type: 'text', text: 'support' }] },
              ],
            },
            { type: 'quote', children: [{ type: 'text', text: 'Quote' }] },
            { type: 'code', children: [{ type: 'text', text: 'let x = 1;' }] },
            {
              type: 'list',
              format: 'ordered',
              children: [{ type: 'list-item', children: [{ type: 'text', text: 'One' }] }],
            },
            {
              type: 'list',
              format: 'unordered',
              children: [{ type: 'list-item', children: [{ type: 'text', text: 'Dot' }] }],
            },
            {
              type: 'image',
              image: { url: '/media/pic.svg', alternativeText: 'pic' },
              children: [{ type: 'text', text: '' }],
            },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Built to last' })).toBeTruthy();
    expect(document.querySelector('strong')?.textContent).toBe('Bold');
    expect(document.querySelector('em')?.textContent).toBe('Italic');
    expect(document.querySelector('u')?.textContent).toBe('Under');
    expect(document.querySelector('s')?.textContent).toBe('Struck');
    expect(document.querySelector('p code')?.textContent).toBe('mono');
    expect(screen.getByRole('link', { name: 'support' }).getAttribute('href')).toBe('/support');
    expect(document.querySelector('blockquote')?.textContent).toBe('Quote');
    expect(document.querySelector('pre code')?.textContent).toBe('let x = 1;');
    expect(document.querySelector('ol li')?.textContent).toBe('One');
    expect(document.querySelector('ul li')?.textContent).toBe('Dot');
    expect(screen.getByRole('img').getAttribute('alt')).toBe('pic');
  });
});
