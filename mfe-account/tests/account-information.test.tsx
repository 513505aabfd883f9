/**
 * Edit Information (001 sections 2 and 7) against the real API: PUT /User/profile carries
 * firstName, lastName, email and phoneNumber as the specification's call does; the e-mail is
 * read-only on the form and stays the account's.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { realApiForThisFile } from './real-api';
import { callApi, signedInCustomer, typeInto } from './real-customer';
import { renderAt } from './render';

const api = realApiForThisFile();

describe('account information', () => {
  it('sends firstName, lastName, email and phoneNumber; the e-mail is shown read-only', async () => {
    const { email, accessToken } = await signedInCustomer(api);
    renderAt('/profile/account-information');
    const emailField = (await screen.findByLabelText('Email')) as HTMLInputElement;
    expect(emailField.readOnly).toBe(true);
    expect(emailField.value).toBe(email);
    typeInto('First Name', 'Grace');
    typeInto('Phone (optional)', '406-555-0199');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT', '/User/profile')).toHaveLength(1));
    expect(api.calls('PUT', '/User/profile')[0]?.body).toEqual({
      firstName: 'Grace',
      lastName: 'Lund',
      email,
      phoneNumber: '406-555-0199',
    });
    await waitFor(async () =>
      expect((await callApi(api, '/User/profile', undefined, accessToken, 'GET')).body).toMatchObject({
        email,
        firstName: 'Grace',
        phoneNumber: '406-555-0199',
      }),
    );
  });
});
