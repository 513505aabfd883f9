import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { addCartItem, type CartLinePayload, emptyGuestCart, notify, type ShopNotification } from 'shared-contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearFetchOnce } from '../src/features/page-content/fetchOnce';
import { resetPriceList } from '../src/features/page-content/priceList';
import ProductPage from '../src/features/product/ProductPage';
import { prices, rifle } from './fixtures';
import { type ApiServer, startApiServer } from './helpers/apiServer';

let api: ApiServer;
let unhandle: (() => void) | undefined;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());
beforeEach(() => {
  clearFetchOnce();
  resetPriceList();
  api.requests.length = 0;
  api.route(({ method, path, body }) => {
    if (path === '/strapi/products/bridger-308') return { json: { data: [rifle()] } };
    if (path === '/strapi/products/by-id/doc-rifle') return { json: { data: [rifle()] } };
    if (path === '/Products') return { json: { products: prices } };
    if (method === 'POST' && path === '/ProductNotification/subscribe') {
      const email = (body as { email?: string }).email;
      return email === 'taken@example.com'
        ? { status: 400, json: { message: 'You are already subscribed' } }
        : { json: { message: 'ok' } };
    }
    return undefined;
  });
});
afterEach(() => unhandle?.());

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/product/:title" element={<ProductPage />} />
        <Route path="/product/:displayType/:documentId" element={<ProductPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The page is ready to buy once the price list has arrived (the stock line shows). */
async function pricesShown() {
  await screen.findByText(/^In stock|^Out of stock/);
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const optionTitles = (label: string) => Array.from(select(label).options).map((o) => o.textContent);

describe('product page', () => {
  it('cascades the selects: later options are the existing combinations, reset to the first valid', async () => {
    renderAt('/product/bridger-308');
    await screen.findByRole('heading', { level: 1, name: 'Bridger Precision' });
    await screen.findByText('SKU BR-308-20-BLK');
    await pricesShown();
    expect(optionTitles('Barrel Length')).toEqual(['20"', '24"']);

    fireEvent.change(select('Caliber'), { target: { value: '2' } });
    expect(optionTitles('Barrel Length')).toEqual(['24"']);
    expect(select('Barrel Length').value).toBe('11');
    expect(screen.getByText('SKU BR-65-24-BLK')).toBeTruthy();
    expect(screen.getByText('$2,150.00')).toBeTruthy();
  });

  it('drives price and discount from the matching sku', async () => {
    renderAt('/product/bridger-308');
    await screen.findByText('SKU BR-308-20-BLK');
    await pricesShown();
    expect(screen.getByText('$1,800.00')).toBeTruthy();
    expect(screen.getByText('10% off')).toBeTruthy();
    expect(screen.getByText('Ships to a licensed FFL dealer')).toBeTruthy();
  });

  it('shows the notify-me form instead of Add to Cart when the matching sku is out of stock', async () => {
    renderAt('/product/bridger-308');
    await screen.findByText('SKU BR-308-20-BLK');
    await pricesShown();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Flat Dark Earth' }));
    await screen.findByText('SKU BR-308-20-FDE');
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    const notifyButton = await screen.findByRole('button', { name: 'Notify Me' });
    const form = notifyButton.closest('form') as HTMLFormElement;

    fireEvent.click(notifyButton);
    expect(await within(form).findByText('Email is required')).toBeTruthy();
    expect(within(form).getByText('Please complete the captcha')).toBeTruthy();
    expect(api.requests.some((r) => r.path === '/ProductNotification/subscribe')).toBe(false);

    const seen: ShopNotification[] = [];
    const stop = notify.subscribe((n) => seen.push(n));
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'owner@example.com' } });
    fireEvent.click(within(form).getByLabelText("I'm not a robot"));
    fireEvent.click(notifyButton);
    expect(await screen.findByText('You will be notified when Bridger Precision is back in stock')).toBeTruthy();
    const sent = api.requests.find((r) => r.path === '/ProductNotification/subscribe');
    expect(sent?.body).toEqual({
      email: 'owner@example.com',
      productId: 'BR-308-20-FDE',
      productName: 'Bridger Precision',
      captcha: expect.stringMatching(/^test-pass-/),
    });
    expect(seen).toContainEqual({
      type: 'success',
      message: 'You will be notified when Bridger Precision is back in stock',
    });
    stop();
  });

  it('shows the server error and resets the captcha when the stock alert fails', async () => {
    renderAt('/product/bridger-308');
    await screen.findByText('SKU BR-308-20-BLK');
    await pricesShown();
    fireEvent.click(screen.getByRole('button', { name: 'Flat Dark Earth' }));
    const notifyButton = await screen.findByRole('button', { name: 'Notify Me' });
    const form = notifyButton.closest('form') as HTMLFormElement;
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'taken@example.com' } });
    const robot = within(form).getByLabelText("I'm not a robot") as HTMLInputElement;
    fireEvent.click(robot);
    fireEvent.click(notifyButton);
    expect(await within(form).findByText('You are already subscribed')).toBeTruthy();
    await waitFor(() => expect(robot.checked).toBe(false));
  });

  it('sends the cart-line payload of the chosen configuration', async () => {
    const sent: CartLinePayload[] = [];
    unhandle = addCartItem.handle((payload) => {
      sent.push(payload);
      return emptyGuestCart();
    });
    renderAt('/product/product-long/doc-rifle');
    await screen.findByText('SKU BR-308-20-BLK');
    await pricesShown();
    fireEvent.click(screen.getByRole('checkbox', { name: /Bipod/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      productName: 'Bridger Precision',
      productId: 'BR-308-20-BLK',
      quantity: 2,
      productPrice: 1920,
      price: 2120,
      productUrl: '/product/bridger-308',
      isFflItem: true,
      optionIds: [1, 10, 20, 90],
      buildId: null,
      notes: null,
      restrictedStates: ['CA'],
    });
  });

  it("says 'Product not found' for an unknown product", async () => {
    renderAt('/product/nothing-here');
    expect(await screen.findByText('Product not found')).toBeTruthy();
  });
});
