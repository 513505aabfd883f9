/**
 * The customer lookup against the real API (issue 29 item 5): a customer registered through the
 * shop is found by name and by e-mail, with their orders (each a link to the order's page), saved
 * address, newsletter and Pro Deal state; a one-letter search is refused with the schema's message.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { STAFF_ORDER_MESSAGES } from 'shared-contracts/schemas/staff-orders';
import { describe, expect, it } from 'vitest';
import { realApiForThisFile, signedInStaffer } from './real-api';
import { renderAt } from './render';

const api = realApiForThisFile();
let counter = 0;

async function post(path: string, body: unknown, token?: string) {
  counter += 1;
  const answer = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.62.${counter}.${(Date.now() % 250) + 1}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await answer.text();
  expect(answer.status, text).toBe(200);
  return JSON.parse(text);
}

/** A customer registered as the shop registers one, with an address in their address book. */
async function registeredCustomer(lastName: string) {
  const email = `${lastName.toLowerCase()}-${Date.now()}@example.com`;
  const registered = await post('/Auth/register', {
    firstName: 'Ingrid',
    lastName,
    email,
    password: 'correct horse battery',
    newsletter: false,
    captcha: `test-pass-${counter}`,
  });
  await post(
    '/User/addresses',
    {
      addressName: 'Ranch',
      firstName: 'Ingrid',
      lastName,
      mainContact: '406-555-0142',
      addressLine1: '12 Main St',
      city: 'Bozeman',
      state: 'MT',
      postalCode: '59715',
      country: 'United States',
    },
    registered.token.accessToken,
  );
  return email;
}

/** An order of that e-mail (as checkout writes it; checkout's own tests place real ones). */
async function orderOf(email: string, userId: string | null, total: string): Promise<number> {
  const guestId = userId ? null : `gid_${Date.now()}_${++counter}`;
  if (guestId) await api.db.insertInto('guests').values({ id: guestId }).execute();
  const cart = await api.db
    .insertInto('carts')
    .values({ user_id: userId, guest_id: guestId, status: 'converted' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const place = { address: '12 Main St', city: 'Bozeman', state: 'MT', zip: '59715', country: 'US' };
  const order = await api.db
    .insertInto('orders')
    .values({
      cart_id: cart.id,
      user_id: userId,
      guest_id: guestId,
      status: 'Paid',
      email,
      customer_name: 'Ingrid Solberg',
      customer_phone: '406-555-0142',
      company: '',
      billing_address: place.address,
      billing_city: place.city,
      billing_state: place.state,
      billing_zip: place.zip,
      billing_country: place.country,
      shipping_name: 'Ingrid Solberg',
      shipping_company: '',
      shipping_phone: '',
      shipping_address: place.address,
      shipping_city: place.city,
      shipping_state: place.state,
      shipping_zip: place.zip,
      shipping_country: place.country,
      shipping_method_id: null,
      shipping_method_name: 'Standard Ground',
      sub_total: total,
      shipping_cost: '0',
      discount_amount: '0',
      tax_amount: '0',
      total_amount: total,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return order.id;
}

async function lookUp(text: string) {
  const box = await screen.findByRole('searchbox', { name: /^Search customers/ });
  fireEvent.input(box, { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
}

describe('customer lookup', () => {
  it('finds a registered customer by name with their orders, address, newsletter and Pro Deal state', async () => {
    const email = await registeredCustomer('Solberg');
    const user = await api.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const own = await orderOf(email, user.id, '129.50');
    const asGuest = await orderOf(email, null, '45.00');
    await signedInStaffer(api, 'support');
    renderAt('/staff/customers');

    await lookUp('Ingrid Solberg');

    const card = await screen.findByRole('article', { name: 'Ingrid Solberg' });
    expect(within(card).getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    expect(
      within(card)
        .getByRole('link', { name: `Order HA-${own}` })
        .getAttribute('href'),
    ).toBe(`/staff/orders/${own}`);
    expect(
      within(card)
        .getByRole('link', { name: `Order HA-${asGuest}` })
        .getAttribute('href'),
    ).toBe(`/staff/orders/${asGuest}`);
    expect(within(card).getByText('$129.50')).toBeTruthy();
    expect(within(card).getByText('(as a guest)')).toBeTruthy();
    expect(within(card).getByText(/Bozeman, MT 59715/)).toBeTruthy();
    expect(within(card).getByText('Not subscribed')).toBeTruthy();
    expect(within(card).getByText('Not applied')).toBeTruthy();
    expect(screen.getByText(/^1 customer matches/)).toBeTruthy();
    // Nothing secret reached the page.
    expect(document.body.innerHTML).not.toMatch(/argon2|password_hash|passwordHash/i);
  });

  it('finds a customer by part of the e-mail, and says so when nobody matches', async () => {
    const email = await registeredCustomer('Haugen');
    await signedInStaffer(api, 'owner');
    renderAt('/staff/customers');

    await lookUp(email.slice(0, 12));
    expect(await screen.findByRole('article', { name: 'Ingrid Haugen' })).toBeTruthy();

    await lookUp('nobody-by-this-name');
    expect(await screen.findByText('No customer matches “nobody-by-this-name”.')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('refuses a one-letter search with the shared schema message, without asking the API', async () => {
    await signedInStaffer(api, 'support');
    renderAt('/staff/customers');
    await screen.findByRole('searchbox', { name: /^Search customers/ });

    await lookUp('x');

    expect(await screen.findByText(STAFF_ORDER_MESSAGES.searchRequired)).toBeTruthy();
    expect(api.calls('GET', /^\/staff\/customers/)).toHaveLength(0);
  });
});
