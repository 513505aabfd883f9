/**
 * Typo tolerance for product search: when the exact substring search finds nothing, each word of
 * the query that is not a word of the catalogue is replaced by the catalogue word closest to it,
 * within one edit for words of 4 to 7 letters and two edits for longer ones. An edit is an
 * insertion, a deletion, a substitution or a swap of two neighbouring letters (the optimal string
 * alignment distance), so 'muzzel' is one edit from 'muzzle'. Words of 3 letters or fewer are never
 * corrected: too many catalogue words lie one edit away from them. Nor are numbers ('1912' is
 * more likely a model the shop does not make than a typo of '1911').
 *
 * Pure: the database part (the vocabulary's candidates for each word) is in queries.ts, the order
 * of the steps in service.ts. docs/decisions/0009-typo-tolerant-search.md says why it works so.
 */
import { charLength, SEARCH_WORD_MAX_LENGTH, searchForm, type WordSpan, wordSpans } from '../../shared/search-words';

/** Query words shorter than this are never corrected. */
export const CORRECTION_MIN_LENGTH = 4;

/** How many edits a word of this length may be away from the catalogue word it is corrected to. */
export function allowedEdits(word: string): number {
  const length = charLength(word);
  if (length < CORRECTION_MIN_LENGTH) return 0;
  return length <= 7 ? 1 : 2;
}

/**
 * Optimal string alignment distance (Damerau-Levenshtein without repeated edits of one substring),
 * over characters (code points), stopping early once every path is over `limit` (answers limit + 1
 * then).
 */
