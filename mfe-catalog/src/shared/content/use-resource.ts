import { useEffect, useState } from 'react';
import { useServerRender } from 'shared-kit/server-render';
import { fetchOnce, peekOnce } from './fetch-once';

export type Resource<T> = { status: 'loading' } | { status: 'ready'; value: T };

/**
 * Reads a cached resource: renders at once when it was loaded before, otherwise loads it (sharing
 * any request already in flight). A failed load shows `fallback` and is not cached, so the next
 * visit tries again.
 */
export function useResource<T>(key: string | null, load: () => Promise<T>, fallback: T): Resource<T> {
  const server = useServerRender();
  const initial = (): Resource<T> => {
    if (key === null) return { status: 'loading' };
    // On the server: this request's data, or ask for it (the next pass has it).
    if (server) {
      if (key in server.data) return { status: 'ready', value: server.data[key] as T };
      server.wanted.set(key, load);
      return { status: 'loading' };
    }
    const peek = peekOnce<T>(key);
    return peek.hit ? { status: 'ready', value: peek.value } : { status: 'loading' };
  };
  const [state, setState] = useState<{ key: string | null; resource: Resource<T> }>(() => ({
    key,
    resource: initial(),
  }));

  // A new key (another product, another query) starts from its own cache entry.
  let current = state;
  if (state.key !== key) {
    current = { key, resource: initial() };
    setState(current);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` and `fallback` follow `key`; re-running on their identity would refetch every render
  useEffect(() => {
    if (key === null || current.resource.status === 'ready') return;
    let alive = true;
    fetchOnce(key, load).then(
      (value) => alive && setState({ key, resource: { status: 'ready', value } }),
      (error: unknown) => {
        console.error(`[catalog] ${key} could not be loaded`, error);
        if (alive) setState({ key, resource: { status: 'ready', value: fallback } });
      },
    );
    return () => {
      alive = false;
    };
  }, [key, current.resource.status]);

  return current.resource;
}
