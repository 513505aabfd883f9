/** POST /Registration/image-request (issue 12): kept, e-mailed to staff, bad input a clear 400. */
import { IMAGE_REQUEST_MESSAGES } from 'shared-contracts/schemas/image-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captcha } from '../identity/helpers';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp({ config: { staffEmail: 'media-desk@example.com' } });
});
afterAll(async () => t?.close());

const send = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/Registration/image-request',
    payload,
    headers: { 'x-forwarded-for': `10.62.0.${(ip++ % 250) + 1}` },
  });
const valid = () => ({
  firstName: 'Sig',
  lastName: 'Berg',
  email: 'Sig.Berg@Example.com',
  lookingFor: 'High-resolution images of the Bridger HR-1 in walnut for our catalogue',
  captcha: captcha(),
});

describe('POST /Registration/image-request', () => {
  it('stores the request, e-mails staff and answers a message', async () => {
    const res = await send(valid());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: IMAGE_REQUEST_MESSAGES.sent });
    const row = await t.db.selectFrom('image_requests').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ first_name: 'Sig', email: 'sig.berg@example.com' });
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', 'media-desk@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Image request from Sig Berg');
    expect(mail.text_body).toContain('Bridger HR-1 in walnut');
    expect(mail.text_body).toContain('sig.berg@example.com');
  });

  it('answers bad input with 400 and the form messages, and keeps nothing', async () => {
    const before = (await t.db.selectFrom('image_requests').select('id').execute()).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: '' }, 'firstName', IMAGE_REQUEST_MESSAGES.firstNameRequired],
      [{ email: 'not-an-email' }, 'email', IMAGE_REQUEST_MESSAGES.emailInvalid],
      [{ lookingFor: '   ' }, 'lookingFor', IMAGE_REQUEST_MESSAGES.lookingForRequired],
      [{ captcha: '' }, 'captcha', IMAGE_REQUEST_MESSAGES.captchaRequired],
    ];
    // '{Label} is required' in the words of the form's labels (email address, I'm looking for).
    expect(IMAGE_REQUEST_MESSAGES.emailInvalid).toBe('Email address must be a valid email address');
    expect(IMAGE_REQUEST_MESSAGES.lookingForRequired).toBe("I'm looking for is required");
    cases.push([{ email: '' }, 'email', 'Email address is required']);
    for (const [overrides, field, message] of cases) {
      const res = await send({ ...valid(), ...overrides });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field]).toContain(message);
    }
    for (const overrides of [
      { lookingFor: 'x'.repeat(2001) },
      { firstName: ['a'] },
      { email: { $ne: '' } },
      { lastName: 'a\u0000b' },
    ]) {
      const res = await send({ ...valid(), ...overrides });
      expect(res.statusCode, JSON.stringify(overrides).slice(0, 60)).toBe(400);
    }
    expect((await send({ ...valid(), captcha: 'test-fail' })).statusCode).toBe(400);
    expect((await t.db.selectFrom('image_requests').select('id').execute()).length).toBe(before);
  });
});
