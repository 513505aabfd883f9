/**
 * The back office's inventory and customer lookup (issue 29): stock per SKU with search and the
 * low-stock filter, adjustments with a reason and their history (audited), the back-in-stock alerts
 * an adjustment sends, and the customer lookup that shows orders, addresses, newsletter and Pro Deal
 * state but never a password hash or a token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SKU } from '../commerce/support/fixture';
import { Shopper } from '../commerce/support/shopper';
import { type BackOffice, createBackOffice, outboxFor, placeOrder, staff, stockOf } from './helpers';

let b: BackOffice;
beforeAll(async () => {
  b = await createBackOffice();
});
afterAll(async () => b?.t.close());

describe('inventory', () => {
  it('lists stock with search and the low-stock filter', async () => {
    const all = (await staff(b.t, b.tokens.fulfilment, 'GET', '/staff/inventory?pageSize=100')).json();
    expect(all.items.length).toBeGreaterThan(3);
    const found = (await staff(b.t, b.tokens.fulfilment, 'GET', `/staff/inventory?q=${SKU.knife}`)).json();
    expect(found.items).toEqual([
      expect.objectContaining({ sku: SKU.knife, qtyOnHand: await stockOf(b.t, SKU.knife) }),
    ]);
    const low = (
      await staff(b.t, b.tokens.fulfilment, 'GET', '/staff/inventory?lowStock=true&threshold=5&pageSize=100')
    ).json();
    expect(low.items.every((i: { qtyOnHand: number }) => i.qtyOnHand <= 5)).toBe(true);
    expect(low.items.map((i: { sku: string }) => i.sku)).toContain(SKU.gone);
    for (const bad of ['lowStock=maybe', 'threshold=-1', 'page=0', 'q=%00', `q=${'x'.repeat(300)}`])
      expect((await staff(b.t, b.tokens.fulfilment, 'GET', `/staff/inventory?${bad}`)).statusCode, bad).toBe(400);
    expect((await staff(b.t, b.tokens.support, 'GET', '/staff/inventory')).statusCode).toBe(403);
  });

  it('an adjustment back in stock sends its stock alerts; each has a reason and a history, on the audit log', async () => {
    const email = `waiting-${Date.now()}@example.com`;
    await b.t.db
      .insertInto('stock_alerts')
      .values({ email, product_id: SKU.gone, product_name: 'Gone Product', unsubscribe_key: `k-${Date.now()}` })
      .execute();
    const received = await staff(b.t, b.tokens.fulfilment, 'POST', `/staff/inventory/${SKU.gone}/adjustments`, {
      delta: 6,
      reason: 'received',
      note: 'PO 1234',
    });
    expect(received.statusCode, received.body).toBe(201);
    expect(received.json()).toMatchObject({ qtyBefore: 0, qtyOnHand: 6, alertsSent: 1 });
    expect((await outboxFor(b.t, email)).some((m) => m.subject.includes('back in stock'))).toBe(true);
    const damaged = await staff(b.t, b.tokens.fulfilment, 'POST', `/staff/inventory/${SKU.gone}/adjustments`, {
      delta: -2,
      reason: 'damaged',
    });
    expect(damaged.json()).toMatchObject({ qtyOnHand: 4, alertsSent: 0 });
    const history = (await staff(b.t, b.tokens.fulfilment, 'GET', `/staff/inventory/${SKU.gone}/adjustments`)).json();
    expect(history.adjustments).toEqual([
      expect.objectContaining({ reason: 'damaged', delta: -2, qtyBefore: 6, qtyAfter: 4 }),
      expect.objectContaining({ reason: 'received', delta: 6, qtyBefore: 0, qtyAfter: 6, note: 'PO 1234' }),
    ]);
    const audit = await b.t.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('object_id', '=', SKU.gone)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['inventory.adjusted', 'inventory.adjusted']);
    for (const body of [
      { delta: 0, reason: 'received' },
      { delta: 1.5, reason: 'received' },
      { delta: '3', reason: 'received' },
      { delta: 3, reason: 'stolen' },
      { delta: 1e9, reason: 'received' },
    ])
      expect(
        (await staff(b.t, b.tokens.owner, 'POST', `/staff/inventory/${SKU.gone}/adjustments`, body)).statusCode,
      ).toBe(400);
    expect(
      (
        await staff(b.t, b.tokens.owner, 'POST', '/staff/inventory/NO-SUCH-SKU/adjustments', {
          delta: 1,
          reason: 'received',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('customer lookup', () => {
  it('by e-mail or name: orders, addresses, newsletter and Pro Deal state; never a hash or a token', async () => {
    const user = await Shopper.user(b.t.app, b.t.db, `lookup-${Date.now()}@example.com`);
    await b.t.db
      .updateTable('users')
      .set({ password_hash: '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA' })
      .where('id', '=', user.id)
      .execute();
    await b.t.db
      .updateTable('users')
      .set({ first_name: 'Ingrid', last_name: 'Halvorsen-Lookup' })
      .where('id', '=', user.id)
      .execute();
    const guestOrder = await placeOrder(b.t, [[SKU.cap, 1]], { email: user.email });
    for (const q of [user.email, 'Halvorsen-Lookup', 'Ingrid Halvorsen-Lookup']) {
      const answer = await staff(b.t, b.tokens.support, 'GET', `/staff/customers?q=${encodeURIComponent(q as string)}`);
      expect(answer.statusCode).toBe(200);
      const customer = answer.json().customers.find((c: { id: string }) => c.id === user.id);
      expect(customer, q).toMatchObject({
        email: user.email,
        orders: [expect.objectContaining({ id: guestOrder.orderId, asGuest: true })],
        addresses: [],
        newsletter: { subscribed: false },
        proDeal: { status: 'none' },
      });
      expect(answer.body).not.toMatch(/argon2|password|token|hash/i);
    }
    expect((await staff(b.t, b.tokens.fulfilment, 'GET', '/staff/customers?q=lookup')).statusCode).toBe(403);
    for (const bad of ['q=a', 'q=%00x', `q=${'x'.repeat(300)}`])
      expect((await staff(b.t, b.tokens.support, 'GET', `/staff/customers?${bad}`)).statusCode, bad).toBe(400);
  });
});
