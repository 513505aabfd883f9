import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, mailSettingsFromEnv, SmtpMailer } from '../../src/providers/mail/index';
import { smtpStandIn } from '../support/smtp-stand-in';
import { createTestApp, type TestApp } from '../support/test-app';
import { COMMERCE_CONTENT } from './support/fixture';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ content: COMMERCE_CONTENT });
});
afterAll(async () => t?.close());

describe('the outbox (embedded mailer)', () => {
  it('keeps every message and shows them newest first at GET /dev/outbox?to=', async () => {
    const mailer = createMailer(t.db, mailSettingsFromEnv({}));
    expect(mailer.name).toBe('outbox');
    await mailer.send({ to: 'Reader@Example.com', subject: 'first', text: 'one', html: '<p>one</p>' });
    await mailer.send({ to: 'reader@example.com', subject: 'second', text: 'two', html: '<p>two</p>' });
    await mailer.send({ to: 'someone.else@example.com', subject: 'other', text: 'x', html: 'x' });
    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=READER@example.com' });
    expect(response.statusCode).toBe(200);
    const { messages } = response.json() as { messages: Array<{ subject: string; to: string }> };
    expect(messages.map((m) => m.subject)).toEqual(['second', 'first']);
    const all = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect((all.json() as { messages: unknown[] }).messages.length).toBeGreaterThanOrEqual(3);
  });

  it('does not exist when mail leaves the shop through a mail server', async () => {
    let production: TestApp | undefined;
    try {
      production = await createTestApp({
        content: COMMERCE_CONTENT,
        providers: { mailer: { name: 'smtp', send: async () => undefined } },
      });
      const response = await production.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(response.statusCode).toBe(404);
    } finally {
      await production?.close();
    }
  });
});

describe('SMTP adapter (SMTP_URL)', () => {
  it('is chosen by SMTP_URL and delivers through nodemailer', async () => {
    const smtp = await smtpStandIn();
    try {
      const settings = mailSettingsFromEnv({
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
        MAIL_FROM: 'Halvorsen Arms <orders@halvorsenarms.com>',
      });
      const mailer = createMailer(t.db, settings);
      expect(mailer).toBeInstanceOf(SmtpMailer);
      await mailer.send({
        to: 'buyer@example.com',
        subject: 'Halvorsen Arms order 100001 confirmed',
        text: 'Thank you',
        html: '<p>Thank you</p>',
      });
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain('Subject: Halvorsen Arms order 100001 confirmed');
      expect(smtp.messages[0]).toContain('To: buyer@example.com');
      expect(smtp.messages[0]).toContain('From: Halvorsen Arms <orders@halvorsenarms.com>');
    } finally {
      await smtp.close();
    }
  });
});
