import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type CheckoutHarness, renderCheckout, shopApiPerFile } from './checkout-helpers';
import { cents, usd } from './support/money';
import { CAP, LEVER_ACTION } from './support/seed-products';
import { dealerForm } from './support/shopper';

const shop = shopApiPerFile();

let harness: CheckoutHarness;
afterEach(() => harness?.stop());

/** A guest who ordered `lines` through the API (Bozeman, Montana), then opens /confirm/{id}. */
async function confirmationOf(
  lines: Array<[typeof CAP, number]>,
  options: { dealer?: boolean; promo?: string } = {},
): Promise<number> {
  const guest = await shop().guest();
  for (const [product, quantity] of lines) await guest.add(product, quantity);
  const orderId = await guest.placeOrder({
    ...(options.dealer ? { dealer: dealerForm() } : {}),
    ...(options.promo ? { promo: options.promo } : {}),
  });
  harness = await renderCheckout(shop(), [], { url: `/confirm/${orderId}`, as: guest });
  return orderId;
}

describe('confirmation (/confirm/{orderId})', () => {
  it('thanks the shopper with the order number, e-mail, shipping address, items and totals', async () => {
    // Two caps with HALVORSEN10 (the seed's 10% code), shipped free to Montana (no sales tax).
    const orderId = await confirmationOf([[CAP, 2]], { promo: 'HALVORSEN10' });
    const subTotal = cents(CAP.price * 2);
    const discount = cents(subTotal * 0.1);
    expect(await screen.findByRole('heading', { name: 'Thank You' })).toBeTruthy();
    expect(screen.getByText(`#${orderId}`)).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    const shipping = screen.getByRole('region', { name: 'Shipping address' });
    expect(shipping.textContent).toContain('12 Main St');
    expect(shipping.textContent).toContain('Bozeman, Montana 59715');
    expect(screen.queryByRole('region', { name: 'FFL dealer' })).toBeNull();
    const items = screen.getByRole('region', { name: 'Your order' });
    const [option] = CAP.options;
    expect(within(items).getByText(`${option?.label}: ${option?.value}`)).toBeTruthy();
    expect(within(items).getByText(`Quantity 2 × ${usd(CAP.price)}`)).toBeTruthy();
    expect(items.textContent).toContain(`Subtotal${usd(subTotal)}`);
    expect(items.textContent).toContain('ShippingFree');
    expect(items.textContent).toContain(`Discount-${usd(discount)}`);
    expect(items.textContent).toContain('Tax$0.00');
    expect(items.textContent).toContain(`Total${usd(cents(subTotal - discount))}`);
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    expect(harness.api.calls('GET', `/Order/${orderId}`)[0]?.headers['x-guest-id']).toBe(harness.shopper.guestId);
  });

  it('carries breadcrumbs: Home, then the order confirmation as the current page', async () => {
    await confirmationOf([[CAP, 1]]);
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(crumbs).getByText('Order confirmation').getAttribute('aria-current')).toBe('page');
  });

  it('shows the dealer address when FFL items exist', async () => {
    await confirmationOf(
      [
        [CAP, 1],
        [LEVER_ACTION, 1],
      ],
      { dealer: true },
    );
    const dealerCard = await screen.findByRole('region', { name: 'FFL dealer' });
    expect(dealerCard.textContent).toContain('Gallatin Valley Arms');
    expect(screen.getByRole('region', { name: 'Shipping address' })).toBeTruthy();
  });

  it('says a firearm order waits for its FFL check (issue 29)', async () => {
    await confirmationOf([[LEVER_ACTION, 1]], { dealer: true });
    const status = await screen.findByText('Paid, awaiting FFL dealer check');
    expect(status.closest('p')?.getAttribute('data-status')).toBe('Awaiting FFL');
  });

  it('shows the shipments with a tracking link per carrier once the order ships (issue 29)', async () => {
    const guest = await shop().guest();
    await guest.add(CAP, 2);
    const orderId = await guest.placeOrder({});
    // The shop's staff ship it (the staff API's own tests drive /staff/orders/{id}/shipments).
    const db = shop().db;
    const item = await db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    const shipment = await db
      .insertInto('order_shipments')
      .values({ order_id: orderId, carrier: 'UPS', tracking_number: '1Z999AA10123456784', actor: 'test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_shipment_lines')
      .values({ shipment_id: String(shipment.id), order_item_id: item.id, quantity: 2 })
      .execute();
    await db.updateTable('orders').set({ status: 'Shipped' }).where('id', '=', orderId).execute();
    harness = await renderCheckout(shop(), [], { url: `/confirm/${orderId}`, as: guest });
    const shipments = await screen.findByRole('region', { name: 'Shipments' });
    const link = within(shipments).getByRole('link', { name: '1Z999AA10123456784' });
    expect(link.getAttribute('href')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(shipments.textContent).toContain('UPS tracking');
    expect(screen.getByText('Shipped').closest('p')?.getAttribute('data-status')).toBe('Shipped');
  });

  it('hides the shipping address when every item is an FFL item', async () => {
    await confirmationOf([[LEVER_ACTION, 1]], { dealer: true });
    await screen.findByRole('region', { name: 'FFL dealer' });
    expect(screen.queryByRole('region', { name: 'Shipping address' })).toBeNull();
  });

  it('shows a friendly empty state when the order cannot be fetched, with no error toast', async () => {
    // Somebody else's order: the API shows an order only to whoever placed it.
    const other = await shop().guest();
    await other.add(CAP);
    const theirs = await other.placeOrder();
    harness = await renderCheckout(shop(), [], { url: `/confirm/${theirs}` });
    expect(await screen.findByRole('heading', { name: "We couldn't find this order" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toBeTruthy();
    await waitFor(() => expect(harness.api.calls('GET', /^\/Order\//)).toHaveLength(1));
    expect(harness.toasts).toEqual([]);
  });
});
