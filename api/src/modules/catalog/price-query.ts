/**
 * The query of `GET /Products/prices?skus=A,B,C`: the SKUs a page shows, comma-separated. Items are
 * trimmed, empty ones dropped and repeats asked once. A SKU is what the content seed names SKUs
 * with (letters, digits, '-', plus '_' and '.'), at most 64 characters; at most 100 distinct SKUs
 * per request (a page asks more in several requests). Anything else answers 400 with the reason.
 */
import { type InferType, object, string } from 'yup';

export const PRICE_QUERY_LIMITS = {
  /** Distinct SKUs in one request. */
  maxSkus: 100,
  /** Characters of one SKU. */
  skuLength: 64,
} as const;

/** Every seeded SKU matches this (e.g. HA-BR1-308WIN-20-BLK). */
export const SKU_PATTERN = /^[A-Za-z0-9._-]+$/;

export const PRICE_QUERY_MESSAGES = {
  missing: 'skus is required: a comma-separated list of SKUs',
  tooMany: `At most ${PRICE_QUERY_LIMITS.maxSkus} SKUs may be asked in one request`,
  nul: 'skus must not contain the NUL character',
  tooLong: (sku: string) => `SKU "${sku.slice(0, 20)}…" is longer than ${PRICE_QUERY_LIMITS.skuLength} characters`,
  badCharacters: (sku: string) =>
    `SKU "${sku.slice(0, PRICE_QUERY_LIMITS.skuLength)}" may only contain letters, digits, '-', '_' and '.'`,
} as const;

/** The distinct SKUs of the query's text, trimmed, in the order given. */
export function skuListOf(text: string): string[] {
  return [...new Set(text.split(',').map((sku) => sku.trim()))].filter((sku) => sku !== '');
}

/** Why the text is not a list of SKUs one may ask for, or null when it is. */
function problemOf(text: string | undefined): string | null {
  if (text === undefined) return PRICE_QUERY_MESSAGES.missing;
  if (text.includes('\0')) return PRICE_QUERY_MESSAGES.nul;
  const skus = skuListOf(text);
  if (skus.length === 0) return PRICE_QUERY_MESSAGES.missing;
  if (skus.length > PRICE_QUERY_LIMITS.maxSkus) return PRICE_QUERY_MESSAGES.tooMany;
  for (const sku of skus) {
    if (sku.length > PRICE_QUERY_LIMITS.skuLength) return PRICE_QUERY_MESSAGES.tooLong(sku);
    if (!SKU_PATTERN.test(sku)) return PRICE_QUERY_MESSAGES.badCharacters(sku);
  }
  return null;
}

export const priceQuerySchema = object({
  skus: string()
    .label('skus')
    .required(PRICE_QUERY_MESSAGES.missing)
    .test('sku-list', PRICE_QUERY_MESSAGES.missing, function check(value) {
      const problem = problemOf(value);
      return problem === null || this.createError({ message: problem });
    }),
});
export type PriceQuery = InferType<typeof priceQuerySchema>;
