import { CAPTCHA_FAILED_MESSAGE } from 'shared-contracts/domain/limits';
import { NEWSLETTER_MESSAGES } from 'shared-contracts/schemas/newsletter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribeToNewsletter } from '../../src/modules/newsletter/index';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const status = async (email: string) =>
  (await t.app.inject({ method: 'GET', url: `/Newsletter/status/${encodeURIComponent(email)}` })).json();
const subscribe = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/Newsletter/subscribe', payload });
const unsubscribe = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/Newsletter/unsubscribe', payload });

describe('newsletter', () => {
  it('subscribes with a passing captcha and says so', async () => {
    expect(await status('rancher@example.com')).toEqual({ isSubscribed: false });
    const response = await subscribe({
      email: 'rancher@example.com',
      firstName: 'Ada',
      lastName: 'Lund',
      captcha: 'test-pass-1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'You have been subscribed to the newsletter' });
    expect(await status('rancher@example.com')).toEqual({ isSubscribed: true });
  });

  it('treats addresses case-insensitively', async () => {
    await subscribe({ email: 'Mixed.Case@Example.com', captcha: 'test-pass-2' });
    expect(await status('mixed.case@example.com')).toEqual({ isSubscribed: true });
  });

  it('unsubscribes and says so', async () => {
    await subscribe({ email: 'leaver@example.com', captcha: 'test-pass-3' });
    const response = await unsubscribe({ email: 'leaver@example.com' });
    expect(response.json()).toEqual({ message: NEWSLETTER_MESSAGES.unsubscribed });
    expect(response.json().message).toBe('You have been unsubscribed from the newsletter');
    expect(await status('leaver@example.com')).toEqual({ isSubscribed: false });
  });

  it('refuses a failing captcha with 400 and stores nothing', async () => {
    const response = await subscribe({ email: 'bot@example.com', captcha: 'test-fail' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: CAPTCHA_FAILED_MESSAGE,
      title: 'Bad Request',
      errors: { captcha: [CAPTCHA_FAILED_MESSAGE] },
    });
    expect(await status('bot@example.com')).toEqual({ isSubscribed: false });
  });

  it('answers missing and invalid fields with the form messages', async () => {
    const missing = await subscribe({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      email: ['Email is required'],
      captcha: [NEWSLETTER_MESSAGES.captchaRequired],
    });
    const invalid = await subscribe({ email: 'no at sign', captcha: 'test-pass' });
    expect(invalid.json()).toMatchObject({
      message: 'Email must be a valid email address',
      errors: { email: ['Email must be a valid email address'] },
    });
    const badStatus = await t.app.inject({ method: 'GET', url: '/Newsletter/status/nope' });
    expect(badStatus.statusCode).toBe(400);
    const badUnsubscribe = await unsubscribe({ email: '' });
    expect(badUnsubscribe.json().errors).toEqual({ email: ['Email is required'] });
  });

  it('lets the checkout subscribe without a captcha, keeping names it already knows', async () => {
    await subscribe({ email: 'buyer@example.com', firstName: 'Ole', lastName: 'Berg', captcha: 'test-pass' });
    await unsubscribe({ email: 'buyer@example.com' });
    await subscribeToNewsletter(t.db, { email: 'BUYER@example.com', firstName: '', lastName: '' }, 'checkout');
    expect(await status('buyer@example.com')).toEqual({ isSubscribed: true });
    const row = await t.db
      .selectFrom('newsletter_subscriptions')
      .selectAll()
      .where('email', '=', 'buyer@example.com')
      .executeTakeFirstOrThrow();
    expect([row.first_name, row.last_name, row.source]).toEqual(['Ole', 'Berg', 'form']);
  });
});
