import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CHECKOUT_FORM_KEYS, decodeTestToken } from 'shared-contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type CheckoutHarness,
  clickAndSettle,
  fillBilling,
  fillCard,
  fillDealer,
  labelled,
  renderCheckout,
  shippingMethodChosen,
} from './checkout-helpers';
import { cartItem } from './fake-api';

let harness: CheckoutHarness;
afterEach(() => harness?.stop());

const sling = cartItem({ id: 1 });
const rifle = cartItem({
  id: 2,
  productId: 'HA-RIFLE-308',
  productName: 'Ridgeline .308',
  productPrice: 1899,
  price: 1899,
  isFflItem: true,
});

async function toPayment(items = [sling], { dealer = false } = {}) {
  harness = await renderCheckout(items);
  await shippingMethodChosen();
  fillBilling();
  if (dealer) fillDealer();
  await clickAndSettle(screen.getByRole('button', { name: 'Next' }));
  return screen.findByRole('button', { name: 'Place Order' });
}

describe('payment step', () => {
  it('requires card number, month, year and code', async () => {
    const place = await toPayment();
    await clickAndSettle(place);
    expect(await screen.findByText('Card number is required')).toBeTruthy();
    expect(screen.getByText('Month is required')).toBeTruthy();
    expect(screen.getByText('Year is required')).toBeTruthy();
    expect(screen.getByText('Code is required')).toBeTruthy();
    expect(harness.api.calls('POST', /Checkout/)).toHaveLength(0);
  });

  it('returns to billing from Back and from the first progress step', async () => {
    await toPayment();
    await clickAndSettle(screen.getByRole('link', { name: /Back/ }));
    expect(await screen.findByRole('button', { name: 'Next' })).toBeTruthy();
    expect(window.location.search).toBe('?stepId=billing');
    await clickAndSettle(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('button', { name: 'Place Order' });
    await clickAndSettle(screen.getByRole('button', { name: 'Billing & shipping' }));
    expect(await screen.findByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('shows the order summary with shipping, discount and tax after the compute call', async () => {
    await toPayment();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(summary.textContent).toContain('Subtotal$49.00');
    expect(summary.textContent).toContain('ShippingFree');
    expect(summary.textContent).toContain('Discount$0.00');
    expect(summary.textContent).toContain('Tax$2.45');
    expect(summary.textContent).toContain('Total$51.45');
  });

  describe('Apply Discount Code', () => {
    async function openDiscount() {
      await toPayment();
      fireEvent.click(screen.getByRole('button', { name: 'Apply Discount Code' }));
      return screen.findByLabelText(labelled('Discount code'));
    }

    it('is collapsed until asked for', async () => {
      await toPayment();
      expect(screen.getByRole('button', { name: 'Apply Discount Code' }).getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByLabelText(labelled('Discount code'))).toBeNull();
    });

    it('requires a code', async () => {
      await openDiscount();
      await clickAndSettle(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByText('Discount code is required')).toBeTruthy();
    });

    it('sends the code uppercased and says Discount code applied successfully', async () => {
      const field = await openDiscount();
      fireEvent.change(field, { target: { value: 'range10' } });
      await clickAndSettle(screen.getByRole('button', { name: 'Apply' }));
      await waitFor(() =>
        expect(harness.toasts).toContainEqual({ type: 'success', message: 'Discount code applied successfully' }),
      );
      expect(harness.api.calls('POST', /promo-code$/)[0]?.body).toEqual({ promoCode: 'RANGE10', cartId: 77 });
      const summary = screen.getByRole('complementary', { name: 'Order summary' });
      expect(summary.textContent).toContain('Discount-$4.90');
    });

    it('says Discount code is invalid for a refused code', async () => {
      const field = await openDiscount();
      fireEvent.change(field, { target: { value: 'nope' } });
      await clickAndSettle(screen.getByRole('button', { name: 'Apply' }));
      await waitFor(() =>
        expect(harness.toasts).toContainEqual({ type: 'error', message: 'Discount code is invalid' }),
      );
      expect(harness.toasts.some((toast) => toast.message.startsWith('Error:'))).toBe(false);
    });
  });
});

describe('Place Order', () => {
  it('tokenises the card, submits the checkout with an Idempotency-Key and shows the confirmation', async () => {
    const place = await toPayment();
    fillCard();
    await clickAndSettle(place);
    await waitFor(() => expect(window.location.pathname).toBe('/confirm/5000'));
    const submit = harness.api.calls('POST', /^\/Checkout\/simplified$/);
    expect(submit).toHaveLength(1);
    const body = submit[0]?.body as Record<string, unknown> & {
      customerInfo: Record<string, unknown>;
      paymentToken: string;
    };
    expect(submit[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.cartId).toBe(77);
    expect(body.customerInfo.name).toBe('Ada Lovelace');
    expect(body.customerInfo.shippingName).toBe('Ada Lovelace');
    expect(body.customerInfo).not.toHaveProperty('firstName');
    expect(body.customerInfo).not.toHaveProperty('lastName');
    expect(body).not.toHaveProperty('dealerInfo');
    expect(decodeTestToken(body.paymentToken)).toEqual({ last4: '1111', brand: 'Visa', zip: '59715' });
    expect(JSON.stringify(body)).not.toContain('4111111111111111');

    await waitFor(() => expect(window.location.pathname).toBe('/confirm/5000'));
    expect(sessionStorage.getItem(CHECKOUT_FORM_KEYS.billing)).toBeNull();
    expect(sessionStorage.getItem(CHECKOUT_FORM_KEYS.dealer)).toBeNull();
    expect(harness.events).toContainEqual(
      expect.objectContaining({ name: 'purchase', currency: 'USD', transaction_id: '5000', value: 51.45, tax: 2.45 }),
    );
  });

  it('sends dealerInfo only with FFL items', async () => {
    const place = await toPayment([sling, rifle], { dealer: true });
    fillCard();
    await clickAndSettle(place);
    await waitFor(() => expect(harness.api.calls('POST', /Checkout/)).toHaveLength(1));
    const body = harness.api.calls('POST', /Checkout/)[0]?.body as { dealerInfo: Record<string, string> };
    expect(body.dealerInfo).toEqual({
      dealerName: 'Gallatin Valley Arms',
      dealerAddress: '400 Rouse Ave',
      dealerEmail: 'ffl@gallatinarms.com',
      dealerPhone: '(406) 555-0199',
      dealerCity: 'Bozeman',
      dealerState: 'MT',
      dealerZip: '59715',
      dealerCountry: 'US',
    });
  });

  it('keeps the Idempotency-Key when retrying after a lost answer, and stays on payment', async () => {
    const place = await toPayment();
    fillCard();
    let fail = true;
    harness.api.override((r) => (r.path === '/Checkout/simplified' && fail ? 'network-error' : undefined));
    await clickAndSettle(place);
    await waitFor(() => expect(harness.toasts.some((t) => t.type === 'error')).toBe(true));
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeTruthy();
    fail = false;
    await clickAndSettle(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(window.location.pathname).toBe('/confirm/5000'));
    const keys = harness.api.calls('POST', /Checkout/).map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('shows the server message on a decline, stays on payment, and uses a new key next time', async () => {
    const place = await toPayment();
    fillCard();
    let decline = true;
    harness.api.override((r) =>
      r.path === '/Checkout/simplified' && decline
        ? { status: 402, body: { orderId: null, success: false, message: 'This transaction has been declined.' } }
        : undefined,
    );
    await clickAndSettle(place);
    await waitFor(() =>
      expect(harness.toasts).toContainEqual({ type: 'error', message: 'Error: This transaction has been declined.' }),
    );
    expect(window.location.search).toBe('?stepId=payment');
    decline = false;
    await clickAndSettle(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(window.location.pathname).toBe('/confirm/5000'));
    const keys = harness.api.calls('POST', /Checkout/).map((r) => r.headers['idempotency-key']);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('shows the order when the server says the cart was already ordered (a lost answer)', async () => {
    const place = await toPayment();
    fillCard();
    harness.api.override((r) =>
      r.path === '/Checkout/simplified'
        ? { status: 409, body: { message: 'This cart has already been ordered', orderId: 4321 } }
        : undefined,
    );
    await clickAndSettle(place);
    await waitFor(() => expect(window.location.pathname).toBe('/confirm/4321'));
    expect(harness.toasts.some((t) => t.type === 'error')).toBe(false);
  });

  it('refuses a card the test gateway does not know, before anything is sent', async () => {
    const place = await toPayment();
    fillCard({ number: '4242424242424242' });
    await clickAndSettle(place);
    await waitFor(() =>
      expect(harness.toasts.some((t) => t.type === 'error' && t.message.includes('test card'))).toBe(true),
    );
    expect(harness.api.calls('POST', /Checkout/)).toHaveLength(0);
  });
});

describe('Restricted Items', () => {
  const restricted = cartItem({
    id: 3,
    productId: 'HA-MAG-30',
    productName: '30-Round Magazine',
    restrictedStates: ['CA'],
  });

  async function blockedAtNext(items = [sling, restricted]) {
    harness = await renderCheckout(items);
    await shippingMethodChosen();
    fillBilling({ state: 'CA', zip: '90210', city: 'Los Angeles' });
    await clickAndSettle(screen.getByRole('button', { name: 'Next' }));
    return screen.findByRole('alertdialog', { name: 'Restricted Items' });
  }

  it('stops Next with the modal, the summary and the support e-mail', async () => {
    const modal = await blockedAtNext();
    expect(
      within(modal).getByText(
        'You have restricted items in your cart. Either remove them or edit your address to continue.',
      ),
    ).toBeTruthy();
    expect(within(modal).getByText('30-Round Magazine')).toBeTruthy();
    expect(within(modal).queryByText('Canvas Rifle Sling')).toBeNull();
    expect(within(modal).getByRole('link', { name: 'support@halvorsenarms.com' }).getAttribute('href')).toBe(
      'mailto:support@halvorsenarms.com',
    );
    expect(screen.getByRole('alert', { name: 'Restricted Items in Cart' })).toBeTruthy();
    expect(harness.api.calls('POST', /compute/)).toHaveLength(0);
  });

  it('Update Address closes the modal', async () => {
    const modal = await blockedAtNext();
    fireEvent.click(within(modal).getByRole('button', { name: 'Update Address' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('Remove Items removes them and says so', async () => {
    const modal = await blockedAtNext();
    await clickAndSettle(within(modal).getByRole('button', { name: 'Remove Items' }));
    await waitFor(() =>
      expect(harness.toasts).toContainEqual({
        type: 'success',
        message: 'All restricted items have been removed from your cart',
      }),
    );
    expect(harness.api.calls('DELETE', /\/Cart\/guest\/gid_c\/items\/3$/)).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(window.location.pathname).toBe('/checkout');
  });

  it('warns All Items have been removed from your cart and goes home when nothing is left', async () => {
    const modal = await blockedAtNext([restricted]);
    await clickAndSettle(within(modal).getByRole('button', { name: 'Remove Items' }));
    await waitFor(() =>
      expect(harness.toasts).toContainEqual({ type: 'warning', message: 'All Items have been removed from your cart' }),
    );
    expect(window.location.pathname).toBe('/');
  });

  it('opens the modal when the server finds restricted items at checkout', async () => {
    const place = await toPayment([sling]);
    fillCard();
    harness.api.override((r) =>
      r.path === '/Checkout/simplified'
        ? { status: 400, body: { message: 'Restricted Items in Cart', restrictedItemIds: [1] } }
        : undefined,
    );
    await clickAndSettle(place);
    const modal = await screen.findByRole('alertdialog', { name: 'Restricted Items' });
    expect(within(modal).getByText('Canvas Rifle Sling')).toBeTruthy();
  });
});
