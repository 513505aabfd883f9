/**
 * Pro Deal application (001 sections 3, 5 and 7): POST /Registration/prodeal, multipart with the
 * account's email and supportingDocuments files. Types png, jpg, jpeg, tiff, tif and pdf (checked by
 * their bytes on the server), each less than 0.5MB, a handful at most. One definition for the form
 * and the API.
 */
import { type InferType, object, string } from 'yup';
import { EMAIL_PATTERN } from './patterns';

export const PRO_DEAL_DOCUMENT_KINDS = ['png', 'jpg', 'tif', 'pdf'] as const;
/** What the file picker offers (the extensions of the specification). */
export const PRO_DEAL_ACCEPT = '.png,.jpg,.jpeg,.tiff,.tif,.pdf,image/png,image/jpeg,image/tiff,application/pdf';
export const PRO_DEAL_EXTENSIONS = ['png', 'jpg', 'jpeg', 'tiff', 'tif', 'pdf'] as const;
export const PRO_DEAL_MAX_FILES = 5;

export const PRO_DEAL_FORM_MESSAGES = {
  documentRequired: 'Please add at least one document',
  tooMany: `Please add at most ${PRO_DEAL_MAX_FILES} documents`,
  wrongType: (name: string) => `"${name}" is not a PNG, JPG, TIFF or PDF document`,
  tooLarge: (name: string) => `"${name}" is too large: documents must be less than 0.5MB`,
} as const;

export const proDealEmailSchema = object({
  email: string()
    .trim()
    .required('Email is required')
    .max(254, 'Email must be a valid email address')
    .matches(EMAIL_PATTERN, { message: 'Email must be a valid email address', excludeEmptyString: true }),
});
export type ProDealEmail = InferType<typeof proDealEmailSchema>;
