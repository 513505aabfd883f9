/**
 * Product image request of the media library (specification 001, sections 3 and 5): firstName,
 * lastName, email (valid), lookingFor and captcha required. POST /Registration/image-request.
 * Labels as the form shows them: First name, Last name, email address, I'm looking for.
 * One definition for the media-library form and the API.
 */
import { type InferType, object, string } from 'yup';
import { TEXT_LIMITS, tooLongMessage } from '../domain/limits';
import { EMAIL_PATTERN } from './patterns';

export const IMAGE_REQUEST_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'email address',
  lookingFor: "I'm looking for",
} as const;

export const IMAGE_REQUEST_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email must be a valid email address',
  lookingForRequired: "Please tell us what you're looking for",
  captchaRequired: 'Please complete the captcha',
  /** Not worded by the specification. */
  sent: 'Thank you. Your image request has been sent.',
} as const;

export const imageRequestSchema = object({
  firstName: string().trim().required(IMAGE_REQUEST_MESSAGES.firstNameRequired).max(100),
  lastName: string().trim().required(IMAGE_REQUEST_MESSAGES.lastNameRequired).max(100),
  email: string()
    .trim()
    .required(IMAGE_REQUEST_MESSAGES.emailRequired)
    .max(TEXT_LIMITS.email, tooLongMessage(TEXT_LIMITS.email, 'Email'))
    .matches(EMAIL_PATTERN, { message: IMAGE_REQUEST_MESSAGES.emailInvalid, excludeEmptyString: true }),
  lookingFor: string().trim().required(IMAGE_REQUEST_MESSAGES.lookingForRequired).max(2000),
  captcha: string()
    .required(IMAGE_REQUEST_MESSAGES.captchaRequired)
    .max(TEXT_LIMITS.token, tooLongMessage(TEXT_LIMITS.token, 'Captcha')),
});
export type ImageRequest = InferType<typeof imageRequestSchema>;
