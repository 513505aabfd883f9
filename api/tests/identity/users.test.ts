import { ACCOUNT_MESSAGES } from 'shared-contracts/schemas/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { bearer, post, registerUser, type TokenSet, tokenFromOutbox } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

const ask = (token: TokenSet, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });

const address = (overrides: Record<string, unknown> = {}) => ({
  addressName: 'Ranch',
  firstName: 'Ada',
  lastName: 'Lund',
  mainContact: '406-555-0100',
  addressLine1: '1 Main St',
  city: 'Bozeman',
  state: 'MT',
  postalCode: '59715',
  ...overrides,
});

describe('GET and PUT /User/profile', () => {
  it('answers the profile of the signed-in customer', async () => {
    const { email, token } = await registerUser(t, { newsletter: true });
    const response = await ask(token, 'GET', '/User/profile');
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({
      email,
      firstName: 'Ada',
      lastName: 'Lund',
      fullName: 'Ada Lund',
      phoneNumber: null,
      isEmailVerified: false,
      // Ticked at registration: active once the registration e-mail is verified (double opt-in).
      isSubscribed: false,
      proDealStatus: 'None',
      addresses: [],
      orders: [],
    });
    expect(profile.keycloakId).toMatch(/^[0-9a-f-]{36}$/);
    await post(t, '/Auth/verify-registration', { token: await tokenFromOutbox(t, email, '/verify-email') });
    expect((await ask(token, 'GET', '/User/profile')).json().isEmailVerified).toBe(true);
  });

  it('takes firstName, lastName, email and phoneNumber as the specification sends them; updates names and phone', async () => {
    const { email, token } = await registerUser(t);
    const response = await ask(token, 'PUT', '/User/profile', {
      firstName: ' Grace ',
      lastName: 'Hopper',
      phoneNumber: '406-555-0199',
      // The account's own e-mail, as the form shows it (compared trimmed and lower-cased).
      email: ` ${email.toUpperCase()} `,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email,
      firstName: 'Grace',
      fullName: 'Grace Hopper',
      phoneNumber: '406-555-0199',
    });
  });

  it('never changes the e-mail: another one is refused with 400 on the email field and nothing changes', async () => {
    const { email, token } = await registerUser(t);
    const response = await ask(token, 'PUT', '/User/profile', {
      firstName: 'Grace',
      lastName: 'Hopper',
      phoneNumber: '406-555-0199',
      email: 'attacker@example.com',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: ACCOUNT_MESSAGES.emailReadOnly,
      errors: { email: [ACCOUNT_MESSAGES.emailReadOnly] },
    });
    expect((await ask(token, 'GET', '/User/profile')).json()).toMatchObject({ email, firstName: 'Ada' });
  });

  it('needs the e-mail, and a valid one', async () => {
    const { token } = await registerUser(t);
    const missing = await ask(token, 'PUT', '/User/profile', { firstName: 'Grace', lastName: 'Hopper' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.email).toEqual(['Email is required']);
    const invalid = await ask(token, 'PUT', '/User/profile', {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'ada@example',
    });
    expect(invalid.json().errors.email).toEqual(['Email must be a valid email address']);
  });

  it('answers 400 for bad input and 401 without a session', async () => {
    const { token } = await registerUser(t);
    const bad = await ask(token, 'PUT', '/User/profile', { firstName: 'x'.repeat(5000), lastName: { a: 1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.firstName).toEqual(['First Name must be at most 100 characters']);
    expect(bad.json().errors.lastName).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: '/User/profile' })).statusCode).toBe(401);
  });
});

