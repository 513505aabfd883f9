import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { STATE_TAX_RULES } from 'api/testkit';
import { type AnalyticsEvent, analytics, openCartDrawer } from 'shared-contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { startCartService } from '../src/features/cart/cart-service';
import { CartApp } from '../src/fragments/CartApp';
import { cartStore, drawerOpenAtom, setDrawerOpen } from '../src/shared/cart-store';
import { ROUTING_EVENT } from '../src/shared/location';
import { type CartLines, shopApiPerFile } from './checkout-helpers';
import { cents, usd } from './support/money';
import { BUILDER_RIFLE, CAP, MOUNT, SLING } from './support/seed-products';
import { billingForm, type Shopper } from './support/shopper';

const shop = shopApiPerFile();

let stop: () => void = () => {};
afterEach(() => {
  act(() => setDrawerOpen(false));
  stop();
});

/** A guest whose cart the API holds with these lines (made before the page opens). */
async function guestWith(lines: CartLines): Promise<Shopper> {
  const guest = await shop().guest();
  for (const line of lines) {
    const [product, quantity] = Array.isArray(line) ? line : [line, 1];
    await guest.add(product, quantity);
  }
  return guest;
}

async function openDrawerAs(shopper: Shopper) {
  shopper.enter();
  stop = startCartService();
  render(<CartApp />);
  await act(() => openCartDrawer.send());
  return screen.findByRole('dialog', { name: /Your Cart/ });
}

async function openDrawerWith(lines: CartLines) {
  const shopper = await guestWith(lines);
  return { shopper, dialog: await openDrawerAs(shopper) };
}

