/**
 * QA overrides: a team token of the remote (or the staff key) makes a signed, expiring token that
 * points the remote at a published version or a dev server's origin; verify honours only a valid
 * one. Forged, tampered, expired, revoked-team-token, unknown-version and outside-the-allowlist
 * tokens all answer the same 404; a token of another remote is 403; no valid token is 401.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signOverride } from '../../src/modules/registry/override-token';
import { resolveOverrideOrigins } from '../../src/platform/config';
import { createTestApp, type TestApp } from '../support/test-app';
import { publishVersion, teamToken } from './support';

const VERSION = '2026-11-27T10-00-00-000Z-abcdef12';

let t: TestApp;
let catalogTeam: { token: string; id: string };
let checkoutTeam: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { logLevel: 'warn' } });
  await publishVersion(t.db, 'catalog', VERSION, 'feedbee');
  catalogTeam = await teamToken(t.db, 'catalog-team', 'catalog');
  checkoutTeam = await teamToken(t.db, 'checkout-team', 'checkout');
});
afterAll(async () => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function create(payload: unknown, headers: Record<string, string>, app = t.app) {
  return app.inject({ method: 'POST', url: '/Registry/overrides', headers, payload: payload as object });
}
async function verify(token: unknown, app = t.app) {
  return app.inject({ method: 'POST', url: '/Registry/overrides/verify', payload: { token } as object });
}
const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('POST /Registry/overrides', () => {
  it("a team's token makes an override of a published version; verify answers it; the audit names the team", async () => {
    const made = await create({ remote: 'catalog', target: VERSION }, bearer(catalogTeam.token));
    expect(made.statusCode, made.body).toBe(201);
    const { token, expiresAt } = made.json() as { token: string; expiresAt: string };
    const minutes = (new Date(expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
    const verified = await verify(token);
    expect(verified.statusCode).toBe(200);
    expect(verified.headers['cache-control']).toBe('no-store');
    expect(verified.json()).toEqual({ remote: 'catalog', version: VERSION, expiresAt });
    const entry = await t.db
      .selectFrom('registry_audit')
      .selectAll()
      .where('action', '=', 'override')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      actor: 'team:catalog-team',
      remote: 'catalog',
      version: VERSION,
      git_commit: 'feedbee',
    });
    expect(entry.detail).toMatchObject({ target: VERSION, tid: catalogTeam.id, expiresAt });
  });

  it('a dev server origin (default allowlist: localhost on any port); ttlMinutes is honoured', async () => {
    const made = await create(
      { remote: 'catalog', target: 'http://localhost:3101', ttlMinutes: 5 },
      bearer(catalogTeam.token),
    );
    expect(made.statusCode, made.body).toBe(201);
    const { token, expiresAt } = made.json() as { token: string; expiresAt: string };
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    expect((await verify(token)).json()).toEqual({ remote: 'catalog', url: 'http://localhost:3101', expiresAt });
  });

  it('the staff key may make one for any remote (actor staff)', async () => {
    const made = await create(
      { remote: 'checkout', target: 'http://127.0.0.1:3102' },
      { 'x-staff-key': t.config.staffApiKey ?? '' },
    );
    expect(made.statusCode, made.body).toBe(201);
    const entry = await t.db
      .selectFrom('registry_audit')
      .select(['actor', 'remote'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ actor: 'staff', remote: 'checkout' });
    expect((await verify((made.json() as { token: string }).token)).statusCode).toBe(200);
  });

  it("a token of another remote: 403 naming the token's remote", async () => {
    const made = await create({ remote: 'catalog', target: VERSION }, bearer(checkoutTeam.token));
    expect(made.statusCode).toBe(403);
    expect(made.json()).toMatchObject({ message: 'This token may act only on checkout' });
  });

  it('no token, a wrong token, a wrong staff key, a revoked token: 401', async () => {
    const revoked = await teamToken(t.db, 'catalog-team', 'catalog');
    await t.db.updateTable('registry_tokens').set({ revoked_at: new Date() }).where('id', '=', revoked.id).execute();
    const attempts: Record<string, string>[] = [
      {},
      bearer('rt_not-a-token'),
      bearer(revoked.token),
      { 'x-staff-key': 'x'.repeat(40) },
      { authorization: 'Basic abc' },
    ];
    for (const headers of attempts) {
      const made = await create({ remote: 'catalog', target: VERSION }, headers);
      expect(made.statusCode, JSON.stringify(headers)).toBe(401);
      expect(made.json()).toMatchObject({ message: 'A valid remote token is required' });
    }
  });

  it('an unknown version, or an unknown remote: 404', async () => {
    expect((await create({ remote: 'catalog', target: 'nope' }, bearer(catalogTeam.token))).statusCode).toBe(404);
    const staff = { 'x-staff-key': t.config.staffApiKey ?? '' };
    expect((await create({ remote: 'storefront', target: VERSION }, staff)).statusCode).toBe(404);
  });

  it('bad input answers 400', async () => {
    const headers = bearer(catalogTeam.token);
    for (const payload of [
      {},
      { remote: 'catalog' },
      { remote: 5, target: VERSION },
      { remote: 'catalog', target: ['x'] },
      { remote: 'catalog', target: `${VERSION}\u0000` },
      { remote: 'catalog', target: VERSION, ttlMinutes: 0 },
      { remote: 'catalog', target: VERSION, ttlMinutes: 1441 },
      { remote: 'catalog', target: VERSION, ttlMinutes: '60' },
      { remote: 'catalog', target: VERSION, ttlMinutes: 1e308 },
      { remote: 'catalog', target: 'http://localhost:3101/some/path' },
      { remote: 'catalog', target: 'http://user:pw@localhost:3101' },
      { remote: 'catalog', target: 'https://evil.example.com' },
    ]) {
      const made = await create(payload, headers);
      expect(made.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('POST /Registry/overrides/verify refuses what is not valid with 404', () => {
  const secret = () => t.config.registryOverrides.secret;

  it('expired', async () => {
    const token = await signOverride(secret(), {
      remote: 'catalog',
      target: VERSION,
      tid: 'staff',
      exp: Math.floor(Date.now() / 1000) - 5,
    });
    const answer = await verify(token);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ message: 'Override not valid' });
  });

  it('forged: signed with another secret, tampered with, unsigned, or not a token at all', async () => {
    const claims = { remote: 'catalog', target: VERSION, tid: 'staff', exp: inOneHour() };
    const other = await signOverride(randomBytes(32).toString('base64url'), claims);
    const good = await signOverride(secret(), claims);
    const [header, , signature] = good.split('.');
    const tamperedPayload = Buffer.from(JSON.stringify({ ...claims, target: 'http://localhost:9' })).toString(
      'base64url',
    );
    const tampered = `${header}.${tamperedPayload}.${signature}`;
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(
      JSON.stringify(claims),
    ).toString('base64url')}.`;
    for (const token of [other, tampered, none, 'not.a.token', '']) {
      const answer = await verify(token);
      expect(answer.statusCode, token).toBe(token === '' ? 400 : 404);
    }
    expect((await verify(good)).statusCode).toBe(200);
  });

  it('its team token was revoked after it was made', async () => {
    const team = await teamToken(t.db, 'catalog-team', 'catalog');
    const made = await create({ remote: 'catalog', target: VERSION }, bearer(team.token));
    const { token } = made.json() as { token: string };
    expect((await verify(token)).statusCode).toBe(200);
    await t.db.updateTable('registry_tokens').set({ revoked_at: new Date() }).where('id', '=', team.id).execute();
    expect((await verify(token)).statusCode).toBe(404);
  });

  it('a version the registry does not know', async () => {
    const token = await signOverride(secret(), { remote: 'catalog', target: 'gone', tid: 'staff', exp: inOneHour() });
    expect((await verify(token)).statusCode).toBe(404);
  });

  it('wrong types in the body answer 400', async () => {
    for (const token of [5, ['x'], { a: 1 }, null, 'x'.repeat(5000)]) {
      expect((await verify(token)).statusCode, JSON.stringify(token).slice(0, 40)).toBe(400);
    }
  });
});

describe('in the production profile, URL overrides are refused by default', () => {
  let prod: TestApp;
  beforeAll(async () => {
    const allowedOrigins = resolveOverrideOrigins({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/shop' });
    expect(allowedOrigins).toEqual([]);
    prod = await createTestApp({
      seed: false,
      config: { logLevel: 'warn', registryOverrides: { secret: t.config.registryOverrides.secret, allowedOrigins } },
    });
    await publishVersion(prod.db, 'catalog', VERSION);
  });
  afterAll(async () => prod?.close());

  it('a URL token (even a validly signed one) answers 404; making one answers 400; versions still work', async () => {
    const staff = { 'x-staff-key': prod.config.staffApiKey ?? '' };
    expect((await create({ remote: 'catalog', target: 'http://localhost:3101' }, staff, prod.app)).statusCode).toBe(
      400,
    );
    const signed = await signOverride(prod.config.registryOverrides.secret, {
      remote: 'catalog',
      target: 'http://localhost:3101',
      tid: 'staff',
      exp: inOneHour(),
    });
    expect((await verify(signed, prod.app)).statusCode).toBe(404);
    // The same token is honoured where the allowlist admits it (the embedded default).
    expect((await verify(signed)).statusCode).toBe(200);
    const version = await create({ remote: 'catalog', target: VERSION }, staff, prod.app);
    expect(version.statusCode).toBe(201);
    expect((await verify((version.json() as { token: string }).token, prod.app)).statusCode).toBe(200);
  });

  it('REMOTE_OVERRIDE_ORIGINS admits the listed origins only', () => {
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/shop',
      REMOTE_OVERRIDE_ORIGINS: 'https://qa.example.com',
    };
    expect(resolveOverrideOrigins(env)).toEqual(['https://qa.example.com']);
  });
});

describe('the origin allowlist', () => {
  it('an entry with port * admits that scheme and host on any port, nothing else', async () => {
    const { originAllowed } = await import('../../src/modules/registry/override-target');
    const local = ['http://localhost:*', 'http://127.0.0.1:*'];
    expect(originAllowed('http://localhost:3101', local)).toBe(true);
    expect(originAllowed('http://localhost', local)).toBe(true);
    expect(originAllowed('http://127.0.0.1:8080', local)).toBe(true);
    expect(originAllowed('https://localhost:3101', local)).toBe(false);
    expect(originAllowed('http://localhost.evil.com:3101', local)).toBe(false);
    expect(originAllowed('http://10.0.0.1:3101', local)).toBe(false);
    expect(originAllowed('https://qa.example.com', ['https://qa.example.com'])).toBe(true);
    expect(originAllowed('https://qa.example.com:444', ['https://qa.example.com'])).toBe(false);
    expect(originAllowed('http://localhost:3101', [])).toBe(false);
  });
});
