/**
 * A newest-first list that grows by pages ("Show more reviews"): the first page brings the summary,
 * later pages append. A failed page keeps what is shown and offers to try again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReviewPaging, ReviewSummary } from 'shared-contracts';

interface Page<R> {
  summary: ReviewSummary;
  reviews: R[];
  paging: ReviewPaging;
}

/** A list before its first page has arrived. */
export type PagedReviewsPending = { status: 'loading' } | { status: 'failed'; retry(): void };

export type PagedReviews<R, A extends Page<R>> =
  | PagedReviewsPending
  | {
      status: 'ready';
      first: A;
      reviews: R[];
      hasMore: boolean;
      loadingMore: boolean;
      moreFailed: boolean;
      loadMore(): void;
    };

export function usePagedReviews<R extends { id: string }, A extends Page<R>>(
  key: string,
  fetchPage: (page: number) => Promise<A>,
): PagedReviews<R, A> {
  const [first, setFirst] = useState<A | null>(null);
  const [failed, setFailed] = useState(false);
  const [reviews, setReviews] = useState<R[]>([]);
  const [page, setPage] = useState(1);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the list; `attempt` retries it.
  useEffect(() => {
    let alive = true;
    setFirst(null);
    setFailed(false);
    fetchRef.current(1).then(
      (answer) => {
        if (!alive) return;
        setFirst(answer);
        setReviews(answer.reviews);
        setPage(1);
      },
      (error: unknown) => {
        console.error(`[catalog] reviews "${key}" could not be loaded`, error);
        if (alive) setFailed(true);
      },
    );
    return () => {
      alive = false;
    };
  }, [key, attempt]);

  const loadMore = useCallback(() => {
    setLoadingMore(true);
    setMoreFailed(false);
    fetchRef.current(page + 1).then(
      (answer) => {
        // A review approved meanwhile shifts the pages by one: never show a review twice.
        setReviews((shown) => [...shown, ...answer.reviews.filter((r) => !shown.some((s) => s.id === r.id))]);
        setPage(page + 1);
        setLoadingMore(false);
      },
      (error: unknown) => {
        console.error(`[catalog] reviews "${key}" page ${page + 1} could not be loaded`, error);
        setMoreFailed(true);
        setLoadingMore(false);
      },
    );
  }, [key, page]);

  if (failed) return { status: 'failed', retry: () => setAttempt((n) => n + 1) };
  if (!first) return { status: 'loading' };
  return {
    status: 'ready',
    first,
    reviews,
    hasMore: page < first.paging.totalPages,
    loadingMore,
    moreFailed,
    loadMore,
  };
}
