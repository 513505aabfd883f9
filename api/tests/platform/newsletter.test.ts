import { CAPTCHA_FAILED_MESSAGE } from 'shared-contracts/domain/limits';
import { NEWSLETTER_API_MESSAGES, NEWSLETTER_MESSAGES } from 'shared-contracts/schemas/newsletter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribeToNewsletter } from '../../src/modules/newsletter/index';
import { bearer, captcha, post, registerUser, type TokenSet, tokenFromOutbox } from '../identity/helpers';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const subscribe = (payload: Record<string, unknown>) => post(t, '/Newsletter/subscribe', payload);
const unsubscribe = (payload: Record<string, unknown>, token?: TokenSet) =>
  post(t, '/Newsletter/unsubscribe', payload, token ? bearer(token) : {});
const status = (email: string, token?: TokenSet) =>
  t.app.inject({
    method: 'GET',
    url: `/Newsletter/status/${encodeURIComponent(email)}`,
    headers: token ? bearer(token) : {},
  });
/** Straight from the table: what the shop would send newsletters to. */
const active = async (email: string) =>
  (
    await t.db
      .selectFrom('newsletter_subscriptions')
      .select('is_subscribed')
      .where('email', '=', email)
      .executeTakeFirst()
  )?.is_subscribed ?? false;

async function linkKey(to: string, path: string): Promise<string> {
  const row = await t.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = row.text_body.match(new RegExp(`${path}/([A-Za-z0-9_%-]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link for ${to}`);
  return decodeURIComponent(match[1]);
}

describe('newsletter double opt-in', () => {
  it('subscribes only after the confirmation link, which works once', async () => {
    const email = 'rancher@example.com';
    const response = await subscribe({ email, firstName: 'Ada', lastName: 'Lund', captcha: captcha() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'You have been subscribed to the newsletter',
      confirmation: NEWSLETTER_API_MESSAGES.confirmationSent,
    });
    expect(await active(email)).toBe(false);
    const token = await linkKey(email, '/Newsletter/verify');
    const confirmed = await t.app.inject({ method: 'GET', url: `/Newsletter/verify/${token}` });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe(NEWSLETTER_API_MESSAGES.confirmed);
    expect(await active(email)).toBe(true);
    const again = await t.app.inject({ method: 'GET', url: `/Newsletter/verify/${token}` });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(NEWSLETTER_API_MESSAGES.linkInvalid);
    expect((await t.app.inject({ method: 'GET', url: '/Newsletter/verify/not-a-real-token' })).statusCode).toBe(400);
  });

  it('answers the same whether the address was subscribed already, without mailing it again', async () => {
    const email = 'twice@example.com';
    await subscribe({ email, captcha: captcha() });
    await t.app.inject({ method: 'GET', url: `/Newsletter/verify/${await linkKey(email, '/Newsletter/verify')}` });
    const count = async () =>
      (await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute()).length;
    const before = await count();
    const second = await subscribe({ email: 'Twice@Example.com', captcha: captcha() });
    expect(second.statusCode).toBe(200);
    expect(second.json().message).toBe(NEWSLETTER_MESSAGES.subscribed);
    expect(await count()).toBe(before);
  });

  it('every confirmation e-mail carries an unsubscribe link that works without signing in', async () => {
    const email = 'leaver@example.com';
    await subscribe({ email, captcha: captcha() });
    await t.app.inject({ method: 'GET', url: `/Newsletter/verify/${await linkKey(email, '/Newsletter/verify')}` });
    const key = await linkKey(email, '/Newsletter/unsubscribe');
    const response = await unsubscribe({ token: key });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('You have been unsubscribed from the newsletter');
    expect(await active(email)).toBe(false);
    expect((await unsubscribe({ token: 'no-such-key' })).statusCode).toBe(404);
  });

  it('answers status and unsubscribe by address only for the signed-in owner', async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    await subscribe({ email: owner.email, captcha: captcha() });
    await t.app.inject({
      method: 'GET',
      url: `/Newsletter/verify/${await linkKey(owner.email, '/Newsletter/verify')}`,
    });
    expect((await status(owner.email)).statusCode).toBe(401);
    expect((await status(owner.email, other.token)).statusCode).toBe(404);
    const mine = await status(owner.email.toUpperCase(), owner.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ isSubscribed: true, pending: false });
    expect((await unsubscribe({ email: owner.email })).statusCode).toBe(401);
    expect((await unsubscribe({ email: owner.email }, other.token)).statusCode).toBe(404);
    expect(await active(owner.email)).toBe(true);
    expect((await unsubscribe({ email: owner.email }, owner.token)).statusCode).toBe(200);
    expect(await active(owner.email)).toBe(false);
  });

  it('a registration with the newsletter box is confirmed by the registration e-mail itself', async () => {
    const { email, token } = await registerUser(t, { newsletter: true });
    expect(await active(email)).toBe(false);
    expect((await status(email, token)).json()).toEqual({ isSubscribed: false, pending: true });
    const verify = await tokenFromOutbox(t, email, '/verify-email');
    expect((await post(t, '/Auth/verify-registration', { token: verify })).statusCode).toBe(200);
    expect(await active(email)).toBe(true);
    const profile = await t.app.inject({ method: 'GET', url: '/User/profile', headers: bearer(token) });
    expect(profile.json().isSubscribed).toBe(true);
  });

  it('refuses a failing captcha with 400 and mails nothing', async () => {
    const response = await subscribe({ email: 'bot@example.com', captcha: 'test-fail' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: CAPTCHA_FAILED_MESSAGE,
      title: 'Bad Request',
      errors: { captcha: [CAPTCHA_FAILED_MESSAGE] },
    });
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', 'bot@example.com')
      .execute();
    expect(mails).toHaveLength(0);
  });

  it('answers missing, invalid and oversized fields with the form messages', async () => {
    const missing = await subscribe({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      email: ['Email address is required'],
      captcha: [NEWSLETTER_MESSAGES.captchaRequired],
    });
    const invalid = await subscribe({ email: 'no at sign', captcha: captcha() });
    expect(invalid.json()).toMatchObject({ errors: { email: ['Email address must be a valid email address'] } });
    const huge = await subscribe({
      email: `${'a'.repeat(400)}@example.com`,
      firstName: 'x'.repeat(500),
      captcha: captcha(),
    });
    expect(huge.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/Newsletter/status/nope' })).statusCode).toBe(400);
    expect((await unsubscribe({})).statusCode).toBe(400);
    expect((await unsubscribe({ email: ['a@b.co'] })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/Newsletter/verify/${'x'.repeat(300)}` })).statusCode).toBe(400);
  });

  it('the checkout opt-in asks for confirmation too, keeping names it already knows', async () => {
    const email = 'buyer@example.com';
    await subscribe({ email, firstName: 'Ole', lastName: 'Berg', captcha: captcha() });
    await subscribeToNewsletter(
      { db: t.db, mailer: t.app.providers.mailer, shopUrl: 'http://shop.test' },
      { email: 'BUYER@example.com', firstName: '', lastName: '' },
      'checkout',
    );
    expect(await active(email)).toBe(false);
    const row = await t.db
      .selectFrom('newsletter_subscriptions')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect([row.first_name, row.last_name]).toEqual(['Ole', 'Berg']);
    expect(await linkKey(email, '/Newsletter/verify')).toBeTruthy();
  });
});
