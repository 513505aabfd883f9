import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SEED_SHIPPING_METHODS } from 'api/testkit';
import { CHECKOUT_FORM_KEYS } from 'shared-contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type CheckoutHarness,
  clickAndSettle,
  fillBilling,
  fillDateOfBirth,
  fillDealer,
  labelled,
  renderCheckout,
  shippingMethodChosen,
  shopApiPerFile,
} from './checkout-helpers';
import { usd } from './support/money';
import { CAP as gear, LEVER_ACTION as rifle } from './support/seed-products';
import { TAX_DOWN_MESSAGE } from './support/shop-api';

const shop = shopApiPerFile();

let harness: CheckoutHarness | undefined;
afterEach(() => harness?.stop());

async function next() {
  await clickAndSettle(await screen.findByRole('button', { name: 'Next' }));
}

describe('billing step', () => {
  it('shows both steps in the progress bar', async () => {
    harness = await renderCheckout(shop(), [gear]);
    const progress = await screen.findByRole('navigation', { name: 'Checkout progress' });
    expect(progress.textContent).toContain('Billing & shipping');
    expect(progress.textContent).toContain('Review & Payment');
  });

  it('marks every required field Required and lists them under Errors in the Billing Form', async () => {
    harness = await renderCheckout(shop(), [gear]);
    await screen.findByRole('button', { name: 'Next' });
    // No shipping method preselected yet would also be required: clear it to see the message.
    await next();
    const summary = await screen.findByRole('alert', { name: 'Errors in the Billing Form' });
    for (const field of ['Email', 'First name', 'Last name', 'Address', 'City', 'State', 'Zip code']) {
      expect(within(summary).getByText(`${field}: Required`)).toBeTruthy();
    }
    expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(7);
    expect(harness.api.calls('POST', /compute/)).toHaveLength(0);
  });

  it('says Must be a valid email address and Zip code must be at least 5 digits', async () => {
    harness = await renderCheckout(shop(), [gear]);
    await screen.findByRole('button', { name: 'Next' });
    fillBilling({ email: 'ada@example', zip: '597' });
    await next();
    expect(await screen.findByText('Must be a valid email address')).toBeTruthy();
    expect(screen.getByText('Zip code must be at least 5 digits')).toBeTruthy();
  });

  it('a zip must lie in the state: a Los Angeles zip under MT and a Denver dealer zip under IL are marked', async () => {
    harness = await renderCheckout(shop(), [rifle]);
    await screen.findByRole('button', { name: 'Next' });
    fillBilling({ zip: '900-12' });
    fillDealer({ state: 'IL', zip: '80202' });
    await fillDateOfBirth();
    await next();
    expect(await screen.findAllByText('Zip code is not in the selected state')).toHaveLength(2);
    expect(harness.api.calls('POST', /compute/)).toHaveLength(0);
    // The same address typed with ZIP+4 and spaces is taken.
    fillBilling({ zip: '59715 1234' });
    fillDealer({ zip: '597-15' });
    await next();
    await waitFor(() => expect(harness?.api.calls('POST', /compute/).length).toBeGreaterThan(0));
  });

  it('formats the phone as a US number while typing', async () => {
    harness = await renderCheckout(shop(), [gear]);
    const phone = await screen.findByLabelText(labelled('Phone'));
    fireEvent.input(phone, { target: { value: '4065550142' } });
    expect(phone).toHaveProperty('value', '(406) 555-0142');
  });

  it('requires the shipping fields only once Ship to a different address is chosen', async () => {
    harness = await renderCheckout(shop(), [gear]);
    await screen.findByRole('button', { name: 'Next' });
    fillBilling();
    expect(screen.queryByLabelText(labelled('Shipping'))).toBeNull();
    fireEvent.click(screen.getByLabelText('Ship to a different address'));
    const shipping = await screen.findByRole('group', { name: 'Shipping address' });
    fireEvent.input(within(shipping).getByLabelText(labelled('Zip code')), { target: { value: '12' } });
    await next();
    const summary = await screen.findByRole('alert', { name: 'Errors in the Billing Form' });
    expect(within(summary).getByText('Shipping first name: Required')).toBeTruthy();
    expect(within(summary).getByText('Shipping zip code: Zip code must be at least 5 digits')).toBeTruthy();
  });

  it('lists the shipping methods with Free at zero and preselects the first', async () => {
    harness = await renderCheckout(shop(), [gear]);
    const free = await screen.findByRole('radio', { name: /Standard Ground/ });
    const methods = screen.getByRole('group', { name: 'Shipping method' });
    expect(within(methods).getByText('Free')).toBeTruthy();
    for (const method of SEED_SHIPPING_METHODS.filter((m) => m.price > 0)) {
      expect(within(methods).getByRole('radio', { name: new RegExp(method.name) })).toBeTruthy();
      expect(within(methods).getByText(usd(method.price))).toBeTruthy();
    }
    await waitFor(() => expect(free).toHaveProperty('checked', true));
  });

  it('shows no dealer block without FFL items', async () => {
    harness = await renderCheckout(shop(), [gear]);
    await screen.findByRole('button', { name: 'Next' });
    expect(screen.queryByRole('heading', { name: 'FFL dealer' })).toBeNull();
  });

  it('requires every dealer field with FFL items: Errors in the Dealer Address Form', async () => {
    harness = await renderCheckout(shop(), [gear, rifle]);
    await screen.findByRole('heading', { name: 'FFL dealer' });
    // The rifle's age class comes back from the compliance check: the date of birth is then asked.
    await screen.findByLabelText(/^Date of birth/);
    await shippingMethodChosen();
    fillBilling();
    await next();
    const summary = await screen.findByRole('alert', { name: 'Errors in the Dealer Address Form' });
    for (const field of [
      'Dealer name',
      'Dealer address',
      'Dealer email',
      'Dealer phone',
      'Dealer city',
      'Dealer state',
      'Dealer zip code',
    ]) {
      expect(within(summary).getByText(`${field}: Required`)).toBeTruthy();
    }
    // The billing form is filled; only the date of birth a firearm asks for (issue 30) is missing.
    const billing = screen.getByRole('alert', { name: 'Errors in the Billing Form' });
    expect(
      within(billing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Date of birth: Enter your date of birth: an item in your cart has a minimum age']);
  });

  it('checks the dealer e-mail, phone and zip', async () => {
    harness = await renderCheckout(shop(), [rifle]);
    await screen.findByRole('heading', { name: 'FFL dealer' });
    await shippingMethodChosen();
    fillBilling();
    fillDealer({ email: 'ffl at shop', phone: '555-01', zip: '5971' });
    await next();
    const summary = await screen.findByRole('alert', { name: 'Errors in the Dealer Address Form' });
    expect(within(summary).getByText('Dealer email: Must be a valid email address')).toBeTruthy();
    expect(within(summary).getByText('Dealer phone: Must be a valid phone number')).toBeTruthy();
    expect(within(summary).getByText('Dealer zip code: Zip code must be at least 5 digits')).toBeTruthy();
  });

  it('hides the ordinary shipping block when the cart holds only FFL items', async () => {
    harness = await renderCheckout(shop(), [rifle]);
    await screen.findByRole('heading', { name: 'FFL dealer' });
    expect(screen.queryByLabelText('Ship to a different address')).toBeNull();
  });

  it('keeps the forms in session storage', async () => {
    harness = await renderCheckout(shop(), [rifle]);
    await screen.findByRole('heading', { name: 'FFL dealer' });
    fillBilling();
    fillDealer();
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(CHECKOUT_FORM_KEYS.billing) ?? '{}').firstName).toBe('Ada'),
    );
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_FORM_KEYS.dealer) ?? '{}').dealerName).toBe(
      'Gallatin Valley Arms',
    );
  });

  it('prefills the forms from session storage', async () => {
    sessionStorage.setItem(CHECKOUT_FORM_KEYS.billing, JSON.stringify({ firstName: 'Grace', city: 'Helena' }));
    harness = await renderCheckout(shop(), [gear]);
    expect(await screen.findByLabelText(labelled('First name'))).toHaveProperty('value', 'Grace');
    expect(screen.getByLabelText(labelled('City'))).toHaveProperty('value', 'Helena');
  });

  it('offers a signed-out visitor a Sign in button to /login', async () => {
    harness = await renderCheckout(shop(), [gear]);
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe('/login?returnTo=%2Fcheckout');
  });

  it('disables and prefills the e-mail for a signed-in customer, with no Sign in button', async () => {
    harness = await renderCheckout(shop(), [gear], { signedIn: true });
    const email = await screen.findByLabelText(labelled('Email'));
    expect(email).toHaveProperty('disabled', true);
    expect(email).toHaveProperty('value', harness.shopper.email);
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('computes the cart for the address (full state name as region) and moves to payment', async () => {
    harness = await renderCheckout(shop(), [gear]);
    await shippingMethodChosen();
    fillBilling();
    await next();
    await screen.findByRole('button', { name: 'Place Order' });
    const compute = harness.api.calls('POST', harness.shopper.cartPath('/compute'));
    expect(compute).toHaveLength(1);
    expect(compute[0]?.body).toEqual({
      address: {
        line1: '12 Main St',
        line2: '',
        city: 'Bozeman',
        region: 'Montana',
        postalCode: '59715',
        country: 'US',
        taxCode: '',
      },
      cartId: (await harness.shopper.cart())?.id,
      shippingMethodId: '1',
    });
    expect(window.location.search).toBe('?stepId=payment');
    const progress = screen.getByRole('navigation', { name: 'Checkout progress' });
    expect(within(progress).getByText('Review & Payment').closest('li')?.getAttribute('aria-current')).toBe('step');
  });

  it('prices the cart at the shipping address when it differs', async () => {
    harness = await renderCheckout(shop(), [gear]);
    await shippingMethodChosen();
    fillBilling();
    fireEvent.click(screen.getByLabelText('Ship to a different address'));
    const shipping = await screen.findByRole('group', { name: 'Shipping address' });
    const set = (label: string, value: string) => {
      const field = within(shipping).getByLabelText(labelled(label));
      // `input` in a text field, as typing fires it, `change` on a select: onChange with either renderer.
      fireEvent[field instanceof HTMLSelectElement ? 'change' : 'input'](field, { target: { value } });
    };
    set('First name', 'Charles');
    set('Last name', 'Babbage');
    set('Address', '9 Higgins Ave');
    set('City', 'Missoula');
    set('State', 'MT');
    set('Zip code', '59801');
    await next();
    await screen.findByRole('button', { name: 'Place Order' });
    const body = harness.api.calls('POST', /compute$/)[0]?.body as { address: { city: string; postalCode: string } };
    expect(body.address.city).toBe('Missoula');
    expect(body.address.postalCode).toBe('59801');
  });

  it('stays on billing when the compute call fails', async () => {
    harness = await renderCheckout(shop(), [gear]);
    await shippingMethodChosen();
    harness.api.tax.down = true;
    fillBilling();
    await next();
    await waitFor(() =>
      expect(harness?.toasts).toContainEqual({ type: 'error', message: `Error: ${TAX_DOWN_MESSAGE}` }),
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(window.location.search).not.toContain('payment');
  });
});
