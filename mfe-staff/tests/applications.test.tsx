/**
 * The applications screen against the real API (issue 29 item 6): a customer's Pro Deal application
 * is listed with its documents, a document is shown beside it from the private route, and it is
 * approved after the confirm step; a dealer application is rejected with a reason for the applicant.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { realApiForThisFile, signedInStaffer } from './real-api';
import { renderAt } from './render';

const api = realApiForThisFile();
let counter = 0;
const clientAddress = () => `10.64.${++counter}.${(Date.now() % 250) + 1}`;

const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const PNG = new Uint8Array([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  0,
  0,
  0,
  13,
  0x49,
  0x48,
  0x44,
  0x52,
  ...new Array(17).fill(0),
]);

async function postForm(
  path: string,
  fields: Record<string, string>,
  files: Array<[string, Uint8Array<ArrayBuffer>, string, string]>,
  token?: string,
) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const [field, bytes, name, type] of files) data.append(field, new File([bytes], name, { type }));
  const answer = await fetch(`${api.url}${path}`, {
    method: 'POST',
    body: data,
    headers: { 'x-forwarded-for': clientAddress(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  expect(answer.status, await answer.text()).toBe(200);
}

/** A customer registered through the shop who applies for Pro Deal with a PDF and a PNG. */
async function proDealApplicant(firstName: string, lastName: string) {
  const email = `${lastName.toLowerCase()}-${Date.now()}@example.com`;
  const registered = await fetch(`${api.url}/Auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
    body: JSON.stringify({
      firstName,
      lastName,
      email,
      password: 'correct horse battery',
      newsletter: false,
      captcha: `test-pass-${counter}`,
    }),
  });
  expect(registered.status).toBe(200);
  const { token } = (await registered.json()) as { token: { accessToken: string } };
  await postForm(
    '/Registration/prodeal',
    { email },
    [
      ['supportingDocuments', PDF, 'badge.pdf', 'application/pdf'],
      ['supportingDocuments', PNG, 'id card.png', 'image/png'],
    ],
    token.accessToken,
  );
  return email;
}

function registerDealer(company: string) {
  return postForm(
    '/Registration/dealer',
    {
      company,
      website: 'https://www.bitterroot-arms.com/shop',
      phone: '(406) 555-0177',
      email: `dealer-${Date.now()}@example.com`,
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
      sotEin: '12-3456789',
      captcha: `test-pass-${counter}`,
    },
    [['fflDocument', PDF, 'ffl.pdf', 'application/pdf']],
  );
}

describe('applications', () => {
  it('shows a Pro Deal document beside the application and approves it after the confirm step', async () => {
    const email = await proDealApplicant('Astrid', 'Dahl');
    const staffer = await signedInStaffer(api, 'compliance');
    renderAt('/staff/applications');

    const card = await screen.findByRole('article', { name: 'Astrid Dahl' });
    expect(within(card).getByText('Pending')).toBeTruthy();
    expect(within(card).getByRole('link', { name: email })).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: /^id card\.png/ }));
    const image = (await within(card).findByRole('img', { name: 'id card.png' })) as HTMLImageElement;
    expect(image.src).toMatch(/^blob:/);
    expect(api.calls('GET', /^\/staff\/registrations\/prodeal\/[^/]+\/documents\/[^/]+$/)).toHaveLength(1);

    fireEvent.click(within(card).getByRole('button', { name: 'Approve Astrid Dahl' }));
    expect(within(card).getByText(/^Approve the Pro Deal application of Astrid Dahl\?/)).toBeTruthy();
    expect(api.calls('POST', /\/decision$/)).toHaveLength(0);
    fireEvent.click(within(card).getByRole('button', { name: 'Yes, approve' }));

    expect(await within(card).findByText('Application approved; the applicant is e-mailed.')).toBeTruthy();
    expect(within(card).getByText('Approved')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /^Approve/ })).toBeNull();
    const stored = await api.db
      .selectFrom('pro_deal_applications as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select('a.status')
      .where('u.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('Approved');
    const audit = await api.db
      .selectFrom('staff_audit')
      .select(['actor', 'action'])
      .where('action', '=', 'prodeal-application.decided')
      .execute();
    expect(audit.map((entry) => entry.actor)).toContain(staffer.email);
  });

  it('rejects a dealer application with a reason; Back leaves it pending', async () => {
    await registerDealer('Bitterroot Arms');
    await signedInStaffer(api, 'owner');
    renderAt('/staff/applications');

    fireEvent.click(await screen.findByRole('link', { name: 'Dealers' }));
    const card = await screen.findByRole('article', { name: 'Bitterroot Arms (Ingrid Moe)' });
    expect(within(card).getByText(/4-81-081-01-7K-12345/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: /^FFL: ffl\.pdf/ })).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Reject Bitterroot Arms (Ingrid Moe)' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Back' }));
    expect(within(card).getByText('Pending')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Reject Bitterroot Arms (Ingrid Moe)' }));
    fireEvent.input(within(card).getByLabelText(/^Reason for the applicant/), {
      target: { value: 'The FFL copy is expired' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Yes, reject' }));

    expect(await within(card).findByText('Application rejected; the applicant is e-mailed.')).toBeTruthy();
    expect(within(card).getByText(/Reason: The FFL copy is expired/)).toBeTruthy();
    await waitFor(() => expect(api.calls('POST', /^\/staff\/registrations\/dealer\/[^/]+\/decision$/)).toHaveLength(1));
    expect(api.calls('POST', /\/decision$/)[0]?.body).toEqual({
      decision: 'reject',
      reason: 'The FFL copy is expired',
    });
  });
});
