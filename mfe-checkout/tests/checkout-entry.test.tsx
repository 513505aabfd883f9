import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { CHECKOUT_FORM_KEYS } from 'shared-contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type CheckoutHarness, renderCheckout, shopApiPerFile } from './checkout-helpers';
import { CAP, LEVER_ACTION } from './support/seed-products';

const shop = shopApiPerFile();

let harness: CheckoutHarness;
afterEach(() => harness?.stop());

const storedBilling = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 Main St',
  city: 'Bozeman',
  state: 'MT',
  zip: '59715',
  country: 'US',
  shippingSameAsBilling: true,
  shippingMethodId: '2',
};

describe('opening the checkout', () => {
  it('says there are no products in an empty cart', async () => {
    harness = await renderCheckout(shop(), []);
    expect(await screen.findByText('There are no products in the cart')).toBeTruthy();
  });

  it('carries breadcrumbs: Home, then Checkout as the current page (with or without a cart)', async () => {
    harness = await renderCheckout(shop(), [CAP]);
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(crumbs).getByText('Checkout').getAttribute('aria-current')).toBe('page');
    harness.stop();
    cleanup();
    harness = await renderCheckout(shop(), []);
    await screen.findByText('There are no products in the cart');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('Checkout');
  });

  it('opens on the billing step by default', async () => {
    harness = await renderCheckout(shop(), [CAP]);
    expect(await screen.findByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('opened on the payment step with valid stored forms, checks them and computes again', async () => {
    sessionStorage.setItem(CHECKOUT_FORM_KEYS.billing, JSON.stringify(storedBilling));
    harness = await renderCheckout(shop(), [CAP], { url: '/checkout?stepId=payment' });
    expect(await screen.findByRole('button', { name: 'Place Order' })).toBeTruthy();
    const compute = harness.api.calls('POST', harness.shopper.cartPath('/compute'));
    expect(compute).toHaveLength(1);
    expect(compute[0]?.body).toEqual(expect.objectContaining({ shippingMethodId: '2' }));
    // Priced by the server for the stored choice (the second shipping method).
    expect((await harness.shopper.cart())?.shipping).toBeGreaterThan(0);
  });

  it('opened on the payment step without valid stored forms, goes back to billing', async () => {
    sessionStorage.setItem(CHECKOUT_FORM_KEYS.billing, JSON.stringify({ ...storedBilling, zip: '59' }));
    harness = await renderCheckout(shop(), [CAP], { url: '/checkout?stepId=payment' });
    expect(await screen.findByRole('button', { name: 'Next' })).toBeTruthy();
    await waitFor(() => expect(window.location.search).toBe('?stepId=billing'));
    expect(harness.api.calls('POST', /compute$/)).toHaveLength(0);
  });

  it('opened on the payment step with FFL items but no stored dealer, goes back to billing', async () => {
    sessionStorage.setItem(CHECKOUT_FORM_KEYS.billing, JSON.stringify(storedBilling));
    harness = await renderCheckout(shop(), [LEVER_ACTION], { url: '/checkout?stepId=payment' });
    expect(await screen.findByRole('button', { name: 'Next' })).toBeTruthy();
  });
});
