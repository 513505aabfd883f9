/**
 * The product page against the real API (in process, seeded database) on seeded products: the
 * Bridger HR-1 (three cascading selects, not every combination exists, .308 in FDE on sale, the
 * 24" 6.5 Creedmoor in Stainless sold out) and the Sentinel 9 Full-Size (on sale, restricted in
 * some states). Stock alerts are stored by the API; a refused one is refused by the API, because
 * reCAPTCHA (at the edge) cannot be reached.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { products } from 'api/testkit';
import { addCartItem, type CartLinePayload, emptyGuestCart, notify, type ShopNotification } from 'shared-contracts';
import { CAPTCHA_FAILED_MESSAGE } from 'shared-contracts/domain/limits';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ProductPage from '../src/features/product/ProductPage';
import { MemoryRouter, Route, Routes } from '../src/shared/location';
import { catalogApiForEachTest } from './helpers/catalogApi';
import { skusAsked, wholeListRequests } from './helpers/priceRequests';
import { observeScrollingInEachTest, scrollNear } from './helpers/scrollableObserver';

let unhandle: (() => void) | undefined;
const api = catalogApiForEachTest((real) => real.captcha.reachable());
observeScrollingInEachTest();
afterEach(() => {
  unhandle?.();
  unhandle = undefined;
});

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
/** Picks an option by its title (the values are the seed's option ids). */
function choose(label: string, title: string) {
  const option = Array.from(select(label).options).find((o) => o.textContent === title);
  if (!option) throw new Error(`${label} offers no ${title}`);
  fireEvent.change(select(label), { target: { value: option.value } });
}

/** Bridger HR-1, 6.5 Creedmoor, 24", Stainless: sold out in the seed. */
async function chooseSoldOutBridger() {
  renderAt('/product/bridger-hr1');
  await screen.findByText('SKU HA-BR1-308WIN-20-BLK');
  await pricesShown();
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
  choose('Calibre', '6.5 Creedmoor');
  choose('Barrel Length', '24"');
  fireEvent.click(screen.getByRole('button', { name: 'Stainless' }));
  await screen.findByText('SKU HA-BR1-65CREE-24-SS');
  expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  const notifyButton = await screen.findByRole('button', { name: 'Notify Me' });
  expect(screen.getAllByText('Out of stock')).toHaveLength(2); // the stock line and the form's title
  return { notifyButton, form: notifyButton.closest('form') as HTMLFormElement };
}

const stockAlerts = (email: string) =>
  api.db.selectFrom('stock_alerts').select(['product_id', 'product_name']).where('email', '=', email).execute();

