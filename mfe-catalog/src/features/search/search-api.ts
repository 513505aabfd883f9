import type { ReactNode } from 'react';
import { LIMITS, type ProductSearchAnswer, type ProductSearchResult } from 'shared-contracts';
import { apiCall } from 'shared-kit';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Results sorted by title, case-insensitive (spec 001 §5). */
export function sortByTitle(results: ProductSearchResult[]): ProductSearchResult[] {
  return [...results].sort((a, b) => collator.compare(a.title, b.title));
}

/** What a search found, and whether the API searched corrected words instead of the typed ones. */
export interface SearchOutcome {
  results: ProductSearchResult[];
  /** Set when nothing matched as typed and the API searched these corrected words instead. */
  correction: NonNullable<ProductSearchAnswer['meta']> | null;
}

export const NO_RESULTS: SearchOutcome = { results: [], correction: null };

export interface SearchOptions {
  /** The words exactly as typed: no typo correction ("Search instead for ..."). */
  exact?: boolean;
}

/** Asks the API; rejects on failure (callers choose the empty fallback). */
export async function fetchSearch(query: string, { exact = false }: SearchOptions = {}): Promise<SearchOutcome> {
  const q = query.trim();
  if (!q) return NO_RESULTS;
  const answer = await apiCall<ProductSearchAnswer>(
    `/strapi/products/search/${encodeURIComponent(q)}${exact ? '?exact=true' : ''}`,
    { skipErrorHandler: true },
  );
  const results = sortByTitle(Array.isArray(answer.data) ? answer.data : []);
  const meta = answer.meta;
  const correction =
    results.length > 0 && typeof meta?.correctedQuery === 'string'
      ? { correctedQuery: meta.correctedQuery, corrections: Array.isArray(meta.corrections) ? meta.corrections : [] }
      : null;
  return { results, correction };
}

/** Search failure returns an empty list (spec 001 §8): never an error page or toast. */
export async function searchProducts(query: string, options: SearchOptions = {}): Promise<SearchOutcome> {
  try {
    return await fetchSearch(query, options);
  } catch (error) {
    console.error('[catalog] search failed', error);
    return NO_RESULTS;
  }
}

/** Suggestions only when the query is longer than 2 characters. */
export function wantsSuggestions(query: string): boolean {
  return query.trim().length >= LIMITS.searchSuggestMinLength;
}

/** Submitting navigates only when the query is longer than 1 character. */
export function canSubmit(query: string): boolean {
  return query.trim().length >= LIMITS.searchSubmitMinLength;
}

/** The selection index runs from -1 (none) to the last result and stops at both ends. */
export function moveSelection(index: number, delta: 1 | -1, count: number): number {
  if (count === 0) return -1;
  return Math.min(count - 1, Math.max(-1, index + delta));
}

export function suggestionUrl(result: Pick<ProductSearchResult, 'display_type' | 'documentId'>): string {
  return `/product/${encodeURIComponent(result.display_type)}/${encodeURIComponent(result.documentId)}`;
}

/** The results page of a query; `exact` keeps the words as typed (`?exact=1`, read by the page). */
export function searchUrl(query: string, { exact = false }: SearchOptions = {}): string {
  return `/search/${encodeURIComponent(query.trim())}${exact ? '?exact=1' : ''}`;
}

/** A piece of the corrected query, emphasised when it is a corrected word. */
export interface QuerySegment {
  text: string;
  corrected: boolean;
}

/**
 * The corrected query cut into plain and corrected pieces. The API only replaces words, so the
 * typed query and the corrected one have the same whitespace-separated tokens: a token that
 * differs holds corrections, found in it in order.
 */
export function correctedSegments(
  original: string,
  correction: NonNullable<SearchOutcome['correction']>,
): QuerySegment[] {
  const typed = original.trim().normalize('NFC').toLowerCase().split(/(\s+)/);
  const corrected = correction.correctedQuery.split(/(\s+)/);
  const pending = [...correction.corrections];
  const segments: QuerySegment[] = [];
  const push = (text: string, isCorrected: boolean) => {
    if (!text) return;
    const last = segments[segments.length - 1];
    if (last && last.corrected === isCorrected) last.text += text;
    else segments.push({ text, corrected: isCorrected });
  };
  for (const [index, token] of corrected.entries()) {
    if (typed.length === corrected.length && typed[index] === token) {
      push(token, false);
      continue;
    }
    let at = 0;
    while (pending.length > 0) {
      const to = pending[0]?.to ?? '';
      const found = to ? token.indexOf(to, at) : -1;
      if (found < 0) break;
      pending.shift();
      push(token.slice(at, found), false);
      push(to, true);
      at = found + to.length;
    }
    push(token.slice(at), false);
  }
  return segments;
}

/**
 * How a search helper renders a link: the results page uses the catalog's router links, the
 * overlay (outside that router) plain links that navigate through the shared helper and close it.
 */
export type SearchLinkRenderer = (link: { href: string; className: string; children: ReactNode }) => ReactNode;
