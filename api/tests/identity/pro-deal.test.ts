/**
 * Pro Deal over real HTTP (multipart as a browser sends it): documents checked by their bytes and
 * size, kept private, readable by their owner only; the staff path decides and e-mails; an approved
 * customer's cart is priced at the Pro Deal tier.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { bearer, registerUser, type TokenSet } from './helpers';

let t: TestApp;
let base: string;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.alloc(17),
]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);

beforeAll(async () => {
  t = await createTestApp({ config: { staffApiKey: 'k'.repeat(40), proDealDiscountPercent: 20 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t?.close());

function form(email: string, files: [Buffer, string, string?][]): FormData {
  const data = new FormData();
  data.append('email', email);
  for (const [bytes, name, type] of files) {
    data.append('supportingDocuments', new Blob([new Uint8Array(bytes)], { type: type ?? 'application/pdf' }), name);
  }
  return data;
}

async function apply(token: TokenSet | null, body: FormData | string) {
  const res = await fetch(`${base}/Registration/prodeal`, {
    method: 'POST',
    headers: {
      ...(token ? bearer(token) : {}),
      ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
    },
    body,
  });
  return { status: res.status, body: (await res.json()) as { message: string; errors?: Record<string, string[]> } };
}

const profile = async (token: TokenSet) =>
  (await t.app.inject({ method: 'GET', url: '/User/profile', headers: bearer(token) })).json();
const staff = (path: string, payload?: unknown, key = 'k'.repeat(40)) =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url: path,
    payload: payload as object,
    headers: { 'x-staff-key': key },
  });

describe('POST /Registration/prodeal', () => {
  it('takes a PDF and a PNG, answers a message and shows Pending', async () => {
    const { email, token } = await registerUser(t);
    const answer = await apply(
      token,
      form(email, [
        [PDF, 'badge.pdf'],
        [PNG, 'id card.png', 'image/png'],
      ]),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toMatch(/received/);
    expect((await profile(token)).proDealStatus).toBe('Pending');
  });

  it('refuses by the bytes, not the name: a renamed executable and a text file', async () => {
    const { email, token } = await registerUser(t);
    const exe = await apply(token, form(email, [[EXE, 'letter.pdf']]));
    expect(exe.status).toBe(400);
    expect(exe.body.errors?.supportingDocuments?.[0]).toBe('"letter.pdf" is not a PNG, JPG, TIFF or PDF document');
    const text = await apply(token, form(email, [[Buffer.from('just words'), 'scan.png', 'image/png']]));
    expect(text.status).toBe(400);
    expect((await profile(token)).proDealStatus).toBe('None');
  });

  it('refuses a document of 0.5 MB or more, too many documents, none, and another e-mail', async () => {
    const { email, token } = await registerUser(t);
    const big = Buffer.concat([PDF, Buffer.alloc(512 * 1024)]);
    const tooBig = await apply(token, form(email, [[big, 'big.pdf']]));
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toMatch(/less than 0.5MB/);
    const justUnder = Buffer.concat([PDF, Buffer.alloc(512 * 1024 - 1 - PDF.length)]);
    expect((await apply(token, form(email, [[justUnder, 'ok.pdf']]))).status).toBe(200);
    const six = Array.from({ length: 6 }, (_, i) => [PDF, `d${i}.pdf`] as [Buffer, string]);
    expect((await apply(token, form(email, six))).status).toBe(400);
    expect((await apply(token, form(email, []))).body.message).toBe('Please add at least one document');
    const other = await apply(token, form('someone.else@example.com', [[PDF, 'a.pdf']]));
    expect(other.status).toBe(400);
    expect(other.body.errors?.email?.[0]).toMatch(/contact information/);
    expect((await apply(token, JSON.stringify({ email }))).status).toBe(400);
  });

  it('needs a signed-in customer', async () => {
    expect((await apply(null, form('a@example.com', [[PDF, 'a.pdf']]))).status).toBe(401);
  });
});

describe('documents and the staff path', () => {
  it("a document is its owner's alone; staff approval e-mails and gives the Pro Deal price", async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    expect((await apply(owner.token, form(owner.email, [[PDF, 'badge.pdf']]))).status).toBe(200);
    const { id: documentId } = await t.db
      .selectFrom('registration_documents as d')
      .innerJoin('pro_deal_applications as a', 'a.id', 'd.application_id')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select('d.id')
      .where('u.email', '=', owner.email)
      .executeTakeFirstOrThrow();
    const url = `/Registration/prodeal/documents/${documentId}`;
    const mine = await t.app.inject({ method: 'GET', url, headers: bearer(owner.token) });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toContain('attachment');
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/Registration/prodeal/documents/nope', headers: bearer(owner.token) }))
        .statusCode,
    ).toBe(404);

    // Staff: a wrong key is refused; the list shows the application; approval e-mails the customer.
    expect((await staff('/staff/registrations/prodeal', undefined, 'wrong')).statusCode).toBe(401);
    const list = (await staff('/staff/registrations/prodeal')).json().applications as { id: string; email: string }[];
    const application = list.find((row) => row.email === owner.email);
    expect(application).toBeTruthy();
    const decided = await staff(`/staff/registrations/prodeal/${application?.id}/decision`, { decision: 'approve' });
    expect(decided.statusCode).toBe(200);
    expect(
      (await staff(`/staff/registrations/prodeal/${application?.id}/decision`, { decision: 'approve' })).statusCode,
    ).toBe(404);
    expect((await profile(owner.token)).proDealStatus).toBe('Approved');
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', owner.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Your Pro Deal application is approved');

    // The Pro Deal tier: 20 % off the list price, never dearer than the public price.
    const sku = await t.db.selectFrom('catalog_skus').select(['sku']).limit(1).executeTakeFirstOrThrow();
    const cartOf = async (token: TokenSet) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/Cart/items',
        headers: bearer(token),
        payload: { productId: sku.sku, quantity: 1 },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items[0] as { productPrice: number; price: number };
    };
    const pro = await cartOf(owner.token);
    const everyone = await cartOf(other.token);
    expect(pro.price).toBe(everyone.price);
    expect(pro.productPrice).toBe(Math.min(everyone.productPrice, Math.round(everyone.price * 80) / 100));
    expect(pro.productPrice).toBeLessThan(everyone.productPrice + 0.001);
  });

  it('a rejection carries its reason to the customer, who may reapply', async () => {
    const { email, token } = await registerUser(t);
    await apply(token, form(email, [[PDF, 'a.pdf']]));
    const list = (await staff('/staff/registrations/prodeal')).json().applications as { id: string; email: string }[];
    const id = list.find((row) => row.email === email)?.id;
    const bad = await staff(`/staff/registrations/prodeal/${id}/decision`, { decision: 'maybe' });
    expect(bad.statusCode).toBe(400);
    await staff(`/staff/registrations/prodeal/${id}/decision`, { decision: 'reject', reason: 'Badge not legible' });
    expect((await profile(token)).proDealStatus).toBe('Rejected');
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Reason: Badge not legible');
    expect((await apply(token, form(email, [[PDF, 'b.pdf']]))).status).toBe(200);
    expect((await profile(token)).proDealStatus).toBe('Pending');
  });
});