export function editDistance(left: string, right: string, limit = Number.POSITIVE_INFINITY): number {
  const a = [...left];
  const b = [...right];
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    // No path comes back under the limit: later rows only add to this row's values, and a swap
    // reaches back to the row before, whose values are at least this row's minimum less one.
    if (rowMin > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  // The last row can end over the limit while every row kept a path within it.
  return Math.min(previous[b.length]!, limit + 1);
}

/** A vocabulary word the database found near a query term. */
export interface VocabularyCandidate {
  word: string;
  /** How many products hold it (the more common word wins a tie). */
  productCount: number;
}

/** A query term to look up: a word, or a whole code such as a sku ('ha-brk-5824-bkl'). */
export interface CorrectionTerm {
  term: string;
  /** allowedEdits(term) (at least 1). */
  edits: number;
}

interface Token {
  /** The whole token when it is several words joined by punctuation (a sku): corrected as one first. */
  compound: WordSpan | null;
  /** Its words that may be corrected one by one. */
  words: WordSpan[];
}

export interface CorrectionPlan {
  /** The query as the corrections apply to it: trimmed, NFC, lower-cased. */
  text: string;
  tokens: Token[];
  /** Every distinct word that may be corrected (asked about first: a cheap look-up). */
  wordTerms: CorrectionTerm[];
  /** Every distinct whole code (asked about only when correcting the words found nothing). */
  compoundTerms: CorrectionTerm[];
}

const correctable = (word: string) => {
  const length = charLength(word);
  return length >= CORRECTION_MIN_LENGTH && length <= SEARCH_WORD_MAX_LENGTH;
};
const isNumber = (word: string) => /^\p{N}+$/u.test(word);

/** What of `query` could be corrected, and the terms to ask the vocabulary about. */
export function planCorrection(query: string): CorrectionPlan {
  const text = searchForm(query.trim());
  const tokens: Token[] = [];
  const wordTerms = new Map<string, number>();
  const compoundTerms = new Map<string, number>();
  for (const piece of text.matchAll(/\S+/gu)) {
    const spans = wordSpans(piece[0]).map((span) => ({
      ...span,
      start: span.start + piece.index,
      end: span.end + piece.index,
    }));
    const first = spans[0];
    const last = spans[spans.length - 1];
    if (!first || !last) continue;
    let compound: WordSpan | null = null;
    if (spans.length > 1) {
      const word = text.slice(first.start, last.end);
      if (correctable(word)) compound = { word, start: first.start, end: last.end };
    }
    const words = spans.filter((span) => correctable(span.word) && !isNumber(span.word));
    if (!compound && words.length === 0) continue;
    tokens.push({ compound, words });
    if (compound) compoundTerms.set(compound.word, allowedEdits(compound.word));
    for (const span of words) wordTerms.set(span.word, allowedEdits(span.word));
  }
  const list = (terms: Map<string, number>) => [...terms].map(([term, edits]) => ({ term, edits }));
  return { text, tokens, wordTerms: list(wordTerms), compoundTerms: list(compoundTerms) };
}

/**
 * The vocabulary word `term` should become: the closest within allowedEdits(term); ties go to the
 * word more products hold, then the shorter, then the first alphabetically. null when `term` is a
 * vocabulary word itself (nothing to correct) or nothing is close enough.
 */
export function pickCorrection(term: string, candidates: readonly VocabularyCandidate[]): string | null {
  const limit = allowedEdits(term);
  if (limit === 0) return null;
  let best: { word: string; distance: number; productCount: number; length: number } | null = null;
  for (const candidate of candidates) {
    if (candidate.word === term) return null;
    const distance = editDistance(term, candidate.word, limit);
    if (distance > limit) continue;
    const scored = { ...candidate, distance, length: charLength(candidate.word) };
    if (!best || isBetter(scored, best)) best = scored;
  }
  return best?.word ?? null;
}

function isBetter(
  a: { word: string; distance: number; productCount: number; length: number },
  b: { word: string; distance: number; productCount: number; length: number },
): boolean {
  if (a.distance !== b.distance) return a.distance < b.distance;
  if (a.productCount !== b.productCount) return a.productCount > b.productCount;
  if (a.length !== b.length) return a.length < b.length;
  return a.word < b.word;
}

/** One word (or code) of the query and what it became. */
export interface Correction {
  from: string;
  to: string;
}

export interface CorrectedQuery {
  /** The query with its corrections in place (lower-cased; spacing and punctuation kept). */
  query: string;
  /** In the order they stand in the query. */
  corrections: Correction[];
}

/**
 * The corrected query, or null when nothing was corrected.
 * - `wholeCodes` false: each word is corrected on its own ('ha-br1-308wn' -> 'ha-br1-308win').
 * - `wholeCodes` true: a token that is a whole code (a sku with its dashes) is corrected as one when
 *   the vocabulary holds something close ('ha-brk-5824-bkl' -> 'ha-brk-5824-blk', where 'bkl' is too
 *   short to correct alone); only otherwise are its words corrected one by one. The caller asks for
 *   this second, as looking up whole codes costs more (docs/decisions/0009).
 */
export function applyCorrections(
  plan: CorrectionPlan,
  candidates: ReadonlyMap<string, readonly VocabularyCandidate[]>,
  { wholeCodes }: { wholeCodes: boolean },
): CorrectedQuery | null {
  const replacements: Array<WordSpan & { to: string }> = [];
  for (const token of plan.tokens) {
    if (wholeCodes && token.compound) {
      const near = candidates.get(token.compound.word) ?? [];
      if (near.some((candidate) => candidate.word === token.compound?.word)) continue;
      const to = pickCorrection(token.compound.word, near);
      if (to) {
        replacements.push({ ...token.compound, to });
        continue;
      }
    }
    for (const span of token.words) {
      const to = pickCorrection(span.word, candidates.get(span.word) ?? []);
      if (to) replacements.push({ ...span, to });
    }
  }
  if (replacements.length === 0) return null;
  let query = '';
  let at = 0;
  for (const replacement of replacements) {
    query += plan.text.slice(at, replacement.start) + replacement.to;
    at = replacement.end;
  }
  query += plan.text.slice(at);
  return { query, corrections: replacements.map(({ word, to }) => ({ from: word, to })) };
}
