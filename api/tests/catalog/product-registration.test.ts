/**
 * Product registration (issue 12): a firearm of the catalogue by its serial number, once per serial
 * however it is typed; the dealer from the directory or typed in; a confirmation e-mail; a
 * signed-in customer's registrations listed for them only; bad input a clear 400.
 */
import { PRODUCT_REGISTRATION_MESSAGES as M } from 'shared-contracts/schemas/product-registration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, captcha, registerUser } from '../identity/helpers';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let model: { productId: string; title: string };
let ip = 0;
let serial = 3_100_000;

beforeAll(async () => {
  t = await createTestApp();
  const models = (await t.app.inject({ method: 'GET', url: '/Registration/product/models' })).json();
  model = models[0];
});
afterAll(async () => t?.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  productId: model.productId,
  serialNumber: `HA${serial++}`,
  purchaseDate: '2026-10-03',
  dealerId: '',
  dealerName: 'Hometown Sporting Goods, Bozeman MT',
  firstName: 'Nils',
  lastName: 'Aas',
  email: 'Nils.Aas@Example.com',
  phone: '(406) 555-0101',
  postalCode: '59715',
  captcha: captcha(),
  ...overrides,
});
const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/Registration/product',
    payload,
    headers: { 'x-forwarded-for': `10.63.0.${(ip++ % 250) + 1}`, ...headers },
  });

describe('product registration', () => {
  it('lists the firearms of the catalogue as models', async () => {
    const models = (await t.app.inject({ method: 'GET', url: '/Registration/product/models' })).json();
    expect(models.length).toBeGreaterThan(2);
    expect(models.map((m: { title: string }) => m.title)).toContain('Bridger HR-1');
  });

  it('registers once per serial, however it is typed, and e-mails a confirmation', async () => {
    const res = await register(form({ serialNumber: 'ha-777 0001' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.registered(model.title));
    const row = await t.db
      .selectFrom('product_registrations')
      .selectAll()
      .where('serial_number', '=', 'HA7770001')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'nils.aas@example.com', product_title: model.title, user_id: null });
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', 'nils.aas@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`Your ${model.title} is registered`);
    expect(mail.text_body).toContain('Serial number: HA7770001');

    const again = await register(form({ serialNumber: 'HA7770001' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.serialNumber).toEqual([M.serialTaken]);
  });

  it('takes a dealer of the directory by its id, and names it', async () => {
    const dealer = await t.db
      .selectFrom('dealers')
      .select(['id', 'name'])
      .where('zip', '=', '59715')
      .executeTakeFirstOrThrow();
    const res = await register(form({ dealerId: dealer.id, dealerName: '' }));
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.db
      .selectFrom('product_registrations')
      .selectAll()
      .where('dealer_id', '=', dealer.id)
      .executeTakeFirstOrThrow();
    expect(row.dealer_name).toBe(`${dealer.name}, Bozeman MT`);
    const unknown = await register(form({ dealerId: '00000000-0000-4000-8000-000000000000', dealerName: '' }));
    expect(unknown.statusCode).toBe(400);
  });

  it("a signed-in customer's registrations are theirs alone", async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    expect((await register(form({ serialNumber: 'HA5550001' }), bearer(owner.token))).statusCode).toBe(200);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/User/product-registrations',
      headers: bearer(owner.token),
    });
    expect(mine.json()).toEqual([
      expect.objectContaining({ serialNumber: 'HA5550001', productTitle: model.title, purchaseDate: '2026-10-03' }),
    ]);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/User/product-registrations',
      headers: bearer(other.token),
    });
    expect(theirs.json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/User/product-registrations' })).statusCode).toBe(401);
  });

  it('answers bad input with 400 and the form messages, never a 5xx', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ serialNumber: '12345' }, 'serialNumber', M.serial],
      [{ serialNumber: '' }, 'serialNumber', M.required('Serial number')],
      [{ purchaseDate: '2026-02-30' }, 'purchaseDate', M.date],
      [{ purchaseDate: tomorrow }, 'purchaseDate', M.dateInFuture],
      [{ purchaseDate: '1999-12-31' }, 'purchaseDate', M.dateTooOld],
      [{ dealerName: '' }, 'dealerName', M.dealer],
      [{ email: 'nils@' }, 'email', M.email],
      [{ phone: '12' }, 'phone', M.phone],
      [{ postalCode: '597' }, 'postalCode', M.zip],
      [{ captcha: '' }, 'captcha', M.captcha],
      [{ productId: 'not-a-product' }, 'productId', M.unknownModel],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await register(form(overrides));
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().errors[field]).toContain(message);
    }
    for (const overrides of [
      { serialNumber: ['HA1'] },
      { purchaseDate: 20261003 },
      { dealerId: 'x'.repeat(37) },
      { firstName: 'a\u0000' },
    ]) {
      const res = await register(form(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
    }
  });
});
