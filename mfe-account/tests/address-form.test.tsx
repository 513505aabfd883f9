/**
 * The address form of the account area (001 sections 2 and 3) against the real API: a new address
 * starts as the default billing and default shipping address, the first one and every later one.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { realApiForThisFile } from './real-api';
import { callApi, RANCH, signedInCustomer } from './real-customer';
import { renderAt, renderWatchingLocation, shown } from './render';

const api = realApiForThisFile();

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('address form defaults', () => {
  it('a new address starts with default billing and default shipping ticked, also when one exists', async () => {
    const { accessToken } = await signedInCustomer(api);
    expect((await callApi(api, '/User/addresses', RANCH, accessToken)).status).toBe(200);
    renderAt('/profile/address-book/new');
    await screen.findByRole('button', { name: 'Save Address' });
    expect(checkbox('Use as my default billing address').checked).toBe(true);
    expect(checkbox('Use as my default shipping address').checked).toBe(true);
  });

  it('editing an address that is not a default shows both unticked', async () => {
    const { accessToken } = await signedInCustomer(api);
    const first = await callApi(api, '/User/addresses', RANCH, accessToken);
    await callApi(api, '/User/addresses', { ...RANCH, addressName: 'Shop' }, accessToken);
    renderAt(`/profile/address-book/${first.body.id}`);
    await waitFor(() => expect(screen.getByLabelText(/^Address Name/)).toHaveProperty('value', 'Ranch'));
    expect(checkbox('Use as my default billing address').checked).toBe(false);
    expect(checkbox('Use as my default shipping address').checked).toBe(false);
  });
});

describe('links pass the previous location', () => {
  it("'Add New Address' passes { from }, and Cancel goes back there", async () => {
    await signedInCustomer(api);
    renderWatchingLocation('/profile/address-book?view=all');
    fireEvent.click(await screen.findByRole('link', { name: 'Add New Address' }));
    await screen.findByRole('button', { name: 'Save Address' });
    expect(shown.path).toBe('/profile/address-book/new');
    expect(shown.state).toEqual({ from: '/profile/address-book?view=all' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(shown.path).toBe('/profile/address-book?view=all'));
  });

  it('Cancel of a form opened directly goes to the address book', async () => {
    await signedInCustomer(api);
    renderWatchingLocation('/profile/address-book/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(shown.path).toBe('/profile/address-book'));
  });

  it('the side nav and the sign-in links pass { from } too', async () => {
    await signedInCustomer(api);
    renderWatchingLocation('/profile/details');
    fireEvent.click(await screen.findByRole('link', { name: 'My Orders' }));
    await waitFor(() => expect(shown.path).toBe('/profile/orders'));
    expect(shown.state).toEqual({ from: '/profile/details' });
  });
});
