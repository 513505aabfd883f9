/**
 * The words of product search: how a title, a subtitle, a sku or a shopper's query is cut into
 * words. ONE definition for the vocabulary the search corrects typos against (product_words,
 * written by the content module and backfilled by migration 006) and for the words of a query, so
 * the two always agree. No I/O.
 *
 * A word is a run of letters, marks and digits in any script ('café', 'hr', '1', '308win'),
 * lower-cased after NFC normalisation (so a decomposed 'é' is one letter, as a typed one is).
 */

/** Words longer than this are never vocabulary words nor corrected (no real word is that long). */
export const SEARCH_WORD_MAX_LENGTH = 64;

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** Lower-cased, NFC-normalised text: what words and search text are compared in. */
export function searchForm(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

/** Length in characters (code points), not UTF-16 units. */
export function charLength(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

export interface WordSpan {
  word: string;
  /** Offsets in the text the word was cut from (UTF-16 units, for slicing). */
  start: number;
  end: number;
}

/** The words of an already lower-cased text, with where each one stands. */
export function wordSpans(text: string): WordSpan[] {
  return [...text.matchAll(WORD)].map((match) => ({
    word: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** The words of any text, lower-cased, in order (repeats kept). */
export function wordsOf(text: string): string[] {
  return wordSpans(searchForm(text)).map((span) => span.word);
}

/**
 * A product's vocabulary words, distinct and sorted: the words of its title and subtitle, and of
 * each sku both the whole code ('ha-brk-5824-blk', so a mistyped code is corrected as one) and its
 * parts ('ha', 'brk', '5824', 'blk'). Descriptions stay out: their long tail of words would
 * "correct" a typo into a word no shopper meant.
 */
export function productSearchWords(product: { title: string; subtitle?: string | null; skus: string[] }): string[] {
  const words = new Set<string>([...wordsOf(product.title), ...wordsOf(product.subtitle ?? '')]);
  for (const sku of product.skus) {
    const whole = searchForm(sku.trim());
    if (whole) words.add(whole);
    for (const part of wordsOf(sku)) words.add(part);
  }
  return [...words].filter((word) => charLength(word) <= SEARCH_WORD_MAX_LENGTH).sort();
}
