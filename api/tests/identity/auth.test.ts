import { SignJWT } from 'jose';
import { AUTH_API_MESSAGES } from 'shared-contracts/schemas/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS, INVALID_TOKEN_MESSAGE } from '../../src/modules/auth/index';
import { FORMER_DEFAULT_JWT_SECRETS } from '../../src/platform/config';
import { createTestApp, type TestApp } from '../support/test-app';
import { bearer, captcha, loginUser, post, registerUser, type TokenSet, tokenFromOutbox } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

const profileOf = (token: TokenSet) =>
  t.app.inject({ method: 'POST', url: '/Auth/resend-verification', headers: bearer(token) });
const refresh = (refreshToken: string) => post(t, '/Auth/refresh-token', { refreshToken });

describe('POST /Auth/register', () => {
  it('creates the account, answers the token set and stores an argon2id hash of a normalised e-mail', async () => {
    const email = `  New.Customer-${Date.now()}@Example.COM `;
    const { token } = await registerUser(t, { email });
    expect(token).toMatchObject({ tokenType: 'Bearer', expiresIn: 900 });
    expect(token.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await t.db
      .selectFrom('users')
      .select(['email', 'password_hash'])
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // The refresh token is stored hashed only.
    const stored = await t.db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token.refreshToken);
  });

  it('refuses a second account for the same e-mail in another case', async () => {
    const { email } = await registerUser(t);
    const response = await post(t, '/Auth/register', {
      firstName: 'A',
      lastName: 'B',
      email: email.toUpperCase(),
      password: 'another password',
      captcha: captcha(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(AUTH_API_MESSAGES.emailTaken);
  });

  it('answers 400 with field errors for missing, wrong-typed, NUL and huge fields', async () => {
    const missing = await post(t, '/Auth/register', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'email', 'password', 'captcha']),
    );
    const bad = await post(t, '/Auth/register', {
      firstName: 'x'.repeat(10_000),
      lastName: 'Nul\u0000Name',
      email: { not: 'a string' },
      password: 'short',
      newsletter: 'perhaps',
      captcha: captcha(),
    });
    expect(bad.statusCode).toBe(400);
    const errors = bad.json().errors;
    expect(errors.firstName).toEqual(['First Name must be at most 100 characters']);
    expect(errors.lastName).toEqual(['Last Name contains characters that are not allowed']);
    expect(errors.email).toBeDefined();
    expect(errors.password).toEqual(['Password must be at least 8 characters long']);
    expect(errors.newsletter).toBeDefined();
    const huge = await post(t, '/Auth/register', { email: `${'a'.repeat(300)}@example.com` });
    expect(huge.json().errors.email).toEqual(['Email must be at most 254 characters']);
  });

  it('refuses a failing captcha', async () => {
    const response = await post(t, '/Auth/register', {
      firstName: 'A',
      lastName: 'B',
      email: 'captcha@example.com',
      password: 'long enough',
      captcha: 'nope',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.captcha).toBeDefined();
  });

  it('sends a verification link to the shop page', async () => {
    const { email } = await registerUser(t);
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', email)
      .executeTakeFirst();
    expect(mail?.text_body).toMatch(/\/verify-email\?token=[A-Za-z0-9_-]{43}/);
  });
});

describe('POST /Auth/login', () => {
  it('signs in with the e-mail in any case and spaces', async () => {
    const { email, password } = await registerUser(t);
    const response = await loginUser(t, `  ${email.toUpperCase()} `, password);
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toMatchObject({ tokenType: 'Bearer', expiresIn: 900 });
  });

  it('answers the same for a wrong password and an unknown e-mail', async () => {
    const { email } = await registerUser(t);
    const wrong = await loginUser(t, email, 'wrong password');
    const unknown = await loginUser(t, `nobody-${Date.now()}@example.com`, 'wrong password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(AUTH_API_MESSAGES.loginFailed);
  });

  it('answers 400 for missing or non-string fields', async () => {
    const response = await post(t, '/Auth/login', { email: 42, password: ['x'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.captcha).toEqual(['Please complete the captcha']);
    expect((await post(t, '/Auth/login', 'not json', { 'content-type': 'application/json' })).statusCode).toBe(400);
  });

  it('limits attempts per account with 429 and Retry-After', async () => {
    const { email } = await registerUser(t);
    const limit = AUTH_RATE_LIMITS.loginPerAccount.limit;
    for (let i = 0; i < limit; i++) expect((await loginUser(t, email, 'wrong password')).statusCode).toBe(401);
    const blocked = await loginUser(t, email, 'wrong password');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits attempts per client address across accounts', async () => {
    const limit = AUTH_RATE_LIMITS.loginPerClient.limit;
    const headers = { 'x-forwarded-for': '192.0.2.77' };
    let last = 0;
    for (let i = 0; i <= limit; i++) {
      const response = await post(
        t,
        '/Auth/login',
        { email: `stuffing-${i}@example.com`, password: 'guess', captcha: captcha() },
        headers,
      );
      last = response.statusCode;
      if (i < limit) expect(last).toBe(401);
      else expect(response.headers['retry-after']).toBeDefined();
    }
    expect(last).toBe(429);
  });
});

describe('access tokens', () => {
  it('are refused without exp, signed with a former default secret, or for a deleted user (401)', async () => {
    const { token } = await registerUser(t);
    const me = await profileOf(token);
    expect(me.statusCode).toBe(200);
    const claims = JSON.parse(Buffer.from(token.accessToken.split('.')[1] ?? '', 'base64url').toString());
    const sign = (secret: string, withExp: boolean) => {
      const jwt = new SignJWT({ email: claims.email })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer('halvorsen-api')
        .setAudience('halvorsen-shop')
        .setIssuedAt();
      if (withExp) jwt.setExpirationTime('10m');
      return jwt.sign(new TextEncoder().encode(secret));
    };
    const noExp = await sign(t.config.jwtSecret, false);
    const ask = (jwt: string) =>
      t.app.inject({ method: 'POST', url: '/Auth/resend-verification', headers: { authorization: `Bearer ${jwt}` } });
    expect((await ask(noExp)).statusCode).toBe(401);
    expect((await ask(await sign(t.config.jwtSecret, true))).statusCode).toBe(200);
    for (const former of FORMER_DEFAULT_JWT_SECRETS) {
      const response = await ask(await sign(former, true));
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(INVALID_TOKEN_MESSAGE);
    }
    await t.db.deleteFrom('users').where('id', '=', claims.sub).execute();
    const gone = await profileOf(token);
    expect(gone.statusCode).toBe(401);
    expect(gone.json().message).toBe(INVALID_TOKEN_MESSAGE);
    // Every route that takes a bearer says the same: no ghost cart, no 500 further down.
    for (const [method, url] of [
      ['GET', '/Cart'],
      ['GET', '/User/profile'],
      ['POST', '/Cart/items'],
      ['GET', '/Order/1'],
    ] as const) {
      const answer = await t.app.inject({
        method,
        url,
        headers: bearer(token),
        payload: method === 'POST' ? {} : undefined,
      });
      expect(answer.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect([401, 404], `${method} ${url}`).toContain(answer.statusCode);
    }
    expect((await t.app.inject({ method: 'GET', url: '/Cart', headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('POST /Auth/refresh-token', () => {
  it('rotates the refresh token and answers a new token set', async () => {
    const { token } = await registerUser(t);
    const response = await refresh(token.refreshToken);
    expect(response.statusCode).toBe(200);
    const next = response.json() as TokenSet;
    expect(next.refreshToken).not.toBe(token.refreshToken);
    expect(next.accessToken).toBeTruthy();
    expect((await refresh(next.refreshToken)).statusCode).toBe(200);
  });

  it('gives a second tab the same successor within the grace window', async () => {
    const { token } = await registerUser(t);
    const first = (await refresh(token.refreshToken)).json() as TokenSet;
    const second = await refresh(token.refreshToken);
    expect(second.statusCode).toBe(200);
    expect(second.json().refreshToken).toBe(first.refreshToken);
    // The family is intact: the successor still works.
    expect((await refresh(first.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is reused after the grace window', async () => {
    const { token } = await registerUser(t);
    const next = (await refresh(token.refreshToken)).json() as TokenSet;
    // The grace window has passed (moved back in the database instead of waiting).
    await t.db
      .updateTable('refresh_tokens')
      .set({ rotated_at: new Date(Date.now() - 60_000) })
      .where('rotated_at', 'is not', null)
      .execute();
    const reuse = await refresh(token.refreshToken);
    expect(reuse.statusCode).toBe(401);
    const afterTheft = await refresh(next.refreshToken);
    expect(afterTheft.statusCode).toBe(401);
    // The access token of the family is refused too.
    expect((await profileOf(next)).statusCode).toBe(401);
  });

  it('answers 401 for an unknown token and 400 for a missing one', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    const missing = await post(t, '/Auth/refresh-token', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.refreshToken).toBeDefined();
    expect((await refresh('y'.repeat(5000))).statusCode).toBe(400);
  });
});

describe('POST /Auth/logout', () => {
  it('revokes the refresh family of the session', async () => {
    const { token } = await registerUser(t);
    const response = await t.app.inject({ method: 'POST', url: '/Auth/logout', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect((await refresh(token.refreshToken)).statusCode).toBe(401);
    expect((await profileOf(token)).statusCode).toBe(401);
    // The access token of the ended session is refused everywhere, not only by the auth routes.
    expect((await t.app.inject({ method: 'GET', url: '/Cart', headers: bearer(token) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/User/profile', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('answers 401 without a bearer token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/Auth/logout' })).statusCode).toBe(401);
  });
});

describe('passwords', () => {
  it('forgot-password answers the same for an unknown e-mail and mails a reset link for a known one', async () => {
    const { email } = await registerUser(t);
    const known = await post(t, '/Auth/forgot-password', { email, captcha: captcha() });
    const unknown = await post(t, '/Auth/forgot-password', {
      email: `ghost-${Date.now()}@example.com`,
      captcha: captcha(),
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(AUTH_API_MESSAGES.forgotPasswordSent);
    expect(await tokenFromOutbox(t, email, '/auth/reset-password')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await post(t, '/Auth/forgot-password', { email: 'not-an-email' })).statusCode).toBe(400);
  });

  it('reset-password sets the new password, ends every session and works once', async () => {
    const { email, token } = await registerUser(t);
    await post(t, '/Auth/forgot-password', { email, captcha: captcha() });
    const resetToken = await tokenFromOutbox(t, email, '/auth/reset-password');
    const body = { password: 'a brand new password', token: resetToken, captcha: captcha() };
    const response = await post(t, '/Auth/reset-password', body);
    expect(response.statusCode).toBe(200);
    expect((await refresh(token.refreshToken)).statusCode).toBe(401);
    expect((await profileOf(token)).statusCode).toBe(401);
    expect((await loginUser(t, email, 'a brand new password')).statusCode).toBe(200);
    const again = await post(t, '/Auth/reset-password', { ...body, captcha: captcha() });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.token).toEqual([AUTH_API_MESSAGES.resetLinkInvalid]);
  });

  it('reset-password refuses an expired token', async () => {
    const { email } = await registerUser(t);
    await post(t, '/Auth/forgot-password', { email, captcha: captcha() });
    const resetToken = await tokenFromOutbox(t, email, '/auth/reset-password');
    await t.db
      .updateTable('email_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const response = await post(t, '/Auth/reset-password', {
      password: 'long enough!',
      token: resetToken,
      captcha: captcha(),
    });
    expect(response.statusCode).toBe(400);
  });

  it('change-password needs the current password and ends every other session', async () => {
    const { email, password, token } = await registerUser(t);
    const other = (await loginUser(t, email, password)).json().token as TokenSet;
    const change = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/Auth/change-password', payload: body, headers: bearer(token) });
    const wrong = await change({
      currentPassword: 'nope',
      newPassword: 'new password 1',
      confirmPassword: 'new password 1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.currentPassword).toEqual([AUTH_API_MESSAGES.currentPasswordWrong]);
    const mismatch = await change({ currentPassword: password, newPassword: 'new password 1', confirmPassword: 'x' });
    expect(mismatch.json().errors.confirmPassword).toEqual(['Passwords do not match']);
    const ok = await change({
      currentPassword: password,
      newPassword: 'new password 1',
      confirmPassword: 'new password 1',
    });
    expect(ok.statusCode).toBe(200);
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    expect((await profileOf(other)).statusCode).toBe(401);
    // The caller's own session goes on.
    expect((await refresh(token.refreshToken)).statusCode).toBe(200);
    expect((await loginUser(t, email, 'new password 1')).statusCode).toBe(200);
  });
});

describe('e-mail verification', () => {
  it('verifies once with the token of the link', async () => {
    const { email } = await registerUser(t);
    const token = await tokenFromOutbox(t, email, '/verify-email');
    const first = await post(t, '/Auth/verify-registration', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(AUTH_API_MESSAGES.emailVerified);
    const row = await t.db
      .selectFrom('users')
      .select('email_verified_at')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(row?.email_verified_at).toBeInstanceOf(Date);
    expect((await post(t, '/Auth/verify-registration', { token })).statusCode).toBe(400);
    expect((await post(t, '/Auth/verify-registration', { token: 42 })).statusCode).toBe(400);
    expect((await post(t, '/Auth/verify-registration', {})).json().errors.token).toEqual(['Token is required']);
  });

  it('resend answers the same shape whether verified or not, and sends a new link', async () => {
    const { email, token } = await registerUser(t);
    const before = await tokenFromOutbox(t, email, '/verify-email');
    const resend = await profileOf(token);
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({ message: AUTH_API_MESSAGES.verificationSent });
    const after = await tokenFromOutbox(t, email, '/verify-email');
    expect(after).not.toBe(before);
    // The older link stopped working.
    expect((await post(t, '/Auth/verify-registration', { token: before })).statusCode).toBe(400);
    expect((await post(t, '/Auth/verify-registration', { token: after })).statusCode).toBe(200);
    expect((await profileOf(token)).json()).toEqual({ message: AUTH_API_MESSAGES.verificationSent });
  });
});
