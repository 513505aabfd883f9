/**
 * Failures go through the shop's shared handler (000 and 001 section 8: an 'Error: ' banner with the
 * server's message) where the specification sends them there: login, registration, the account
 * panels (address save included) and order details. Field errors the server names stay on their
 * fields. Against the real API (`api/testkit`).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { realApiForThisFile } from './real-api';
import { callApi, listenToNotifications, RANCH, signedInCustomer, signedOutCustomer, typeInto } from './real-customer';
import { announce, renderAt } from './render';

const api = realApiForThisFile();

describe('the shared error banner', () => {
  it('registration with a taken e-mail: the banner and the field say so', async () => {
    const { email } = await signedOutCustomer(api);
    const { shown, stop } = listenToNotifications();
    renderAt('/register');
    typeInto('First Name', 'Ada');
    typeInto('Last Name', 'Lovelace');
    typeInto('Email', email);
    typeInto('Password', 'long enough');
    typeInto('Confirm Password', 'long enough');
    fireEvent.click(screen.getByLabelText("I'm not a robot"));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(shown).toContainEqual({ type: 'error', message: 'Error: An account with this email already exists' }),
    );
    expect(screen.getByText('An account with this email already exists')).toBeTruthy();
    stop();
  });

  it('saving an address that is gone: the banner says what the server said', async () => {
    const { accessToken } = await signedInCustomer(api);
    const saved = await callApi(api, '/User/addresses', RANCH, accessToken);
    renderAt(`/profile/address-book/${saved.body.id}`);
    await screen.findByRole('button', { name: 'Save Address' });
    await callApi(api, `/User/addresses/${saved.body.id}`, {}, accessToken, 'DELETE');
    const { shown, stop } = listenToNotifications();
    fireEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(shown).toContainEqual({ type: 'error', message: 'Error: Address not found' }));
    expect(screen.getByRole('button', { name: 'Save Address' })).toHaveProperty('disabled', false);
    stop();
  });

  it('saving the account information after the session ended: the banner speaks', async () => {
    const { accessToken } = await signedInCustomer(api);
    renderAt('/profile/account-information');
    await screen.findByRole('button', { name: 'Save' });
    await callApi(api, '/Auth/logout', {}, accessToken);
    const { shown, stop } = listenToNotifications();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(shown.some((note) => note.type === 'error' && note.message.startsWith('Error: '))).toBe(true),
    );
    stop();
  });

  it("order details of an order that is not the customer's: not found, said by the banner", async () => {
    await signedInCustomer(api);
    const { shown, stop } = listenToNotifications();
    renderAt('/profile/orders/1');
    expect(await screen.findByText('Order not found')).toBeTruthy();
    await waitFor(() => expect(shown.filter((note) => note.type === 'error')).toHaveLength(1));
    expect(shown[0]?.message).toMatch(/^Error: /);
    stop();
  });
});

describe('forgot password', () => {
  it("a 429 says 'Something went wrong, please try again later' and resets the captcha", async () => {
    announce({ status: 'anonymous' });
    // Use up this client's forgot-password allowance (10 an hour per address; the form calls from
    // the loopback address too).
    const ask = () =>
      fetch(`${api.url}/Auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', captcha: 'spent' }),
      });
    for (let i = 0; i < 10; i += 1) await ask();
    expect((await ask()).status).toBe(429);
    renderAt('/forgot-password');
    typeInto('Email', 'ada@example.com');
    const robot = screen.getByLabelText("I'm not a robot") as HTMLInputElement;
    fireEvent.click(robot);
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Something went wrong, please try again later')).toBeTruthy();
    await waitFor(() => expect(robot.checked).toBe(false));
    expect(api.calls('POST', '/Auth/forgot-password')).toHaveLength(12);
  });
});
