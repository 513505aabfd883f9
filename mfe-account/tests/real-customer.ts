/**
 * A customer of the real API (`api/testkit`), signed in the way the shop signs in: registered
 * through the API, its token set stored, the auth state announced. Each registration comes from an
 * address of its own (registration is rate limited per client).
 */
import { fireEvent, screen } from '@testing-library/react';
import type { RealApi } from 'api/testkit';
import { notify, type ShopNotification } from 'shared-contracts';
import { storeTokenSet } from 'shared-contracts/session/token-set';
import { expect } from 'vitest';
import { announce } from './render';

let counter = 0;

/** An address every field of the address form accepts (001 section 3). */
export const RANCH = {
  addressName: 'Ranch',
  firstName: 'Ada',
  lastName: 'Lund',
  mainContact: '406-555-0142',
  addressLine1: '12 Main St',
  city: 'Bozeman',
  state: 'MT',
  postalCode: '59715',
  country: 'United States',
};

export async function callApi(api: RealApi, path: string, body: unknown, token?: string, method = 'POST') {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-forwarded-for': `10.8.${counter % 250}.${(Date.now() % 250) + 1}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: await res.json() };
}

export async function signedInCustomer(api: RealApi) {
  counter += 1;
  const email = `spec-${Date.now()}-${counter}@example.com`;
  const password = 'correct horse battery';
  const answer = await callApi(api, '/Auth/register', {
    firstName: 'Ada',
    lastName: 'Lund',
    email,
    password,
    newsletter: false,
    captcha: `test-pass-${counter}`,
  });
  expect(answer.status).toBe(200);
  storeTokenSet(answer.body.token);
  announce({ status: 'authenticated', email });
  return { email, password, accessToken: answer.body.token.accessToken as string };
}

/** A registered customer, signed out again (stored session forgotten, 'anonymous' announced): for the sign-in forms. */
export async function signedOutCustomer(api: RealApi) {
  const customer = await signedInCustomer(api);
  window.localStorage.clear();
  announce({ status: 'anonymous' });
  return customer;
}

export function typeInto(label: string | RegExp, value: string) {
  const field = screen.getByLabelText(label);
  // `input` in a text field, as typing fires it, `change` on a select: onChange with either renderer.
  fireEvent[field instanceof HTMLSelectElement ? 'change' : 'input'](field, { target: { value } });
}

/** Every notification announced from now until `stop()`. */
export function listenToNotifications() {
  const shown: ShopNotification[] = [];
  const stop = notify.subscribe((note) => {
    if (note) shown.push(note);
  });
  return { shown, stop };
}
