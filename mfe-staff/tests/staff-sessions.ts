/**
 * Staffers for the tests, made the way the shop makes them (api/tests/staff/helpers.ts does the
 * same on the API's side): the command line's invitation (the staff key), the invitation taken, the
 * password step and the enrolment with a real TOTP code: staffers who have really signed in (their
 * state is Enrolled, their steps are on the audit log). A page's own staffer comes from
 * real-api.ts's signedInStaffer.
 */
import type { RealApi } from 'api/testkit';
import type { StaffRole } from 'shared-contracts/domain/staff-permissions';
import { totpCode } from './totp-code';

export const PASSWORD = 'correct horse battery staple';

let counter = 0;
export const uniqueEmail = (what: string) => `${what}-${Date.now()}-${++counter}@halvorsen.example`;
/** A client address of its own per call (sign-in is rate limited per address). */
const clientIp = () => `10.77.${Math.floor(++counter / 250) % 250}.${(counter % 250) + 1}`;

async function post(api: RealApi, url: string, payload: unknown, headers: Record<string, string> = {}) {
  const response = await api.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { 'x-forwarded-for': clientIp(), ...headers },
  });
  if (response.statusCode >= 300) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

/** A new staffer with their password set (invited by the command line), not yet enrolled. */
export async function staffWithPassword(api: RealApi, role: StaffRole, email = uniqueEmail(role)) {
  const key = api.app.config.staffApiKey as string;
  const invited = await post(api, '/staff/staff', { email, role }, { 'x-staff-key': key });
  const token = new URL(invited.invitationUrl).searchParams.get('token');
  await post(api, '/staff/auth/accept-invitation', { token, password: PASSWORD });
  return { id: invited.staff.id as string, email };
}

export interface EnrolledStaff {
  id: string;
  email: string;
  otpauthUri: string;
  /** A complete staff session's bearer token. */
  token: string;
}

/** A staffer who has signed in once (enrolled their authenticator): their session's token. */
export async function enrolledStaff(api: RealApi, role: StaffRole, email?: string): Promise<EnrolledStaff> {
  const staff = await staffWithPassword(api, role, email);
  const step = await post(api, '/staff/auth/sign-in', { email: staff.email, password: PASSWORD });
  const session = await post(
    api,
    '/staff/auth/totp/enrol',
    { code: totpCode(step.otpauthUri) },
    { authorization: `Bearer ${step.token}` },
  );
  return { ...staff, otpauthUri: step.otpauthUri, token: session.token };
}

/** A call of the API as a staffer (set-up of what a screen then shows). */
export async function asStaff<T>(
  api: RealApi,
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
): Promise<T> {
  const response = await api.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': clientIp() },
  });
  if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json() as T;
}
