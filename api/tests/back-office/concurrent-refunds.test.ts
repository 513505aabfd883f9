/**
 * Refunds never exceed what was captured (issue 29): ten refund requests sent at once on one order
 * take turns on the order's row lock, and together refund at most the captured total; the payment
 * provider is asked for no more either. Runs on PGlite, and on PostgreSQL with DATABASE_URL (each
 * request then has its own connection and the lock is what keeps them apart).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SKU } from '../commerce/support/fixture';
import { type BackOffice, createBackOffice, placeOrder, staff } from './helpers';

let b: BackOffice;
beforeAll(async () => {
  b = await createBackOffice();
});
afterAll(async () => b?.t.close());

const cents = (value: string | number) => Math.round(Number(value) * 100);

async function refundedSoFar(orderId: number) {
  const order = await b.t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const rows = await b.t.db.selectFrom('order_refunds').select('amount').where('order_id', '=', orderId).execute();
  const provider = b.gateway.refunds.filter((r) => r.transactionId === order.payment_transaction_id);
  return {
    captured: cents(order.total_amount),
    column: cents(order.refunded_amount),
    rows: rows.reduce((sum, r) => sum + cents(r.amount), 0),
    provider: provider.reduce((sum, r) => sum + r.amount, 0),
    status: order.status,
  };
}

describe(`ten concurrent refunds on one order (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('ten partial refunds of $40 refund at most the captured total', async () => {
    const { orderId } = await placeOrder(b.t, [[SKU.cap, 4]]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        staff(b.t, b.tokens.owner, 'POST', `/staff/orders/${orderId}/refunds`, { amount: '40.00' }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(
      codes.every((code) => code === 201 || code === 409),
      codes.join(','),
    ).toBe(true);
    const sums = await refundedSoFar(orderId);
    const accepted = codes.filter((code) => code === 201).length;
    expect(accepted).toBe(Math.floor(sums.captured / 4000));
    expect(sums.rows).toBe(accepted * 4000);
    expect(sums.column).toBe(sums.rows);
    expect(sums.provider).toBe(sums.rows);
    expect(sums.rows).toBeLessThanOrEqual(sums.captured);
  });

  it('ten whole refunds: exactly one goes through', async () => {
    const { orderId } = await placeOrder(b.t, [[SKU.cap, 2]]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        staff(b.t, b.tokens.owner, 'POST', `/staff/orders/${orderId}/refunds`, { whole: true }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
    const sums = await refundedSoFar(orderId);
    expect(sums).toMatchObject({
      column: sums.captured,
      rows: sums.captured,
      provider: sums.captured,
      status: 'Refunded',
    });
  });

  it('refunds racing a cancel: the order is never refunded twice', async () => {
    const { orderId } = await placeOrder(b.t, [[SKU.cap, 3]]);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        staff(b.t, b.tokens.owner, 'POST', `/staff/orders/${orderId}/refunds`, { amount: '25.00' }),
      ),
      staff(b.t, b.tokens.owner, 'POST', `/staff/orders/${orderId}/cancel`, { reason: 'Race' }),
    ]);
    expect(
      answers.every((a) => a.statusCode < 500),
      answers.map((a) => a.body).join('\n'),
    ).toBe(true);
    const sums = await refundedSoFar(orderId);
    expect(sums.rows).toBeLessThanOrEqual(sums.captured);
    expect(sums.column).toBe(sums.rows);
  });
});
