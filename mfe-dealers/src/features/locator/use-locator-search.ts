import { useCallback, useEffect, useRef, useState } from 'react';
import type { DealerSearchAnswer } from 'shared-contracts/api/dealers';
import type { DealerSearch } from 'shared-contracts/schemas/dealer-locator';
import { searchDealers } from '../../shared/dealer-search';

export interface LocatorState {
  search: DealerSearch | null;
  status: 'idle' | 'loading' | 'done' | 'error';
  answer: DealerSearchAnswer | null;
}

const IDLE: LocatorState = { search: null, status: 'idle', answer: null };

/** The locator's search: the latest request wins (an earlier, slower answer is dropped). */
export function useLocatorSearch() {
  const [state, setState] = useState<LocatorState>(IDLE);
  const inFlight = useRef<AbortController | null>(null);

  const run = useCallback(async (search: DealerSearch) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setState((current) => ({ ...current, search, status: 'loading' }));
    try {
      const answer = await searchDealers(search.zip, search.radius, controller.signal);
      if (!controller.signal.aborted) setState({ search, status: 'done', answer });
    } catch {
      // The shared handler has shown why.
      if (!controller.signal.aborted) setState({ search, status: 'error', answer: null });
    }
  }, []);

  useEffect(() => () => inFlight.current?.abort(), []);
  return { state, run };
}
