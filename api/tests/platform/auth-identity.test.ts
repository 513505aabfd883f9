import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTokenService,
  INVALID_TOKEN_MESSAGE,
  requireGuest,
  requireUser,
  SESSION_EXPIRED_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
} from '../../src/modules/auth/index';
import { registerUser } from '../identity/helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/** A real account (a bearer counts only while its account exists): its id and e-mail. */
async function account(): Promise<{ userId: string; email: string }> {
  const { email } = await registerUser(t);
  const row = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { userId: row.id, email };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    routes: (app) => {
      app.get('/test/identity', async (request) => request.identity);
      app.get('/test/me', async (request) => requireUser(request));
      app.get<{ Params: { token: string } }>('/test/guest/:token', async (request) => ({
        guestId: await requireGuest(request, request.params.token),
      }));
    },
  });
});
afterAll(async () => t?.close());

async function newGuest(): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/Auth/guest' });
  expect(response.statusCode).toBe(200);
  return response.json().guestId;
}

describe('POST /Auth/guest', () => {
  it('answers a new guest id starting with gid_ and remembers it', async () => {
    const guestId = await newGuest();
    expect(guestId).toMatch(/^gid_[A-Za-z0-9_-]{20,}$/);
    const row = await t.db.selectFrom('guests').select('id').where('id', '=', guestId).executeTakeFirst();
    expect(row?.id).toBe(guestId);
  });

  it('never hands out the same id twice', async () => {
    const ids = await Promise.all([newGuest(), newGuest(), newGuest()]);
    expect(new Set(ids).size).toBe(3);
  });
});

describe('identity of a request', () => {
  const identity = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/test/identity', headers })).json();

  it('is the user of a valid bearer token whose account exists', async () => {
    const user = await account();
    const { accessToken, expiresIn } = await t.app.tokens.issueAccessToken(user);
    expect(expiresIn).toBe(900);
    expect(await identity({ authorization: `Bearer ${accessToken}` })).toEqual({ kind: 'user', ...user });
    const ghost = await t.app.tokens.issueAccessToken({
      userId: '00000000-0000-4000-8000-000000000000',
      email: 'x@y.co',
    });
    expect(await identity({ authorization: `Bearer ${ghost.accessToken}` })).toEqual({
      kind: 'anonymous',
      tokenProblem: 'invalid',
    });
  });

  it('is the guest of a known X-Guest-Id', async () => {
    const guestId = await newGuest();
    expect(await identity({ 'x-guest-id': guestId })).toEqual({ kind: 'guest', guestId });
  });

  it('is anonymous for a guest id that was never issued or lacks the gid_ prefix', async () => {
    expect(await identity({ 'x-guest-id': 'gid_madeup' })).toEqual({ kind: 'anonymous' });
    const guestId = await newGuest();
    expect(await identity({ 'x-guest-id': guestId.slice(4) })).toEqual({ kind: 'anonymous' });
  });

  it('knows a guest issued by another instance (in the database only), even after refusing the id before', async () => {
    const guestId = 'gid_issued_elsewhere_0123456789';
    expect(await identity({ 'x-guest-id': guestId })).toEqual({ kind: 'anonymous' });
    await t.db.insertInto('guests').values({ id: guestId }).execute();
    expect(await identity({ 'x-guest-id': guestId })).toEqual({ kind: 'guest', guestId });
    // Remembered from now on: the same answer while the row cannot be read (guests are never deleted).
    await t.db.deleteFrom('guests').where('id', '=', guestId).execute();
    expect(await identity({ 'x-guest-id': guestId })).toEqual({ kind: 'guest', guestId });
  });

  it('ignores a bearer token signed with another secret, or not a JWT at all', async () => {
    const forged = await createTokenService('another-secret-that-is-long-enough-0123456789').issueAccessToken({
      userId: 'u-1',
      email: 'a@b.co',
    });
    expect(await identity({ authorization: `Bearer ${forged.accessToken}` })).toEqual({
      kind: 'anonymous',
      tokenProblem: 'invalid',
    });
    expect(await identity({ authorization: 'Bearer not.a.jwt' })).toEqual({
      kind: 'anonymous',
      tokenProblem: 'invalid',
    });
  });

  it('refuses a token with alg none', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: 'u-1', email: 'a@b.co' })).toString('base64url');
    expect(await identity({ authorization: `Bearer ${header}.${payload}.` })).toMatchObject({ kind: 'anonymous' });
  });

  it('falls back to the guest when the bearer token is bad', async () => {
    const guestId = await newGuest();
    expect(await identity({ authorization: 'Bearer junk', 'x-guest-id': guestId })).toEqual({ kind: 'guest', guestId });
  });
});

describe('requireUser', () => {
  const me = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/test/me', headers });

  it('lets a signed-in user through', async () => {
    const user = await account();
    const { accessToken } = await t.app.tokens.issueAccessToken(user);
    expect((await me({ authorization: `Bearer ${accessToken}` })).json()).toEqual(user);
  });

  it('answers 401 when nobody is signed in', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: SIGN_IN_REQUIRED_MESSAGE, title: 'Unauthorized' });
  });

  it('answers 401 saying the session is not valid for a bad JWT', async () => {
    const response = await me({ authorization: 'Bearer abc.def.ghi' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(INVALID_TOKEN_MESSAGE);
  });

  it('answers 401 saying the session expired for an expired JWT', async () => {
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const expired = await new SignJWT({ email: 'a@b.co' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u-1')
      .setIssuer('halvorsen-api')
      .setAudience('halvorsen-shop')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1800)
      .sign(key);
    const response = await me({ authorization: `Bearer ${expired}` });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(SESSION_EXPIRED_MESSAGE);
  });
});

describe('requireGuest', () => {
  it('accepts an issued guest id from the path', async () => {
    const guestId = await newGuest();
    expect((await t.app.inject({ method: 'GET', url: `/test/guest/${guestId}` })).json()).toEqual({ guestId });
  });

  it('answers 404 with a message for an unknown or malformed guest id', async () => {
    for (const token of ['gid_unknown', 'nogid', 'gid_']) {
      const response = await t.app.inject({ method: 'GET', url: `/test/guest/${token}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`Guest session "${token}" was not found`);
    }
  });
});
