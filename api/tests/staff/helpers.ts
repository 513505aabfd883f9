/**
 * Shared steps of the staff tests: a staff app (its own staff key and TOTP key), invitations taken,
 * sign-in with real TOTP codes made by `otpauth` from the enrolment's otpauth:// URI, and complete
 * sessions made directly for the route walks.
 */
import type { LightMyRequestResponse } from 'fastify';
import { TOTP, URI } from 'otpauth';
import type { StaffRole } from 'shared-contracts/domain/staff-permissions';
import { expect } from 'vitest';
import { startPendingSession, upgradeSession } from '../../src/modules/staff/index';
import type { RegisteredRoute } from '../../src/platform/plugins/route-list';
import { createTestApp, type TestApp } from '../support/test-app';

export const STAFF_KEY = 'k'.repeat(40);
export const PASSWORD = 'correct horse battery staple';

export function createStaffApp(): Promise<TestApp> {
  return createTestApp({
    seed: false,
    config: { staffApiKey: STAFF_KEY, staffTotpKey: 't'.repeat(40), logLevel: 'warn' },
  });
}

let counter = 0;
export const uniqueEmail = (what = 'staff') => `${what}-${Date.now()}-${++counter}@halvorsen.example`;
export const clientIp = () => `10.9.${Math.floor(++counter / 250) % 250}.${(counter % 250) + 1}`;

export interface Call {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  token?: string;
  key?: string;
  ip?: string;
  headers?: Record<string, string>;
}

/** Every answer the staff tests receive, for the scan that no secret ever leaves. */
export const answers: LightMyRequestResponse[] = [];

export async function call(t: TestApp, { method = 'GET', url, payload, token, key, ip, headers = {} }: Call) {
  const response = await t.app.inject({
    method,
    url,
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    headers: {
      'x-forwarded-for': ip ?? clientIp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'x-staff-key': key } : {}),
      ...headers,
    },
  });
  answers.push(response);
  return response;
}

/** The command line's way: a new staffer and the token of their one-time link. */
export async function invite(t: TestApp, role: StaffRole, email = uniqueEmail(role)) {
  const response = await call(t, { method: 'POST', url: '/staff/staff', payload: { email, role }, key: STAFF_KEY });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json() as { staff: { id: string; email: string }; invitationUrl: string };
  const token = new URL(body.invitationUrl).searchParams.get('token') as string;
  return { id: body.staff.id, email: body.staff.email, token };
}

export async function acceptInvitation(t: TestApp, token: string, password = PASSWORD) {
  return call(t, { method: 'POST', url: '/staff/auth/accept-invitation', payload: { token, password } });
}

export function signIn(t: TestApp, email: string, password = PASSWORD, ip?: string) {
  return call(t, { method: 'POST', url: '/staff/auth/sign-in', payload: { email, password }, ...(ip ? { ip } : {}) });
}

/** The code an authenticator app shows for this otpauth:// URI at `timestamp`. */
export function codeFor(otpauthUri: string, timestamp = Date.now()): string {
  const otp = URI.parse(otpauthUri);
  if (!(otp instanceof TOTP)) throw new Error('not a TOTP URI');
  return otp.generate({ timestamp });
}

export interface SignedInStaff {
  id: string;
  email: string;
  role: StaffRole;
  otpauthUri: string;
  /** The code the enrolment used (a replay of it must fail). */
  enrolCode: string;
  token: string;
}

/** Invitation, password, sign-in and enrolment: a staffer with a complete session. */
export async function signedInStaff(t: TestApp, role: StaffRole): Promise<SignedInStaff> {
  const invited = await invite(t, role);
  expect((await acceptInvitation(t, invited.token)).statusCode).toBe(200);
  const step = (await signIn(t, invited.email)).json() as { secondFactor: string; token: string; otpauthUri: string };
  expect(step.secondFactor).toBe('enrol');
  const enrolCode = codeFor(step.otpauthUri);
  const enrolled = await call(t, {
    method: 'POST',
    url: '/staff/auth/totp/enrol',
    payload: { code: enrolCode },
    token: step.token,
  });
  expect(enrolled.statusCode, enrolled.body).toBe(200);
  return {
    id: invited.id,
    email: invited.email,
    role,
    otpauthUri: step.otpauthUri,
    enrolCode,
    token: enrolled.json().token,
  };
}

/** Another complete session of a staffer, made directly (no TOTP step): for the route walks. */
export async function newSessionOf(t: TestApp, staffId: string): Promise<string> {
  const pending = await startPendingSession(t.db, staffId);
  return (await upgradeSession(t.db, { sessionId: pending.sessionId, created_at: pending.createdAt })).token;
}

/** A staffer of `role` made directly in the database (enrolled), for the route walks. */
export async function staffOfRole(t: TestApp, role: StaffRole): Promise<string> {
  const row = await t.db
    .insertInto('staff_users')
    .values({ email: uniqueEmail(role), role, created_by: 'test', totp_enrolled_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const staffRoutesOf = (t: TestApp): RegisteredRoute[] =>
  t.app.routeList.filter(
    (route) => route.url.startsWith('/staff/') && route.method !== 'HEAD' && route.method !== 'OPTIONS',
  );

export const SOME_ID = '00000000-0000-4000-8000-000000000000';
export const urlOf = (route: RegisteredRoute) => route.url.replace(/:[A-Za-z0-9_]+/g, SOME_ID);
export const routeName = (route: RegisteredRoute) => `${route.method} ${route.url}`;
