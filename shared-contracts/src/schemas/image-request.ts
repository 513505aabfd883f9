/**
 * Product image request of the media library (specification 001, sections 3 and 5): firstName,
 * lastName, email (valid), lookingFor and captcha required. POST /Registration/image-request.
 * Labels as the form shows them: First name, Last name, email address, I'm looking for.
 * One definition for the media-library form and the API.
 */
import { type InferType, object, string } from 'yup';
import { TEXT_LIMITS, tooLongMessage } from '../domain/limits';
import { invalidEmailMessage, requiredMessage, sentenceCase } from './labelled-text';
import { EMAIL_PATTERN } from './patterns';

export const IMAGE_REQUEST_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'email address',
  lookingFor: "I'm looking for",
} as const;

const L = IMAGE_REQUEST_LABELS;

/** Each message in its field's label ('{Label} is required', 000 and 001 section 5). */
export const IMAGE_REQUEST_MESSAGES = {
  firstNameRequired: requiredMessage(L.firstName),
  lastNameRequired: requiredMessage(L.lastName),
  emailRequired: requiredMessage(L.email),
  emailInvalid: invalidEmailMessage(L.email),
  lookingForRequired: requiredMessage(L.lookingFor),
  captchaRequired: 'Please complete the captcha',
  /** Not worded by the specification. */
  sent: 'Thank you. Your image request has been sent.',
} as const;

export const imageRequestSchema = object({
  firstName: string()
    .trim()
    .required(IMAGE_REQUEST_MESSAGES.firstNameRequired)
    .max(TEXT_LIMITS.name, tooLongMessage(TEXT_LIMITS.name, L.firstName)),
  lastName: string()
    .trim()
    .required(IMAGE_REQUEST_MESSAGES.lastNameRequired)
    .max(TEXT_LIMITS.name, tooLongMessage(TEXT_LIMITS.name, L.lastName)),
  email: string()
    .trim()
    .required(IMAGE_REQUEST_MESSAGES.emailRequired)
    .max(TEXT_LIMITS.email, tooLongMessage(TEXT_LIMITS.email, sentenceCase(L.email)))
    .matches(EMAIL_PATTERN, { message: IMAGE_REQUEST_MESSAGES.emailInvalid, excludeEmptyString: true }),
  lookingFor: string()
    .trim()
    .required(IMAGE_REQUEST_MESSAGES.lookingForRequired)
    .max(TEXT_LIMITS.long, tooLongMessage(TEXT_LIMITS.long, L.lookingFor)),
  captcha: string()
    .required(IMAGE_REQUEST_MESSAGES.captchaRequired)
    .max(TEXT_LIMITS.token, tooLongMessage(TEXT_LIMITS.token, 'Captcha')),
});
export type ImageRequest = InferType<typeof imageRequestSchema>;
