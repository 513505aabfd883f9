/**
 * Decision 0043: the order's confirmation is written to the outbox in the order's transaction; a
 * mail server (SMTP, here a stand-in over a real socket with nodemailer) gets it after the commit,
 * and again later when it refused, until its attempts run out. Two workers never send one message
 * twice.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDueMail, MAIL_DELIVERY, retryInSeconds } from '../../src/modules/mail/index';
import { SmtpMailer } from '../../src/providers/mail/index';
import { type SmtpStandIn, smtpStandIn } from '../support/smtp-stand-in';
import { createTestApp, type TestApp } from '../support/test-app';
import { COMMERCE_CONTENT, SKU } from './support/fixture';
import { APPROVED_VISA, billing, guestWith, orderCount, shippingMethodId } from './support/shopper';

const FROM = 'Halvorsen Arms <orders@halvorsenarms.com>';

async function placeOrder(
  t: TestApp,
  email: string,
  where: { state: string; zip: string } = { state: 'MT', zip: '59715' },
) {
  const { guest, cart } = await guestWith(t.app, [[SKU.cap, 1]]);
  const method = String(await shippingMethodId(t.db, 'Standard Ground'));
  return guest.checkout({
    cartId: cart.id,
    customerInfo: billing({ email, ...where, shippingMethodId: method }),
    paymentToken: APPROVED_VISA,
  });
}

const mailTo = (t: TestApp, to: string) =>
  t.db
    .selectFrom('mail_outbox')
    .select(['id', 'subject', 'sent_at', 'next_attempt_at', 'attempts', 'last_error'])
    .where('to_address', '=', to)
    .execute();

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let tries = 0; tries < 100; tries++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('with the embedded outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ content: COMMERCE_CONTENT });
  });
  afterAll(async () => t?.close());

  it("keeps the confirmation, delivered, by the order's commit; a declined order leaves none", async () => {
    const placed = await placeOrder(t, 'kept@example.com');
    expect(placed.status).toBe(200);
    // Read as soon as the answer arrives: the row was written with the order, not after it.
    const [row] = await mailTo(t, 'kept@example.com');
    expect(row).toMatchObject({
      subject: `Halvorsen Arms order ${placed.body.orderId} confirmed`,
      next_attempt_at: null,
      attempts: 0,
      last_error: null,
    });
    expect(row?.sent_at).toBeInstanceOf(Date);
    // Written by the order's own transaction: both rows carry its id (PostgreSQL's xmin).
    const writer = async (table: 'orders' | 'mail_outbox', id: number) =>
      (await sql<{ xid: string }>`select xmin::text as xid from ${sql.table(table)} where id = ${id}`.execute(t.db))
        .rows[0]?.xid;
    expect(await writer('mail_outbox', row?.id ?? 0)).toBe(await writer('orders', placed.body.orderId ?? 0));

    const orders = await orderCount(t.db);
    // Indiana's 46282 is the zip the test gateway declines.
    const declined = await placeOrder(t, 'declined@example.com', { state: 'IN', zip: '46282' });
    expect(declined.status).toBe(402);
    expect(await orderCount(t.db)).toBe(orders);
    expect(await mailTo(t, 'declined@example.com')).toEqual([]);
  });
});

describe('with a mail server (SMTP)', () => {
  let t: TestApp;
  let smtp: SmtpStandIn;
  let mailer: SmtpMailer;
  beforeAll(async () => {
    smtp = await smtpStandIn();
    mailer = new SmtpMailer(smtp.url, FROM);
    t = await createTestApp({ content: COMMERCE_CONTENT, providers: { mailer } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sends the confirmation after the commit and marks it sent', async () => {
    const placed = await placeOrder(t, 'smtp.buyer@example.com');
    expect(placed.status).toBe(200);
    const subject = `Subject: Halvorsen Arms order ${placed.body.orderId} confirmed`;
    await until(
      async () => smtp.messages,
      (messages) => messages.some((m) => m.includes(subject)),
      'the stand-in to receive the confirmation',
    );
    const [row] = await until(
      () => mailTo(t, 'smtp.buyer@example.com'),
      (rows) => rows[0]?.sent_at instanceof Date,
      'the row to be marked sent',
    );
    expect(row).toMatchObject({ attempts: 1, next_attempt_at: null, last_error: null });
    expect(smtp.messages.filter((m) => m.includes(subject))).toHaveLength(1);
  });

  it('answers the order while the server refuses, tries again later, and sends it once the server is back', async () => {
    smtp.refusing = true;
    const placed = await placeOrder(t, 'server.down@example.com');
    expect(placed.status).toBe(200);
    const [refused] = await until(
      () => mailTo(t, 'server.down@example.com'),
      (rows) => rows[0]?.last_error != null,
      'the refusal to be recorded',
    );
    expect(refused).toMatchObject({ attempts: 1, sent_at: null });
    expect(refused?.last_error).toMatch(/451/);
    // Not due again for a minute (the first retry's wait).
    const wait = (refused?.next_attempt_at?.getTime() ?? 0) - Date.now();
    expect(wait).toBeGreaterThan((retryInSeconds(1) - 10) * 1000);
    expect(wait).toBeLessThanOrEqual(retryInSeconds(1) * 1000);
    expect(t.logs.lines.some((line) => line.msg === 'mail not sent; it is tried again')).toBe(true);

    // A pass before it is due sends nothing; once due and the server is back, it goes.
    smtp.refusing = false;
    expect(await deliverDueMail(t.db, mailer, t.app.log)).toEqual({ sent: 0, failed: 0 });
    await sql`update mail_outbox set next_attempt_at = now() where id = ${refused?.id}`.execute(t.db);
    expect(await deliverDueMail(t.db, mailer, t.app.log)).toEqual({ sent: 1, failed: 0 });
    const [sent] = await mailTo(t, 'server.down@example.com');
    expect(sent).toMatchObject({ attempts: 2, next_attempt_at: null, last_error: null });
    expect(smtp.messages.some((m) => m.includes(`order ${placed.body.orderId} confirmed`))).toBe(true);
  });

  it('gives a message up after its last attempt, keeping the reason, and logs it as an error', async () => {
    smtp.refusing = true;
    try {
      const { id } = await t.db
        .insertInto('mail_outbox')
        .values({
          to_address: 'last.try@example.com',
          subject: 'last try',
          text_body: 'x',
          html_body: 'x',
          sent_at: null,
          next_attempt_at: sql<Date>`now()`,
          attempts: MAIL_DELIVERY.maxAttempts - 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(await deliverDueMail(t.db, mailer, t.app.log)).toEqual({ sent: 0, failed: 1 });
      const [row] = await mailTo(t, 'last.try@example.com');
      expect(row).toMatchObject({ id, attempts: MAIL_DELIVERY.maxAttempts, sent_at: null, next_attempt_at: null });
      expect(row?.last_error).toMatch(/451/);
      expect(t.logs.lines.some((line) => line.msg === 'mail given up: its server refused every attempt')).toBe(true);
      // Given up is final: no later pass takes it.
      smtp.refusing = false;
      expect(await deliverDueMail(t.db, mailer, t.app.log)).toEqual({ sent: 0, failed: 0 });
    } finally {
      smtp.refusing = false;
    }
  });

  it('two workers delivering at once send each waiting message exactly once', async () => {
    const subjects = Array.from({ length: 3 * MAIL_DELIVERY.batch }, (_, i) => `pair ${i}`);
    await t.db
      .insertInto('mail_outbox')
      .values(
        subjects.map((subject) => ({
          to_address: 'pair@example.com',
          subject,
          text_body: subject,
          html_body: subject,
          sent_at: null,
          next_attempt_at: sql<Date>`now()`,
        })),
      )
      .execute();
    const before = smtp.messages.length;
    const [a, b] = await Promise.all([
      deliverDueMail(t.db, mailer, t.app.log),
      deliverDueMail(t.db, mailer, t.app.log),
    ]);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(subjects.length);
    const received = smtp.messages.slice(before).map((m) => /Subject: (pair \d+)/.exec(m)?.[1]);
    expect(received.sort()).toEqual([...subjects].sort());
  });
});
