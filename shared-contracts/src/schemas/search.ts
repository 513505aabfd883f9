/**
 * The query string of `GET /strapi/products/search/{query}` (issue 15): `exact=true` searches the
 * words as typed, with no typo correction (the "Search instead for ..." link). One definition for
 * the API's validation and its OpenAPI description.
 */
import { boolean, type InferType, object } from 'yup';

export const SEARCH_MESSAGES = {
  exactInvalid: 'exact must be true or false',
} as const;

/** `?exact=` with no value counts as absent, like an empty form field. */
const blankToUndefined = (value: unknown, original: unknown) => (original === '' ? undefined : value);

export const searchQuerySchema = object({
  exact: boolean().transform(blankToUndefined).typeError(SEARCH_MESSAGES.exactInvalid).default(false),
});
export type SearchQuery = InferType<typeof searchQuerySchema>;
