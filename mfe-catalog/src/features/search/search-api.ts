import { apiCall, LIMITS, type ProductSearchResult } from 'shared-contracts';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Results sorted by title, case-insensitive (spec 001 §5). */
export function sortByTitle(results: ProductSearchResult[]): ProductSearchResult[] {
  return [...results].sort((a, b) => collator.compare(a.title, b.title));
}

/** Asks the API; rejects on failure (callers choose the empty fallback). */
export async function fetchSearch(query: string): Promise<ProductSearchResult[]> {
  const q = query.trim();
  if (!q) return [];
  const answer = await apiCall<{ data: ProductSearchResult[] }>(`/strapi/products/search/${encodeURIComponent(q)}`, {
    skipErrorHandler: true,
  });
  return sortByTitle(Array.isArray(answer.data) ? answer.data : []);
}

/** Search failure returns an empty list (spec 001 §8): never an error page or toast. */
export async function searchProducts(query: string): Promise<ProductSearchResult[]> {
  try {
    return await fetchSearch(query);
  } catch (error) {
    console.error('[catalog] search failed', error);
    return [];
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

export function searchUrl(query: string): string {
  return `/search/${encodeURIComponent(query.trim())}`;
}
