import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { notify, type RichText as RichTextValue, type ShopNotification } from 'shared-contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RichText } from '../src/components/RichText';
import FaqPage from '../src/features/content-pages/FaqPage';
import LimitedEditionPage from '../src/features/limited-edition/LimitedEditionPage';
import { clearFetchOnce } from '../src/features/page-content/fetchOnce';
import { resetPriceList } from '../src/features/page-content/priceList';
import SearchResultsPage from '../src/features/search/SearchResultsPage';
import { media } from './fixtures';
import { type ApiServer, startApiServer } from './helpers/apiServer';

const rich = (text: string): RichTextValue => [{ type: 'paragraph', children: [{ type: 'text', text }] }];

let api: ApiServer;
let searchFails = false;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());
beforeEach(() => {
  clearFetchOnce();
  resetPriceList();
  searchFails = false;
  api.requests.length = 0;
  api.route(({ method, path, body }) => {
    if (path === '/strapi/page/faq') {
      return {
        json: {
          data: {
            meta_data: { meta_title: 'FAQ', meta_description: 'Answers' },
            heading_image: media('faq'),
            breadcrumbs: [
              { label: 'Home', url: '/' },
              { label: 'FAQ', url: '/faq' },
            ],
            headerTitle: 'Frequently Asked Questions',
            headerContent: 'Straight answers.',
            headerImageUrl: '',
            faqItemList: [
              { question: 'Do you ship rifles?', answer: 'To a licensed FFL dealer.' },
              { question: 'Warranty?', answer: 'Lifetime.' },
            ],
          },
        },
      };
    }
    if (path === '/strapi/page/limitededition') {
      return {
        json: {
          data: {
            meta_data: { meta_title: 'Limited Edition', meta_description: 'One run only' },
            banner: { title: 'The Founders Series', image: media('banner') },
            current: {
              title: 'Bridger Founders',
              image: media('current'),
              content: rich('Numbered 1 to 250.'),
              url: '/product/bridger-founders',
            },
            past: [1, 2, 3, 4].map((n) => ({
              title: `Edition ${n}`,
              content: rich(`Story ${n}`),
              images: [media(`a${n}`), media(`b${n}`)],
            })),
            promotion: {
              title: 'Founders Weekend',
              content: rich('Ten percent off.'),
              image: media('promo'),
              url: '/collection/rifles',
            },
          },
        },
      };
    }
    if (path.startsWith('/strapi/products/search/')) {
      return searchFails ? { status: 500, json: { message: 'down' } } : { json: { data: [] } };
    }
    if (path === '/Products') return { json: { products: {} } };
    if (path === '/Products/nocache') return { json: { products: {} } };
    if (method === 'POST' && path === '/Newsletter/subscribe') {
      return (body as { email: string }).email === 'bad@example.com'
        ? { status: 400, json: { message: 'nope' } }
        : { json: { message: 'ok' } };
    }
    return undefined;
  });
});

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
    const items = document.querySelectorAll('details');
    expect(items).toHaveLength(2);
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
  it("is titled 'Results for {query}'", async () => {
    renderRoute('/search/bridger', '/search/:query', <SearchResultsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for bridger' })).toBeTruthy();
    expect(await screen.findByText('No items found')).toBeTruthy();
  });

  it('shows the empty list with its title when the search fails', async () => {
    searchFails = true;
    renderRoute('/search/boom', '/search/:query', <SearchResultsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for boom' })).toBeTruthy();
    expect(await screen.findByText('No items found')).toBeTruthy();
  });
});

describe('limited edition page', () => {
  it('shows banner, current feature with Buy Now, past editions and the promotion modal', async () => {
    renderRoute('/limited-edition', '/limited-edition', <LimitedEditionPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'The Founders Series' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy Now' }).getAttribute('href')).toBe('/product/bridger-founders');
    expect(screen.getByRole('heading', { name: 'Past Limited Editions' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Edition 1',
      'Edition 2',
      'Edition 3',
      'Edition 4',
    ]);

    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe('/collection/rifles');
    fireEvent.keyDown(modal, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("subscribes to the newsletter ('Stay Informed'), then clears the form", async () => {
    sessionStorage.setItem('catalog:limited-edition-promo-seen', '1');
    const seen: ShopNotification[] = [];
    const stop = notify.subscribe((n) => seen.push(n));
    renderRoute('/limited-edition', '/limited-edition', <LimitedEditionPage />);
    const form = (await screen.findByRole('heading', { name: 'Stay Informed' })).closest('form') as HTMLFormElement;
    const email = within(form).getByLabelText('Email') as HTMLInputElement;
    const robot = within(form).getByLabelText("I'm not a robot") as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'owner@example.com' } });
    fireEvent.click(robot);
    fireEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(seen).toContainEqual({ type: 'success', message: 'You have been subscribed to the newsletter' }),
    );
    expect(api.requests.find((r) => r.path === '/Newsletter/subscribe')?.body).toEqual({
      email: 'owner@example.com',
      firstName: '',
      lastName: '',
      captcha: expect.stringMatching(/^test-pass-/),
    });
    await waitFor(() => expect(email.value).toBe(''));
    expect(robot.checked).toBe(false);
    stop();
  });

  it('resets the captcha and shows no message when the signup fails', async () => {
    sessionStorage.setItem('catalog:limited-edition-promo-seen', '1');
    const seen: ShopNotification[] = [];
    const stop = notify.subscribe((n) => seen.push(n));
    renderRoute('/limited-edition', '/limited-edition', <LimitedEditionPage />);
    const form = (await screen.findByRole('heading', { name: 'Stay Informed' })).closest('form') as HTMLFormElement;
    const robot = within(form).getByLabelText("I'm not a robot") as HTMLInputElement;
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'bad@example.com' } });
    fireEvent.click(robot);
    fireEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(api.requests.some((r) => r.path === '/Newsletter/subscribe')).toBe(true));
    await waitFor(() => expect(robot.checked).toBe(false));
    expect(seen).toEqual([]);
    stop();
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
            { type: 'image', image: media('pic'), children: [{ type: 'text', text: '' }] },
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
