/**
 * The back office's inboxes (issue 29, item 6): "Image requests and product registrations are
 * listed and can be marked handled." Each inbox lists newest first with every field a staffer needs,
 * filters open / handled / all and pages; marking handled names the staffer and the time, is on the
 * audit log with before and after, and happens once (a second attempt, or a concurrent one, is a
 * 409 naming who handled it). Unknown or malformed ids are 404, bad queries 400, and roles without
 * inbox.handle 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asStaff, createInboxApp, type InboxApp, registerProduct, sendImageRequest } from './inbox-app';

let b: InboxApp;
beforeAll(async () => {
  b = await createInboxApp();
});
afterAll(async () => b?.t.close());

const auditOf = (objectId: string) =>
  b.t.db.selectFrom('staff_audit').selectAll().where('object_id', '=', objectId).orderBy('id').execute();

const BAD_QUERIES = [
  'state=closed',
  'state=Open',
  'state=a&state=b',
  'state=%00',
  'page=0',
  'page=abc',
  'pageSize=201',
  'pageSize=1.5',
  'pageSize=0',
  'page=1e30',
];
const MISSING_IDS = ['00000000-0000-4000-8000-000000000000', 'nope', '-'.repeat(36), `${'a'.repeat(36)}`];

describe('image requests', () => {
  it('are listed newest first with who asked and what for; open, handled and all; paged', async () => {
    const older = await sendImageRequest(b.t, 'The Bridger HR-1 in walnut, three-quarter view');
    const newer = await sendImageRequest(b.t, 'Sentinel 9 Compact on white, 4000 px');
    const open = await asStaff(b.t, b.staff.support, '/staff/inbox/image-requests');
    expect(open.statusCode, open.body).toBe(200);
    const page = open.json();
    expect(page).toMatchObject({ state: 'open', total: 2, page: 1, pageSize: 50 });
    expect(page.items.map((item: { email: string }) => item.email)).toEqual([newer.email, older.email]);
    expect(page.items[0]).toEqual({
      id: expect.any(String),
      firstName: 'Sig',
      lastName: 'Berg',
      email: newer.email,
      lookingFor: 'Sentinel 9 Compact on white, 4000 px',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      handledAt: null,
      handledBy: null,
    });
    const second = (await asStaff(b.t, b.staff.owner, '/staff/inbox/image-requests?page=2&pageSize=1')).json();
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.items.map((item: { email: string }) => item.email)).toEqual([older.email]);
  });

  it('marking one handled names the staffer and the time, moves it to handled, and is audited with before and after', async () => {
    const { email } = await sendImageRequest(b.t, 'Absaroka PRC, suppressor mounted');
    const listed = (await asStaff(b.t, b.staff.support, '/staff/inbox/image-requests')).json();
    const item = listed.items.find((row: { email: string }) => row.email === email);
    const before = Date.now();
    const handled = await asStaff(b.t, b.staff.support, `/staff/inbox/image-requests/${item.id}/handled`, 'POST');
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json()).toEqual({ ...item, handledAt: expect.any(String), handledBy: b.staff.support.email });
    expect(Date.parse(handled.json().handledAt)).toBeGreaterThanOrEqual(before - 1000);

    const open = (await asStaff(b.t, b.staff.support, '/staff/inbox/image-requests?state=open&pageSize=200')).json();
    expect(open.items.map((row: { id: string }) => row.id)).not.toContain(item.id);
    const done = (await asStaff(b.t, b.staff.support, '/staff/inbox/image-requests?state=handled')).json();
    expect(done.items).toEqual([handled.json()]);
    const all = (await asStaff(b.t, b.staff.support, '/staff/inbox/image-requests?state=all')).json();
    expect(all.total).toBe(open.total + done.total);

    const audit = await auditOf(item.id);
    expect(audit).toEqual([
      expect.objectContaining({
        actor: b.staff.support.email,
        action: 'image-request.handled',
        object_type: 'image-request',
        before: { handledAt: null, handledBy: null },
        after: { handledAt: handled.json().handledAt, handledBy: b.staff.support.email },
      }),
    ]);

    // Once: a second attempt (anyone's) is a 409 that says who handled it; nothing changes.
    const again = await asStaff(b.t, b.staff.owner, `/staff/inbox/image-requests/${item.id}/handled`, 'POST');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `This image request was already marked handled by ${b.staff.support.email} at ${handled.json().handledAt}`,
    );
    expect(await auditOf(item.id)).toHaveLength(1);
  });

  it('two staffers handling one request at once: one succeeds, the other is told', async () => {
    const { email } = await sendImageRequest(b.t, 'Madison Lever, close-up of the receiver');
    const item = (await asStaff(b.t, b.staff.support, '/staff/inbox/image-requests'))
      .json()
      .items.find((row: { email: string }) => row.email === email);
    const url = `/staff/inbox/image-requests/${item.id}/handled`;
    const answers = await Promise.all([
      asStaff(b.t, b.staff.support, url, 'POST'),
      asStaff(b.t, b.staff.owner, url, 'POST'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(item.id)).toHaveLength(1);
  });

  it('unknown or malformed ids are 404; bad queries 400; roles without inbox.handle 403', async () => {
    for (const id of MISSING_IDS) {
      const answer = await asStaff(b.t, b.staff.support, `/staff/inbox/image-requests/${id}/handled`, 'POST');
      expect(answer.statusCode, id).toBe(404);
      expect(answer.json().message).toBe('No image request with this id');
    }
    for (const query of BAD_QUERIES)
      expect((await asStaff(b.t, b.staff.support, `/staff/inbox/image-requests?${query}`)).statusCode, query).toBe(400);
    const { email } = await sendImageRequest(b.t, 'Tern 380 in the hand');
    const item = (await asStaff(b.t, b.staff.owner, '/staff/inbox/image-requests'))
      .json()
      .items.find((row: { email: string }) => row.email === email);
    for (const role of ['fulfilment', 'compliance'] as const) {
      expect((await asStaff(b.t, b.staff[role], '/staff/inbox/image-requests')).statusCode, role).toBe(403);
      const url = `/staff/inbox/image-requests/${item.id}/handled`;
      expect((await asStaff(b.t, b.staff[role], url, 'POST')).statusCode, role).toBe(403);
    }
    expect(await auditOf(item.id)).toEqual([]);
  });
});

describe('product registrations', () => {
  it('are listed newest first with owner, model, serial and dealer; handled once, audited; 404, 400, 403', async () => {
    const first = await registerProduct(b.t, 'HA4000001');
    const second = await registerProduct(b.t, 'HA4000002');
    const listed = await asStaff(b.t, b.staff.support, '/staff/inbox/product-registrations');
    expect(listed.statusCode, listed.body).toBe(200);
    const page = listed.json();
    expect(page).toMatchObject({ state: 'open', total: 2, page: 1, pageSize: 50 });
    expect(page.items.map((row: { email: string }) => row.email)).toEqual([second.email, first.email]);
    const item = page.items[1];
    expect(item).toEqual({
      id: expect.any(String),
      serialNumber: 'HA4000001',
      productId: first.model.productId,
      productTitle: first.model.title,
      purchaseDate: '2026-10-03',
      dealerId: null,
      dealerName: 'Hometown Sporting Goods, Bozeman MT',
      firstName: 'Nils',
      lastName: 'Aas',
      email: first.email,
      phone: '(406) 555-0101',
      postalCode: '59715',
      userId: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      handledAt: null,
      handledBy: null,
    });

    const url = `/staff/inbox/product-registrations/${item.id}/handled`;
    const handled = await asStaff(b.t, b.staff.owner, url, 'POST');
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json()).toEqual({ ...item, handledAt: expect.any(String), handledBy: b.staff.owner.email });
    const done = (await asStaff(b.t, b.staff.support, '/staff/inbox/product-registrations?state=handled')).json();
    expect(done).toMatchObject({ state: 'handled', total: 1, items: [handled.json()] });
    const open = (await asStaff(b.t, b.staff.support, '/staff/inbox/product-registrations')).json();
    expect(open.items.map((row: { id: string }) => row.id)).toEqual([page.items[0].id]);
    expect(await auditOf(item.id)).toEqual([
      expect.objectContaining({
        actor: b.staff.owner.email,
        action: 'product-registration.handled',
        object_type: 'product-registration',
        before: { handledAt: null, handledBy: null },
        after: { handledAt: handled.json().handledAt, handledBy: b.staff.owner.email },
      }),
    ]);
    const again = await asStaff(b.t, b.staff.support, url, 'POST');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(`already marked handled by ${b.staff.owner.email}`);

    for (const id of MISSING_IDS)
      expect(
        (await asStaff(b.t, b.staff.support, `/staff/inbox/product-registrations/${id}/handled`, 'POST')).statusCode,
        id,
      ).toBe(404);
    for (const query of BAD_QUERIES)
      expect(
        (await asStaff(b.t, b.staff.support, `/staff/inbox/product-registrations?${query}`)).statusCode,
        query,
      ).toBe(400);
    const openId = page.items[0].id;
    for (const role of ['fulfilment', 'compliance'] as const) {
      expect((await asStaff(b.t, b.staff[role], '/staff/inbox/product-registrations')).statusCode, role).toBe(403);
      const openUrl = `/staff/inbox/product-registrations/${openId}/handled`;
      expect((await asStaff(b.t, b.staff[role], openUrl, 'POST')).statusCode, role).toBe(403);
    }
    expect(await auditOf(openId)).toEqual([]);
  });
});
