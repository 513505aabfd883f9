/**
 * One GET of the account area with its three states: loading, ready (the answer, picked), failed
 * (the server's message). The answer of a panel left before it arrived is dropped.
 */
import { useEffect, useState } from 'react';
import { apiCall } from 'shared-contracts';
import { serverMessage } from 'shared-contracts/kit/field-errors';

export type ApiLoad<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; text: string };

export function useApiLoad<A, T>(path: string, pick: (answer: A) => T): ApiLoad<T> {
  const [load, setLoad] = useState<ApiLoad<T>>({ state: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pick` is a pure mapping; the path decides what to load
  useEffect(() => {
    let current = true;
    setLoad({ state: 'loading' });
    apiCall<A>(path, { skipErrorHandler: true })
      .then((answer) => current && setLoad({ state: 'ready', value: pick(answer) }))
      .catch((error: unknown) => current && setLoad({ state: 'failed', text: serverMessage(error) }));
    return () => {
      current = false;
    };
  }, [path]);
  return load;
}
