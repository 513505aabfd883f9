/**
 * The payment is authorised with the order's number before the order is written, and the order is
 * written with it (decision 0055). Placing an order undoes what it did when a step after the payment
 * fails (writing the order with its payment here, refused by a trigger planted for the test): the
 * transaction takes back the cart's conversion, the stock and the promo use, and the approved
 * payment is voided, since it lies outside the database.
 */
import { sql } from 'kysely';
import { CHECKOUT_SUMMARIES } from 'shared-contracts/schemas/checkout';
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
import { APPROVED_VISA, billing, dealer, guestWith, orderCount, stockOf } from './support/shopper';

/** The test gateway, noting what it approved and what it was asked to void. */
class VoidRecordingGateway implements PaymentGateway {
  readonly name = 'void-recording';
  readonly approved: string[] = [];
  readonly references: string[] = [];
  readonly voided: string[] = [];
  private readonly gateway = new TestGateway();

  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    const result = await this.gateway.authorize(request);
    this.references.push(request.orderRef);
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
 * Makes writing this one cart's paid order fail (the last write before the commit, decision 0055),
 * as a lost connection or a full disk would.
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
  await sql`create trigger refuse_test_payment_record before insert on orders
    for each row execute function refuse_test_payment_record()`.execute(t.db);
}

describe('the payment of a placed order', () => {
  it("is authorised with the order's number, and the order, its answer and its e-mail carry it", async () => {
    const { guest, cart } = await guestWith(t.app, [[SKU.cap, 1]]);
    const answer = await guest.checkout(
      { cartId: cart.id, customerInfo: billing({ email: 'numbered@example.com' }), paymentToken: APPROVED_VISA },
      { 'idempotency-key': 'numbered-order-1' },
    );
    expect(answer.status).toBe(200);
    const orderId = (answer.body as { orderId: number }).orderId;
    expect(gateway.references.at(-1)).toBe(`HA-${orderId}`);
    const order = await t.db
      .selectFrom('orders')
      .select(['payment_transaction_id', 'cart_id'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ payment_transaction_id: gateway.approved.at(-1), cart_id: String(cart.id) });
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', 'numbered@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`Order number: ${orderId}`);
    const key = await t.db
      .selectFrom('idempotency_keys')
      .select(['status', 'response_status', 'response_body'])
      .where('key', '=', 'numbered-order-1')
      .executeTakeFirstOrThrow();
    expect(key).toMatchObject({ status: 'done', response_status: 200, response_body: { orderId, success: true } });
  });
});

describe('a text the database cannot store', () => {
  it('is refused with the field named before any charge, on the billing form and the dealer form', async () => {
    const approvedBefore = gateway.references.length;
    const { guest, cart } = await guestWith(t.app, [[SKU.pistol, 1]]);
    const billingNul = await guest.checkout({
      cartId: cart.id,
      customerInfo: billing({ company: 'Big\u0000Sky' }),
      dealerInfo: dealer(),
      paymentToken: APPROVED_VISA,
    });
    expect(billingNul.status).toBe(400);
    expect(billingNul.body).toMatchObject({
      message: CHECKOUT_SUMMARIES.billing,
      errors: { 'customerInfo.company': [expect.stringContaining('must not contain the NUL character')] },
    });
    const dealerNul = await guest.checkout({
      cartId: cart.id,
      customerInfo: billing(),
      dealerInfo: dealer({ dealerAddress: '400 Main\u0000St' }),
      paymentToken: APPROVED_VISA,
    });
    expect(dealerNul.status).toBe(400);
    expect(dealerNul.body).toMatchObject({
      errors: { 'dealerInfo.dealerAddress': [expect.stringContaining('must not contain the NUL character')] },
    });
    expect(gateway.references).toHaveLength(approvedBefore);
    const placed = await guest.checkout({
      cartId: cart.id,
      customerInfo: billing(),
      dealerInfo: dealer(),
      paymentToken: APPROVED_VISA,
    });
    expect(placed.status).toBe(200);
  });
});

describe('a step after the payment fails', () => {
  it('voids the approved payment and keeps no order, stock as it was, cart still active', async () => {
    const { guest, cart } = await guestWith(t.app, [[SKU.cap, 2]]);
    const orders = await orderCount(t.db);
    const stock = await stockOf(t.db, SKU.cap);
    const approvedBefore = gateway.approved.length;
    await refusePaymentRecordOf(String(cart.id));

    const answer = await guest.checkout({ cartId: cart.id, customerInfo: billing(), paymentToken: APPROVED_VISA });
    expect(answer.status).toBe(500);
    expect(gateway.approved).toHaveLength(approvedBefore + 1);
    expect(gateway.voided).toEqual(gateway.approved.slice(approvedBefore));
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
