import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STATE_TAX_RULES } from 'api/testkit';
import { CHECKOUT_FORM_KEYS } from 'shared-contracts';
import { decodeTestToken } from 'shared-contracts/payments/test-token';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type BillingValues,
  type CartLines,
  type CheckoutHarness,
  clickAndSettle,
  fillBilling,
  fillCard,
  fillDateOfBirth,
  fillDealer,
  labelled,
  renderCheckout,
  shippingMethodChosen,
  shopApiPerFile,
} from './checkout-helpers';
import { cents, usd } from './support/money';
import { CAP as gear, MAGAZINE, MOUNT, LEVER_ACTION as rifle } from './support/seed-products';
import { billingForm } from './support/shopper';

const shop = shopApiPerFile();

let harness: CheckoutHarness;
afterEach(() => harness?.stop());

/** Idaho: a state with sales tax (Montana, the default billing address, has none). */
const BOISE: BillingValues = { address: '150 N Capitol Blvd', city: 'Boise', state: 'ID', zip: '83702' };
/** The test gateway declines billing zip 46282, as Authorize.net's sandbox does. */
const DECLINED_ZIP: BillingValues = { address: '1 Monument Cir', city: 'Indianapolis', state: 'IN', zip: '46282' };

async function toPayment(items: CartLines = [gear], { dealer = false, billing = {} as BillingValues } = {}) {
  harness = await renderCheckout(shop(), items);
  await shippingMethodChosen();
  fillBilling(billing);
  if (dealer) {
    fillDealer();
    // A firearm has an age class (issue 30): the buyer attests an adult's date of birth.
    await fillDateOfBirth();
  }
  await clickAndSettle(screen.getByRole('button', { name: 'Next' }));
  return screen.findByRole('button', { name: 'Place Order' });
}

/** The order the page went to (/confirm/{id}), once it got there. */
async function confirmedOrderId(): Promise<number> {
  await waitFor(() => expect(window.location.pathname).toMatch(/^\/confirm\/\d+$/));
  return Number(window.location.pathname.split('/').pop());
}

