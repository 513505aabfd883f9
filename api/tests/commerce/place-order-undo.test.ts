/**
 * Placing an order undoes what it did when a step after the payment fails (recording the payment
 * on the order here, refused by a trigger planted for the test): the transaction takes back the
 * order, the cart's conversion, the stock and the promo use, and the approved payment is voided,
 * since it lies outside the database.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthorizeRequest,
  type AuthorizeResult,
  type PaymentGateway,
  type RefundRequest,
  TestGateway,
} from '../../src/providers/payments/index';
import { createTestApp, type TestApp } from '../support/test-app';
import { COMMERCE_CONTENT, SKU } from './support/fixture';
import { APPROVED_VISA, billing, guestWith, orderCount, stockOf } from './support/shopper';

/** The test gateway, noting what it approved and what it was asked to void. */
class VoidRecordingGateway implements PaymentGateway {
  readonly name = 'void-recording';
  readonly approved: string[] = [];
  readonly voided: string[] = [];
  private readonly gateway = new TestGateway();

  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    const result = await this.gateway.authorize(request);
    if (result.approved && result.transactionId) this.approved.push(result.transactionId);
    return result;
  }

  async voidTransaction(transactionId: string): Promise<void> {
    this.voided.push(transactionId);
  }

  void(transactionId: string) {
    return this.gateway.void(transactionId);
  }

  refund(request: RefundRequest) {
    return this.gateway.refund(request);
  }
}

const gateway = new VoidRecordingGateway();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ content: COMMERCE_CONTENT, providers: { payment: gateway } });
});
afterAll(async () => t?.close());

/**
 * Makes recording the payment on this one cart's order fail (the last write before the commit), as
 * a lost connection or a full disk would.
 */
async function refusePaymentRecordOf(cartId: string) {
  await sql`
    create function refuse_test_payment_record() returns trigger language plpgsql as $fn$
    begin
      if new.payment_transaction_id is not null and new.cart_id = ${sql.lit(cartId)}::uuid then
        raise exception 'payment record refused by the test';
      end if;
      return new;
    end $fn$`.execute(t.db);
  await sql`create trigger refuse_test_payment_record before update on orders
    for each row execute function refuse_test_payment_record()`.execute(t.db);
}

describe('a step after the payment fails', () => {
  it('voids the approved payment and keeps no order, stock as it was, cart still active', async () => {
    const { guest, cart } = await guestWith(t.app, [[SKU.cap, 2]]);
    const orders = await orderCount(t.db);
    const stock = await stockOf(t.db, SKU.cap);
    await refusePaymentRecordOf(String(cart.id));

    const answer = await guest.checkout({ cartId: cart.id, customerInfo: billing(), paymentToken: APPROVED_VISA });
    expect(answer.status).toBe(500);
    expect(gateway.approved).toHaveLength(1);
    expect(gateway.voided).toEqual(gateway.approved);
    expect(t.logs.lines.some((line) => line.msg === 'order not kept after an approved payment; voiding it')).toBe(true);
    expect(await orderCount(t.db)).toBe(orders);
    expect(await stockOf(t.db, SKU.cap)).toBe(stock);
    const row = await t.db
      .selectFrom('carts')
      .select('status')
      .where('id', '=', String(cart.id))
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
  });
});
