/**
 * Product reviews (specification 001 §1, §2: every product page and /reviews host a reviews widget).
 * The specification words no message for it (the widget was a vendor's), so these are ours.
 * One definition for the 'Write a review' form and for POST /reviews/products/{productId}; the
 * list query schema checks `page` and `pageSize` of the two list endpoints.
 */
import { type InferType, number, object, string } from 'yup';
import { TEXT_LIMITS, tooLongMessage } from '../domain/limits';

export const REVIEW_LIMITS = {
  titleMax: 120,
  bodyMin: 20,
  bodyMax: 4000,
  displayNameMax: 40,
  /** Reviews per page: the product widget asks for 5, /reviews for 10. */
  pageSizeDefault: 5,
  pageSizeMax: 50,
} as const;

export const REVIEW_LABELS = {
  rating: 'Your rating',
  title: 'Review title',
  body: 'Your review',
  displayName: 'Display name',
} as const;

export const REVIEW_MESSAGES = {
  ratingRequired: 'Please select a star rating',
  ratingRange: 'Rating must be a whole number of stars from 1 to 5',
  titleRequired: 'Please give your review a title',
  titleTooLong: `Title must be at most ${REVIEW_LIMITS.titleMax} characters`,
  bodyRequired: 'Please write your review',
  bodyTooShort: `Your review must be at least ${REVIEW_LIMITS.bodyMin} characters`,
  bodyTooLong: `Your review must be at most ${REVIEW_LIMITS.bodyMax} characters`,
  displayNameRequired: 'Please enter the name to show with your review',
  displayNameTooLong: `Display name must be at most ${REVIEW_LIMITS.displayNameMax} characters`,
  /** The name is published: keep contact details out of it. */
  displayNameNoEmail: 'Please do not use an email address as your display name',
  captchaRequired: 'Please complete the captcha',
  /** The answer to a stored review: it waits for moderation and is not shown until approved. */
  submitted: 'Thank you for your review! It will appear on the site once our team has approved it.',
  pageInvalid: 'Page must be a whole number of at least 1',
  pageSizeInvalid: `Page size must be a whole number from 1 to ${REVIEW_LIMITS.pageSizeMax}`,
} as const;

/** Empty form values ('' from an input, null from an unchecked radio group) count as missing. */
const blankToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;

export const reviewSubmitSchema = object({
  rating: number()
    .transform(blankToUndefined)
    .typeError(REVIEW_MESSAGES.ratingRequired)
    .required(REVIEW_MESSAGES.ratingRequired)
    .integer(REVIEW_MESSAGES.ratingRange)
    .min(1, REVIEW_MESSAGES.ratingRange)
    .max(5, REVIEW_MESSAGES.ratingRange),
  title: string()
    .trim()
    .required(REVIEW_MESSAGES.titleRequired)
    .max(REVIEW_LIMITS.titleMax, REVIEW_MESSAGES.titleTooLong),
  body: string()
    .trim()
    .required(REVIEW_MESSAGES.bodyRequired)
    .min(REVIEW_LIMITS.bodyMin, REVIEW_MESSAGES.bodyTooShort)
    .max(REVIEW_LIMITS.bodyMax, REVIEW_MESSAGES.bodyTooLong),
  displayName: string()
    .trim()
    .required(REVIEW_MESSAGES.displayNameRequired)
    .max(REVIEW_LIMITS.displayNameMax, REVIEW_MESSAGES.displayNameTooLong)
    .test('no-email', REVIEW_MESSAGES.displayNameNoEmail, (value) => !value?.includes('@')),
  captcha: string()
    .required(REVIEW_MESSAGES.captchaRequired)
    .max(TEXT_LIMITS.token, tooLongMessage(TEXT_LIMITS.token, 'Captcha')),
});
export type ReviewSubmitRequest = InferType<typeof reviewSubmitSchema>;

export const reviewListQuerySchema = object({
  page: number()
    .transform(blankToUndefined)
    .typeError(REVIEW_MESSAGES.pageInvalid)
    .integer(REVIEW_MESSAGES.pageInvalid)
    .min(1, REVIEW_MESSAGES.pageInvalid)
    .default(1),
  pageSize: number()
    .transform(blankToUndefined)
    .typeError(REVIEW_MESSAGES.pageSizeInvalid)
    .integer(REVIEW_MESSAGES.pageSizeInvalid)
    .min(1, REVIEW_MESSAGES.pageSizeInvalid)
    .max(REVIEW_LIMITS.pageSizeMax, REVIEW_MESSAGES.pageSizeInvalid)
    .default(REVIEW_LIMITS.pageSizeDefault),
});
export type ReviewListQuery = InferType<typeof reviewListQuerySchema>;