describe('payment step', () => {
  it('requires card number, month, year and code', async () => {
    const place = await toPayment();
    await clickAndSettle(place);
    expect(await screen.findByText('Card number is required')).toBeTruthy();
    expect(screen.getByText('Month is required')).toBeTruthy();
    expect(screen.getByText('Year is required')).toBeTruthy();
    // '{Label} is required': the field is labelled "Security code" (issue 32, item 12).
    expect(screen.getByLabelText(/^Security code/)).toBeTruthy();
    expect(screen.getByText('Security code is required')).toBeTruthy();
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
    await toPayment([MOUNT], { billing: BOISE });
    const tax = cents((MOUNT.price * STATE_TAX_RULES.ID.rate) / 100);
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(summary.textContent).toContain(`Subtotal${usd(MOUNT.price)}`);
    expect(summary.textContent).toContain('ShippingFree');
    expect(summary.textContent).toContain('Discount$0.00');
    expect(summary.textContent).toContain(`Tax${usd(tax)}`);
    expect(summary.textContent).toContain(`Total${usd(cents(MOUNT.price + tax))}`);
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
      // HALVORSEN10: the seed's 10% off code.
      fireEvent.input(field, { target: { value: 'halvorsen10' } });
      await clickAndSettle(screen.getByRole('button', { name: 'Apply' }));
      await waitFor(() =>
        expect(harness.toasts).toContainEqual({ type: 'success', message: 'Discount code applied successfully' }),
      );
      expect(harness.api.calls('POST', /promo-code$/)[0]?.body).toEqual({
        promoCode: 'HALVORSEN10',
        cartId: (await harness.shopper.cart())?.id,
      });
      const summary = screen.getByRole('complementary', { name: 'Order summary' });
      expect(summary.textContent).toContain(`Discount-${usd(cents(gear.price * 0.1))}`);
    });

    it("shows an applied discount's promotion in the promotion modal with its Shop Now button", async () => {
      const field = await openDiscount();
      // GEAR20: the seed's product-scoped code, with a promotion page naming two groups of gear.
      fireEvent.input(field, { target: { value: 'gear20' } });
      await clickAndSettle(screen.getByRole('button', { name: 'Apply' }));
      const modal = await screen.findByRole('dialog', { name: '20% off gear' });
      expect(within(modal).getByText('Apparel and accessories')).toBeTruthy();
      expect(within(modal).getByText('Discount code GEAR20 applied')).toBeTruthy();
      expect(modal.querySelector('img')?.getAttribute('src')).toMatch(/\/media\//);
      const groups = within(modal)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
      expect(groups).toEqual(['Gear', 'More gear']);
      // Each product of the groups with its SKUs.
      expect(modal.querySelectorAll('code').length).toBeGreaterThan(1);
      expect(within(modal).getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toMatch(/^\/product\//);
      fireEvent.click(within(modal).getByRole('button', { name: 'Close promotion' }));
      expect(screen.queryByRole('dialog', { name: '20% off gear' })).toBeNull();
      // It stays listed under the form, and opens again.
      fireEvent.click(screen.getByRole('button', { name: 'See the promotion' }));
      expect(await screen.findByRole('dialog', { name: '20% off gear' })).toBeTruthy();
    });

    it('says Discount code is invalid for a refused code', async () => {
      const field = await openDiscount();
      // SUMMER2024: a seed code that has expired.
      for (const code of ['nope', 'summer2024']) {
        fireEvent.input(field, { target: { value: code } });
        await clickAndSettle(screen.getByRole('button', { name: 'Apply' }));
        await waitFor(() => expect(harness.api.calls('POST', /promo-code$/)).toHaveLength(code === 'nope' ? 1 : 2));
        await waitFor(() =>
          expect(harness.toasts).toContainEqual({ type: 'error', message: 'Discount code is invalid' }),
        );
      }
      expect(harness.toasts.filter((toast) => toast.message === 'Discount code is invalid')).toHaveLength(2);
      expect(harness.toasts.some((toast) => toast.message.startsWith('Error:'))).toBe(false);
      expect((await harness.shopper.cart())?.discountAmount).toBe(0);
    });
  });
});

describe('Place Order', () => {
  it('tokenises the card, submits the checkout with an Idempotency-Key and shows the confirmation', async () => {
    const place = await toPayment([gear], { billing: BOISE });
    const cartId = (await harness.shopper.cart())?.id;
    const tax = cents((gear.price * STATE_TAX_RULES.ID.rate) / 100);
    fillCard();
    await clickAndSettle(place);
    const orderId = await confirmedOrderId();
    expect(await harness.api.ordersOfCart(cartId ?? null)).toEqual([orderId]);
    const submit = harness.api.calls('POST', '/Checkout/simplified');
    expect(submit).toHaveLength(1);
    const body = submit[0]?.body as Record<string, unknown> & {
      customerInfo: Record<string, unknown>;
      paymentToken: string;
    };
    expect(submit[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.cartId).toBe(cartId);
    expect(body.customerInfo.name).toBe('Ada Lovelace');
    expect(body.customerInfo.shippingName).toBe('Ada Lovelace');
    expect(body.customerInfo).not.toHaveProperty('firstName');
    expect(body.customerInfo).not.toHaveProperty('lastName');
    expect(body).not.toHaveProperty('dealerInfo');
    expect(decodeTestToken(body.paymentToken)).toEqual({ last4: '1111', brand: 'Visa', zip: '83702' });
    expect(JSON.stringify(body)).not.toContain('4111111111111111');

    expect(sessionStorage.getItem(CHECKOUT_FORM_KEYS.billing)).toBeNull();
    expect(sessionStorage.getItem(CHECKOUT_FORM_KEYS.dealer)).toBeNull();
    expect(harness.events).toContainEqual(
      expect.objectContaining({
        name: 'purchase',
        currency: 'USD',
        transaction_id: String(orderId),
        value: cents(gear.price + tax),
        tax,
      }),
    );
    // The order the API keeps is the one the shopper saw priced.
    expect(await harness.shopper.order(orderId)).toEqual(
      expect.objectContaining({ totalAmount: cents(gear.price + tax), taxAmount: tax }),
    );
  });

  it('sends dealerInfo only with FFL items', async () => {
    const place = await toPayment([gear, rifle], { dealer: true });
    fillCard();
    await clickAndSettle(place);
    await confirmedOrderId();
    const submits = harness.api.calls('POST', '/Checkout/simplified');
    expect(submits).toHaveLength(1);
    const body = submits[0]?.body as { dealerInfo: Record<string, string> };
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
    const cartId = (await harness.shopper.cart())?.id ?? null;
    fillCard();
    // The API places the order, but the connection drops before its answer arrives.
    harness.api.loseNextAnswer('POST', '/Checkout/simplified');
    await clickAndSettle(place);
    await waitFor(() => expect(harness.toasts.some((t) => t.type === 'error')).toBe(true));
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeTruthy();
    expect(window.location.search).toBe('?stepId=payment');
    const [placed] = await harness.api.ordersOfCart(cartId);

    await clickAndSettle(screen.getByRole('button', { name: 'Place Order' }));
    expect(await confirmedOrderId()).toBe(placed);
    const keys = harness.api.calls('POST', '/Checkout/simplified').map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    // Answered from the first attempt: one order, one charge.
    expect(await harness.api.ordersOfCart(cartId)).toEqual([placed]);
  });

  it('shows the server message on a decline, stays on payment, and uses a new key next time', async () => {
    const place = await toPayment([gear], { billing: DECLINED_ZIP });
    const cartId = (await harness.shopper.cart())?.id ?? null;
    fillCard();
    await clickAndSettle(place);
    await waitFor(() =>
      expect(harness.toasts).toContainEqual({ type: 'error', message: 'Error: This transaction has been declined.' }),
    );
    expect(window.location.search).toBe('?stepId=payment');
    await clickAndSettle(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(harness.api.calls('POST', '/Checkout/simplified')).toHaveLength(2));
    await waitFor(() =>
      expect(harness.toasts.filter((t) => t.message === 'Error: This transaction has been declined.')).toHaveLength(2),
    );
    const keys = harness.api.calls('POST', '/Checkout/simplified').map((r) => r.headers['idempotency-key']);
    expect(keys[0]).not.toBe(keys[1]);
    expect(window.location.pathname).toBe('/checkout');
    expect(await harness.api.ordersOfCart(cartId)).toEqual([]);
  });

  it('shows the order when the server says the cart was already ordered (a lost answer)', async () => {
    const place = await toPayment();
    fillCard();
    // The first submit (before a reload, so under another key) went through; its answer never came.
    const first = await harness.shopper.placeOrder({ billing: billingForm() });
    await clickAndSettle(place);
    expect(await confirmedOrderId()).toBe(first);
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
  const restricted = MAGAZINE;

  async function blockedAtNext(items: CartLines = [gear, restricted]) {
    harness = await renderCheckout(shop(), items);
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
    expect(within(modal).getByText(restricted.name)).toBeTruthy();
    expect(within(modal).queryByText(gear.name)).toBeNull();
    expect(within(modal).getByRole('link', { name: 'support@halvorsenarms.com' }).getAttribute('href')).toBe(
      'mailto:support@halvorsenarms.com',
    );
    // The summary is a lazy part: Preact draws a lazy part the first time a tick after its update
    // (the modal's), even when its code is already loaded; React in the same commit.
    expect(await screen.findByRole('alert', { name: 'Restricted Items in Cart' })).toBeTruthy();
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
    const magazineLine = (await harness.shopper.cart())?.items.find((item) => item.productId === restricted.sku);
    await clickAndSettle(within(modal).getByRole('button', { name: 'Remove Items' }));
    await waitFor(() =>
      expect(harness.toasts).toContainEqual({
        type: 'success',
        message: 'All restricted items have been removed from your cart',
      }),
    );
    expect(harness.api.calls('DELETE', harness.shopper.cartPath(`/items/${magazineLine?.id}`))).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(window.location.pathname).toBe('/checkout');
    expect((await harness.shopper.cart())?.items.map((item) => item.productId)).toEqual([gear.sku]);
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
    const place = await toPayment([gear]);
    fillCard();
    // While the shopper is on the payment step, the catalogue stops shipping the cap to Montana.
    const undo = await harness.api.restrictSku(gear.sku, ['MT']);
    try {
      await clickAndSettle(place);
      const modal = await screen.findByRole('alertdialog', { name: 'Restricted Items' });
      expect(within(modal).getByText(gear.name)).toBeTruthy();
      expect(harness.api.calls('POST', '/Checkout/simplified')).toHaveLength(1);
      expect(await harness.api.ordersOfCart((await harness.shopper.cart())?.id ?? null)).toEqual([]);
    } finally {
      await undo();
    }
  });
});
