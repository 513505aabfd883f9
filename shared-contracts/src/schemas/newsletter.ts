/**
 * Newsletter subscription (specification 001, sections 3 and 5): email required and valid, captcha
 * required. POST /Newsletter/subscribe receives { email, firstName, lastName, captcha }; the signup
 * fragment sends empty names. One definition for the signup form and the API.
 */
import { type InferType, object, string } from 'yup';
import { EMAIL_PATTERN } from './patterns';

export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email must be a valid email address',
  captchaRequired: 'Please complete the captcha',
  subscribed: 'You have been subscribed to the newsletter',
  unsubscribed: 'You have been unsubscribed from the newsletter',
} as const;

export const newsletterSubscribeSchema = object({
  email: string()
    .trim()
    .required(NEWSLETTER_MESSAGES.emailRequired)
    .matches(EMAIL_PATTERN, { message: NEWSLETTER_MESSAGES.emailInvalid, excludeEmptyString: true }),
  firstName: string().trim().default(''),
  lastName: string().trim().default(''),
  captcha: string().required(NEWSLETTER_MESSAGES.captchaRequired),
});
export type NewsletterSubscribeRequest = InferType<typeof newsletterSubscribeSchema>;
