import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type AnalyticsEvent, analytics, authState, openCartDrawer } from 'shared-contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { CartApp } from '../src/app/CartApp';
import { startCartService } from '../src/features/cart/cart-service';
import { cartStore, drawerOpenAtom, setDrawerOpen } from '../src/shared/cart-store';
import { ROUTING_EVENT } from '../src/shared/routing';
import { cartItem, installFakeApi } from './fake-api';

let stop: () => void = () => {};
afterEach(() => {
  act(() => setDrawerOpen(false));
  stop();
});

async function openDrawerWith(items: ReturnType<typeof cartItem>[], extra = {}) {
  const api = installFakeApi({ guestToken: 'gid_d' });
  api.setCart('gid_d', { items, ...extra });
  stop = startCartService();
  authState.emit({ status: 'guest', guestId: 'gid_d' });
  render(<CartApp />);
  await act(() => openCartDrawer.send());
  const dialog = await screen.findByRole('dialog', { name: /Your Cart/ });
  return { api, dialog };
}

describe('cart drawer', () => {
  it('says there are no products in an empty cart', async () => {
    const { dialog } = await openDrawerWith([]);
    await within(dialog).findByText('There are no products in the cart');
    expect(dialog.closest('[data-boundary="checkout"]')).not.toBeNull();
  });

  it('lists items with options and the current price next to the struck original', async () => {
    const { dialog } = await openDrawerWith([cartItem({ productPrice: 39, price: 49 })]);
    await within(dialog).findByText('Canvas Rifle Sling');
    expect(within(dialog).getByText('Olive')).toBeTruthy();
    const line = within(dialog).getByRole('listitem');
    expect(within(line).getByText('$39.00')).toBeTruthy();
    expect(line.querySelector('s')?.textContent).toContain('$49.00');
  });

  it('shows the summary: subtotal, discount negative, pre-tax total, tax, total', async () => {
    const { dialog } = await openDrawerWith([cartItem({ productPrice: 100, price: 100, quantity: 2 })], {
      discountAmount: 20,
      taxAmount: 9,
    });
    const summary = await within(dialog).findByLabelText('Cart summary');
    const text = summary.textContent ?? '';
    expect(text).toContain('Subtotal$200.00');
    expect(text).toContain('Discount-$20.00');
    expect(text).toContain('Pre-tax total$180.00');
    expect(text).toContain('Tax$9.00');
    expect(text).toContain('Total$189.00');
  });

  it('applies the quantity on blur: unchanged does nothing, a new value updates, 0 removes', async () => {
    const { api, dialog } = await openDrawerWith([cartItem({ id: 4, quantity: 1 })]);
    const field = await within(dialog).findByLabelText('Quantity of Canvas Rifle Sling');

    fireEvent.blur(field);
    expect(api.calls('PUT', /items/)).toHaveLength(0);

    fireEvent.change(field, { target: { value: '3' } });
    fireEvent.blur(field);
    await waitFor(() => expect(api.calls('PUT', /\/Cart\/guest\/gid_d\/items\/4$/)).toHaveLength(1));
    expect(api.calls('PUT', /items\/4/)[0]?.body).toEqual({ quantity: 3 });
    await waitFor(() => expect(field).toHaveProperty('value', '3'));

    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.blur(field);
    await waitFor(() => expect(api.calls('DELETE', /\/Cart\/guest\/gid_d\/items\/4$/)).toHaveLength(1));
    await within(dialog).findByText('There are no products in the cart');
  });

  it('closes on Escape', async () => {
    await openDrawerWith([]);
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on a route change', async () => {
    await openDrawerWith([]);
    act(() => {
      window.dispatchEvent(new CustomEvent(ROUTING_EVENT));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cartStore.get(drawerOpenAtom)).toBe(false);
  });

  it('keeps Tab inside the drawer', async () => {
    const { dialog } = await openDrawerWith([]);
    const close = within(dialog).getByRole('button', { name: 'Close cart' });
    const cont = await within(dialog).findByRole('button', { name: 'Continue shopping' });
    cont.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
  });

  it('goes to /checkout and reports begin_checkout', async () => {
    const events: AnalyticsEvent[] = [];
    const off = analytics.subscribe((event) => events.push(event));
    const { dialog } = await openDrawerWith([cartItem()]);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Checkout' }));
    off();
    expect(window.location.pathname).toBe('/checkout');
    expect(events).toContainEqual(expect.objectContaining({ name: 'begin_checkout', currency: 'USD', value: 49 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
