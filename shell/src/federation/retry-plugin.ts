/**
 * Layer 1 of the Module Federation failure recipe: retry. A remote whose server hiccups gets a
 * few quick retries before the fallback takes over.
 *
 * Why our own: @module-federation/retry-plugin is not published for the 2.x runtime we pin (its
 * newest release, 0.17.1, depends on @module-federation/sdk 0.17 and drops its delay option).
 * This is the same two hooks it uses: `fetch` (the remote's mf-manifest.json) and
 * `loadEntryError` (the remote entry script), on the runtime we actually run.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryOptions {
  /** Extra attempts after the first one. */
  retries: number;
  /** Wait before each retry, growing linearly (delay, 2*delay, ...). */
  delayMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { retries: 2, delayMs: 250 };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` until it succeeds or the retries are spent; the last error is thrown. */
export async function withRetries<T>(
  attempt: (n: number) => Promise<T>,
  { retries, delayMs }: RetryOptions,
): Promise<T> {
  let lastError: unknown;
  for (let n = 0; n <= retries; n++) {
    if (n > 0) await wait(delayMs * n);
    try {
      return await attempt(n);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** A manifest answer only counts when it is a 2xx with JSON (a proxy's HTML error page is not). */
export async function fetchManifestWithRetries(
  url: string,
  init: RequestInit,
  options: RetryOptions,
  fetcher: typeof fetch = fetch,
): Promise<Response> {
  return withRetries(async () => {
    const response = await fetcher(url, init);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    await response.clone().json();
    return response;
  }, options);
}

export function retryPlugin(options: RetryOptions = DEFAULT_RETRY): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-retry-plugin',
    async fetch(url, init) {
      return fetchManifestWithRetries(url, init, options);
    },
    loadEntryError(args) {
      // The hook is typed as answering a promise of a promise; the runtime simply awaits it.
      return retryEntry(args, options) as unknown as ReturnType<LoadEntryErrorHook>;
    },
  };
}

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

async function retryEntry(
  {
    getRemoteEntry,
    origin,
    remoteInfo,
    remoteEntryExports,
    globalLoading,
    uniqueKey,
  }: Parameters<LoadEntryErrorHook>[0],
  options: RetryOptions,
) {
  // Called after the first attempt failed, so every attempt here is a retry and waits first.
  // The runtime caches the failed load under uniqueKey; drop it so the script is requested again.
  let lastError: unknown;
  for (let n = 1; n <= options.retries; n++) {
    await wait(options.delayMs * n);
    try {
      delete globalLoading[uniqueKey];
      const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (exports) return exports;
    } catch (error) {
      lastError = error;
    }
  }
  if (lastError) console.warn(`[shell] remote entry of '${remoteInfo.name}' failed after retries`);
  return undefined; // not recovered: the original error flows on to errorLoadRemote
}
