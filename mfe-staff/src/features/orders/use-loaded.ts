/**
 * Reads something from the API for a screen: loading, the answer or the failure's words, and a
 * reload for after an action (the page re-reads its order rather than patching a copy). An answer
 * that arrives after the inputs changed is dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { problemText, statusOf } from '../../shared/api/staff-api';

export interface Loaded<T> {
  data: T | null;
  loading: boolean;
  problem: string | null;
  /** The failure's HTTP status (404: no such thing). */
  problemStatus: number | undefined;
  reload: () => Promise<void>;
}

export function useLoaded<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const [state, setState] = useState<Omit<Loaded<T>, 'reload'>>({
    data: null,
    loading: true,
    problem: null,
    problemStatus: undefined,
  });
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    setState((before) => ({ ...before, loading: true }));
    try {
      const data = await loadRef.current();
      if (ticket === latest.current) setState({ data, loading: false, problem: null, problemStatus: undefined });
    } catch (error) {
      if (ticket === latest.current)
        setState((before) => ({
          ...before,
          loading: false,
          problem: problemText(error),
          problemStatus: statusOf(error),
        }));
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what is loaded; a new key reads again.
  useEffect(() => {
    void reload();
  }, [key, reload]);

  return { ...state, reload };
}
