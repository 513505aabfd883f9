/**
 * Dealer registration over real HTTP (multipart as the browser sends it): the form's rules and
 * messages on the server, FFL/SOT documents checked by their bytes and size, kept private (another
 * account gets 404), staff approval puts the dealer in the locator at once and e-mails the dealer.
 */
import type { AddressInfo } from 'node:net';
import { DEALER_REGISTRATION_RECEIVED_MESSAGE } from 'shared-contracts/api/dealers';
import { DEALER_DOCUMENT_MAX_BYTES } from 'shared-contracts/schemas/dealer-registration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, captcha, loginUser, registerUser } from '../identity/helpers';
import { createTestApp, type TestApp } from '../support/test-app';

const STAFF_KEY = 's'.repeat(40);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
// A little-endian TIFF header with one empty directory.
const TIFF = Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0, 0, 0, 0, 0]), Buffer.alloc(64)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.alloc(17),
]);

let t: TestApp;
let base: string;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ config: { staffApiKey: STAFF_KEY } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t?.close());

type Form = Record<string, string> & { email: string; company: string; password: string };

function fields(overrides: Record<string, string> = {}): Form {
  counter += 1;
  return {
    company: `Bitterroot Arms ${counter}`,
    website: 'https://www.bitterroot-arms.com/shop',
    phone: '(406) 555-0177',
    email: `dealer-${Date.now()}-${counter}@example.com`,
    password: 'long enough secret',
    confirmPassword: 'long enough secret',
    firstName: 'Ingrid',
    lastName: 'Moe',
    streetAddress: '101 Main St',
    city: 'Hamilton',
    state: 'MT',
    postalCode: '59840',
    country: 'United States',
    useForBillingAddress: 'true',
    appearInDealerLocator: 'true',
    useThisAddressInDealerLocator: 'true',
    hasFflSot: 'true',
    fflNumber: '4-81-081-01-7K-12345',
    sotEin: '',
    captcha: captcha(),
    ...overrides,
  };
}

type Upload = [field: string, bytes: Buffer, name: string, type?: string];

async function register(values: Record<string, string>, files: Upload[] = [['fflDocument', PDF, 'ffl.pdf']]) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  for (const [field, bytes, name, type] of files) {
    data.append(field, new Blob([new Uint8Array(bytes)], { type: type ?? 'application/pdf' }), name);
  }
  const res = await fetch(`${base}/Registration/dealer`, {
    method: 'POST',
    body: data,
    headers: { 'x-forwarded-for': `10.77.${Math.floor(counter / 200)}.${(counter % 200) + 1}` },
  });
  return { status: res.status, body: (await res.json()) as { message: string; errors?: Record<string, string[]> } };
}

const staff = (path: string, payload?: unknown, key = STAFF_KEY) =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url: path,
    payload: payload as object,
    headers: { 'x-staff-key': key },
  });
const searchNames = async (zip: string, radius = 50) =>
  (await t.app.inject({ method: 'GET', url: `/Dealers/search?zip=${zip}&radius=${radius}` }))
    .json()
    .dealers.map((d: { name: string }) => d.name);

async function pendingIdOf(company: string): Promise<string> {
  const list = (await staff('/staff/registrations/dealer')).json().applications as { id: string; company: string }[];
  const row = list.find((a) => a.company === company);
  if (!row) throw new Error(`${company} is not pending`);
  return row.id;
}

