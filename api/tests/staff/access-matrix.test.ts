/**
 * Who may call which staff endpoint (issue 29), walked over the app's own route list so a new
 * `/staff/` route cannot escape:
 * - every staff route declares a permission (or is one of the sign-in steps);
 * - THE ROLE x ENDPOINT MATRIX: every route with every role answers 403 exactly where the
 *   permission table (shared-contracts/domain/staff-permissions.ts) says the role may not act;
 * - a customer's token, no credential and a wrong staff key answer 401 on every staff endpoint;
 *   the staff key acts as an owner;
 * - every /staff route is in the OpenAPI document under the tag `staff`;
 * - bad input (NUL, long text, wrong types) answers 400 on every staff body and the audit query;
 * - no answer ever carries a password hash, a TOTP secret or a token hash.
 */
import {
  roleMay,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  type StaffPermission,
} from 'shared-contracts/domain/staff-permissions';
import { afterAll, describe, expect, it } from 'vitest';
import { STAFF_SIGN_IN_PATHS } from '../../src/modules/staff/index';
import { registerUser } from '../identity/helpers';
import {
  answers,
  call,
  createStaffApp,
  newSessionOf,
  routeName,
  SOME_ID,
  STAFF_KEY,
  signedInStaff,
  signIn,
  staffOfRole,
  staffRoutesOf,
  uniqueEmail,
  urlOf,
} from './helpers';

const t = await createStaffApp();
afterAll(async () => t.close());

const isSignInStep = (url: string) => (STAFF_SIGN_IN_PATHS as readonly string[]).includes(url);
const guarded = staffRoutesOf(t).filter((route) => !isSignInStep(route.url));
const bodyOf = (method: string) => (method === 'GET' ? {} : { payload: {} });

