/**
 * The order lifecycle through the staff API (issue 29), on orders placed through the real checkout:
 * FFL verification both ways, shipments with the tracking e-mail and the customer's view, cancel
 * (void through the test gateway, restock, e-mail), a partial refund by line with restock, the ATF
 * release, notes and the support role's limits, the list and detail, the timeline and audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SKU } from '../commerce/support/fixture';
import {
  type BackOffice,
  createBackOffice,
  directoryDealer,
  inDays,
  outboxFor,
  placeOrder,
  staff,
  stockOf,
} from './helpers';

let b: BackOffice;
beforeAll(async () => {
  b = await createBackOffice();
  // The disposition record names the rifle's calibre (the fixture has no option for it); no serial format on file.
  await b.t.db.updateTable('catalog_skus').set({ caliber: '.308 Win' }).where('sku', '=', SKU.rifle).execute();
});
afterAll(async () => b?.t.close());

const detail = async (orderId: number) => (await staff(b.t, b.tokens.owner, 'GET', `/staff/orders/${orderId}`)).json();
const auditOf = (orderId: number) =>
  b.t.db
    .selectFrom('staff_audit')
    .selectAll()
    .where('object_type', '=', 'order')
    .where('object_id', '=', String(orderId))
    .orderBy('id')
    .execute();

function multipart(fields: Record<string, string>, file?: { name: string; body: Buffer; type: string }) {
  const boundary = `----back-office-${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="licence"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('placing', () => {
  it('an order with firearm lines waits for the FFL check; an accessory order is Paid', async () => {
    const rifle = await placeOrder(b.t, [[SKU.rifle, 1]], { withDealer: true });
    expect(rifle.order.status).toBe('Awaiting FFL');
    const cap = await placeOrder(b.t, [[SKU.cap, 1]]);
    expect(cap.order.status).toBe('Paid');
    // The customer reads it on the confirmation page's order view.
    const seen = await rifle.guest.call<{ status: string; shipments: unknown[] }>('GET', `/Order/${rifle.orderId}`);
    expect(seen.body).toMatchObject({ status: 'Awaiting FFL', shipments: [] });
  });
});

describe('FFL verification', () => {
  it('a directory dealer with a licence on file and a future expiry: Awaiting FFL -> Ready to ship', async () => {
    const { orderId, items } = await placeOrder(b.t, [[SKU.rifle, 1]], { withDealer: true });
    // Shipping before the check is refused.
    const early = await staff(b.t, b.tokens.fulfilment, 'POST', `/staff/orders/${orderId}/shipments`, {
      shipments: [{ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }],
    });
    expect(early.statusCode).toBe(409);
    const expired = await directoryDealer(b.t, inDays(-1));
    const noLicence = await directoryDealer(b.t, null, null);
    for (const dealerId of [expired, noLicence]) {
      const refused = await staff(b.t, b.tokens.compliance, 'POST', `/staff/orders/${orderId}/ffl/directory`, {
        dealerId,
      });
      expect(refused.statusCode, refused.body).toBe(409);
    }
    const good = await directoryDealer(b.t, inDays(200));
    const verified = await staff(b.t, b.tokens.compliance, 'POST', `/staff/orders/${orderId}/ffl/directory`, {
      dealerId: good,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ status: 'Ready to ship', method: 'directory', dealerId: good });
    // Twice is refused: the order is no longer waiting.
    const again = await staff(b.t, b.tokens.compliance, 'POST', `/staff/orders/${orderId}/ffl/directory`, {
      dealerId: good,
    });
    expect(again.statusCode).toBe(409);
    const audit = await auditOf(orderId);
    expect(audit.at(-1)).toMatchObject({ action: 'order.ffl-verified', before: { status: 'Awaiting FFL' } });
    // Now it ships, to the dealer, with the rifle's serial (issue 30: it goes in the disposition record).
    const shipped = await staff(b.t, b.tokens.fulfilment, 'POST', `/staff/orders/${orderId}/shipments`, {
      shipments: [
        {
          carrier: 'FedEx',
          trackingNumber: '123456789012',
          lines: [{ orderItemId: items[0]?.id, quantity: 1, serials: [`RL-${orderId}`] }],
        },
      ],
    });
    expect(shipped.json()).toMatchObject({ status: 'Shipped' });
  });

  it('an uploaded licence copy (a PDF by its bytes) with its expiry: Ready to ship; a disguised file or a past expiry is a 400', async () => {
    const { orderId } = await placeOrder(b.t, [[SKU.rifle, 1]], { withDealer: true });
    const url = `/staff/orders/${orderId}/ffl/upload`;
    const send = (form: ReturnType<typeof multipart>) =>
      b.t.app.inject({
        method: 'POST',
        url,
        ...form,
        headers: { ...form.headers, authorization: `Bearer ${b.tokens.fulfilment}` },
      });
    const licenceNumber = '9-87-654-01-2B-54321';
    const disguised = await send(
      multipart(
        { expiresOn: inDays(300), fflNumber: licenceNumber },
        { name: 'licence.pdf', body: Buffer.from('just text'), type: 'application/pdf' },
      ),
    );
    expect(disguised.statusCode).toBe(400);
    const past = await send(
      multipart(
        { expiresOn: inDays(-3), fflNumber: licenceNumber },
        { name: 'licence.pdf', body: PDF, type: 'application/pdf' },
      ),
    );
    expect(past.statusCode).toBe(400);
    const noFile = await send(multipart({ expiresOn: inDays(300), fflNumber: licenceNumber }));
    expect(noFile.statusCode).toBe(400);
    // The shipment's disposition entry names the licence: no number, or not an FFL number, is a 400.
    for (const [fflNumber, message] of [
      [undefined, 'Enter the FFL number the licence copy shows'],
      ['12345', 'Enter the FFL number as X-XX-XXX-XX-XX-XXXXX'],
    ] as const) {
      const fields: Record<string, string> = { expiresOn: inDays(300) };
      if (fflNumber) fields.fflNumber = fflNumber;
      const refused = await send(multipart(fields, { name: 'licence.pdf', body: PDF, type: 'application/pdf' }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors?.fflNumber, refused.body).toEqual([message]);
    }
    const ok = await send(
      multipart(
        { expiresOn: inDays(300), fflNumber: licenceNumber },
        { name: 'licence.pdf', body: PDF, type: 'application/pdf' },
      ),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'Ready to ship', method: 'upload', expiresOn: inDays(300) });
    const row = await b.t.db
      .selectFrom('order_ffl_verifications')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row.content_type).toBe('application/pdf');
    const stored = await b.t.app.providers.storage.get(row.storage_key as string);
    expect(stored?.body.equals(PDF)).toBe(true);
    // The detail names the copy, never its storage key.
    const seen = await detail(orderId);
    expect(seen.fflVerifications[0]).toMatchObject({
      method: 'upload',
      licenceCopy: { contentType: 'application/pdf' },
    });
    expect(JSON.stringify(seen)).not.toContain(row.storage_key as string);
    // The copy opens beside the order for ffl.verify, privately; support may not.
    const copyUrl = `/staff/orders/${orderId}/ffl/${seen.fflVerifications[0].id}/licence`;
    const copy = await staff(b.t, b.tokens.compliance, 'GET', copyUrl);
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('application/pdf');
    expect(copy.headers['cache-control']).toBe('private, no-store');
    expect(copy.rawPayload.equals(PDF)).toBe(true);
    expect((await staff(b.t, b.tokens.support, 'GET', copyUrl)).statusCode).toBe(403);
    expect((await staff(b.t, b.tokens.compliance, 'GET', `/staff/orders/${orderId}/ffl/999/licence`)).statusCode).toBe(
      404,
    );
  });

  it('an NFA-style order: ATF release goes on to the FFL check', async () => {
    const { orderId } = await placeOrder(b.t, [[SKU.rifle, 1]], { withDealer: true });
    await b.t.db.updateTable('orders').set({ status: 'Awaiting ATF approval' }).where('id', '=', orderId).execute();
    const refused = await staff(b.t, b.tokens.support, 'POST', `/staff/orders/${orderId}/release-atf`);
    expect(refused.statusCode).toBe(403);
    const released = await staff(b.t, b.tokens.compliance, 'POST', `/staff/orders/${orderId}/release-atf`);
    expect(released.json()).toEqual({ status: 'Awaiting FFL' });
    expect((await staff(b.t, b.tokens.compliance, 'POST', `/staff/orders/${orderId}/release-atf`)).statusCode).toBe(
      409,
    );
  });
});

describe('shipping', () => {
  it('two shipments: Partially shipped, then Shipped; the customer gets the tracking link and sees it', async () => {
    const { orderId, email, items, guest } = await placeOrder(b.t, [
      [SKU.cap, 2],
      [SKU.sling, 1],
    ]);
    const [cap, sling] = items;
    const first = await staff(b.t, b.tokens.fulfilment, 'POST', `/staff/orders/${orderId}/shipments`, {
      shipments: [
        { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', lines: [{ orderItemId: cap?.id, quantity: 1 }] },
      ],
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ status: 'Partially shipped', mailed: true });
    const tooMany = await staff(b.t, b.tokens.fulfilment, 'POST', `/staff/orders/${orderId}/shipments`, {
      shipments: [
        { carrier: 'UPS', trackingNumber: '1Z999AA10123456785', lines: [{ orderItemId: cap?.id, quantity: 2 }] },
      ],
    });
    expect(tooMany.statusCode).toBe(409);
    const rest = await staff(b.t, b.tokens.fulfilment, 'POST', `/staff/orders/${orderId}/shipments`, {
      shipments: [{ carrier: 'USPS', trackingNumber: '9400111899223100012345' }],
    });
    expect(rest.json()).toMatchObject({ status: 'Shipped' });
    expect((await stockOf(b.t, SKU.sling)) >= 0).toBe(true);

    const mails = (await outboxFor(b.t, email)).filter((m) => m.subject.includes('has shipped'));
    expect(mails).toHaveLength(2);
    const all = mails.map((m) => m.text).join('\n');
    expect(all).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(all).toContain('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223100012345');
    expect(mails.map((m) => m.html).join('')).toContain('href="https://www.ups.com/track?tracknum=1Z999AA10123456784"');

    const seen = await guest.call<{ status: string; shipments: Array<Record<string, unknown>> }>(
      'GET',
      `/Order/${orderId}`,
    );
    expect(seen.body.status).toBe('Shipped');
    expect(seen.body.shipments).toEqual([
      expect.objectContaining({
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
        items: [{ orderItemId: cap?.id, quantity: 1 }],
      }),
      expect.objectContaining({
        carrier: 'USPS',
        items: expect.arrayContaining([
          { orderItemId: cap?.id, quantity: 1 },
          { orderItemId: sling?.id, quantity: 1 },
        ]),
      }),
    ]);
    // Cancelling after shipping is refused.
    expect(
      (await staff(b.t, b.tokens.support, 'POST', `/staff/orders/${orderId}/cancel`, { reason: 'late' })).statusCode,
    ).toBe(409);
    const timeline = (await detail(orderId)).timeline.map((e: { kind: string }) => e.kind);
    expect(timeline).toEqual(expect.arrayContaining(['shipment', 'status', 'email']));
  });

  it('a signed-in customer sees the shipments in the account order details', async () => {
    const { Shopper } = await import('../commerce/support/shopper');
    const user = await Shopper.user(b.t.app, b.t.db);
    await user.add(SKU.cap, 1);
    const cart = (await user.getCart()).body;
    const { billing, APPROVED_VISA, shippingMethodId } = await import('../commerce/support/shopper');
    const placed = await user.checkout({
      cartId: cart.id,
      customerInfo: billing({
        email: user.email,
        shippingMethodId: String(await shippingMethodId(b.t.db, 'Standard Ground')),
      }),
      paymentToken: APPROVED_VISA,
    });
    const orderId = placed.body.orderId as number;
    await staff(b.t, b.tokens.owner, 'POST', `/staff/orders/${orderId}/shipments`, {
      shipments: [{ carrier: 'FedEx', trackingNumber: '123456789012' }],
    });
    // The account's order details read GET /Order/{id} with the bearer.
    const seen = await user.call<{ status: string; shipments: Array<{ trackingUrl: string }> }>(
      'GET',
      `/Order/${orderId}`,
    );
    expect(seen.body.status).toBe('Shipped');
    expect(seen.body.shipments[0]?.trackingUrl).toBe('https://www.fedex.com/fedextrack/?trknbr=123456789012');
    // Somebody else's token: the same 404 as for no order.
    const other = await Shopper.user(b.t.app, b.t.db);
    expect((await other.call('GET', `/Order/${orderId}`)).status).toBe(404);
  });
});

describe('cancel', () => {
  it('before shipping: voids the payment through the gateway, restocks, e-mails; on the timeline and audit log', async () => {
    const before = await stockOf(b.t, SKU.cap);
    const { orderId, email, order } = await placeOrder(b.t, [[SKU.cap, 3]]);
    expect(await stockOf(b.t, SKU.cap)).toBe(before - 3);
    const answer = await staff(b.t, b.tokens.support, 'POST', `/staff/orders/${orderId}/cancel`, {
      reason: 'Customer asked',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'Cancelled', payment: 'void', mailed: true });
    expect(b.gateway.voids).toContain(order.payment_transaction_id);
    expect(await stockOf(b.t, SKU.cap)).toBe(before);
    expect((await outboxFor(b.t, email)).some((m) => m.subject.includes('cancelled'))).toBe(true);
    const seen = await detail(orderId);
    expect(seen).toMatchObject({ status: 'Cancelled', payment: { refunded: seen.totals.totalAmount } });
    const history = await b.t.db
      .selectFrom('inventory_adjustments')
      .selectAll()
      .where('order_id', '=', orderId)
      .execute();
    expect(history).toEqual([expect.objectContaining({ sku: SKU.cap, reason: 'order cancelled', delta: 3 })]);
    const audit = await auditOf(orderId);
    expect(audit.at(-1)).toMatchObject({
      action: 'order.cancelled',
      before: { status: 'Paid' },
      after: { status: 'Cancelled' },
    });
    // Twice is refused; a refund of a cancelled order too.
    expect(
      (await staff(b.t, b.tokens.support, 'POST', `/staff/orders/${orderId}/cancel`, { reason: 'again' })).statusCode,
    ).toBe(409);
    expect(
      (await staff(b.t, b.tokens.owner, 'POST', `/staff/orders/${orderId}/refunds`, { whole: true })).statusCode,
    ).toBe(409);
  });

  it('after a partial refund the void is no longer possible: the rest is refunded', async () => {
    const { orderId, order } = await placeOrder(b.t, [[SKU.cap, 2]]);
    await staff(b.t, b.tokens.owner, 'POST', `/staff/orders/${orderId}/refunds`, { amount: '5.00' });
    const answer = await staff(b.t, b.tokens.fulfilment, 'POST', `/staff/orders/${orderId}/cancel`, {
      reason: 'Out of stock',
    });
    expect(answer.json()).toMatchObject({ status: 'Cancelled', payment: 'refund' });
    const refunded = b.gateway.refunds.filter((r) => r.transactionId === order.payment_transaction_id);
    expect(refunded.reduce((sum, r) => sum + r.amount, 0)).toBe(Math.round(Number(order.total_amount) * 100));
  });
});

describe('refunds', () => {
  it('one line in part with restock: stock returns, the e-mail goes, Partially refunded, audited with the actor', async () => {
    const { orderId, email, items } = await placeOrder(b.t, [
      [SKU.cap, 3],
      [SKU.sling, 1],
    ]);
    const cap = items[0];
    const stockBefore = await stockOf(b.t, SKU.cap);
    const answer = await staff(b.t, b.tokens.owner, 'POST', `/staff/orders/${orderId}/refunds`, {
      lines: [{ orderItemId: cap?.id, quantity: 2 }],
      restock: true,
      reason: 'Wrong colour',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ status: 'Partially refunded', amount: '59.00', restock: true, mailed: true });
    expect(await stockOf(b.t, SKU.cap)).toBe(stockBefore + 2);
    const mail = (await outboxFor(b.t, email)).find((m) => m.subject.includes('refunded'));
    expect(mail?.text).toContain('$59.00');
    expect(mail?.text).toContain('2 x ');
    const audit = await auditOf(orderId);
    expect(audit.at(-1)).toMatchObject({
      action: 'order.refunded',
      before: { status: 'Paid', refundedAmount: '0.00' },
      after: { status: 'Partially refunded', refundedAmount: '59.00' },
    });
    expect(audit.at(-1)?.actor).toMatch(/^owner-/);
    // The same units cannot be refunded twice; more than what is left is refused.
    const again = await staff(b.t, b.tokens.owner, 'POST', `/staff/orders/${orderId}/refunds`, {
      lines: [{ orderItemId: cap?.id, quantity: 2 }],
    });
    expect(again.statusCode).toBe(409);
    const over = await staff(b.t, b.tokens.owner, 'POST', `/staff/orders/${orderId}/refunds`, { amount: '99999.00' });
    expect(over.statusCode).toBe(409);
    const rest = await staff(b.t, b.tokens.owner, 'POST', `/staff/orders/${orderId}/refunds`, { whole: true });
    expect(rest.json()).toMatchObject({ status: 'Refunded' });
  });

  it('support can add a note but gets 403 on a refund; fulfilment too', async () => {
    const { orderId } = await placeOrder(b.t, [[SKU.cap, 1]]);
    const note = await staff(b.t, b.tokens.support, 'POST', `/staff/orders/${orderId}/notes`, {
      body: 'Customer called about delivery',
    });
    expect(note.statusCode).toBe(201);
    for (const role of ['support', 'fulfilment', 'compliance'] as const)
      expect(
        (await staff(b.t, b.tokens[role], 'POST', `/staff/orders/${orderId}/refunds`, { whole: true })).statusCode,
      ).toBe(403);
    const seen = await detail(orderId);
    expect(seen.notes).toEqual([
      expect.objectContaining({ body: 'Customer called about delivery', actor: expect.stringMatching(/^support-/) }),
    ]);
    expect(seen.payment.refunded).toBe(0);
  });
});

describe('list, detail and resend', () => {
  it('filters by status, FFL, search and dates, with paging', async () => {
    const { orderId, email } = await placeOrder(b.t, [[SKU.rifle, 1]], {
      withDealer: true,
      email: `needle-${Date.now()}@example.com`,
    });
    const list = async (query: string) => (await staff(b.t, b.tokens.support, 'GET', `/staff/orders?${query}`)).json();
    expect((await list(`q=${encodeURIComponent(email)}`)).orders.map((o: { id: number }) => o.id)).toEqual([orderId]);
    expect((await list(`q=${orderId}`)).orders[0]).toMatchObject({
      id: orderId,
      hasFflItems: true,
      status: 'Awaiting FFL',
    });
    expect(
      (await list('status=Awaiting%20FFL&pageSize=100')).orders.every(
        (o: { status: string }) => o.status === 'Awaiting FFL',
      ),
    ).toBe(true);
    expect((await list('ffl=false&pageSize=100')).orders.some((o: { id: number }) => o.id === orderId)).toBe(false);
    expect((await list(`from=${inDays(1)}`)).total).toBe(0);
    expect((await list(`to=${inDays(0)}&q=${orderId}`)).total).toBe(1);
    const paged = await list('pageSize=1&page=2');
    expect(paged).toMatchObject({ page: 2, pageSize: 1 });
    expect(paged.orders).toHaveLength(1);
    for (const bad of [
      'status=Lost',
      'from=yesterday',
      'ffl=maybe',
      'page=0',
      'pageSize=1000',
      'q=%00',
      `q=${'x'.repeat(300)}`,
      'to=2026-13-45',
    ])
      expect((await staff(b.t, b.tokens.support, 'GET', `/staff/orders?${bad}`)).statusCode, bad).toBe(400);
  });

  it('the detail carries lines, addresses, dealer and payment; an unknown or malformed id is a 404', async () => {
    const { orderId } = await placeOrder(b.t, [[SKU.rifle, 1]], { withDealer: true });
    const seen = await detail(orderId);
    expect(seen).toMatchObject({
      id: orderId,
      status: 'Awaiting FFL',
      dealer: { name: 'Big Sky Outfitters FFL', city: 'Livingston' },
      hasFflItems: true,
      items: [expect.objectContaining({ sku: SKU.rifle, quantity: 1, shipped: 0, refunded: 0 })],
      payment: { transactionId: expect.stringMatching(/^test_/) },
    });
    for (const id of ['999999', 'abc', '1e3', '99999999999', '-1'])
      expect((await staff(b.t, b.tokens.owner, 'GET', `/staff/orders/${id}`)).statusCode, id).toBe(404);
  });

  it('resends the confirmation e-mail', async () => {
    const { orderId, email } = await placeOrder(b.t, [[SKU.cap, 1]]);
    const before = (await outboxFor(b.t, email)).length;
    const answer = await staff(b.t, b.tokens.support, 'POST', `/staff/orders/${orderId}/resend-confirmation`);
    expect(answer.json()).toEqual({ sent: true });
    expect((await outboxFor(b.t, email)).length).toBe(before + 1);
    expect((await auditOf(orderId)).at(-1)?.action).toBe('order.confirmation-resent');
  });
});