describe('product page', () => {
  it("asks for the prices of the product's skus, and of the related products once near them, not the whole list", async () => {
    // First, and a product no other test here shows: no request of an earlier test arrives late, and
    // its prices are not in the test browser's HTTP cache.
    const tee = products.find((p) => p.slug === 'mountain-mark-tee');
    if (!tee) throw new Error('The content seed no longer has the Mountain Mark tee');
    const related = products.filter((p) => tee.related_products.includes(p.slug));
    expect(related.length).toBeGreaterThan(0);
    renderAt('/product/mountain-mark-tee');
    await pricesShown();
    // Below the fold, the related products wait for the visitor to come near them.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('region', { name: 'Related Products' })).toBeNull();
    expect(skusAsked(api)).toEqual(tee.skus.map((s) => s.sku).sort());
    scrollNear();
    const section = await screen.findByRole('region', { name: 'Related Products' });
    await vi.waitFor(() => expect(section.textContent).toContain('$'));
    expect(skusAsked(api)).toEqual([...tee.skus, ...related.flatMap((p) => p.skus)].map((s) => s.sku).sort());
    expect(wholeListRequests(api)).toEqual([]);
  });

  it('cascades the selects: later options are the existing combinations, reset to the first valid', async () => {
    renderAt('/product/bridger-hr1');
    await screen.findByRole('heading', { level: 1, name: 'Bridger HR-1' });
    await screen.findByText('SKU HA-BR1-308WIN-20-BLK');
    await pricesShown();
    expect(optionTitles('Calibre')).toEqual(['.308 Win', '6.5 Creedmoor', '.300 Win Mag']);
    expect(optionTitles('Barrel Length')).toEqual(['20"', '22"']);
    expect(screen.getByText('$1,249.00')).toBeTruthy();

    choose('Calibre', '.300 Win Mag');
    expect(optionTitles('Barrel Length')).toEqual(['24"']);
    expect(select('Barrel Length').selectedOptions[0]?.textContent).toBe('24"');
    expect(screen.getByText('SKU HA-BR1-300WIN-24-BLK')).toBeTruthy();
    expect(screen.getByText('$1,379.00')).toBeTruthy();

    choose('Calibre', '6.5 Creedmoor');
    expect(optionTitles('Barrel Length')).toEqual(['22"', '24"']);
    expect(screen.getByText('SKU HA-BR1-65CREE-22-BLK')).toBeTruthy();
  });

  it('drives price and discount from the matching sku', async () => {
    renderAt('/product/bridger-hr1');
    await screen.findByText('SKU HA-BR1-308WIN-20-BLK');
    await pricesShown();
    expect(screen.queryByText('10% off')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cerakote FDE' }));
    await screen.findByText('SKU HA-BR1-308WIN-20-FDE');
    expect(screen.getByText('$1,124.10')).toBeTruthy();
    expect(screen.getByText('10% off')).toBeTruthy();
    expect(screen.getByText('Ships to a licensed FFL dealer')).toBeTruthy();
  });

  it('shows the notify-me form instead of Add to Cart when the matching sku is out of stock', async () => {
    const { notifyButton, form } = await chooseSoldOutBridger();

    fireEvent.click(notifyButton);
    expect(await within(form).findByText('Email is required')).toBeTruthy();
    expect(within(form).getByText('Please complete the captcha')).toBeTruthy();
    expect(api.calls('POST', '/ProductNotification/subscribe')).toHaveLength(0);

    const seen: ShopNotification[] = [];
    const stop = notify.subscribe((n) => seen.push(n));
    fireEvent.input(within(form).getByLabelText('Email'), { target: { value: 'owner@example.com' } });
    fireEvent.click(within(form).getByLabelText("I'm not a robot"));
    fireEvent.click(notifyButton);
    expect(await screen.findByText('You will be notified when Bridger HR-1 is back in stock')).toBeTruthy();
    expect(api.calls('POST', '/ProductNotification/subscribe').map((r) => r.body)).toEqual([
      {
        email: 'owner@example.com',
        productId: 'HA-BR1-65CREE-24-SS',
        productName: 'Bridger HR-1',
        captcha: expect.stringMatching(/^test-pass-/),
      },
    ]);
    expect(await stockAlerts('owner@example.com')).toEqual([
      { product_id: 'HA-BR1-65CREE-24-SS', product_name: 'Bridger HR-1' },
    ]);
    expect(seen).toContainEqual({
      type: 'success',
      message: 'You will be notified when Bridger HR-1 is back in stock',
    });
    stop();
  });

  it('shows the server error in the shared banner and resets the captcha when the stock alert fails', async () => {
    api.captcha.unreachable();
    const { notifyButton, form } = await chooseSoldOutBridger();
    const seen: ShopNotification[] = [];
    const stop = notify.subscribe((n) => seen.push(n));
    fireEvent.input(within(form).getByLabelText('Email'), { target: { value: 'refused@example.com' } });
    const robot = within(form).getByLabelText("I'm not a robot") as HTMLInputElement;
    fireEvent.click(robot);
    fireEvent.click(notifyButton);
    // 001 section 8: the shared handler says it (once: no second copy beside the form).
    await waitFor(() => expect(seen).toContainEqual({ type: 'error', message: `Error: ${CAPTCHA_FAILED_MESSAGE}` }));
    expect(within(form).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(robot.checked).toBe(false));
    expect(await stockAlerts('refused@example.com')).toEqual([]);
    stop();
  });

  it('sends the cart-line payload of the chosen configuration', async () => {
    const sent: CartLinePayload[] = [];
    unhandle = addCartItem.handle((payload) => {
      sent.push(payload);
      return emptyGuestCart();
    });
    // Sentinel 9 Full-Size, Black Nitride, 17-Round: 8% off $599, not sold in CA, NY, MA, CO.
    renderAt('/product/product-short-alt/prd0202');
    await screen.findByText('SKU HA-S9F-BLK-17');
    await pricesShown();
    fireEvent.click(screen.getByRole('checkbox', { name: /Sentinel holster/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      productName: 'Sentinel 9 Full-Size',
      productId: 'HA-S9F-BLK-17',
      quantity: 2,
      // The sale price, and the list price, each with the holster.
      productPrice: 551.08 + 69.99,
      price: 599 + 69.99,
      productUrl: '/product/sentinel-9-full',
      isFflItem: true,
      optionIds: [202001, 202003, 202501],
      buildId: null,
      notes: null,
      restrictedStates: ['CA', 'NY', 'MA', 'CO'],
      restrictedZips: ['60601', '60602'],
    });
  });

  it("says 'Product not found' for an unknown product (the API answers 404)", async () => {
    renderAt('/product/nothing-here');
    expect(await screen.findByText('Product not found')).toBeTruthy();
    expect(api.calls('GET', '/strapi/products/nothing-here')).toHaveLength(1);
  });
});
