/** Shared steps of the identity tests: register, sign in, read the outbox. */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../support/test-app';

let counter = 0;
/** A passing captcha of the test provider, new each time. */
export const captcha = () => `test-pass-${Date.now()}-${++counter}`;
/** A client address of its own, so the per-client rate limits of one test do not hit another. */
export const clientIp = () => `10.0.${Math.floor(counter / 250) % 250}.${(++counter % 250) + 1}`;

export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  tokenType: string;
  expiresIn: number;
}

export function post(t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { 'x-forwarded-for': clientIp(), ...headers },
  });
}

export const bearer = (token: TokenSet) => ({ authorization: `Bearer ${token.accessToken}` });

export async function registerUser(
  t: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<{ email: string; password: string; token: TokenSet }> {
  const email = `user-${Date.now()}-${++counter}@example.com`;
  const password = 'correct horse battery';
  const response = await post(t, '/Auth/register', {
    firstName: 'Ada',
    lastName: 'Lund',
    email,
    password,
    newsletter: false,
    captcha: captcha(),
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(200);
  return {
    email: String(overrides.email ?? email)
      .trim()
      .toLowerCase(),
    password,
    token: response.json().token,
  };
}

export async function loginUser(t: TestApp, email: string, password: string): Promise<LightMyRequestResponse> {
  return post(t, '/Auth/login', { email, password, captcha: captcha() });
}

/** The token in the newest e-mail to `to` whose link contains `path`. */
export async function tokenFromOutbox(t: TestApp, to: string, path: string): Promise<string> {
  const rows = await t.db
    .selectFrom('mail_outbox')
    .select(['text_body', 'to_address'])
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .execute();
  for (const row of rows) {
    const match = row.text_body.match(new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([A-Za-z0-9_%-]+)`));
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  throw new Error(`no mail with ${path} for ${to}`);
}