describe('cart drawer', () => {
  it('says there are no products in an empty cart', async () => {
    const { dialog } = await openDrawerWith([]);
    await within(dialog).findByText('There are no products in the cart');
    expect(dialog.closest('[data-boundary="checkout"]')).not.toBeNull();
  });

  it('lists items with options and the current price next to the struck original', async () => {
    const { dialog } = await openDrawerWith([SLING]);
    await within(dialog).findByText(SLING.name);
    expect(within(dialog).getByText(SLING.options[0]?.value ?? '-')).toBeTruthy();
    const line = within(dialog).getByRole('listitem');
    expect(within(line).getByText(usd(SLING.price))).toBeTruthy();
    expect(line.querySelector('s')?.textContent).toContain(usd(SLING.listPrice));
  });

  it('shows the summary: subtotal, discount negative, pre-tax total, tax, total', async () => {
    // Priced by the API: HALVORSEN10 (the seed's 10% code) and Idaho's state tax, free shipping.
    const shopper = await guestWith([[MOUNT, 2]]);
    await shopper.compute(billingForm({ address: '150 N Capitol Blvd', city: 'Boise', state: 'ID', zip: '83702' }));
    await shopper.applyPromo('HALVORSEN10');
    const subTotal = cents(MOUNT.price * 2);
    const discount = cents(subTotal * 0.1);
    const preTax = cents(subTotal - discount);
    const tax = cents((preTax * STATE_TAX_RULES.ID.rate) / 100);

    const dialog = await openDrawerAs(shopper);
    const summary = await within(dialog).findByLabelText('Cart summary');
    await waitFor(() => expect(summary.textContent).toContain(`Subtotal${usd(subTotal)}`));
    const text = summary.textContent ?? '';
    expect(text).toContain(`Discount-${usd(discount)}`);
    expect(text).toContain(`Pre-tax total${usd(preTax)}`);
    expect(text).toContain(`Tax${usd(tax)}`);
    expect(text).toContain(`Total${usd(cents(preTax + tax))}`);
  });

  it('applies the quantity on blur: unchanged does nothing, a new value updates, 0 removes', async () => {
    const shopper = await guestWith([CAP]);
    const itemPath = shopper.cartPath(`/items/${(await shopper.cart())?.items[0]?.id}`);
    const dialog = await openDrawerAs(shopper);
    // The field as it is on screen now (the line re-renders as the cart changes).
    const field = () => within(dialog).getByLabelText(`Quantity of ${CAP.name}`);
    await within(dialog).findByLabelText(`Quantity of ${CAP.name}`);
    // A field is typed into once the drawer is idle (a loaded machine can still be settling it).
    await waitFor(() => expect(field()).toHaveProperty('disabled', false));

    fireEvent.blur(field());
    expect(shop().calls('PUT', /items/)).toHaveLength(0);

    fireEvent.input(field(), { target: { value: '3' } });
    await waitFor(() => expect(field()).toHaveProperty('value', '3'));
    fireEvent.blur(field());
    await waitFor(() => expect(shop().calls('PUT', itemPath)).toHaveLength(1));
    expect(shop().calls('PUT', itemPath)[0]?.body).toEqual({ quantity: 3 });
    await waitFor(() => expect(field()).toHaveProperty('value', '3'));
    expect((await shopper.cart())?.items[0]?.quantity).toBe(3);
    await waitFor(() => expect(field()).toHaveProperty('disabled', false));

    fireEvent.input(field(), { target: { value: '0' } });
    fireEvent.blur(field());
    await waitFor(() => expect(shop().calls('DELETE', itemPath)).toHaveLength(1));
    await within(dialog).findByText('There are no products in the cart');
    expect((await shopper.cart())?.items).toEqual([]);
  });

  it('shows two 3D builds of one sku as two lines with their add-ons; quantity and Remove act on their own line', async () => {
    const [magazine, mount] = BUILDER_RIFLE.addOns as [{ id: number; name: string }, { id: number; name: string }];
    const shopper = await shop().guest();
    await shopper.add(BUILDER_RIFLE, 1, { buildId: 'build-a', optionIds: [magazine.id], notes: 'A' });
    const cart = await shopper.add(BUILDER_RIFLE, 1, { buildId: 'build-b', optionIds: [mount.id], notes: 'B' });
    const [lineA, lineB] = cart.items;
    const dialog = await openDrawerAs(shopper);

    const lines = await within(dialog).findAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]?.textContent).toContain(`Add-ons:${magazine.name}`);
    expect(lines[1]?.textContent).toContain(`Add-ons:${mount.name}`);

    // Each line's controls name its build, and act on that line only.
    const fieldB = () => within(dialog).getByLabelText(`Quantity of ${BUILDER_RIFLE.name} with ${mount.name}`);
    await waitFor(() => expect(fieldB()).toHaveProperty('disabled', false));
    fireEvent.input(fieldB(), { target: { value: '2' } });
    fireEvent.blur(fieldB());
    await waitFor(() => expect(shop().calls('PUT', shopper.cartPath(`/items/${lineB?.id}`))).toHaveLength(1));
    await waitFor(async () =>
      expect((await shopper.cart())?.items.map((item) => [item.id, item.quantity])).toEqual([
        [lineA?.id, 1],
        [lineB?.id, 2],
      ]),
    );

    const removeA = within(dialog).getByRole('button', { name: `Remove ${BUILDER_RIFLE.name} with ${magazine.name}` });
    await waitFor(() => expect(removeA).toHaveProperty('disabled', false));
    fireEvent.click(removeA);
    await waitFor(() => expect(shop().calls('DELETE', shopper.cartPath(`/items/${lineA?.id}`))).toHaveLength(1));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    expect(within(dialog).getByRole('listitem').textContent).toContain(mount.name);
    expect((await shopper.cart())?.items.map((item) => item.id)).toEqual([lineB?.id]);
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
    const { dialog } = await openDrawerWith([CAP]);
    await within(dialog).findByText(CAP.name);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Checkout' }));
    off();
    expect(window.location.pathname).toBe('/checkout');
    expect(events).toContainEqual(
      expect.objectContaining({ name: 'begin_checkout', currency: 'USD', value: CAP.price }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
