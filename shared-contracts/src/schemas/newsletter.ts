/**
 * Newsletter subscription (specification 001, sections 3 and 5): email required and valid, captcha
 * required. POST /Newsletter/subscribe receives { email, firstName, lastName, captcha }; the signup
 * fragment sends empty names. One definition for the signup form and the API.
 */
import { type InferType, object, string } from 'yup';
import { invalidEmailMessage, requiredMessage } from './labelled-text';
import { EMAIL_PATTERN } from './patterns';

/** The label of the signup's one field; its messages say the same words. */
export const NEWSLETTER_LABELS = { email: 'Email address' } as const;

export const NEWSLETTER_MESSAGES = {
  emailRequired: requiredMessage(NEWSLETTER_LABELS.email),
  emailInvalid: invalidEmailMessage(NEWSLETTER_LABELS.email),
  captchaRequired: 'Please complete the captcha',
  subscribed: 'You have been subscribed to the newsletter',
  unsubscribed: 'You have been unsubscribed from the newsletter',
} as const;

export const newsletterSubscribeSchema = object({
  email: string()
    .trim()
    .required(NEWSLETTER_MESSAGES.emailRequired)
    .max(254, NEWSLETTER_MESSAGES.emailInvalid)
    .matches(EMAIL_PATTERN, { message: NEWSLETTER_MESSAGES.emailInvalid, excludeEmptyString: true }),
  firstName: string().trim().max(100, 'First name must be at most 100 characters').default(''),
  lastName: string().trim().max(100, 'Last name must be at most 100 characters').default(''),
  captcha: string().required(NEWSLETTER_MESSAGES.captchaRequired).max(4096, NEWSLETTER_MESSAGES.captchaRequired),
});
export type NewsletterSubscribeRequest = InferType<typeof newsletterSubscribeSchema>;

/** What the newsletter endpoints answer besides the two messages of the specification. */
export const NEWSLETTER_API_MESSAGES = {
  confirmationSent: 'Please check your inbox and confirm your subscription with the link we sent',
  confirmed: 'Your newsletter subscription is confirmed',
  linkInvalid: 'This confirmation link is not valid or has expired',
  notFound: 'Subscription not found',
  emailOrToken: 'Email or token is required',
} as const;

/**
 * POST /Newsletter/unsubscribe: `{ email }` (the signed-in customer's own address) or `{ token }`
 * (the key of an e-mail's unsubscribe link).
 */
export const newsletterUnsubscribeSchema = object({
  email: string()
    .trim()
    .max(254, NEWSLETTER_MESSAGES.emailInvalid)
    .matches(EMAIL_PATTERN, { message: NEWSLETTER_MESSAGES.emailInvalid, excludeEmptyString: true })
    .optional(),
  token: string().trim().max(256, NEWSLETTER_API_MESSAGES.notFound).optional(),
}).test('email-or-token', NEWSLETTER_API_MESSAGES.emailOrToken, (value) => Boolean(value?.email || value?.token));
export type NewsletterUnsubscribeRequest = InferType<typeof newsletterUnsubscribeSchema>;
