/**
 * The staff door (/staff/sign-in) against the real API: the password, then the authenticator's
 * code, with a real enrolment (the QR code's key typed into an authenticator) and a real code; a
 * wrong code shows the API's own message; a staff screen opened signed out goes through the door
 * and comes back.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_MESSAGES } from 'shared-contracts/schemas/staff';
import { afterEach, describe, expect, it } from 'vitest';
import { signOutStaff } from '../src/shared/session/staff-session';
import { realApiForThisFile } from './real-api';
import { renderAt, shown } from './render';
import { enrolledStaff, PASSWORD, staffWithPassword } from './staff-sessions';
import { totpCode } from './totp-code';

const api = realApiForThisFile();

afterEach(async () => {
  cleanup();
  await signOutStaff();
});

async function givePassword(email: string, password = PASSWORD) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return user;
}

describe('staff sign-in', () => {
  it('a first sign-in adds the authenticator with a real code and opens the screen the staffer was sent from', async () => {
    const staff = await staffWithPassword(api, 'owner');
    renderAt('/staff/audit');
    await waitFor(() => expect(shown.path).toBe('/staff/sign-in?next=%2Fstaff%2Faudit'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeTruthy();

    const user = await givePassword(staff.email);
    expect(await screen.findByRole('heading', { level: 1, name: 'Add your authenticator' })).toBeTruthy();
    const key = (await screen.findByTestId('totp-secret')).textContent ?? '';
    expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    await user.type(screen.getByLabelText(/^Authenticator code/), totpCode(key));
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));

    await waitFor(() => expect(shown.path).toBe('/staff/audit'));
    expect(await screen.findByText(new RegExp(`${staff.email} · Owner`))).toBeTruthy();
  });

  it('an enrolled staffer gives the password, then the current code', async () => {
    const staff = await enrolledStaff(api, 'fulfilment');
    renderAt('/staff/sign-in');
    const user = await givePassword(staff.email);
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter your code' })).toBeTruthy();
    expect(screen.queryByTestId('totp-secret')).toBeNull();
    // The enrolment used this time step: the authenticator's next code (one step ahead is accepted).
    await user.type(screen.getByLabelText(/^Authenticator code/), totpCode(staff.otpauthUri, Date.now() + 30_000));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(shown.path).toBe('/staff/orders'));
    expect(await screen.findByText(new RegExp(`${staff.email} · Fulfilment`))).toBeTruthy();
  });

  it('a wrong code shows the API message and keeps the staffer at the code step, who may start again', async () => {
    const staff = await enrolledStaff(api, 'support');
    renderAt('/staff/sign-in');
    const user = await givePassword(staff.email);
    const codeField = await screen.findByLabelText(/^Authenticator code/);
    const wrong = totpCode(staff.otpauthUri, Date.now() + 30_000) === '123456' ? '654321' : '123456';
    await user.type(codeField, wrong);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(STAFF_MESSAGES.codeRejected);
    expect(shown.path).toBe('/staff/sign-in');
    expect(screen.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeTruthy();

    // Another account, or a password step gone stale: back to the start.
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeTruthy();
    expect(screen.getByLabelText(/^Email/)).toBeTruthy();
  });

  it('a wrong password shows the API message', async () => {
    const staff = await staffWithPassword(api, 'compliance');
    renderAt('/staff/sign-in');
    await givePassword(staff.email, 'not the password at all');
    expect((await screen.findByRole('alert')).textContent).toBe(STAFF_MESSAGES.signInFailed);
    expect(screen.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeTruthy();
  });

  it('a code that is not 6 digits is refused by the form with the shared message', async () => {
    const staff = await enrolledStaff(api, 'support');
    renderAt('/staff/sign-in');
    const user = await givePassword(staff.email);
    await user.type(await screen.findByLabelText(/^Authenticator code/), '12ab');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(STAFF_MESSAGES.codeInvalid)).toBeTruthy();
    expect(api.calls('POST', '/staff/auth/totp')).toHaveLength(0);
  });
});
