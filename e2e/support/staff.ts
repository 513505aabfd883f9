/**
 * Staff of the back office for the journeys (issue 29): a staffer of a role made through the API with
 * the run's staff key (what `npm run staff -- create` does; the key's answer carries the one-time
 * link), the invitation taken and the sign-in done in the browser as a staffer does them (the
 * authenticator's key read off the enrolment screen, its codes computed with `otpauth`), and the
 * session's bearer token for checks against the API.
 *
 * A code's time step is taken once per staffer (the API refuses a step not later than the last one
 * used), so each staffer keeps the last step it gave; a test uses a staffer of its own.
 */
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, SHOP_API_URL, test } from './shop';

/** The staff key of the shop under test (scripts/test.mjs sets it for the run). */
export const STAFF_KEY = process.env.SHOP_STAFF_KEY;
export const STAFF_PASSWORD = 'correct horse battery staple';
/** Where the back office keeps the session's token (mfe-staff/src/shared/session/staff-token.ts). */
const TOKEN_KEY = 'halvorsen.staff.session';
const PERIOD_MS = 30_000;

/** The staff roles (shared-contracts/src/domain/staff-permissions.ts). */
export type StaffRole = 'owner' | 'fulfilment' | 'support' | 'compliance';

export interface Staffer {
  id: string;
  email: string;
  role: StaffRole;
  /** Path and query of the one-time link that sets the password. */
  invitationPath: string;
  /** The authenticator's base32 key, once enrolled. */
  secret?: string;
  /** The last time step a code was given for (the API takes each step once). */
  lastStep?: number;
}

/** Skips the running test unless the run's staff key is known (it creates the staffers). */
export function needsStaffKey(): void {
  test.skip(!STAFF_KEY, 'needs the staff key of the shop under test (SHOP_STAFF_KEY)');
}

