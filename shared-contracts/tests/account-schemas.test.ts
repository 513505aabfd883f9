import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerFormSchema,
  registerRequestSchema,
  resetPasswordFormSchema,
} from '../src/schemas/auth';
import { dealerSearchSchema, digitsOnlyZip } from '../src/schemas/dealer-locator';
import { newsletterSubscribeSchema } from '../src/schemas/newsletter';

/** Every message a schema gives for a value, in order. */
async function messages(schema: { validate: (v: unknown, o: object) => Promise<unknown> }, value: unknown) {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('auth schemas (001 section 5)', () => {
  it('login: email required and valid, password and captcha required', async () => {
    expect(await messages(loginSchema, {})).toEqual([
      'Email is required',
      'Password is required',
      'Please complete the captcha',
    ]);
    expect(await messages(loginSchema, { email: 'a b@c.d', password: 'x', captcha: 't' })).toEqual([
      'Email must be a valid email address',
    ]);
  });

  it('register: names, password length and matching confirmation', async () => {
    const base = { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', captcha: 't' };
    expect(await messages(registerFormSchema, { ...base, password: 'short', confirmPassword: 'short' })).toEqual([
      'Password must be at least 8 characters long',
    ]);
    expect(
      await messages(registerFormSchema, { ...base, password: 'long enough', confirmPassword: 'long enougH' }),
    ).toEqual(['Passwords do not match']);
    expect(await messages(registerFormSchema, { ...base, firstName: '  ', password: '', confirmPassword: '' })).toEqual(
      // Forms show the first message of each field: 'required' before 'too short'.
      [
        'First Name is required',
        'Password is required',
        'Password must be at least 8 characters long',
        'Confirm Password is required',
      ],
    );
  });

  it('register request carries no confirmPassword and defaults the newsletter to false', async () => {
    const body = await registerRequestSchema.validate(
      { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', password: 'long enough', captcha: 't' },
      { stripUnknown: true },
    );
    expect(body).toEqual({
      firstName: 'Ada',
      lastName: 'L',
      email: 'ada@example.com',
      password: 'long enough',
      newsletter: false,
      captcha: 't',
    });
  });

  it('forgot, reset and change password apply the same rules', async () => {
    expect(await messages(forgotPasswordSchema, { email: 'nope' })).toEqual([
      'Email must be a valid email address',
      'Please complete the captcha',
    ]);
    expect(
      await messages(resetPasswordFormSchema, { password: 'long enough', confirmPassword: 'long enough' }),
    ).toEqual(['Token is required', 'Please complete the captcha']);
    expect(
      await messages(changePasswordSchema, { currentPassword: 'x', newPassword: '1234567', confirmPassword: '1' }),
    ).toEqual(['Password must be at least 8 characters long', 'Passwords do not match']);
  });
});

describe('newsletter schema', () => {
  it('needs a valid email and the captcha; names default to empty', async () => {
    expect(await messages(newsletterSubscribeSchema, {})).toEqual([
      'Email address is required',
      'Please complete the captcha',
    ]);
    expect(await messages(newsletterSubscribeSchema, { email: 'ada@example', captcha: 't' })).toEqual([
      'Email address must be a valid email address',
    ]);
    expect(await newsletterSubscribeSchema.validate({ email: ' ada@example.com ', captcha: 't' })).toEqual({
      email: 'ada@example.com',
      firstName: '',
      lastName: '',
      captcha: 't',
    });
  });
});

describe('dealer locator search', () => {
  it('keeps digits only, at most five', () => {
    expect(digitsOnlyZip('59a7-15 99')).toBe('59715');
  });

  it('needs a five-digit zip and an offered radius, 50 miles by default', async () => {
    expect(await messages(dealerSearchSchema, { zip: '' })).toEqual(['Zip Code is required']);
    expect(await messages(dealerSearchSchema, { zip: '5971' })).toEqual(['Zip Code must be 5 digits']);
    expect(await messages(dealerSearchSchema, { zip: '59715', radius: 75 })).toEqual([
      'Choose one of the offered distances',
    ]);
    expect(await dealerSearchSchema.validate({ zip: '59715' })).toEqual({ zip: '59715', radius: 50 });
  });
});
