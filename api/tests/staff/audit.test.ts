/**
 * The staff audit log (issue 29): every staff action writes who, what, on which object, before and
 * after, in the action's own transaction; the log is append-only in the database itself (a trigger
 * refuses UPDATE, DELETE and TRUNCATE, even as raw SQL); GET /staff/audit filters and pages it.
 * Also the command line: `npm run staff -- create` makes a staffer and prints the one-time link.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { acceptInvitation, call, createStaffApp, STAFF_KEY, signedInStaff, uniqueEmail } from './helpers';

const t = await createStaffApp();
afterAll(async () => t.close());

const entriesOf = (objectId: string) =>
  t.db.selectFrom('staff_audit').selectAll().where('object_id', '=', objectId).orderBy('id').execute();

describe('staff actions are on record', () => {
  it('invitation, password, enrolment, sign-in, role change and sign-out each write an entry with their actor', async () => {
    const owner = await signedInStaff(t, 'owner');
    const ownerInvited = await entriesOf(owner.id);
    expect(ownerInvited.map((e) => [e.action, e.actor])).toEqual([
      ['staff.invited', 'service:cli'],
      ['staff.password-set', owner.email],
      ['staff.totp-enrolled', owner.email],
    ]);
    expect(ownerInvited[0]?.after).toEqual({ email: owner.email, role: 'owner', disabledAt: null });

    const email = uniqueEmail('support');
    const invited = await call(t, {
      method: 'POST',
      url: '/staff/staff',
      payload: { email, role: 'support' },
      token: owner.token,
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().invitationUrl).toBeUndefined(); // an owner's invitation goes by e-mail only
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toMatch(/\/staff\/accept-invitation\?token=/);
    const id = invited.json().staff.id as string;

    const changed = await call(t, {
      method: 'PATCH',
      url: `/staff/staff/${id}`,
      payload: { role: 'fulfilment' },
      token: owner.token,
    });
    expect(changed.statusCode).toBe(200);
    const entries = await entriesOf(id);
    expect(entries.map((e) => [e.action, e.actor, e.actor_staff_id])).toEqual([
      ['staff.invited', owner.email, owner.id],
      ['staff.updated', owner.email, owner.id],
    ]);
    expect(entries[1]?.before).toMatchObject({ role: 'support' });
    expect(entries[1]?.after).toMatchObject({ role: 'fulfilment' });

    // A refused action leaves no entry: the same e-mail again is a conflict, and nothing is recorded.
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('staff_audit')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect(
      (await call(t, { method: 'POST', url: '/staff/staff', payload: { email, role: 'owner' }, token: owner.token }))
        .statusCode,
    ).toBe(409);
    expect(await count()).toBe(before);

    await call(t, { method: 'POST', url: '/staff/auth/sign-out', token: owner.token });
    expect((await entriesOf(owner.id)).at(-1)?.action).toBe('staff.signed-out');
  });

  it('setting stock through a staff session records the quantity before and after', async () => {
    await t.db
      .insertInto('sku_prices')
      .values({ sku: 'AUDIT-SKU-1', price: '10.00', best_discount_percentage: 0, qty_on_hand: 4 })
      .execute();
    const staff = await signedInStaff(t, 'fulfilment');
    const response = await call(t, {
      method: 'POST',
      url: '/staff/stock/AUDIT-SKU-1',
      payload: { quantity: 9 },
      token: staff.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [entry] = await entriesOf('AUDIT-SKU-1');
    expect(entry).toMatchObject({
      action: 'stock.set',
      object_type: 'sku',
      actor: staff.email,
      before: { qtyOnHand: 4 },
      after: { qtyOnHand: 9 },
    });
    expect(
      (await call(t, { method: 'POST', url: '/staff/stock/NO-SUCH-SKU', payload: { quantity: 1 }, token: staff.token }))
        .statusCode,
    ).toBe(404);
    expect(await entriesOf('NO-SUCH-SKU')).toEqual([]);
  });
});

describe('append-only', () => {
  it('raw SQL cannot update, delete or truncate an entry', async () => {
    const [entry] = await t.db.selectFrom('staff_audit').select('id').limit(1).execute();
    expect(entry).toBeDefined();
    await expect(
      sql`update staff_audit set actor = 'someone else' where id = ${entry?.id}`.execute(t.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from staff_audit where id = ${entry?.id}`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate staff_audit`.execute(t.db)).rejects.toThrow(/append-only/);
    const still = await t.db
      .selectFrom('staff_audit')
      .select('actor')
      .where('id', '=', entry?.id as string)
      .executeTakeFirst();
    expect(still?.actor).not.toBe('someone else');
  });

  it('no staff route changes or deletes the log', () => {
    const writers = t.app.routeList.filter(
      (route) => route.url.startsWith('/staff/audit') && route.method !== 'GET' && route.method !== 'HEAD',
    );
    expect(writers).toEqual([]);
  });
});

describe('GET /staff/audit', () => {
  it('filters by actor, action, object and dates, newest first, in pages', async () => {
    const owner = await signedInStaff(t, 'owner');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await call(t, {
        method: 'POST',
        url: '/staff/staff',
        payload: { email: uniqueEmail('paged'), role: 'support' },
        token: owner.token,
      });
      ids.push(r.json().staff.id);
    }
    const byActor = await call(t, {
      url: `/staff/audit?actor=${encodeURIComponent(owner.email)}&action=staff.invited&pageSize=2`,
      token: owner.token,
    });
    expect(byActor.statusCode, byActor.body).toBe(200);
    const page1 = byActor.json();
    expect(page1.total).toBe(3);
    expect(page1.entries.map((e: { objectId: string }) => e.objectId)).toEqual([ids[2], ids[1]]);
    const page2 = (
      await call(t, {
        url: `/staff/audit?actor=${encodeURIComponent(owner.email)}&action=staff.invited&pageSize=2&page=2`,
        token: owner.token,
      })
    ).json();
    expect(page2.entries.map((e: { objectId: string }) => e.objectId)).toEqual([ids[0]]);

    const byObject = (
      await call(t, { url: `/staff/audit?objectType=staff&objectId=${ids[0]}`, token: owner.token })
    ).json();
    expect(byObject.entries).toHaveLength(1);
    expect(byObject.entries[0]).toMatchObject({ actor: owner.email, action: 'staff.invited', objectType: 'staff' });

    const today = new Date().toISOString().slice(0, 10);
    expect(
      (
        await call(t, {
          url: `/staff/audit?from=${today}&to=${today}&actor=${encodeURIComponent(owner.email)}`,
          token: owner.token,
        })
      ).json().total,
    ).toBeGreaterThanOrEqual(4);
    expect((await call(t, { url: '/staff/audit?to=2000-01-01', token: owner.token })).json().total).toBe(0);
    expect((await call(t, { url: '/staff/audit?actor=service:cli', key: STAFF_KEY })).json().total).toBeGreaterThan(0);
  });
});

describe('npm run staff', () => {
  it('create <email> --role owner makes the staffer and prints the one-time link that sets the password; reset prints a new one', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const email = uniqueEmail('first-owner');
    const tsx = path.resolve(import.meta.dirname, '../../node_modules/.bin/tsx');
    const cli = path.resolve(import.meta.dirname, '../../src/modules/staff/staff-cli.ts');
    const run = promisify(execFile);
    const { stdout } = await run(tsx, [cli, 'create', email, '--role', 'owner'], {
      env: { ...process.env, API_URL: url, STAFF_API_KEY: STAFF_KEY },
    });
    expect(stdout).toContain(`Created ${email} (owner)`);
    const link = stdout.match(/https?:\/\/\S+accept-invitation\?token=\S+/)?.[0];
    expect(link).toBeDefined();
    const token = new URL(link as string).searchParams.get('token') as string;
    expect((await acceptInvitation(t, token)).statusCode).toBe(200);
    const id = stdout.match(/id ([0-9a-f-]{36})/)?.[1] as string;
    const reset = await run(tsx, [cli, 'reset', id], {
      env: { ...process.env, API_URL: url, STAFF_API_KEY: STAFF_KEY },
    });
    expect(reset.stdout).toMatch(/accept-invitation\?token=/);
    const bad = await run(tsx, [cli, 'create', email, '--role', 'janitor'], {
      env: { ...process.env, API_URL: url, STAFF_API_KEY: STAFF_KEY },
    }).catch((error: { code: number; stderr: string }) => error);
    expect((bad as { code: number }).code).toBe(2);
  }, 60_000);
});