/** A call to the API under test; answers the response (status and body are the test's to check). */
export function staffApi(
  path: string,
  { method = 'GET', body, token, key }: { method?: string; body?: unknown; token?: string; key?: string } = {},
): Promise<Response> {
  return fetch(`${SHOP_API_URL}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'x-staff-key': key } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
}

/** A call with the run's staff key that must succeed; answers its JSON. */
export async function withStaffKey<T>(path: string, options: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await staffApi(path, { ...options, key: STAFF_KEY });
  expect(response.ok, `${options.method ?? 'GET'} ${path}: ${response.status} ${await response.clone().text()}`).toBe(
    true,
  );
  return response.json() as Promise<T>;
}

let made = 0;

/** A new staffer of `role`, invited with the staff key (its answer has the one-time link). */
export async function createStaffer(role: StaffRole): Promise<Staffer> {
  const email = `${role}-${Date.now()}-${++made}@staff.example.com`;
  const answer = await withStaffKey<{ staff: { id: string }; invitationUrl: string }>('/staff/staff', {
    method: 'POST',
    body: { email, role },
  });
  const link = new URL(answer.invitationUrl);
  return { id: answer.staff.id, email, role, invitationPath: `${link.pathname}${link.search}` };
}

/** The invitation's link in the browser: the new password, twice. */
export async function acceptInvitation(page: Page, staffer: Staffer): Promise<void> {
  await page.goto(staffer.invitationPath);
  const form = page.locator('main form');
  await form.getByLabel('New password').fill(STAFF_PASSWORD);
  await form.getByLabel('Confirm password').fill(STAFF_PASSWORD);
  await form.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Password set; sign in to add your authenticator')).toBeVisible();
}

/** A staffer ready to sign in: invited and their password set. */
export async function newStaffer(page: Page, role: StaffRole): Promise<Staffer> {
  const staffer = await createStaffer(role);
  await acceptInvitation(page, staffer);
  return staffer;
}

const stepNow = () => Math.floor(Date.now() / PERIOD_MS);

/**
 * The authenticator's code for the staffer's next usable time step: the current one, or the one
 * after the last used (the API accepts one step either side of its clock), waiting when even that is
 * too far ahead.
 */
export async function nextCode(staffer: Staffer): Promise<string> {
  if (!staffer.secret) throw new Error(`${staffer.email} has no authenticator yet`);
  let step = Math.max(stepNow(), (staffer.lastStep ?? 0) + 1);
  while (step > stepNow() + 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    step = Math.max(stepNow(), (staffer.lastStep ?? 0) + 1);
  }
  staffer.lastStep = step;
  const totp = new TOTP({ secret: Secret.fromBase32(staffer.secret), period: PERIOD_MS / 1000, digits: 6 });
  return totp.generate({ timestamp: step * PERIOD_MS + 1 });
}

/** The sign-in's first step: e-mail and password at /staff/sign-in (from `next`, when given). */
export async function givePassword(page: Page, staffer: Staffer, next?: string): Promise<void> {
  await page.goto(next ? `/staff/sign-in?next=${encodeURIComponent(next)}` : '/staff/sign-in');
  const form = page.locator('main form');
  await form.getByLabel('Email').fill(staffer.email);
  // The labels end in a required marker ("Password *"): matched by their start.
  await form.getByLabel('Password').fill(STAFF_PASSWORD);
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByLabel('Authenticator code')).toBeVisible();
}

/**
 * Signs the staffer in through the UI: the password, then (the first time) the key shown on the
 * enrolment screen goes into the "authenticator", and its code completes the sign-in. Ends on the
 * back office's first screen (or `next`), signed in.
 */
export async function signInStaff(page: Page, staffer: Staffer, next?: string): Promise<void> {
  await givePassword(page, staffer, next);
  const form = page.locator('main form');
  if (!staffer.secret) {
    await expect(page.getByRole('heading', { level: 1, name: 'Add your authenticator' })).toBeVisible();
    staffer.secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  }
  await form.getByLabel('Authenticator code').fill(await nextCode(staffer));
  await form.getByRole('button', { name: /^(Confirm and sign in|Sign in)$/ }).click();
  await expect(page).not.toHaveURL(/\/staff\/sign-in/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByText(staffer.email)).toBeVisible();
}

/** The staff session's bearer token of the signed-in page (what the back office sends the API). */
export async function bearerOf(page: Page): Promise<string> {
  const token = await page.evaluate((key) => window.sessionStorage.getItem(key), TOKEN_KEY);
  if (!token) throw new Error('the page holds no staff session');
  return token;
}

/** Puts a token where the back office looks for its session (to try one it should refuse). */
export async function holdToken(page: Page, token: string): Promise<void> {
  await page.evaluate(([key, value]) => window.sessionStorage.setItem(key, value), [TOKEN_KEY, token] as const);
}

/** A new staffer of `role`, signed in on `page` (invitation taken, authenticator enrolled). */
export async function signedInStaffer(page: Page, role: StaffRole, next?: string): Promise<Staffer> {
  const staffer = await newStaffer(page, role);
  await signInStaff(page, staffer, next);
  return staffer;
}

/** Every screen of the back office (mfe-staff/src/app/routes.tsx); `:id` is an order's id. */
export const STAFF_SCREENS = [
  { name: 'orders', path: '/staff/orders' },
  { name: 'order', path: '/staff/orders/:id' },
  { name: 'inventory', path: '/staff/inventory' },
  { name: 'customers', path: '/staff/customers' },
  { name: 'applications', path: '/staff/applications' },
  { name: 'inbox', path: '/staff/inbox' },
  { name: 'disposition', path: '/staff/disposition' },
  { name: 'audit', path: '/staff/audit' },
  { name: 'team', path: '/staff/team' },
] as const;

/** A screen's path with the order's id in it. */
export const screenPath = (path: string, orderId: number | string) => path.replace(':id', String(orderId));

/** How the back office names an order (its number on the detail's heading and in the list). */
export const orderNumber = (orderId: number) => `HA-${orderId}`;
