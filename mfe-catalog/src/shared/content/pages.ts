import { apiCall, type PageEnvelope, type PageName, type PagesByName } from 'shared-contracts';
import { fetchOnce } from './fetch-once';
import { type Resource, useResource } from './use-resource';

/**
 * `GET strapi/page/{name}` answers the page inside `data`. A failed fetch is logged and falls back
 * to empty content (spec 001 §8), so a page renders its frame rather than an error screen; the
 * failure is not cached, so the next visit asks again.
 */
async function loadPage<N extends PageName>(name: N): Promise<PagesByName[N] | null> {
  const envelope = await apiCall<PageEnvelope<N>>(`/strapi/page/${name}`, { skipErrorHandler: true });
  return envelope.data ?? null;
}

export function pageKey(name: PageName): string {
  return `page:${name}`;
}

export function getPage<N extends PageName>(name: N): Promise<PagesByName[N] | null> {
  return fetchOnce(pageKey(name), () => loadPage(name)).catch((error: unknown) => {
    console.error(`[catalog] content "${name}" could not be loaded`, error);
    return null;
  });
}

export function usePage<N extends PageName>(name: N): Resource<PagesByName[N] | null> {
  return useResource<PagesByName[N] | null>(pageKey(name), () => loadPage(name), null);
}