describe('every staff route is guarded', () => {
  it('declares a permission of the table (or is a sign-in step)', () => {
    expect(guarded.length).toBeGreaterThanOrEqual(10);
    for (const route of guarded) {
      expect(route.staffPermission, `${routeName(route)} declares no staff permission`).toBeDefined();
      expect(Object.keys(STAFF_PERMISSIONS), routeName(route)).toContain(route.staffPermission);
    }
    // The sign-in steps exist as routes (a renamed step would leave a hole in this list).
    const urls = staffRoutesOf(t).map((route) => route.url);
    for (const path of STAFF_SIGN_IN_PATHS) expect(urls).toContain(path);
  });

  it('the role x endpoint matrix: 403 exactly where the role lacks the permission', async () => {
    const staffIds = Object.fromEntries(
      await Promise.all(STAFF_ROLES.map(async (role) => [role, await staffOfRole(t, role)] as const)),
    );
    const wrong: string[] = [];
    for (const route of guarded) {
      for (const role of STAFF_ROLES) {
        const token = await newSessionOf(t, staffIds[role] as string);
        const response = await call(t, {
          method: route.method as 'GET',
          url: urlOf(route),
          token,
          ...bodyOf(route.method),
        });
        const may = roleMay(role, route.staffPermission as StaffPermission);
        const ok = may ? response.statusCode !== 403 && response.statusCode !== 401 : response.statusCode === 403;
        if (!ok) wrong.push(`${role} ${routeName(route)} (${route.staffPermission}): ${response.statusCode}`);
        expect(response.statusCode, routeName(route)).toBeLessThan(500);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a customer token, no credential or a wrong staff key: 401 on every staff endpoint', async () => {
    const customer = await registerUser(t);
    for (const route of guarded) {
      const url = urlOf(route);
      const method = route.method as 'GET';
      const asCustomer = await call(t, { method, url, token: customer.token.accessToken, ...bodyOf(method) });
      expect(asCustomer.statusCode, `customer ${routeName(route)}`).toBe(401);
      expect((await call(t, { method, url, ...bodyOf(method) })).statusCode, routeName(route)).toBe(401);
      expect((await call(t, { method, url, key: 'wrong', ...bodyOf(method) })).statusCode, routeName(route)).toBe(401);
      expect(
        (await call(t, { method, url, key: 'k'.repeat(41), ...bodyOf(method) })).statusCode,
        routeName(route),
      ).toBe(401);
    }
    // The customer's own e-mail and password are no staff credential either.
    expect((await signIn(t, customer.email, customer.password)).statusCode).toBe(401);
    expect(
      (
        await call(t, {
          method: 'POST',
          url: '/staff/auth/totp',
          payload: { code: '123456' },
          token: customer.token.accessToken,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('the staff key acts as an owner', async () => {
    for (const route of guarded) {
      const response = await call(t, {
        method: route.method as 'GET',
        url: urlOf(route),
        key: STAFF_KEY,
        ...bodyOf(route.method),
      });
      expect([401, 403], routeName(route)).not.toContain(response.statusCode);
    }
  });
});

describe('OpenAPI', () => {
  it('describes every /staff route under the tag staff', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    for (const route of staffRoutesOf(t)) {
      const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const operation = doc.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${routeName(route)} is not in the OpenAPI document`).toBeDefined();
      expect(operation?.tags, routeName(route)).toEqual(['staff']);
    }
    const staffPaths = Object.keys(doc.paths).filter((path) => path.startsWith('/staff/'));
    for (const path of staffPaths)
      for (const op of Object.values(doc.paths[path] ?? {})) expect(op.tags).toEqual(['staff']);
  });
});

/** A valid body of each staff route that takes one; the hardening walk varies each field. */
const DISPOSITION_EXAMPLE = {
  kind: 'acquisition',
  date: '2026-11-02',
  serial: 'HA-BR-000123',
  manufacturer: 'Halvorsen Arms, Bozeman, MT',
  model: 'Bridger HR-1',
  type: 'rifle',
  caliber: '6.5 Creedmoor',
};
const EXAMPLES: Record<string, Record<string, unknown>> = {
  'POST /staff/auth/sign-in': { email: 'a@halvorsen.example', password: 'correct horse battery' },
  'POST /staff/auth/totp': { code: '123456' },
  'POST /staff/auth/totp/enrol': { code: '123456' },
  'POST /staff/auth/accept-invitation': { token: 'x'.repeat(43), password: 'correct horse battery' },
  'POST /staff/staff': { email: 'b@halvorsen.example', role: 'support' },
  'PATCH /staff/staff/:id': { role: 'support', disabled: false },
  'POST /staff/stock/:sku': { quantity: 3 },
  'POST /staff/registrations/prodeal/:id/decision': { decision: 'reject', reason: 'Not legible' },
  'POST /staff/registrations/dealer/:id/decision': { decision: 'reject', reason: 'Not legible' },
  'POST /staff/disposition/entries': DISPOSITION_EXAMPLE,
  'POST /staff/disposition/entries/:id/corrections': { ...DISPOSITION_EXAMPLE, correctionReason: 'Serial misread' },
  'POST /staff/orders/:id/notes': { body: 'Called the dealer: licence copy on its way' },
  'POST /staff/orders/:id/ffl/directory': { dealerId: SOME_ID },
  // Multipart (the licence copy): any JSON body, however it varies, is a 400.
  'POST /staff/orders/:id/ffl/upload': { expiresOn: '2030-01-31', fflNumber: '1-23-456-07-8A-12345' },
  'POST /staff/orders/:id/shipments': {
    shipments: [
      {
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        lines: [{ orderItemId: 1, quantity: 1, serials: ['HA-BR-000123'] }],
      },
    ],
  },
  'POST /staff/orders/:id/cancel': { reason: 'The customer asked' },
  'POST /staff/orders/:id/refunds': {
    amount: '10.00',
    lines: [{ orderItemId: 1, quantity: 1 }],
    restock: true,
    reason: 'Scratched stock',
  },
  'POST /staff/inventory/:sku/adjustments': { delta: 5, reason: 'received', note: 'PO 1234' },
};
const WITHOUT_BODY = new Set([
  'POST /staff/auth/sign-out',
  'POST /staff/staff/:id/reset',
  'POST /staff/orders/:id/release-atf',
  'POST /staff/orders/:id/resend-confirmation',
  'POST /staff/inbox/image-requests/:id/handled',
  'POST /staff/inbox/product-registrations/:id/handled',
]);
/** Number fields a number is right for (any whole number passes the type; the field's own rule bounds it). */
const NUMBER_FIELDS = new Set(['quantity', 'delta']);
const BAD_VALUES: Array<[string, unknown]> = [
  ['NUL', 'a\u0000b'],
  ['a long text', 'x'.repeat(10_000)],
  ['a number', 12345],
  ['an object', { $gt: '' }],
  ['a list', ['a', 'b']],
  ['a huge number', 1e300],
];

describe('input hardening', () => {
  it('every staff body field with NUL, a long text or a wrong type, and bodies of the wrong kind, answer 400', async () => {
    const owner = await signedInStaff(t, 'owner');
    const failures: string[] = [];
    for (const route of staffRoutesOf(t).filter((r) => r.method !== 'GET')) {
      const name = routeName(route);
      if (WITHOUT_BODY.has(name)) continue;
      const example = EXAMPLES[name];
      expect(example, `${name} has no example body: add one`).toBeDefined();
      for (const field of Object.keys(example ?? {})) {
        for (const [label, value] of BAD_VALUES) {
          // A number where text is expected is read as its digits, as on every form of the shop
          // (platform/plugins/validate.ts); it must still pass the field's own rule.
          const isText = typeof example?.[field] === 'string';
          if ((isText || NUMBER_FIELDS.has(field)) && typeof value === 'number') continue;
          const response = await call(t, {
            method: route.method as 'POST',
            url: urlOf(route),
            payload: { ...example, [field]: value },
            token: owner.token,
          });
          if (response.statusCode !== 400) failures.push(`${name} ${field}=${label}: ${response.statusCode}`);
        }
      }
      for (const body of [[], 'text', 42, null]) {
        const response = await call(t, {
          method: route.method as 'POST',
          url: urlOf(route),
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
          token: owner.token,
        });
        if (response.statusCode !== 400) failures.push(`${name} body ${JSON.stringify(body)}: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('the audit query refuses bad paging, dates and filters with 400', async () => {
    for (const query of [
      'page=0',
      'page=abc',
      'pageSize=1000',
      'pageSize=1.5',
      'page=1e30',
      'from=yesterday',
      'to=2026-13-45',
      'actor=%00',
      `action=${'x'.repeat(500)}`,
      'actor=a&actor=b',
    ]) {
      const response = await call(t, { url: `/staff/audit?${query}`, key: STAFF_KEY });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('no secret leaves', () => {
  it('no answer carries a password hash, TOTP secret or token hash', async () => {
    const owner = await signedInStaff(t, 'owner');
    await call(t, {
      method: 'POST',
      url: '/staff/staff',
      payload: { email: uniqueEmail('new'), role: 'support' },
      token: owner.token,
    });
    for (const route of staffRoutesOf(t).filter((r) => r.method === 'GET')) {
      const response = await call(t, { url: urlOf(route), token: owner.token });
      // A route naming one object (an order, a SKU) answers 404 for the made-up id.
      expect(response.statusCode, routeName(route)).toBe(route.url.includes(':') ? 404 : 200);
    }
    const users = await t.db.selectFrom('staff_users').select(['password_hash', 'totp_secret_sealed']).execute();
    const sessions = await t.db.selectFrom('staff_sessions').select('token_hash').execute();
    const invitations = await t.db.selectFrom('staff_invitations').select('token_hash').execute();
    const secrets = [
      ...users.flatMap((u) => [u.password_hash, u.totp_secret_sealed]),
      ...sessions.map((s) => s.token_hash),
      ...invitations.map((i) => i.token_hash),
    ].filter((value): value is string => Boolean(value));
    expect(secrets.length).toBeGreaterThan(10);
    // The enrolment step hands the new secret (inside its otpauth:// URI) to the password-proven
    // session once: that is its purpose. No other answer may carry a TOTP secret.
    const totpSecrets = answers
      .map((a) => a.body.match(/secret=([A-Z2-7]+)/)?.[1])
      .filter((value): value is string => Boolean(value));
    expect(totpSecrets.length).toBeGreaterThan(0);
    for (const answer of answers) {
      const body = answer.body;
      const isEnrolmentStep = body.includes('"secondFactor":"enrol"');
      for (const secret of secrets) expect(body.includes(secret), 'a stored secret in an answer').toBe(false);
      if (!isEnrolmentStep)
        for (const secret of totpSecrets) expect(body.includes(secret), 'a TOTP secret').toBe(false);
      expect(body).not.toMatch(/\$argon2|password_?hash|token_?hash|totp_?secret/i);
    }
  });
});
