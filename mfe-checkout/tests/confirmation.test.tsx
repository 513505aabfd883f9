import { screen, waitFor, within } from '@testing-library/react';
import type { Order } from 'shared-contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type CheckoutHarness, renderCheckout } from './checkout-helpers';

let harness: CheckoutHarness;
afterEach(() => harness?.stop());

function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 5000,
    createdAt: '2026-11-21T10:00:00.000Z',
    status: 'Paid',
    userEmail: 'ada@example.com',
    shippingName: 'Ada Lovelace',
    shippingAddress: '12 Main St',
    shippingCity: 'Bozeman',
    shippingState: 'MT',
    shippingZipCode: '59715',
    shippingCountry: 'US',
    customerPhone: '(406) 555-0142',
    dealerName: '',
    dealerAddress: '',
    dealerCity: '',
    dealerState: '',
    dealerZipCode: '',
    dealerCountry: '',
    dealerPhone: '',
    items: [
      {
        id: 1,
        productId: 'HA-SLING-01',
        productName: 'Canvas Rifle Sling',
        productUrl: '/product/canvas-rifle-sling',
        imageUrl: '',
        options: [{ label: 'Color', value: 'Olive' }],
        unitPrice: 49,
        quantity: 2,
        price: 98,
        isFflItem: false,
      },
    ],
    subTotal: 98,
    shippingCost: 0,
    shippingMethod: 'Standard Ground',
    discountAmount: 9.8,
    taxAmount: 0,
    totalAmount: 88.2,
    ...overrides,
  };
}

const rifleLine = {
  id: 2,
  productId: 'HA-RIFLE-308',
  productName: 'Ridgeline .308',
  productUrl: '/product/ridgeline-308',
  imageUrl: '',
  options: [],
  unitPrice: 1899,
  quantity: 1,
  price: 1899,
  isFflItem: true,
};

const dealer = {
  dealerName: 'Gallatin Valley Arms',
  dealerAddress: '400 Rouse Ave',
  dealerCity: 'Bozeman',
  dealerState: 'MT',
  dealerZipCode: '59715',
  dealerCountry: 'US',
  dealerPhone: '(406) 555-0199',
};

async function confirmation(found: Order | null) {
  harness = await renderCheckout([], {
    url: '/confirm/5000',
    prepare: (api) => {
      if (found) api.orders.set('5000', found);
    },
  });
}

describe('confirmation (/confirm/{orderId})', () => {
  it('thanks the shopper with the order number, e-mail, shipping address, items and totals', async () => {
    await confirmation(order());
    expect(await screen.findByRole('heading', { name: 'Thank You' })).toBeTruthy();
    expect(screen.getByText('#5000')).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    const shipping = screen.getByRole('region', { name: 'Shipping address' });
    expect(shipping.textContent).toContain('12 Main St');
    expect(shipping.textContent).toContain('Bozeman, Montana 59715');
    expect(screen.queryByRole('region', { name: 'FFL dealer' })).toBeNull();
    const items = screen.getByRole('region', { name: 'Your order' });
    expect(within(items).getByText('Color: Olive')).toBeTruthy();
    expect(within(items).getByText('Quantity 2 × $49.00')).toBeTruthy();
    expect(items.textContent).toContain('Subtotal$98.00');
    expect(items.textContent).toContain('ShippingFree');
    expect(items.textContent).toContain('Discount-$9.80');
    expect(items.textContent).toContain('Tax$0.00');
    expect(items.textContent).toContain('Total$88.20');
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    expect(harness.api.calls('GET', /^\/Order\/5000$/)[0]?.headers['x-guest-id']).toBe('gid_c');
  });

  it('shows the dealer address when FFL items exist', async () => {
    await confirmation(order({ ...dealer, items: [...order().items, rifleLine] }));
    const dealerCard = await screen.findByRole('region', { name: 'FFL dealer' });
    expect(dealerCard.textContent).toContain('Gallatin Valley Arms');
    expect(screen.getByRole('region', { name: 'Shipping address' })).toBeTruthy();
  });

  it('hides the shipping address when every item is an FFL item', async () => {
    await confirmation(order({ ...dealer, items: [rifleLine] }));
    await screen.findByRole('region', { name: 'FFL dealer' });
    expect(screen.queryByRole('region', { name: 'Shipping address' })).toBeNull();
  });

  it('shows a friendly empty state when the order cannot be fetched, with no error toast', async () => {
    await confirmation(null);
    expect(await screen.findByRole('heading', { name: "We couldn't find this order" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toBeTruthy();
    await waitFor(() => expect(harness.api.calls('GET', /^\/Order\//)).toHaveLength(1));
    expect(harness.toasts).toEqual([]);
  });
});
