/**
 * The FFL dealer block mounts the dealers remote's picker (`dealers/dealer-picker`) through the
 * shell's fragment host, never by importing that remote: here a stand-in host lends a stand-in
 * picker. Choosing a dealer fills the dealer form; typing a dealer in by hand still works.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DealerLocation } from 'shared-contracts/api/dealers';
import { registerFragmentHost } from 'shared-kit/fragment-slot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type CheckoutHarness,
  clickAndSettle,
  fillBilling,
  labelled,
  renderCheckout,
  shippingMethodChosen,
  shopApiPerFile,
} from './checkout-helpers';
import { CAP as gear, LEVER_ACTION as rifle } from './support/seed-products';

const shop = shopApiPerFile();
let harness: CheckoutHarness | undefined;
afterEach(() => harness?.stop());

const DEALER: DealerLocation = {
  id: 'd-1',
  name: 'Bridger Range Outfitters',
  fflNumber: '1-23-456-78-9A-12345',
  phoneNumber: '406-555-0123',
  email: 'transfers@bridgerrange.example',
  address1: '12 Main St',
  address2: 'Suite 4',
  city: 'Bozeman',
  state: 'MT',
  zip: '59715',
  latitude: 45.68,
  longitude: -111.04,
  sot: false,
  distanceMiles: 1.2,
};

const requested: string[] = [];
let lastZip = '';

function StandInPicker({ zip, onChoose }: { zip: string; onChoose(dealer: DealerLocation): void }) {
  lastZip = zip;
  return (
    <button type="button" onClick={() => onChoose(DEALER)}>
      Choose this dealer
    </button>
  );
}

beforeEach(() => {
  requested.length = 0;
  registerFragmentHost({
    loadFragment: async <P,>(id: string) => {
      requested.push(id);
      return { default: StandInPicker as unknown as React.ComponentType<P> };
    },
  });
});

const field = (label: string) =>
  screen.getByLabelText(labelled(label), { selector: 'input, select' }) as HTMLInputElement | HTMLSelectElement;

describe('FFL dealer block: the dealers remote picker', () => {
  it('mounts dealers/dealer-picker only with FFL items', async () => {
    harness = await renderCheckout(shop(), [gear]);
    await screen.findByRole('button', { name: 'Next' });
    expect(screen.queryByRole('button', { name: 'Choose this dealer' })).toBeNull();
    expect(requested).not.toContain('dealers/dealer-picker');
  });

  it('hands the picker the billing zip, and a chosen dealer fills the dealer form', async () => {
    harness = await renderCheckout(shop(), [gear, rifle]);
    await screen.findByRole('heading', { name: 'FFL dealer' });
    await shippingMethodChosen();
    fillBilling();
    fireEvent.input(field('Zip code'), { target: { value: '59715' } });
    const choose = await screen.findByRole('button', { name: 'Choose this dealer' });
    expect(requested).toContain('dealers/dealer-picker');
    await waitFor(() => expect(lastZip).toBe('59715'));

    fireEvent.click(choose);
    await waitFor(() => expect(field('Dealer name').value).toBe('Bridger Range Outfitters'));
    expect(field('Dealer address').value).toBe('12 Main St, Suite 4');
    expect(field('Dealer email').value).toBe('transfers@bridgerrange.example');
    expect(field('Dealer phone').value).toBe('(406) 555-0123');
    expect(field('Dealer city').value).toBe('Bozeman');
    expect(field('Dealer state').value).toBe('MT');
    expect(field('Dealer zip code').value).toBe('59715');
    expect(field('Dealer country').value).toBe('US');

    // Still editable by hand after choosing.
    fireEvent.input(field('Dealer name'), { target: { value: 'Bridger Range Outfitters LLC' } });
    expect(field('Dealer name').value).toBe('Bridger Range Outfitters LLC');

    await clickAndSettle(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('alert', { name: 'Errors in the Dealer Address Form' })).toBeNull();
  });
});