describe('/User/addresses', () => {
  it('adds with the defaults of the specification and keeps one default of each kind', async () => {
    const { token } = await registerUser(t);
    const first = await ask(token, 'POST', '/User/addresses', address());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      country: 'United States',
      addressType: 10,
      isDefaultShipping: true,
      isDefaultBilling: true,
      residential: true,
    });
    const second = await ask(
      token,
      'POST',
      '/User/addresses',
      address({ addressName: 'Shop', isDefaultBilling: false }),
    );
    expect(second.statusCode).toBe(200);
    const { addresses } = (await ask(token, 'GET', '/User/profile')).json();
    expect(addresses).toHaveLength(2);
    expect(addresses.filter((a: { isDefaultShipping: boolean }) => a.isDefaultShipping)).toHaveLength(1);
    expect(addresses.filter((a: { isDefaultBilling: boolean }) => a.isDefaultBilling)).toHaveLength(1);
    expect(addresses.find((a: { addressName: string }) => a.addressName === 'Shop').isDefaultShipping).toBe(true);
    expect(addresses.find((a: { addressName: string }) => a.addressName === 'Ranch').isDefaultBilling).toBe(true);
  });

  it('updates and deletes its own addresses', async () => {
    const { token } = await registerUser(t);
    const { id } = (await ask(token, 'POST', '/User/addresses', address())).json();
    const updated = await ask(token, 'PUT', `/User/addresses/${id}`, address({ city: 'Livingston', id: 'ignored' }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id, city: 'Livingston' });
    expect((await ask(token, 'DELETE', `/User/addresses/${id}`)).statusCode).toBe(200);
    expect((await ask(token, 'GET', '/User/profile')).json().addresses).toEqual([]);
    expect((await ask(token, 'DELETE', `/User/addresses/${id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another user's address (read, update, delete)", async () => {
    const owner = await registerUser(t);
    const intruder = await registerUser(t);
    const { id } = (await ask(owner.token, 'POST', '/User/addresses', address())).json();
    const put = await ask(intruder.token, 'PUT', `/User/addresses/${id}`, address({ city: 'Stolen' }));
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe(ACCOUNT_MESSAGES.addressNotFound);
    expect((await ask(intruder.token, 'DELETE', `/User/addresses/${id}`)).statusCode).toBe(404);
    expect((await ask(intruder.token, 'DELETE', '/User/addresses/not-a-uuid')).statusCode).toBe(404);
    const kept = (await ask(owner.token, 'GET', '/User/profile')).json().addresses;
    expect(kept).toHaveLength(1);
    expect(kept[0].city).toBe('Bozeman');
  });

  it('answers 400 with field errors for missing, wrong-typed, NUL and huge fields', async () => {
    const { token } = await registerUser(t);
    const missing = await ask(token, 'POST', '/User/addresses', { country: '' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(
      expect.arrayContaining([
        'addressName',
        'firstName',
        'lastName',
        'mainContact',
        'addressLine1',
        'city',
        'state',
        'postalCode',
        'country',
      ]),
    );
    const bad = await ask(
      token,
      'POST',
      '/User/addresses',
      address({ city: 'a\u0000b', addressLine1: 'x'.repeat(100_000), addressType: 'ten', isDefaultBilling: 'maybe' }),
    );
    expect(bad.statusCode).toBe(400);
    const errors = bad.json().errors;
    expect(errors.city).toBeDefined();
    expect(errors.addressLine1).toEqual(['Street Address must be at most 200 characters']);
    expect(errors.addressType).toEqual(['Address Type must be a number']);
    expect(errors.isDefaultBilling).toBeDefined();
  });
});

describe('GET /reviews/mine', () => {
  it("answers the customer's own reviews with their moderation status, and nobody else's", async () => {
    const writer = await registerUser(t);
    const reader = await registerUser(t);
    const product = await t.db
      .selectFrom('content_documents')
      .select(['document_id', 'title', 'key'])
      .where('kind', '=', 'product')
      .limit(1)
      .executeTakeFirst();
    // This suite seeds no content: a review of a product no longer sold still lists, named as such.
    const productId = product?.document_id ?? 'prd-gone';
    await t.db
      .insertInto('reviews')
      .values({
        product_document_id: productId,
        rating: 5,
        title: 'Shoots straight',
        body: 'Sub-MOA out of the box.',
        display_name: 'Ada L.',
        user_id: (
          await t.db.selectFrom('users').select('id').where('email', '=', writer.email).executeTakeFirstOrThrow()
        ).id,
      })
      .execute();
    const mine = await ask(writer.token, 'GET', '/reviews/mine');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().reviews).toEqual([
      expect.objectContaining({ title: 'Shoots straight', rating: 5, status: 'Pending' }),
    ]);
    expect((await ask(reader.token, 'GET', '/reviews/mine')).json().reviews).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/reviews/mine' })).statusCode).toBe(401);
  });
});