describe('POST /Registration/dealer', () => {
  it('becomes a pending application; approval puts the dealer in the locator and e-mails them', async () => {
    const values = fields();
    const answer = await register(values, [
      ['fflDocument', PDF, 'ffl.pdf'],
      ['sotDocument', TIFF, 'sot.tif', 'image/tiff'],
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe(DEALER_REGISTRATION_RECEIVED_MESSAGE);
    expect(await searchNames('59840')).not.toContain(values.company);

    const id = await pendingIdOf(values.company);
    const decided = await staff(`/staff/registrations/dealer/${id}/decision`, { decision: 'approve' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await searchNames('59840')).toContain(values.company);
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', values.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Your dealer application is approved');
    expect(mail.text_body).toContain('/dealer-locator');
    // Decided once: a second decision finds nothing pending.
    expect((await staff(`/staff/registrations/dealer/${id}/decision`, { decision: 'reject' })).statusCode).toBe(404);
  });

  it('a rejected dealer is told why and never appears', async () => {
    const values = fields({ postalCode: '59870', city: 'Stevensville' });
    expect((await register(values)).status).toBe(200);
    const id = await pendingIdOf(values.company);
    await staff(`/staff/registrations/dealer/${id}/decision`, {
      decision: 'reject',
      reason: 'FFL copy is not legible',
    });
    expect(await searchNames('59870')).not.toContain(values.company);
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', values.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Reason: FFL copy is not legible');
  });

  it('a dealer who asked not to appear is approved but not listed; a separate locator address is used when given', async () => {
    const hidden = fields({ appearInDealerLocator: 'false' });
    expect((await register(hidden)).status).toBe(200);
    await staff(`/staff/registrations/dealer/${await pendingIdOf(hidden.company)}/decision`, { decision: 'approve' });
    expect(await searchNames('59840')).not.toContain(hidden.company);

    const elsewhere = fields({
      useThisAddressInDealerLocator: 'false',
      locatorStreetAddress: '9 Storefront Way',
      locatorCity: 'Missoula',
      locatorState: 'MT',
      locatorPostalCode: '59801',
    });
    expect((await register(elsewhere)).status).toBe(200);
    await staff(`/staff/registrations/dealer/${await pendingIdOf(elsewhere.company)}/decision`, {
      decision: 'approve',
    });
    const near = (await t.app.inject({ method: 'GET', url: '/Dealers/search?zip=59801&radius=50' })).json().dealers;
    expect(near.find((d: { name: string }) => d.name === elsewhere.company)).toMatchObject({
      address1: '9 Storefront Way',
      zip: '59801',
      distanceMiles: expect.any(Number),
    });
  });

  it("answers the form's rules with the specification's messages", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ website: 'not a site' }, 'website', 'Website must be a valid URL'],
      [{ phone: '555-12' }, 'phone', 'Phone must be a valid phone number'],
      [{ email: 'dealer@nowhere' }, 'email', 'Email must be a valid email address'],
      [{ confirmPassword: 'something else' }, 'confirmPassword', 'Password values must match'],
      [{ captcha: '' }, 'captcha', 'Please complete the reCAPTCHA'],
      [{ company: '' }, 'company', 'Company is required'],
      [{ useForBillingAddress: 'false' }, 'billingStreetAddress', 'Street Address is required'],
      [{ useThisAddressInDealerLocator: 'false' }, 'locatorPostalCode', 'Zip Code is required'],
      [{ fflNumber: '' }, 'fflNumber', 'FFL Number is required'],
      [{ company: 'x'.repeat(201) }, 'company', 'Company must be at most 200 characters'],
      [{ company: 'Nul\u0000Arms' }, 'company', 'Company contains characters that are not allowed'],
    ];
    for (const [overrides, field, message] of cases) {
      const answer = await register(fields(overrides));
      expect(answer.status, `${field}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect(answer.body.errors?.[field]).toContain(message);
    }
  });

  it('refuses a captcha the provider rejects', async () => {
    const answer = await register(fields({ captcha: 'test-fail' }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.captcha).toBeTruthy();
  });

  it('checks the zip against the state, after normalising it', async () => {
    const wrong = await register(fields({ postalCode: '82414' }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.postalCode).toEqual(['Zip Code 82414 is not in MT']);
    const plus4 = await register(fields({ postalCode: '59840-1234' }));
    expect(plus4.status, JSON.stringify(plus4.body)).toBe(200);
  });

  it('requires the FFL document with an FFL, and takes PDF or TIFF only, by their bytes and size', async () => {
    const missing = await register(fields(), []);
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.fflDocument).toEqual(['FFL Document is required']);

    const renamed = await register(fields(), [['fflDocument', EXE, 'licence.pdf']]);
    expect(renamed.status).toBe(400);
    expect(renamed.body.errors?.fflDocument).toEqual(['"licence.pdf" is not a PDF or TIFF document']);

    const png = await register(fields(), [['fflDocument', PNG, 'licence.png', 'image/png']]);
    expect(png.status).toBe(400);

    const huge = Buffer.concat([PDF, Buffer.alloc(DEALER_DOCUMENT_MAX_BYTES)]);
    const tooLarge = await register(fields(), [['fflDocument', huge, 'big.pdf']]);
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.errors?.fflDocument?.[0]).toMatch(/too large/);

    const stray = await register(fields(), [['passport', PDF, 'p.pdf']]);
    expect(stray.status).toBe(400);

    // No FFL/SOT: no document is asked for.
    const without = await register(fields({ hasFflSot: 'false', fflNumber: '' }), []);
    expect(without.status, JSON.stringify(without.body)).toBe(200);
  });

  it('an e-mail that has an account answers 409 on the email field', async () => {
    const { email } = await registerUser(t);
    const answer = await register(fields({ email }));
    expect(answer.status).toBe(409);
    expect(answer.body.errors?.email).toBeTruthy();
  });

  it("a dealer's documents are theirs: the dealer can read them, another account gets 404", async () => {
    const values = fields();
    expect((await register(values)).status).toBe(200);
    const doc = await t.db
      .selectFrom('dealer_documents as x')
      .innerJoin('dealer_applications as a', 'a.id', 'x.application_id')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select('x.id')
      .where('u.email', '=', values.email)
      .executeTakeFirstOrThrow();
    const owner = (await loginUser(t, values.email, values.password)).json().token;
    const own = await t.app.inject({
      method: 'GET',
      url: `/Registration/dealer/documents/${doc.id}`,
      headers: bearer(owner),
    });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = (await registerUser(t)).token;
    const other = await t.app.inject({
      method: 'GET',
      url: `/Registration/dealer/documents/${doc.id}`,
      headers: bearer(stranger),
    });
    expect(other.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/Registration/dealer/documents/${doc.id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('the staff path needs the staff key', async () => {
    expect((await staff('/staff/registrations/dealer', undefined, 'wrong')).statusCode).toBe(401);
    expect((await staff('/staff/registrations/dealer/not-an-id/decision', { decision: 'approve' })).statusCode).toBe(
      404,
    );
    expect((await staff('/staff/registrations/dealer/not-an-id/decision', { decision: 'maybe' })).statusCode).toBe(400);
  });

  it('a JSON body is refused as not multipart', async () => {
    const res = await fetch(`${base}/Registration/dealer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fields()),
    });
    expect(res.status).toBe(400);
  });
});
