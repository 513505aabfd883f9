/**
 * Shared steps of the inbox and application tests: an app with the shop's real seed (its firearms
 * can be registered, its zip table places dealers) listening on a free port (the multipart forms go
 * over real HTTP, as a browser sends them), a staff session per role, and the public forms that
 * fill the inboxes and the application lists.
 */
import type { AddressInfo } from 'node:net';
import { STAFF_ROLES, type StaffRole } from 'shared-contracts/domain/staff-permissions';
import { expect } from 'vitest';
import { bearer, captcha, type TokenSet } from '../identity/helpers';
import { call, newSessionOf, STAFF_KEY, staffOfRole } from '../staff/helpers';
import { createTestApp, type TestApp } from '../support/test-app';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.alloc(17),
]);
/** A little-endian TIFF header with one empty directory. */
export const TIFF = Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0, 0, 0, 0, 0]), Buffer.alloc(64)]);

export interface Staffer {
  token: string;
  email: string;
}

export interface InboxApp {
  t: TestApp;
  base: string;
  staff: Record<StaffRole, Staffer>;
}

export async function createInboxApp(): Promise<InboxApp> {
  const t = await createTestApp({
    config: { staffApiKey: STAFF_KEY, staffTotpKey: 't'.repeat(40), logLevel: 'warn' },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const staff = {} as Record<StaffRole, Staffer>;
  for (const role of STAFF_ROLES) {
    const id = await staffOfRole(t, role);
    const { email } = await t.db
      .selectFrom('staff_users')
      .select('email')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    staff[role] = { token: await newSessionOf(t, id), email };
  }
  return { t, base, staff };
}

/** A staff call with a staffer's session. */
export const asStaff = (t: TestApp, who: Staffer, url: string, method: 'GET' | 'POST' = 'GET') =>
  call(t, { method, url, token: who.token });

let counter = 0;
const ip = () => `10.88.${Math.floor(++counter / 250) % 250}.${(counter % 250) + 1}`;

export async function sendImageRequest(t: TestApp, lookingFor: string) {
  const email = `media-${Date.now()}-${++counter}@example.com`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/Registration/image-request',
    payload: { firstName: 'Sig', lastName: 'Berg', email, lookingFor, captcha: captcha() },
    headers: { 'x-forwarded-for': ip() },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { email };
}

export async function registerProduct(t: TestApp, serialNumber: string) {
  const models = (await t.app.inject({ url: '/Registration/product/models' })).json() as Array<{
    productId: string;
    title: string;
  }>;
  const model = models[0] as { productId: string; title: string };
  const email = `owner-${Date.now()}-${++counter}@example.com`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/Registration/product',
    payload: {
      productId: model.productId,
      serialNumber,
      purchaseDate: '2026-10-03',
      dealerId: '',
      dealerName: 'Hometown Sporting Goods, Bozeman MT',
      firstName: 'Nils',
      lastName: 'Aas',
      email,
      phone: '(406) 555-0101',
      postalCode: '59715',
      captcha: captcha(),
    },
    headers: { 'x-forwarded-for': ip() },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { email, model };
}

type Upload = [field: string, bytes: Buffer, name: string, type: string];

async function postForm(base: string, path: string, fields: Record<string, string>, files: Upload[], token?: TokenSet) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const [field, bytes, name, type] of files) data.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    body: data,
    headers: { 'x-forwarded-for': ip(), ...(token ? bearer(token) : {}) },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** A signed-in customer's Pro Deal application with these documents. */
export function applyForProDeal(base: string, token: TokenSet, email: string, files: Array<[Buffer, string, string]>) {
  return postForm(
    base,
    '/Registration/prodeal',
    { email },
    files.map(([bytes, name, type]) => ['supportingDocuments', bytes, name, type]),
    token,
  );
}

/** A dealer registration (a new account and a pending application) with an FFL PDF and an SOT TIFF. */
export async function registerDealer(base: string, company: string) {
  const email = `dealer-${Date.now()}-${++counter}@example.com`;
  await postForm(
    base,
    '/Registration/dealer',
    {
      company,
      website: 'https://www.bitterroot-arms.com/shop',
      phone: '(406) 555-0177',
      email,
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
      captcha: captcha(),
    },
    [
      ['fflDocument', PDF, 'ffl.pdf', 'application/pdf'],
      ['sotDocument', TIFF, 'sot.tif', 'image/tiff'],
    ],
  );
  return { email };
}
