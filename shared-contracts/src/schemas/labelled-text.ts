/**
 * Text fields of the registration forms (dealer, product) with their label in every message: trimmed,
 * empty by default, bounded (issue 13), no control characters.
 */
import { string } from 'yup';
import { TEXT_LIMITS, tooLongMessage } from '../domain/limits';

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f]*$/;

/** 'email address' -> 'Email address': a label at the start of a message starts its sentence. */
export const sentenceCase = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/** 000 and 001 section 5: "required fields give '{Label} is required'". */
export const requiredMessage = (label: string) => `${sentenceCase(label)} is required`;

/** 000 and 001 section 5: "invalid e-mail gives '{Label} must be a valid email address'". */
export const invalidEmailMessage = (label: string) => `${sentenceCase(label)} must be a valid email address`;

export const labelledText = (label: string, max: number = TEXT_LIMITS.line) =>
  string()
    .transform(trimmed)
    .default('')
    .max(max, tooLongMessage(max, label))
    .matches(NO_CONTROL_CHARACTERS, {
      message: `${label} contains characters that are not allowed`,
      excludeEmptyString: true,
    });

export const requiredLabelledText = (label: string, max?: number) =>
  labelledText(label, max).required(`${label} is required`);
