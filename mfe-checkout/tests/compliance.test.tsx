/**
 * The checkout's half of the compliance rules (issue 30), against the real API: the date of birth is
 * asked only when a line has an age class, required then, filled in from a signed-in buyer's
 * profile; a line the rules refuse says which rule and why, on the line and in the restricted-items
 * modal.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { DATE_OF_BIRTH_MESSAGES } from 'shared-contracts/schemas/date-of-birth';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ADULT_DATE_OF_BIRTH,
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
import { CAP as gear, MAGAZINE, LEVER_ACTION as rifle } from './support/seed-products';

const shop = shopApiPerFile();

let harness: CheckoutHarness;
afterEach(() => harness?.stop());

const LOS_ANGELES = { address: '200 N Spring St', city: 'Los Angeles', state: 'CA', zip: '90012' };
const dateOfBirthField = () => screen.queryByLabelText(labelled('Date of birth'), { selector: 'input' });
const evaluations = () => harness.api.calls('POST', '/Compliance/evaluate');

describe('compliance at checkout', () => {
  it('does not ask for a date of birth when no line has an age class', async () => {
    harness = await renderCheckout(shop(), [gear]);
    await shippingMethodChosen();
    await waitFor(() => expect(evaluations().length).toBeGreaterThan(0));
    expect(dateOfBirthField()).toBeNull();
  });

  it('asks for the date of birth with a firearm in the cart, and requires it on Next', async () => {
    harness = await renderCheckout(shop(), [rifle]);
    await shippingMethodChosen();
    fillBilling();
    fillDealer();
    await screen.findByLabelText(labelled('Date of birth'), { selector: 'input' });
    // Waiting for the date is not a refusal: the line does not turn red before the buyer types it.
    await waitFor(() => expect(evaluations().length).toBeGreaterThan(1));
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).queryByText(/^Enter your date of birth/)).toBeNull();
    await clickAndSettle(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText(DATE_OF_BIRTH_MESSAGES.dateOfBirthNeeded)).not.toHaveLength(0);
    expect(harness.api.calls('POST', /compute/)).toHaveLength(0);

    await fillDateOfBirth();
    await clickAndSettle(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Place Order' })).toBeTruthy();
  });

  it('says on the line which rule refuses it and why, and lists the reason in the restricted-items modal', async () => {
    harness = await renderCheckout(shop(), [MAGAZINE, gear]);
    await shippingMethodChosen();
    fillBilling(LOS_ANGELES);
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    const reason = await within(summary).findByText(/^California limits magazines to 10 rounds/, {}, { timeout: 5000 });
    expect(reason.closest('li[data-rule-id]')?.getAttribute('data-rule-id')).toBe('ca-magazine-capacity');
    expect(within(summary).getByRole('link', { name: 'Cal. Penal Code § 32310' })).toBeTruthy();

    await clickAndSettle(screen.getByRole('button', { name: 'Next' }));
    const modal = await screen.findByRole('alertdialog', { name: 'Restricted Items' });
    expect(within(modal).getByText(MAGAZINE.name)).toBeTruthy();
    expect(within(modal).getByText(/^California limits magazines to 10 rounds/)).toBeTruthy();
    expect(within(modal).queryByText(gear.name)).toBeNull();
  });

  it("fills in a signed-in buyer's stored date of birth", async () => {
    const customer = await shop().customer();
    const stored = await customer.call('PUT', '/User/profile', {
      firstName: 'Ada',
      lastName: 'Lund',
      // PUT /User/profile carries the account's e-mail, as the specification's call does.
      email: 'email' in customer.session ? customer.session.email : '',
      dateOfBirth: ADULT_DATE_OF_BIRTH,
    });
    expect(stored.status).toBe(200);
    harness = await renderCheckout(shop(), [rifle], { as: customer });
    const field = await screen.findByLabelText(labelled('Date of birth'), { selector: 'input' }, { timeout: 5000 });
    await waitFor(() => expect(field).toHaveProperty('value', ADULT_DATE_OF_BIRTH));
  });
});
