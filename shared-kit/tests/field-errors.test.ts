import { NEWSLETTER_MESSAGES, newsletterSubscribeSchema } from 'shared-contracts/schemas/newsletter';
import { describe, expect, it } from 'vitest';
import { number, object, string } from 'yup';
import { DEFAULT_FAILURE_MESSAGE, fieldErrorsFrom, serverMessage, validateWith } from '../src/field-errors';
import { ApiCallError } from '../src/http/client';

describe('validateWith', () => {
  it('gives the first message per field, required before format', async () => {
    const result = await validateWith(newsletterSubscribeSchema, { email: '', captcha: '' });
    expect(result).toEqual({
      ok: false,
      errors: { email: NEWSLETTER_MESSAGES.emailRequired, captcha: NEWSLETTER_MESSAGES.captchaRequired },
    });
  });

  it('gives the format message once the field is filled', async () => {
    const result = await validateWith(newsletterSubscribeSchema, { email: 'not-an-email', captcha: 'test-pass-1' });
    expect(result).toEqual({ ok: false, errors: { email: NEWSLETTER_MESSAGES.emailInvalid } });
  });

  it('resolves with the cast value when valid', async () => {
    const result = await validateWith(newsletterSubscribeSchema, { email: ' a@b.co ', captcha: 't' });
    expect(result).toEqual({ ok: true, value: { email: 'a@b.co', firstName: '', lastName: '', captcha: 't' } });
  });

  it('re-throws what is not a validation error (a bug must not look like a field error)', async () => {
    const broken = {
      validate: async () => {
        throw new TypeError('schema exploded');
      },
    };
    await expect(validateWith(broken, {})).rejects.toThrow('schema exploded');
  });
});

describe('fieldErrorsFrom', () => {
  it('maps a ValidationError in schema order and keeps a pathless message under _', async () => {
    const schema = object({ quantity: number().required('Quantity is required').min(1, 'At least 1') }).test(
      'whole',
      'The form is incomplete',
      () => false,
    );
    const error = await schema.validate({ quantity: 0 }, { abortEarly: false }).catch((e: unknown) => e);
    expect(fieldErrorsFrom(error)).toEqual({ quantity: 'At least 1', _: 'The form is incomplete' });
  });

  it('reads a single (abortEarly) error too', async () => {
    const error = await object({ name: string().required('Name is required') })
      .validate({})
      .catch((e: unknown) => e);
    expect(fieldErrorsFrom(error)).toEqual({ name: 'Name is required' });
  });

  it('is null for anything else', () => {
    expect(fieldErrorsFrom(new Error('x'))).toBeNull();
    expect(fieldErrorsFrom(undefined)).toBeNull();
    expect(fieldErrorsFrom('ValidationError')).toBeNull();
  });
});

describe('serverMessage', () => {
  it("prefers the server's message, then its title, then the error's own message", () => {
    expect(serverMessage(new ApiCallError('Request failed with status 400', 400, { message: 'Bad captcha' }))).toBe(
      'Bad captcha',
    );
    expect(serverMessage(new ApiCallError('x', 429, { message: '', title: 'Too many requests' }))).toBe(
      'Too many requests',
    );
    expect(serverMessage(new ApiCallError('The shop could not be reached', undefined, undefined))).toBe(
      'The shop could not be reached',
    );
  });

  it('falls back for anything without a message', () => {
    expect(serverMessage(null)).toBe(DEFAULT_FAILURE_MESSAGE);
    expect(serverMessage({})).toBe(DEFAULT_FAILURE_MESSAGE);
    expect(serverMessage('boom', 'Could not send')).toBe('Could not send');
  });
});
