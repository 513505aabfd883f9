/**
 * Staff sign-in (issue 29): invitation -> password -> TOTP enrolment with a real code from the
 * authenticator secret -> a session; wrong and replayed codes refused; a session without the second
 * factor opens no staff endpoint; idle (30 min) and absolute (8 h) expiry; sign-out ends the
 * session; sign-in and TOTP attempts are rate limited per address and per e-mail; a disabled
 * staffer is out at once.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { STAFF_RATE_LIMITS, STAFF_SIGN_IN_PATHS } from '../../src/modules/staff/index';
import {
  acceptInvitation,
  call,
  clientIp,
  codeFor,
  createStaffApp,
  invite,
  PASSWORD,
  routeName,
  SOME_ID,
  STAFF_KEY,
  signedInStaff,
  signIn,
  staffRoutesOf,
  uniqueEmail,
  urlOf,
} from './helpers';

const t = await createStaffApp();
afterAll(async () => t.close());

describe('staff sign-in with a second factor', () => {
  it('invitation, password, enrolment with a real TOTP code, then /staff/me; the next sign-in asks for the code', async () => {
    const invited = await invite(t, 'support');
    expect((await signIn(t, invited.email)).statusCode).toBe(401); // no password before the invitation is taken
    expect((await acceptInvitation(t, invited.token)).statusCode).toBe(200);
    expect((await acceptInvitation(t, invited.token)).statusCode).toBe(400); // once only

    const first = await signIn(t, invited.email);
    expect(first.statusCode, first.body).toBe(200);
    const step = first.json();
    expect(step.secondFactor).toBe('enrol');
    expect(step.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    const wrong = await call(t, {
      method: 'POST',
      url: '/staff/auth/totp/enrol',
      payload: { code: '000000' },
      token: step.token,
    });
    expect(wrong.statusCode).toBe(401);
    const enrolled = await call(t, {
      method: 'POST',
      url: '/staff/auth/totp/enrol',
      payload: { code: codeFor(step.otpauthUri) },
      token: step.token,
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const session = enrolled.json();
    expect(session.token).toMatch(/^stf_/);
    expect(session.token).not.toBe(step.token); // a new token once the second factor is given
    // The pending token is spent.
    expect((await call(t, { url: '/staff/me', token: step.token })).statusCode).toBe(401);

    const me = await call(t, { url: '/staff/me', token: session.token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: invited.email, role: 'support' });
    expect(me.json().permissions).toContain('orders.note');
    expect(me.json().permissions).not.toContain('orders.refund');

    const again = (await signIn(t, invited.email)).json();
    expect(again.secondFactor).toBe('totp');
    expect(again.otpauthUri).toBeUndefined();
  });

  it('a wrong code and a replayed code are refused; a later code signs in', async () => {
    const staff = await signedInStaff(t, 'fulfilment');
    const step = (await signIn(t, staff.email)).json();
    const wrong = await call(t, {
      method: 'POST',
      url: '/staff/auth/totp',
      payload: { code: '123456' },
      token: step.token,
    });
    expect(wrong.statusCode).toBe(401);
    // The code used at enrolment, within its own 30 s window: a replay.
    const replay = await call(t, {
      method: 'POST',
      url: '/staff/auth/totp',
      payload: { code: staff.enrolCode },
      token: step.token,
    });
    expect(replay.statusCode).toBe(401);
    const next = await call(t, {
      method: 'POST',
      url: '/staff/auth/totp',
      payload: { code: codeFor(staff.otpauthUri, Date.now() + 30_000) },
      token: step.token,
    });
    expect(next.statusCode, next.body).toBe(200);
    expect((await call(t, { url: '/staff/me', token: next.json().token })).statusCode).toBe(200);
  });

  it('wrong password and unknown e-mail answer the same 401', async () => {
    const staff = await signedInStaff(t, 'support');
    const wrong = await signIn(t, staff.email, 'not the password');
    const unknown = await signIn(t, uniqueEmail('nobody'), PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('a session without the second factor answers 401 on every staff endpoint but the TOTP steps', async () => {
    const staff = await signedInStaff(t, 'owner');
    const pending = (await signIn(t, staff.email)).json().token as string;
    for (const route of staffRoutesOf(t)) {
      if ((STAFF_SIGN_IN_PATHS as readonly string[]).includes(route.url)) continue;
      const response = await call(t, {
        method: route.method as 'GET',
        url: urlOf(route),
        token: pending,
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode, routeName(route)).toBe(401);
    }
  });

  it('idle for 30 minutes or 8 hours after sign-in, the session is over; use keeps it alive until then', async () => {
    const staff = await signedInStaff(t, 'support');
    const hash = await t.db
      .selectFrom('staff_sessions')
      .select('id')
      .where('staff_id', '=', staff.id)
      .where('second_factor_at', 'is not', null)
      .executeTakeFirstOrThrow();
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    await t.db
      .updateTable('staff_sessions')
      .set({ last_seen_at: minutesAgo(29) })
      .where('id', '=', hash.id)
      .execute();
    expect((await call(t, { url: '/staff/me', token: staff.token })).statusCode).toBe(200);
    const touched = await t.db
      .selectFrom('staff_sessions')
      .select('last_seen_at')
      .where('id', '=', hash.id)
      .executeTakeFirstOrThrow();
    expect(Date.now() - new Date(touched.last_seen_at).getTime()).toBeLessThan(60_000);
    await t.db
      .updateTable('staff_sessions')
      .set({ last_seen_at: minutesAgo(31) })
      .where('id', '=', hash.id)
      .execute();
    const idle = await call(t, { url: '/staff/me', token: staff.token });
    expect(idle.statusCode).toBe(401);
    expect(idle.json().message).toMatch(/expired/);

    const other = await signedInStaff(t, 'support');
    const row = await t.db
      .selectFrom('staff_sessions')
      .select(['id', 'created_at', 'expires_at'])
      .where('staff_id', '=', other.id)
      .where('second_factor_at', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(8 * 60 * 60 * 1000);
    // Signed in 8 hours ago, used a minute ago: over all the same.
    await t.db
      .updateTable('staff_sessions')
      .set({ created_at: minutesAgo(8 * 60), expires_at: new Date(Date.now() - 1000), last_seen_at: minutesAgo(1) })
      .where('id', '=', row.id)
      .execute();
    expect((await call(t, { url: '/staff/me', token: other.token })).statusCode).toBe(401);
  });

  it('sign-out ends the session', async () => {
    const staff = await signedInStaff(t, 'compliance');
    const out = await call(t, { method: 'POST', url: '/staff/auth/sign-out', token: staff.token });
    expect(out.statusCode).toBe(200);
    expect((await call(t, { url: '/staff/me', token: staff.token })).statusCode).toBe(401);
    expect((await call(t, { method: 'POST', url: '/staff/auth/sign-out', token: staff.token })).statusCode).toBe(401);
  });

  it('an owner disables a staffer: their session ends at once and sign-in is refused; enabling lets them back', async () => {
    const owner = await signedInStaff(t, 'owner');
    const staff = await signedInStaff(t, 'fulfilment');
    const disabled = await call(t, {
      method: 'PATCH',
      url: `/staff/staff/${staff.id}`,
      payload: { disabled: true },
      token: owner.token,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await call(t, { url: '/staff/me', token: staff.token })).statusCode).toBe(401);
    expect((await signIn(t, staff.email)).statusCode).toBe(401);
    const enabled = await call(t, {
      method: 'PATCH',
      url: `/staff/staff/${staff.id}`,
      payload: { disabled: false },
      token: owner.token,
    });
    expect(enabled.json().staff.disabledAt).toBeNull();
    expect((await signIn(t, staff.email)).statusCode).toBe(200);
    // Nobody changes their own account, and an unknown id is not found.
    expect(
      (
        await call(t, {
          method: 'PATCH',
          url: `/staff/staff/${owner.id}`,
          payload: { role: 'support' },
          token: owner.token,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await call(t, {
          method: 'PATCH',
          url: `/staff/staff/${SOME_ID}`,
          payload: { role: 'support' },
          token: owner.token,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('a lost phone: an owner resets the staffer, whose sessions and password end; the new link leads to a new enrolment', async () => {
    const owner = await signedInStaff(t, 'owner');
    const staff = await signedInStaff(t, 'compliance');
    const reset = await call(t, { method: 'POST', url: `/staff/staff/${staff.id}/reset`, token: owner.token });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().staff).toMatchObject({ active: false, enrolledAt: null });
    expect((await call(t, { url: '/staff/me', token: staff.token })).statusCode).toBe(401);
    expect((await signIn(t, staff.email)).statusCode).toBe(401);
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', staff.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token = decodeURIComponent(mail.text_body.match(/accept-invitation\?token=([A-Za-z0-9_%-]+)/)?.[1] ?? '');
    expect((await acceptInvitation(t, token, 'a brand new passphrase')).statusCode).toBe(200);
    const step = (await signIn(t, staff.email, 'a brand new passphrase')).json();
    expect(step.secondFactor).toBe('enrol');
    expect(step.otpauthUri).not.toBe(staff.otpauthUri);
    const audit = await t.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('object_id', '=', staff.id)
      .where('action', '=', 'staff.reset')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor: owner.email, before: { enrolled: true }, after: { enrolled: false } });
  });

  it('the last active owner cannot be demoted or disabled', async () => {
    const owners = await t.db.selectFrom('staff_users').select('id').where('role', '=', 'owner').execute();
    // Demote every owner but one through the service key, then the last one is refused.
    for (const { id } of owners.slice(1)) {
      const r = await call(t, {
        method: 'PATCH',
        url: `/staff/staff/${id}`,
        payload: { disabled: true },
        key: STAFF_KEY,
      });
      expect(r.statusCode).toBe(200);
    }
    const last = owners[0]?.id as string;
    const refused = await call(t, {
      method: 'PATCH',
      url: `/staff/staff/${last}`,
      payload: { role: 'support' },
      key: STAFF_KEY,
    });
    expect(refused.statusCode).toBe(409);
    for (const { id } of owners.slice(1)) {
      await call(t, { method: 'PATCH', url: `/staff/staff/${id}`, payload: { disabled: false }, key: STAFF_KEY });
    }
  });
});

describe('rate limits', () => {
  it('sign-in is limited per e-mail (from any address) and per address (over many e-mails)', async () => {
    const staff = await invite(t, 'support');
    await acceptInvitation(t, staff.token);
    const { limit } = STAFF_RATE_LIMITS.signInPerAccount;
    for (let i = 0; i < limit; i++) expect((await signIn(t, staff.email, 'wrong password')).statusCode).toBe(401);
    const limited = await signIn(t, staff.email, PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const ip = clientIp();
    const perClient = STAFF_RATE_LIMITS.signInPerClient.limit;
    for (let i = 0; i < perClient; i++)
      expect((await signIn(t, uniqueEmail('guess'), PASSWORD, ip)).statusCode).toBe(401);
    expect((await signIn(t, uniqueEmail('guess'), PASSWORD, ip)).statusCode).toBe(429);
  });

  it('TOTP attempts are limited per staffer and per address', async () => {
    const staff = await signedInStaff(t, 'support');
    const pending = (await signIn(t, staff.email)).json().token as string;
    // The enrolment was the staffer's first attempt in this window.
    const { limit } = STAFF_RATE_LIMITS.totpPerAccount;
    for (let i = 1; i < limit; i++) {
      const r = await call(t, { method: 'POST', url: '/staff/auth/totp', payload: { code: '000001' }, token: pending });
      expect(r.statusCode).toBe(401);
    }
    const good = codeFor(staff.otpauthUri, Date.now() + 30_000);
    expect(
      (await call(t, { method: 'POST', url: '/staff/auth/totp', payload: { code: good }, token: pending })).statusCode,
    ).toBe(429);

    const ip = clientIp();
    const perClient = STAFF_RATE_LIMITS.totpPerClient.limit;
    for (let i = 0; i < perClient; i++) {
      const r = await call(t, {
        method: 'POST',
        url: '/staff/auth/totp',
        payload: { code: '000002' },
        token: 'stf_nothing',
        ip,
      });
      expect(r.statusCode).toBe(401);
    }
    expect(
      (
        await call(t, {
          method: 'POST',
          url: '/staff/auth/totp',
          payload: { code: '000002' },
          token: 'stf_nothing',
          ip,
        })
      ).statusCode,
    ).toBe(429);
  });
});
