/**
 * One GET of the account area with its three states: loading, ready (the answer, picked), failed.
 * A failure's words are the shared handler's ('Error: …' banner, 000 section 8); the panel only
 * says that its list is missing. The answer of a panel left before it arrived is dropped.
 */
import { useEffect, useState } from 'react';
import { apiCall } from 'shared-kit';

export type ApiLoad<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; text: string };

export const NOT_LOADED_TEXT = 'This list could not be loaded. Please try again later.';

export function useApiLoad<A, T>(path: string, pick: (answer: A) => T): ApiLoad<T> {
  const [load, setLoad] = useState<ApiLoad<T>>({ state: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pick` is a pure mapping; the path decides what to load
  useEffect(() => {
    let current = true;
    setLoad({ state: 'loading' });
    apiCall<A>(path)
      .then((answer) => current && setLoad({ state: 'ready', value: pick(answer) }))
      .catch(() => current && setLoad({ state: 'failed', text: NOT_LOADED_TEXT }));
    return () => {
      current = false;
    };
  }, [path]);
  return load;
}
