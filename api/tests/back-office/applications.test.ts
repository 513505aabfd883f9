/**
 * Pro Deal and dealer applications in the back office (issue 29, item 6): "decided in the UI, with
 * their private documents viewable beside them". The lists carry the applicant and each document
 * (name, type, size, the URL that shows it); a document is streamed to applications.read only,
 * inline for PDF and images, never cached, and only under its own application; a status filter lists
 * decided applications with who decided. The customer lookup shows the Pro Deal state it leads to,
 * and the command line (`npm run registrations -- [dealer] list`) still reads the lists.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser } from '../identity/helpers';
import { call, STAFF_KEY } from '../staff/helpers';
import { applyForProDeal, asStaff, createInboxApp, type InboxApp, PDF, PNG, registerDealer, TIFF } from './inbox-app';

let b: InboxApp;
beforeAll(async () => {
  b = await createInboxApp();
});
afterAll(async () => b?.t.close());

interface Doc {
  id: string;
  name: string;
  contentType: string;
  sizeBytes: number;
  url: string;
  kind?: string;
}
interface Application {
  id: string;
  email: string;
  status: string;
  documents: Doc[];
  [field: string]: unknown;
}

async function listed(kind: 'prodeal' | 'dealer', query = '', who = b.staff.compliance) {
  const answer = await asStaff(b.t, who, `/staff/registrations/${kind}${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as {
    status: string;
    total: number;
    page: number;
    pageSize: number;
    applications: Application[];
  };
}

const BAD_QUERIES = ['status=approved', 'status=Maybe', 'status=a&status=b', 'status=%00', 'page=0', 'pageSize=201'];

describe('Pro Deal applications', () => {
  it('list the applicant and each document; a document shows inline, privately, under its own application only', async () => {
    const customer = await registerUser(b.t, { firstName: 'Astrid', lastName: 'Dahl' });
    await applyForProDeal(b.base, customer.token, customer.email, [
      [PDF, 'badge.pdf', 'application/pdf'],
      [PNG, 'id card.png', 'image/png'],
    ]);
    const other = await registerUser(b.t);
    await applyForProDeal(b.base, other.token, other.email, [[PDF, 'other.pdf', 'application/pdf']]);

    const page = await listed('prodeal');
    expect(page).toMatchObject({ status: 'Pending', page: 1, pageSize: 50 });
    // The queue is worked oldest first.
    expect(page.applications.map((a) => a.email)).toEqual([customer.email, other.email]);
    const application = page.applications[0] as Application;
    expect(application).toEqual({
      id: expect.any(String),
      status: 'Pending',
      reason: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      decidedAt: null,
      decidedBy: null,
      userId: expect.any(String),
      email: customer.email,
      firstName: 'Astrid',
      lastName: 'Dahl',
      phone: null,
      emailVerified: false,
      documents: [
        expect.objectContaining({ name: 'badge.pdf', contentType: 'application/pdf', sizeBytes: PDF.length }),
        expect.objectContaining({ name: 'id card.png', contentType: 'image/png', sizeBytes: PNG.length }),
      ],
    });
    const [pdf, png] = application.documents as [Doc, Doc];
    expect(pdf.url).toBe(`/staff/registrations/prodeal/${application.id}/documents/${pdf.id}`);

    const shown = await asStaff(b.t, b.staff.compliance, pdf.url);
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload.equals(PDF)).toBe(true);
    expect(shown.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="badge.pdf"',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    const image = await asStaff(b.t, b.staff.owner, png.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toBe('inline; filename="id card.png"');

    // Under another application, with a made-up or malformed id: not found.
    const otherApplication = page.applications[1] as Application;
    for (const url of [
      `/staff/registrations/prodeal/${otherApplication.id}/documents/${pdf.id}`,
      `/staff/registrations/prodeal/${application.id}/documents/${otherApplication.documents[0]?.id}`,
      `/staff/registrations/prodeal/${application.id}/documents/00000000-0000-4000-8000-000000000000`,
      `/staff/registrations/prodeal/${application.id}/documents/nope`,
      `/staff/registrations/prodeal/nope/documents/${pdf.id}`,
      `/staff/registrations/prodeal/${application.id}/documents/${'-'.repeat(36)}`,
    ]) {
      const answer = await asStaff(b.t, b.staff.compliance, url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().message).toBe('Document not found');
    }
    // Roles without applications.read, a customer (even the applicant) and nobody: refused.
    for (const role of ['support', 'fulfilment'] as const) {
      expect((await asStaff(b.t, b.staff[role], pdf.url)).statusCode, role).toBe(403);
      expect((await asStaff(b.t, b.staff[role], '/staff/registrations/prodeal')).statusCode, role).toBe(403);
    }
    const asApplicant = await b.t.app.inject({ url: pdf.url, headers: bearer(customer.token) });
    expect(asApplicant.statusCode).toBe(401);
    expect((await b.t.app.inject({ url: pdf.url })).statusCode).toBe(401);
  });

  it('decided in the back office: listed by status with who decided; the customer lookup shows it', async () => {
    const customer = await registerUser(b.t, { firstName: 'Bjorn', lastName: 'Lookup-Prodeal' });
    await applyForProDeal(b.base, customer.token, customer.email, [[PDF, 'badge.pdf', 'application/pdf']]);
    const pending = (await listed('prodeal', '?pageSize=200')).applications.find((a) => a.email === customer.email);
    const decided = await call(b.t, {
      method: 'POST',
      url: `/staff/registrations/prodeal/${pending?.id}/decision`,
      payload: { decision: 'reject', reason: 'Badge not legible' },
      token: b.staff.compliance.token,
    });
    expect(decided.statusCode, decided.body).toBe(200);

    expect((await listed('prodeal', '?pageSize=200')).applications.map((a) => a.id)).not.toContain(pending?.id);
    const rejected = await listed('prodeal', '?status=Rejected');
    expect(rejected.status).toBe('Rejected');
    expect(rejected.applications.find((a) => a.id === pending?.id)).toMatchObject({
      status: 'Rejected',
      reason: 'Badge not legible',
      decidedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      decidedBy: b.staff.compliance.email,
      documents: [expect.objectContaining({ name: 'badge.pdf' })],
    });
    expect((await listed('prodeal', '?status=Approved')).applications.map((a) => a.id)).not.toContain(pending?.id);
    const all = await listed('prodeal', '?status=all&pageSize=200');
    expect(all.applications.map((a) => a.id)).toContain(pending?.id);
    expect(all.total).toBe(all.applications.length);
    // Decided documents stay viewable beside the decision.
    const url = rejected.applications.find((a) => a.id === pending?.id)?.documents[0]?.url as string;
    expect((await asStaff(b.t, b.staff.compliance, url)).statusCode).toBe(200);

    const lookup = await asStaff(b.t, b.staff.support, '/staff/customers?q=Lookup-Prodeal');
    expect(lookup.json().customers[0].proDeal).toEqual({
      applicationId: pending?.id,
      status: 'Rejected',
      reason: 'Badge not legible',
      appliedAt: expect.any(String),
      decidedAt: expect.any(String),
    });

    for (const query of BAD_QUERIES)
      expect((await asStaff(b.t, b.staff.compliance, `/staff/registrations/prodeal?${query}`)).statusCode, query).toBe(
        400,
      );
    // A malformed application id is a 404, like an unknown one (the database refused it with a 400 before).
    const malformed = await call(b.t, {
      method: 'POST',
      url: `/staff/registrations/prodeal/${'-'.repeat(36)}/decision`,
      payload: { decision: 'approve' },
      token: b.staff.compliance.token,
    });
    expect(malformed.statusCode).toBe(404);
  });
});

describe('dealer applications', () => {
  it('list the applicant, the dealer as registered and its FFL and SOT documents, shown inline; decided with who decided', async () => {
    const first = await registerDealer(b.base, 'Bitterroot Arms Back Office');
    const second = await registerDealer(b.base, 'Sapphire Range Supply');
    const page = await listed('dealer');
    expect(page.applications.map((a) => a.email)).toEqual([first.email, second.email]);
    const application = page.applications[0] as Application;
    expect(application).toEqual({
      id: expect.any(String),
      status: 'Pending',
      reason: null,
      createdAt: expect.any(String),
      decidedAt: null,
      decidedBy: null,
      userId: expect.any(String),
      email: first.email,
      firstName: 'Ingrid',
      lastName: 'Moe',
      phone: null,
      emailVerified: false,
      dealerId: expect.any(String),
      company: 'Bitterroot Arms Back Office',
      fflNumber: '4-81-081-01-7K-12345',
      fflExpiresOn: null,
      sotEin: '12-3456789',
      dealerPhone: '(406) 555-0177',
      dealerEmail: first.email,
      website: 'https://www.bitterroot-arms.com/shop',
      locatorAddress: { address1: '101 Main St', address2: null, city: 'Hamilton', state: 'MT', zip: '59840' },
      inLocator: true,
      shippingAddress: {
        streetAddress: '101 Main St',
        city: 'Hamilton',
        state: 'MT',
        postalCode: '59840',
        country: 'United States',
      },
      billingAddress: expect.objectContaining({ streetAddress: '101 Main St', postalCode: '59840' }),
      documents: [
        expect.objectContaining({
          kind: 'ffl',
          name: 'ffl.pdf',
          contentType: 'application/pdf',
          sizeBytes: PDF.length,
        }),
        expect.objectContaining({ kind: 'sot', name: 'sot.tif', contentType: 'image/tiff', sizeBytes: TIFF.length }),
      ],
    });
    const [ffl, sot] = application.documents as [Doc, Doc];
    const shown = await asStaff(b.t, b.staff.compliance, ffl.url);
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload.equals(PDF)).toBe(true);
    expect(shown.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="ffl.pdf"',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    const tiff = await asStaff(b.t, b.staff.compliance, sot.url);
    expect(tiff.headers['content-type']).toBe('image/tiff');
    expect(tiff.rawPayload.equals(TIFF)).toBe(true);

    const otherApplication = page.applications[1] as Application;
    for (const url of [
      `/staff/registrations/dealer/${otherApplication.id}/documents/${ffl.id}`,
      `/staff/registrations/dealer/${application.id}/documents/00000000-0000-4000-8000-000000000000`,
      `/staff/registrations/dealer/${application.id}/documents/nope`,
      // A Pro Deal document is no dealer document.
      `/staff/registrations/prodeal/${application.id}/documents/${ffl.id}`,
    ])
      expect((await asStaff(b.t, b.staff.compliance, url)).statusCode, url).toBe(404);
    expect((await asStaff(b.t, b.staff.support, ffl.url)).statusCode).toBe(403);
    expect((await asStaff(b.t, b.staff.support, '/staff/registrations/dealer')).statusCode).toBe(403);

    const approved = await call(b.t, {
      method: 'POST',
      url: `/staff/registrations/dealer/${application.id}/decision`,
      payload: { decision: 'approve' },
      token: b.staff.owner.token,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await listed('dealer')).applications.map((a) => a.id)).toEqual([otherApplication.id]);
    const decided = await listed('dealer', '?status=Approved');
    expect(decided.applications).toEqual([
      expect.objectContaining({ id: application.id, status: 'Approved', decidedBy: b.staff.owner.email }),
    ]);
    const audit = await b.t.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('object_id', '=', application.id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor: b.staff.owner.email, action: 'dealer-application.decided' });
    const all = await listed('dealer', '?status=all');
    // Decided and pending together, newest first.
    expect(all.applications.map((a) => a.id)).toEqual([otherApplication.id, application.id]);

    for (const query of BAD_QUERIES)
      expect((await asStaff(b.t, b.staff.compliance, `/staff/registrations/dealer?${query}`)).statusCode, query).toBe(
        400,
      );
  });
});

describe('npm run registrations', () => {
  it('list and dealer list print the pending applications with their documents', async () => {
    const customer = await registerUser(b.t, { firstName: 'Cli', lastName: 'Applicant' });
    await applyForProDeal(b.base, customer.token, customer.email, [[PDF, 'badge.pdf', 'application/pdf']]);
    const dealer = await registerDealer(b.base, 'Command Line Outfitters');
    const tsx = path.resolve(import.meta.dirname, '../../node_modules/.bin/tsx');
    const cli = path.resolve(import.meta.dirname, '../../src/modules/registrations/staff-cli.ts');
    const env = { ...process.env, API_URL: b.base, STAFF_API_KEY: STAFF_KEY };
    const run = promisify(execFile);
    const proDeal = await run(tsx, [cli, 'list'], { env });
    expect(proDeal.stdout).toMatch(new RegExp(`Cli Applicant <${customer.email}>  1 document\\(s\\)`));
    const dealers = await run(tsx, [cli, 'dealer', 'list'], { env });
    expect(dealers.stdout).toContain(
      `Command Line Outfitters (Hamilton, MT) FFL 4-81-081-01-7K-12345  Ingrid Moe <${dealer.email}>  2 document(s)`,
    );
  }, 60_000);
});
