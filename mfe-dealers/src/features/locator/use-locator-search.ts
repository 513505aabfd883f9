import { useCallback, useEffect, useRef, useState } from 'react';
import type { DealerSearchAnswer } from 'shared-contracts/api/dealers';
import type { DealerSearch } from 'shared-contracts/schemas/dealer-locator';
import { searchDealers, searchFailure } from '../../shared/dealer-search';

export interface LocatorState {
  search: DealerSearch | null;
  status: 'idle' | 'loading' | 'done' | 'error';
  answer: DealerSearchAnswer | null;
  error: string | null;
}

const IDLE: LocatorState = { search: null, status: 'idle', answer: null, error: null };

/** The locator's search: the latest request wins (an earlier, slower answer is dropped). */
export function useLocatorSearch() {
  const [state, setState] = useState<LocatorState>(IDLE);
  const inFlight = useRef<AbortController | null>(null);

  const run = useCallback(async (search: DealerSearch) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setState((current) => ({ ...current, search, status: 'loading', error: null }));
    try {
      const answer = await searchDealers(search.zip, search.radius, controller.signal);
      if (!controller.signal.aborted) setState({ search, status: 'done', answer, error: null });
    } catch (error) {
      if (!controller.signal.aborted) setState({ search, status: 'error', answer: null, error: searchFailure(error) });
    }
  }, []);

  useEffect(() => () => inFlight.current?.abort(), []);
  return { state, run };
}
